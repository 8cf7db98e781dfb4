import FlyingSocks
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The socket pool the inspector's server runs on: FlyingFox's own, except that a connection that neither
/// sends a byte nor takes one for `idleTimeout` is given up as disconnected: its socket is shut down, so
/// nothing more is read from it or written to it, and the server closes it.
///
/// Shutting it down matters when the wait was for the rest of a body: the handler then answers the
/// request, and FlyingFox would go on reading the next request of the connection from the bytes that
/// come after, taking the rest of that body for a request of its own.
///
/// FlyingFox's `timeout` bounds only how long a request's handler runs: a client that opens a connection
/// and sends nothing, or half a request, would keep it, and its file descriptor, for as long as it likes.
/// Every wait of a connection for its socket passes through the pool, so the pool is where the wait can
/// be bounded. The listening socket waits for connections without limit.
struct IdleTimeoutSocketPool<Base: AsyncSocketPool>: AsyncSocketPool {
    let base: Base
    let idleTimeout: Duration

    func prepare() async throws {
        try await base.prepare()
    }

    func run() async throws {
        try await base.run()
    }

    func suspendSocket(_ socket: Socket, untilReadyFor events: Socket.Events) async throws {
        if Self.isListening(socket) {
            return try await base.suspendSocket(socket, untilReadyFor: events)
        }
        let ready = try await withThrowingTaskGroup(of: Bool.self) { group in
            group.addTask {
                try await base.suspendSocket(socket, untilReadyFor: events)
                return true
            }
            group.addTask {
                try await Task.sleep(for: idleTimeout)
                return false
            }
            defer { group.cancelAll() }
            return try await group.next() ?? false
        }
        guard ready else {
            _ = shutdown(socket.file.rawValue, Int32(SHUT_RDWR))
            throw SocketError.disconnected
        }
    }

    private static func isListening(_ socket: Socket) -> Bool {
        (try? socket.getValue(for: BoolSocketOption(name: SO_ACCEPTCONN))) ?? false
    }
}
