import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the bytes of a spec or configuration file, refusing anything that is not a regular file.
///
/// The file is opened without blocking and checked on the open descriptor, so a FIFO, a device or a
/// folder given as a spec is refused at once instead of hanging the run or failing with a system message.
/// Every failure is an I/O failure (exit status 2).
enum SourceFileReader {
    /// At most `limit` bytes of the regular file at `path`.
    static func bytes(atPath path: String, upTo limit: Int) throws(DiagnosticsError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw failure("cannot open '\(path)': \(lastReason())")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw failure("cannot read '\(path)': \(lastReason())")
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw failure("'\(path)' is \(kindDescription(info.st_mode)), not a regular file; reduxgen reads only regular files")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            // `read(2)` fills memory it is given a pointer to, here the chunk's, only during the call.
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, wanted) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure("cannot read '\(path)': \(lastReason())")
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    private static func failure(_ message: String) -> DiagnosticsError {
        DiagnosticsError(.error(message, at: nil), isIOFailure: true)
    }

    private static func lastReason() -> String {
        String(cString: strerror(errno))
    }

    private static func kindDescription(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO (named pipe)"
        case S_IFSOCK: return "a socket"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }
}
