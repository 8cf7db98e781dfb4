import Foundation
@testable import ReduxGenCore

/// The real file system, except for the failures a test asks for: it lets tests prove that a run which
/// fails half way leaves the output folders as they were.
struct FaultInjectingFileSystem: FileSystem {
    private let real = RealFileSystem()
    /// Renames onto a path whose last component is in this set fail.
    var failingRenameTargets: Set<String> = []
    /// Writing a temporary file for a target whose name is in this set writes half the data, then fails.
    var interruptedWriteTargets: Set<String> = []
    /// Removing a file whose last component is in this set fails.
    var failingRemovals: Set<String> = []
    /// Folders (absolute paths) reported as not writable.
    var unwritableFolders: Set<String> = []
    /// Reading a file whose last component is in this set fails, as for a file of mode 000.
    var unreadableFiles: Set<String> = []
    /// Called after each temporary file is written, with its path: another program at work meanwhile.
    var afterTemporaryWrite: (@Sendable (String) -> Void)?

    private static func name(_ path: String) -> String { (path as NSString).lastPathComponent }

    /// The target file a temporary file named `.NAME.TOKEN.reduxgen-tmp` stands in for.
    private static func target(ofTemporary path: String) -> String? {
        let name = name(path)
        guard name.hasPrefix("."), name.hasSuffix(".reduxgen-tmp") else { return nil }
        let parts = name.dropFirst().split(separator: ".")
        return parts.dropLast(2).joined(separator: ".")
    }

    func itemKind(atPath path: String) -> FileSystemItemKind? { real.itemKind(atPath: path) }

    func resolvingSymbolicLinks(atPath path: String) throws(FileSystemError) -> String {
        try real.resolvingSymbolicLinks(atPath: path)
    }

    func contentsOfFile(atPath path: String, maxBytes: Int) throws(FileSystemError) -> Data {
        try failIfUnreadable(path)
        return try real.contentsOfFile(atPath: path, maxBytes: maxBytes)
    }

    func prefixOfFile(atPath path: String, count: Int) throws(FileSystemError) -> Data {
        try failIfUnreadable(path)
        return try real.prefixOfFile(atPath: path, count: count)
    }

    private func failIfUnreadable(_ path: String) throws(FileSystemError) {
        if unreadableFiles.contains(Self.name(path)) {
            throw FileSystemError(operation: "read", path: path, reason: "Permission denied")
        }
    }

    func directoryEntries(atPath path: String) throws(FileSystemError) -> [String] {
        try real.directoryEntries(atPath: path)
    }

    func isWritableDirectory(atPath path: String) -> Bool {
        !unwritableFolders.contains(path) && real.isWritableDirectory(atPath: path)
    }

    func createDirectory(atPath path: String) throws(FileSystemError) {
        try real.createDirectory(atPath: path)
    }

    func writeNewFile(_ data: Data, atPath path: String) throws(FileSystemError) {
        if let target = Self.target(ofTemporary: path), interruptedWriteTargets.contains(target) {
            try real.writeNewFile(data.prefix(data.count / 2), atPath: path)
            throw FileSystemError(operation: "write", path: path, reason: "No space left on device")
        }
        try real.writeNewFile(data, atPath: path)
        if Self.target(ofTemporary: path) != nil { afterTemporaryWrite?(path) }
    }

    func moveReplacing(from source: String, to destination: String) throws(FileSystemError) {
        if failingRenameTargets.contains(Self.name(destination)) {
            throw FileSystemError(operation: "replace", path: destination, reason: "Input/output error")
        }
        try real.moveReplacing(from: source, to: destination)
    }

    func removeFile(atPath path: String) throws(FileSystemError) {
        if failingRemovals.contains(Self.name(path)) {
            throw FileSystemError(operation: "remove", path: path, reason: "Operation not permitted")
        }
        try real.removeFile(atPath: path)
    }

    func removeDirectory(atPath path: String) throws(FileSystemError) {
        try real.removeDirectory(atPath: path)
    }
}
