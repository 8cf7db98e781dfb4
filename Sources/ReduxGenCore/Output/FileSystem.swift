import Foundation

/// What is found at a path, looked at without following a symbolic link at the path itself.
public enum FileSystemItemKind: Hashable, Sendable {
    case file
    case directory
    case symbolicLink
    /// A device, socket, pipe or anything else reduxgen never writes over.
    case other
}

/// A failed file-system operation, worded for the user: what was done, to which path, and why it failed.
public struct FileSystemError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The operation, as a verb phrase such as `read` or `create folder`.
    public var operation: String
    public var path: String
    /// The system's reason, such as `Permission denied`.
    public var reason: String

    public init(operation: String, path: String, reason: String) {
        self.operation = operation
        self.path = path
        self.reason = reason
    }

    public var description: String { "could not \(operation) '\(path)': \(reason)" }
}

/// The file-system operations the output stage needs, and nothing more.
///
/// ``RealFileSystem`` performs them; tests substitute an implementation that fails on purpose to prove
/// that a failed run leaves the output folders as they were.
public protocol FileSystem: Sendable {
    /// What is at `path`, without following a symbolic link there; `nil` when nothing is.
    func itemKind(atPath path: String) -> FileSystemItemKind?

    /// The absolute path of the existing item at `path` with every symbolic link resolved.
    func resolvingSymbolicLinks(atPath path: String) throws(FileSystemError) -> String

    /// The whole content of the file at `path`; fails for files larger than `maxBytes`.
    func contentsOfFile(atPath path: String, maxBytes: Int) throws(FileSystemError) -> Data

    /// At most the first `count` bytes of the file at `path`.
    func prefixOfFile(atPath path: String, count: Int) throws(FileSystemError) -> Data

    /// The names of the entries in the folder at `path`, without `.` and `..`.
    func directoryEntries(atPath path: String) throws(FileSystemError) -> [String]

    /// Whether the current user may create and remove entries in the existing folder at `path`.
    func isWritableDirectory(atPath path: String) -> Bool

    /// Creates one folder; its parent must exist.
    func createDirectory(atPath path: String) throws(FileSystemError)

    /// Creates a file that must not exist yet, writes `data` to it and flushes it to disk.
    func writeNewFile(_ data: Data, atPath path: String) throws(FileSystemError)

    /// Atomically puts the file at `source` in place of `destination` (which may or may not exist).
    func moveReplacing(from source: String, to destination: String) throws(FileSystemError)

    /// Removes the file (not folder) at `path`.
    func removeFile(atPath path: String) throws(FileSystemError)

    /// Removes the empty folder at `path`.
    func removeDirectory(atPath path: String) throws(FileSystemError)
}
