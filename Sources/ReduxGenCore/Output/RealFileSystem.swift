import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file system of the machine, through POSIX calls.
public struct RealFileSystem: FileSystem {
    public init() {}

    public func itemKind(atPath path: String) -> FileSystemItemKind? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .file
        case S_IFDIR: return .directory
        case S_IFLNK: return .symbolicLink
        default: return .other
        }
    }

    public func resolvingSymbolicLinks(atPath path: String) throws(FileSystemError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw Self.lastError("resolve", path)
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    public func contentsOfFile(atPath path: String, maxBytes: Int) throws(FileSystemError) -> Data {
        let data = try readBytes(path, upTo: maxBytes + 1)
        if data.count > maxBytes {
            throw FileSystemError(operation: "read", path: path, reason: "the file is larger than \(maxBytes) bytes")
        }
        return data
    }

    public func prefixOfFile(atPath path: String, count: Int) throws(FileSystemError) -> Data {
        try readBytes(path, upTo: count)
    }

    public func directoryEntries(atPath path: String) throws(FileSystemError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw FileSystemError(operation: "list folder", path: path, reason: Self.reason(of: error))
        }
    }

    public func isWritableDirectory(atPath path: String) -> Bool {
        itemKind(atPath: path) == .directory && access(path, W_OK | X_OK) == 0
    }

    public func createDirectory(atPath path: String) throws(FileSystemError) {
        guard mkdir(path, 0o777) == 0 else { throw Self.lastError("create folder", path) }
    }

    public func writeNewFile(_ data: Data, atPath path: String) throws(FileSystemError) {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Self.lastError("create", path) }
        var failure: FileSystemError?
        // `write(2)` takes a pointer to the bytes; it reads them only during the call.
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = Self.lastError("write", path)
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = Self.lastError("flush", path) }
        if close(descriptor) != 0, failure == nil { failure = Self.lastError("close", path) }
        if let failure { throw failure }
    }

    public func moveReplacing(from source: String, to destination: String) throws(FileSystemError) {
        guard rename(source, destination) == 0 else { throw Self.lastError("replace", destination) }
    }

    public func removeFile(atPath path: String) throws(FileSystemError) {
        guard unlink(path) == 0 else { throw Self.lastError("remove", path) }
    }

    public func removeDirectory(atPath path: String) throws(FileSystemError) {
        guard rmdir(path) == 0 else { throw Self.lastError("remove folder", path) }
    }

    private func readBytes(_ path: String, upTo limit: Int) throws(FileSystemError) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Self.lastError("read", path) }
        defer { close(descriptor) }
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while data.count < limit {
            let wanted = min(chunk.count, limit - data.count)
            // `read(2)` fills memory it is given a pointer to, here the chunk's, only during the call.
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Self.lastError("read", path)
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    private static func lastError(_ operation: String, _ path: String) -> FileSystemError {
        FileSystemError(operation: operation, path: path, reason: String(cString: strerror(errno)))
    }

    private static func reason(of error: any Error) -> String {
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
           underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
