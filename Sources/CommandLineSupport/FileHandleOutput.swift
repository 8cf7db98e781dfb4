import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes text to standard output or standard error with `write(2)`, so that a stream that cannot be
/// written (a full device, a closed descriptor, a pipe nobody reads) is an I/O error reduxgen reports
/// rather than a crash.
///
/// A failed write prints `error: cannot write to standard output: REASON` on the other stream, if that one
/// still works, and ends the run with exit status 2.
public struct FileHandleOutput: Sendable {
    let descriptor: Int32
    /// How messages name the stream.
    let name: String

    public static let standardOutput = FileHandleOutput(descriptor: STDOUT_FILENO, name: "standard output")
    public static let standardError = FileHandleOutput(descriptor: STDERR_FILENO, name: "standard error")

    public func write(_ text: String) {
        guard !text.isEmpty else { return }
        guard let reason = writeAll(Array(text.utf8)) else { return }
        let other = descriptor == STDOUT_FILENO ? Self.standardError : Self.standardOutput
        _ = other.writeAll(Array("error: cannot write to \(name): \(reason)\n".utf8))
        Foundation.exit(ReduxGenExit.usageOrIO.rawValue)
    }

    /// Writes every byte; the system's reason when a write fails.
    private func writeAll(_ bytes: [UInt8]) -> String? {
        var offset = 0
        while offset < bytes.count {
            // `write(2)` takes a pointer to the bytes; it reads them only during the call.
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }

    /// Prepares the standard streams before anything else runs: a write to a pipe nobody reads becomes an
    /// `EPIPE` error instead of a fatal `SIGPIPE`, and a stream that was closed when reduxgen started gets
    /// a read-only placeholder, so that no file reduxgen opens can take its descriptor number and writes to
    /// the stream still fail.
    public static func prepareStandardStreams() {
        signal(SIGPIPE, SIG_IGN)
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 {
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0, placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}

/// `write(2)`, named apart from ``FileHandleOutput/write(_:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
