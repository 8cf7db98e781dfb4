import FlyingFox
import FlyingSocks
import Foundation

/// The DevTools inspector: an HTTP server that apps send their actions and states to, and that serves the
/// web page showing them (`reduxgen devtools`).
///
/// Security: it listens on loopback unless told otherwise; listening on another address requires a token,
/// which apps send in the `X-ReduxGen-DevTools-Token` header and the page in its address (`?token=`). On
/// loopback, requests whose `Host` is not a loopback name are refused, so a web site cannot reach the
/// inspector through DNS rebinding, and requests that a page of another origin could make a browser send
/// are refused everywhere (`CrossOriginGuard`). What it accepts and keeps is bounded (``Limits``), and it
/// goes on serving when the process runs out of file descriptors (`InspectorListener`). The inspector
/// never runs anything an app sends: it stores and forwards JSON, and the page shows it as text.
public final class InspectorServer: Sendable {
    /// Where to listen and what to require.
    public struct Options: Sendable {
        /// The IPv4 address to listen on.
        public var host: String
        /// The port; 0 picks a free one.
        public var port: UInt16
        /// The token apps and the page must present; required when `host` is not loopback. It must have at
        /// least ``minimumTokenLength`` characters, each a letter, digit or punctuation mark of ASCII (no
        /// spaces, which HTTP headers would trim, and nothing a browser cannot send in a header).
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

        /// The fewest characters a token may have: 16 random characters are beyond guessing, and an easily
        /// typed secret such as a word or a short code is not.
        public static let minimumTokenLength = 16

        /// Why `token` is too weak to protect app state, or nil when it will do.
        public static func problem(withToken token: String) -> String? {
            let visibleASCII = token.unicodeScalars.allSatisfy { (0x21...0x7E).contains($0.value) }
            guard token.unicodeScalars.count >= minimumTokenLength && visibleASCII else {
                return "the token must have at least \(minimumTokenLength) characters, each an ASCII letter, digit or "
                    + "punctuation mark, without spaces (for example the output of 'openssl rand -hex 16')"
            }
            return nil
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

    private let listener: InspectorListener

    private init(listener: InspectorListener, pageURL: URL) {
        self.listener = listener
        self.pageURL = pageURL
        self.port = listener.port
    }

    /// Starts listening and returns once the server accepts connections.
    public static func start(_ options: Options) async throws -> InspectorServer {
        if !options.isLoopback && (options.token ?? "").isEmpty {
            throw OptionsError(
                description: "listening on \(options.host) exposes app state beyond this machine; pass --token too")
        }
        if let token = options.token, let problem = Options.problem(withToken: token) {
            throw OptionsError(description: problem)
        }
        let host = options.host == "localhost" ? "127.0.0.1" : options.host
        let limits = options.limits
        let routes = InspectorRoutes(
            sessions: InspectorSessions(limits: limits), token: options.token, loopbackOnly: options.isLoopback,
            limits: limits)
        let listener = try await InspectorListener.start(port: options.port) { port in
            let server = HTTPServer(
                address: try .inet(ip4: host, port: port),
                timeout: 60,
                pool: IdleTimeoutSocketPool(base: HTTPServer.defaultPool(), idleTimeout: limits.idleTimeout),
                logger: .disabled)
            await server.appendRoute("*") { request in
                await routes.respond(to: request)
            }
            return server
        }
        var page = "http://\(host):\(listener.port)/"
        if let token = options.token,
           let escaped = token.addingPercentEncoding(withAllowedCharacters: .alphanumerics)
        {
            page += "?token=\(escaped)"
        }
        return InspectorServer(listener: listener, pageURL: URL(string: page)!)
    }

    /// Waits until the server stops.
    public func waitUntilStopped() async {
        await listener.waitUntilStopped()
    }

    /// Closes the listening socket and every connection.
    public func stop() async {
        await listener.stop()
    }
}
