import FlyingFox
import FlyingSocks
import Foundation

/// Keeps the inspector's HTTP server listening on its port until told to stop.
///
/// FlyingFox's server ends for good when accepting a connection fails, as it does when the process has no
/// file descriptor left (too many connections open at once); it then closes every connection, and the
/// inspector would have exited as if stopped. The listener then starts a new server on the same port,
/// which serves again at once, since the closed connections freed their descriptors. Should listening
/// fail (the port taken meanwhile), it tries again every second, saying so on standard error.
actor InspectorListener {
    /// Makes a server for the port, with its routes.
    typealias ServerFactory = @Sendable (_ port: UInt16) async throws -> HTTPServer

    /// The port listened on.
    nonisolated let port: UInt16
    private let makeServer: ServerFactory
    private var server: HTTPServer
    private var isStopped = false
    private var serving: Task<Void, Never>?

    private init(port: UInt16, server: HTTPServer, makeServer: @escaping ServerFactory) {
        self.port = port
        self.server = server
        self.makeServer = makeServer
    }

    /// Starts listening on `port` (0 picks a free one) and returns once connections are accepted. Throws
    /// when the first server cannot listen (the port is taken, say).
    static func start(port: UInt16, makeServer: @escaping ServerFactory) async throws -> InspectorListener {
        let server = try await makeServer(port)
        let outcome = RunOutcome()
        let firstRun = Task<Void, Never> {
            do {
                try await server.run()
            } catch {
                outcome.finish(with: error)
            }
        }
        let boundPort: UInt16
        do {
            boundPort = try await listeningPort(of: server, outcome: outcome)
        } catch {
            firstRun.cancel()
            await server.stop(timeout: 0)
            throw error
        }
        let listener = InspectorListener(port: boundPort, server: server, makeServer: makeServer)
        await listener.keepServing(after: firstRun, outcome: outcome)
        return listener
    }

    /// Waits until the listener is stopped.
    func waitUntilStopped() async {
        await serving?.value
    }

    /// Closes the listening socket and every connection, for good.
    func stop() async {
        isStopped = true
        serving?.cancel()
        await server.stop(timeout: 0)
    }

    private func keepServing(after firstRun: Task<Void, Never>, outcome: RunOutcome) {
        serving = Task { await self.serve(after: firstRun, outcome: outcome) }
    }

    private func serve(after firstRun: Task<Void, Never>, outcome: RunOutcome) async {
        await firstRun.value
        var lastError = outcome.error
        var quickFailures = 0
        while !isStopped && !Task.isCancelled {
            let reason = lastError?.localizedDescription ?? "no error"
            if quickFailures == 0 {
                Self.warn(
                    "accepting a connection failed (\(reason)); the inspector closed every connection and listens "
                        + "again on port \(port)")
            } else if quickFailures == 1 {
                Self.warn(
                    "serving on port \(port) failed again within a second (\(reason)); the inspector tries again "
                        + "every second")
            }
            let started = ContinuousClock.now
            do {
                let next = try await makeServer(port)
                server = next
                if isStopped { return }
                try await next.run()
            } catch {
                lastError = error
            }
            // A server that served a while ended on a failure to accept, and starts again at once; one that
            // could not even listen is tried again a second later.
            if started.duration(to: .now) < .seconds(1) {
                quickFailures += 1
                try? await Task.sleep(for: .seconds(1))
            } else {
                quickFailures = 0
            }
        }
    }

    /// The port `server` listens on once it does; throws the error its run ended with before that.
    private static func listeningPort(of server: HTTPServer, outcome: RunOutcome) async throws -> UInt16 {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while true {
            if case .ip4(_, let port)? = await server.listeningAddress {
                return port
            }
            if let error = outcome.error {
                throw error
            }
            guard ContinuousClock.now < deadline else {
                throw StartError(description: "the inspector did not start listening within 10 seconds")
            }
            try await Task.sleep(for: .milliseconds(10))
        }
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    /// Why the first server did not start.
    struct StartError: Error, CustomStringConvertible {
        let description: String
    }
}

/// How a server's run ended, when it ended with an error; read while the run may still be going on.
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
