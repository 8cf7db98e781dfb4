import FlyingFox
import FlyingSocks
import Foundation

/// The DevTools inspector: an HTTP server that apps send their actions and states to, and that serves the
/// web page showing them (`reduxgen devtools`).
///
/// Security: it listens on loopback unless told otherwise; listening on another address requires a token,
/// which apps send in the `X-ReduxGen-DevTools-Token` header and the page in its address (`?token=`). On
/// loopback, requests whose `Host` is not a loopback name are refused, so a web site cannot reach the
/// inspector through DNS rebinding. The inspector never runs anything an app sends: it stores and
/// forwards JSON, and the page shows it as text.
public final class InspectorServer: Sendable {
    /// Where to listen and what to require.
    public struct Options: Sendable {
        /// The IPv4 address to listen on.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// The token apps and the page must present; required when `host` is not loopback.
        public var token: String?
        /// How much the inspector accepts and keeps.
        public var limits: Limits

        /// Creates options.
        public init(host: String = "127.0.0.1", port: UInt16 = 9_090, token: String? = nil, limits: Limits = .init()) {
            self.host = host
            self.port = port
            self.token = token
            self.limits = limits
        }

        /// Whether `host` is a loopback address.
        public var isLoopback: Bool {
            host == "127.0.0.1" || host == "localhost"
        }
    }

    /// The error thrown for options the inspector refuses.
    public struct OptionsError: Error, CustomStringConvertible {
        /// What is wrong, for the user.
        public let description: String
    }

    /// The address the page is served at (with the token, when there is one).
    public let pageURL: URL
    /// The port the server listens on.
    public let port: UInt16

    private let server: HTTPServer
    private let runTask: Task<Void, Never>

    private init(server: HTTPServer, runTask: Task<Void, Never>, pageURL: URL, port: UInt16) {
        self.server = server
        self.runTask = runTask
        self.pageURL = pageURL
        self.port = port
    }

    /// Starts listening and returns once the server accepts connections.
    public static func start(_ options: Options) async throws -> InspectorServer {
        if !options.isLoopback && (options.token ?? "").isEmpty {
            throw OptionsError(
                description: "listening on \(options.host) exposes app state beyond this machine; pass --token too")
        }
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        let server = HTTPServer(address: try .inet(ip4: host, port: options.port), timeout: 60, logger: .disabled)
        let routes = InspectorRoutes(
            session: InspectorSession(limits: options.limits), token: options.token, loopbackOnly: options.isLoopback,
            limits: options.limits)
        await server.appendRoute("*") { request in
            await routes.respond(to: request)
        }
        let outcome = RunOutcome()
        let runTask = Task<Void, Never> {
            do {
                try await server.run()
            } catch {
                outcome.finish(with: error)
            }
        }
        // Wait until it listens, or fails to (a port in use fails at once).
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while await server.listeningAddress == nil {
            if let error = outcome.error {
                throw error
            }
            guard ContinuousClock.now < deadline else {
                runTask.cancel()
                throw OptionsError(description: "the inspector did not start listening within 10 seconds")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
        guard case .ip4(_, let port)? = await server.listeningAddress else {
            runTask.cancel()
            throw OptionsError(description: "the inspector did not report the port it listens on")
        }
        var page = "http://\(host):\(port)/"
        if let token = options.token, !token.isEmpty,
           let escaped = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        {
            page += "?token=\(escaped)"
        }
        return InspectorServer(server: server, runTask: runTask, pageURL: URL(string: page)!, port: port)
    }

    /// Waits until the server stops.
    public func waitUntilStopped() async {
        await runTask.value
    }

    /// Closes the listening socket and every connection.
    public func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
    }
}

/// How the server's run ended, when it ended with an error.
private final class RunOutcome: @unchecked Sendable {
    private let lock = NSLock()
    private var storedError: (any Error)?

    func finish(with error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        storedError = error
    }

    var error: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return storedError
    }
}
