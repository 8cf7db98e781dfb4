import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 with an ephemeral port, for transport tests.
///
/// Each connection is served on its own thread: the server reads one request, records it, and acts as the
/// handler says. Every connection is closed after one exchange.
final class HTTPTestServer: @unchecked Sendable {
    /// A request as the server received it.
    struct Received: Sendable {
        var method: String
        var target: String
        var headers: [String: String]
        var body: Data
    }

    /// What the server does with a request.
    enum Action: Sendable {
        case respond(status: Int, headers: [String: String] = [:], body: String = "")
        /// Closes the connection without sending anything.
        case closeWithoutResponse
        /// Sends complete headers announcing a longer body, part of the body, then closes the connection.
        case truncateBody
        /// Sends nothing and waits until the client goes away or the server stops.
        case hang
        /// Waits `delay`, then responds with `status` and no body, unless the client went away before.
        case respondAfter(delay: Duration, status: Int)
    }

    let port: UInt16
    private let listener: Int32
    private let handler: @Sendable (Received) -> Action
    private let lock = NSLock()
    private var received: [Received] = []
    private var connections: Set<Int32> = []

    init(handler: @escaping @Sendable (Received) -> Action) throws {
        self.handler = handler
        (listener, port) = try loopbackSocket(listening: true)
        let thread = Thread { [self] in acceptLoop() }
        thread.start()
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    /// The requests received so far, in order.
    var requests: [Received] { lock.withLock { received } }

    /// Stops accepting and closes every open connection.
    ///
    /// The listening socket is shut down here, which wakes the accept loop, and closed by the loop itself:
    /// closed here, its descriptor could be given to the next test's server while the loop is between two
    /// `accept` calls, and the loop would then answer that server's requests with this server's handler.
    func stop() {
        let open = lock.withLock { connections }
        shutdown(listener, Int32(SHUT_RDWR))
        for connection in open { shutdown(connection, Int32(SHUT_RDWR)) }
    }

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                close(listener)
                return
            }
            disableSIGPIPE(connection)
            lock.withLock { _ = connections.insert(connection) }
            Thread { [self] in serve(connection) }.start()
        }
    }

    private func serve(_ connection: Int32) {
        defer {
            lock.withLock { _ = connections.remove(connection) }
            close(connection)
        }
        guard let request = readRequest(connection) else { return }
        lock.withLock { received.append(request) }
        switch handler(request) {
        case .respond(let status, let headers, let body):
            var head = "HTTP/1.1 \(status) Status\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            write(connection, head + "\r\n" + body)
        case .closeWithoutResponse:
            break
        case .truncateBody:
            write(connection, "HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{\"user_id\":")
        case .hang:
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        case .respondAfter(let delay, let status):
            // A client that sent its request sends nothing more, so the connection becomes readable only
            // when the client closes it (or the server stops).
            var waiting = pollfd(fd: connection, events: Int16(POLLIN), revents: 0)
            let milliseconds = Int32(delay.components.seconds * 1000 + delay.components.attoseconds / 1_000_000_000_000_000)
            guard poll(&waiting, 1, milliseconds) == 0 else { return }
            write(connection, "HTTP/1.1 \(status) Status\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
        }
    }

    private func readRequest(_ connection: Int32) -> Received? {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        while data.range(of: separator) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, data.count < 1_000_000 else { return nil }
            data.append(contentsOf: buffer[0..<count])
        }
        let headEnd = data.range(of: separator)!
        let lines = String(decoding: data[..<headEnd.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ")
        guard requestLine.count == 3 else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        var body = Data(data[headEnd.upperBound...])
        let length = Int(headers["content-length"] ?? "0") ?? 0
        while body.count < length {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: buffer[0..<count])
        }
        return Received(method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    private func write(_ connection: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, noSignalFlag) }
            guard count > 0 else { return }
            sent += count
        }
    }
}

/// A port on 127.0.0.1 that refuses connections: a socket bound to it that does not listen.
///
/// Holding the port keeps it refused for as long as a test needs: a stopped server's port is free again,
/// and another test's server, running at the same time, could be given it and answer instead.
final class RefusingLoopbackPort: Sendable {
    let port: UInt16
    private let socketDescriptor: Int32

    init() throws {
        (socketDescriptor, port) = try loopbackSocket(listening: false)
    }

    var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

    deinit { close(socketDescriptor) }
}

/// A TCP socket bound to an ephemeral port of 127.0.0.1, listening or not, and the port.
private func loopbackSocket(listening: Bool) throws -> (descriptor: Int32, port: UInt16) {
    let descriptor = socket(AF_INET, streamSocketType, 0)
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    address.sin_port = 0
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) { pointer in
        pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
            bind(descriptor, socketAddress, length) == 0 && (!listening || listen(descriptor, 16) == 0)
                && getsockname(descriptor, socketAddress, &length) == 0
        }
    }
    guard descriptor >= 0, bound else {
        if descriptor >= 0 { close(descriptor) }
        throw POSIXError(.EADDRNOTAVAIL)
    }
    return (descriptor, UInt16(bigEndian: address.sin_port))
}

#if canImport(Glibc)
private let streamSocketType = Int32(SOCK_STREAM.rawValue)
private let noSignalFlag = Int32(MSG_NOSIGNAL)
private func disableSIGPIPE(_ connection: Int32) {}
#else
private let streamSocketType = SOCK_STREAM
private let noSignalFlag: Int32 = 0
private func disableSIGPIPE(_ connection: Int32) {
    var on: Int32 = 1
    setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
}
#endif
