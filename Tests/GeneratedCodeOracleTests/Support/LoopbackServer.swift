import FlyingFox
import Foundation

/// An HTTP server on 127.0.0.1 at an ephemeral port that records every request exactly as it arrives (the
/// percent-encoded path and query, the headers, the body) and answers with the response a test sets.
final class LoopbackServer: Sendable {
    /// A request as the server received it, before any decoding.
    struct Received: Sendable, CustomStringConvertible {
        var method: String
        /// The path as sent, still percent-encoded.
        var path: String
        /// The query string as sent (without `?`), still percent-encoded; empty when there is none.
        var query: String
        /// Header values by lower-cased name.
        var headers: [String: String]
        var body: Data

        /// The body as text.
        var bodyText: String { String(decoding: body, as: UTF8.self) }

        /// The body parsed as a JSON object, for comparing independent of key order.
        var jsonObject: NSDictionary? {
            (try? JSONSerialization.jsonObject(with: body)) as? NSDictionary
        }

        var description: String { "\(method) \(path)" + (query.isEmpty ? "" : "?" + query) }
    }

    /// What the server answers.
    struct Answer: Sendable {
        var status: Int
        var body: String
        /// Headers sent besides `Content-Type: application/json`, such as a `Link` header.
        var headers: [String: String] = [:]

        static func json(_ body: String, status: Int = 200, headers: [String: String] = [:]) -> Answer {
            Answer(status: status, body: body, headers: headers)
        }
    }

    let baseURL: URL
    private let server: HTTPServer
    private let runTask: Task<Void, Never>
    private let log: Log

    private init(server: HTTPServer, runTask: Task<Void, Never>, log: Log, baseURL: URL) {
        self.server = server
        self.runTask = runTask
        self.log = log
        self.baseURL = baseURL
    }

    /// Starts a server that answers every request with `answer` until `answer(with:)` changes it.
    static func start(answering answer: Answer = .json("{}")) async throws -> LoopbackServer {
        let log = Log(answer: answer)
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in
            var headers: [String: String] = [:]
            for (name, value) in request.headers { headers[name.rawValue.lowercased()] = value }
            let received = Received(
                method: request.method.rawValue,
                path: request.target.path(),
                query: request.target.query(),
                headers: headers,
                body: try await request.bodyData
            )
            let answer = await log.record(received)
            var answerHeaders: HTTPHeaders = [.contentType: "application/json"]
            for (name, value) in answer.headers { answerHeaders[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(answer.status, phrase: answer.status < 300 ? "OK" : "Error"),
                headers: answerHeaders,
                body: Data(answer.body.utf8)
            )
        }
        let runTask = Task<Void, Never> {
            do {
                try await server.run()
            } catch {
                // Stopping the server ends `run()` with an error.
            }
        }
        // A wait, not a measurement: in a full parallel test run on two cores the cooperative pool can stall for
        // tens of seconds before the listener starts.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(let host, let port)? = await server.listeningAddress,
              let baseURL = URL(string: "http://\(host):\(port)")
        else {
            runTask.cancel()
            throw ServerError()
        }
        return LoopbackServer(server: server, runTask: runTask, log: log, baseURL: baseURL)
    }

    /// Runs `body` with a fresh server and stops the server afterwards, whether `body` throws or not.
    static func with<T>(
        answering answer: Answer = .json("{}"),
        isolation: isolated (any Actor)? = #isolation,
        _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await start(answering: answer)
        do {
            let result = try await body(server)
            await server.stop()
            return result
        } catch {
            await server.stop()
            throw error
        }
    }

    /// Makes later requests get `answer`.
    func answer(with answer: Answer) async {
        await log.setAnswer(answer)
    }

    /// Every request received so far, in order.
    var requests: [Received] {
        get async { await log.requests }
    }

    /// The only request received so far; fails the test when there is not exactly one.
    func onlyRequest() async throws -> Received {
        let requests = await log.requests
        guard requests.count == 1, let request = requests.first else {
            throw ServerError(message: "expected exactly one request, received \(requests)")
        }
        return request
    }

    func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
    }

    struct ServerError: Error, CustomStringConvertible {
        var message = "the loopback server did not report its address"
        var description: String { message }
    }

    private actor Log {
        var requests: [Received] = []
        var answer: Answer

        init(answer: Answer) { self.answer = answer }

        func record(_ request: Received) -> Answer {
            requests.append(request)
            return answer
        }

        func setAnswer(_ answer: Answer) { self.answer = answer }
    }
}
