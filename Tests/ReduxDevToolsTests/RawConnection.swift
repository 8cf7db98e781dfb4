import FlyingSocks
import Foundation

/// A TCP connection to the inspector that sends bytes exactly as given, for requests URLSession does not
/// send: bodies in chunks, requests left half-sent, connections left silent.
struct RawConnection: Sendable {
    let socket: AsyncSocket

    /// A connection to the inspector on `port`. Connecting may wait long on a busy machine (FlyingSocks'
    /// default is 5 s); a test fails on what the inspector does, not on the machine's load.
    static func open(port: UInt16) async throws -> RawConnection {
        let address = try sockaddr_in.inet(ip4: "127.0.0.1", port: port)
        return RawConnection(socket: try await AsyncSocket.connected(to: address, timeout: 60))
    }

    func send(_ text: String) async throws {
        try await socket.write(Data(text.utf8))
    }

    /// Reads one response: its head and as many bytes of body as its `Content-Length` says.
    func readResponse() async throws -> String {
        var received: [UInt8] = []
        let separator = Array("\r\n\r\n".utf8)
        while true {
            if let end = received.firstRange(of: separator)?.upperBound {
                let head = String(decoding: received[..<end], as: UTF8.self)
                let length = head.split(separator: "\r\n")
                    .first { $0.lowercased().hasPrefix("content-length:") }
                    .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
                if received.count - end >= length {
                    return String(decoding: received, as: UTF8.self)
                }
            }
            received += try await socket.read(atMost: 4_096)
        }
    }

    /// Thrown when the inspector keeps a connection open longer than a test waits for it to close.
    struct StillOpen: Error, CustomStringConvertible {
        let description = "the inspector kept the connection open"
    }

    /// Reads until the inspector closes the connection, and returns everything it sent. Throws `StillOpen`
    /// after `patience`, which only matters when something is wrong.
    func readUntilClosed(patience: Duration) async throws -> String {
        try await withThrowingTaskGroup(of: String?.self) { group in
            group.addTask { try await readUntilClosed() }
            group.addTask {
                try await Task.sleep(for: patience)
                return nil
            }
            defer {
                group.cancelAll()
                close()
            }
            guard let received = try await group.next() ?? nil else { throw StillOpen() }
            return received
        }
    }

    /// Reads until the inspector closes the connection, and returns everything it sent.
    func readUntilClosed() async throws -> String {
        var received: [UInt8] = []
        while true {
            do {
                received += try await socket.read(atMost: 4_096)
            } catch SocketError.disconnected {
                return String(decoding: received, as: UTF8.self)
            }
        }
    }

    func close() {
        try? socket.close()
    }
}
