import FlyingFox
import FlyingSocks
import Foundation

/// A json-server style HTTP server on 127.0.0.1 at an ephemeral port, serving `Fixtures/db.json`.
///
/// List routes (`GET /articles?page=2&per_page=20&q=swift&category=tech`, a paged list answered with a
/// `Link` header to its first, previous, next and last pages), `GET`/`DELETE` by id
/// (`/favorites/7`) and `POST` to a collection work for every collection in the fixtures. Per route,
/// tests can add a delay or a failure (``RouteBehavior``), and every request is logged for assertions.
final class FixtureServer: Sendable {
    /// The address the live repositories send their requests to, in place of the spec's base URL.
    let baseURL: URL

    private let server: HTTPServer
    private let runTask: Task<Void, Never>
    private let state: FixtureServerState

    private init(server: HTTPServer, runTask: Task<Void, Never>, state: FixtureServerState, baseURL: URL) {
        self.server = server
        self.runTask = runTask
        self.state = state
        self.baseURL = baseURL
    }

    /// Starts a server over `database` and waits until it listens.
    static func start(database: FixtureDatabase? = nil) async throws -> FixtureServer {
        let state = FixtureServerState(database: try database ?? FixtureDatabase.bundled())
        let server = HTTPServer(address: try .inet(ip4: "127.0.0.1", port: 0), timeout: 30, logger: .disabled)
        await server.appendRoute("*") { request in
            try await Self.handle(request, state: state)
        }
        let runTask = Task<Void, Never> {
            do {
                try await server.run()
            } catch {
                // Stopping the server ends `run()` with an error; the tests' own waits report any real problem.
            }
        }
        // A wait, not a measurement: in a full parallel test run on two cores the cooperative pool can stall for
        // tens of seconds before the listener starts.
        try await server.waitUntilListening(timeout: 60)
        guard case .ip4(let host, let port)? = await server.listeningAddress,
              let baseURL = URL(string: "http://\(host):\(port)")
        else {
            runTask.cancel()
            throw FixtureError("the fixture server did not report a loopback address")
        }
        return FixtureServer(server: server, runTask: runTask, state: state, baseURL: baseURL)
    }

    /// Closes the listening socket and every connection.
    func stop() async {
        await server.stop(timeout: 0)
        runTask.cancel()
    }

    /// Makes requests matching `matcher` behave as `behavior`, until changed; the latest setting wins.
    func setBehavior(_ behavior: RouteBehavior, for matcher: RouteMatcher) async {
        await state.setBehavior(behavior, for: matcher)
    }

    /// Makes every route answer normally again.
    func removeAllBehaviors() async {
        await state.removeAllBehaviors()
    }

    /// Every request received so far, in order.
    var requests: [RecordedRequest] {
        get async { await state.requests }
    }

    /// The requests received so far that `matcher` matches.
    func requests(matching matcher: RouteMatcher) async -> [RecordedRequest] {
        await state.requests.filter(matcher.matches)
    }

    /// The current items of `collection`, after any `POST` or `DELETE`.
    func items(in collection: String) async -> [[String: JSONValue]] {
        await state.items(in: collection)
    }

    /// Makes the issues routes refuse `token` (401) from now on, as an API refuses an expired token; `POST
    /// /token/refresh` still renews it.
    func expire(_ token: String) async {
        await state.expire(token)
    }

    /// The numbers of the issues `user` has starred (IssuesRoutes).
    func starredIssues(of user: String) async -> Set<Int> {
        await state.stars[user] ?? []
    }

    private static func handle(_ request: FlyingFox.HTTPRequest, state: FixtureServerState) async throws
        -> FlyingFox.HTTPResponse
    {
        let body = try await request.bodyData
        let (recorded, behavior) = await state.receive(
            method: request.method.rawValue,
            path: request.path,
            query: request.query.map { (name: $0.name, value: $0.value) },
            headers: Dictionary(request.headers.map { ($0.key.rawValue.lowercased(), $0.value) }) { first, _ in first },
            body: body
        )
        if let delay = behavior.delay {
            try? await Task.sleep(for: delay)
        }
        let response = await respond(to: recorded, failure: behavior.failure, state: state)
        await state.markAnswered(recorded.index)
        return response
    }

    private static func respond(
        to request: RecordedRequest,
        failure: RouteBehavior.Failure?,
        state: FixtureServerState
    ) async -> FlyingFox.HTTPResponse {
        let jsonHeaders: HTTPHeaders = [.contentType: "application/json"]
        switch failure {
        case .status(let status)?:
            let response = FixtureResponse.error(status, "failure injected for \(request)")
            return HTTPResponse(statusCode: HTTPStatusCode(status, phrase: "Injected"), headers: jsonHeaders, body: response.body)
        case .malformedJSON?:
            return HTTPResponse(statusCode: .ok, headers: jsonHeaders, body: Data(#"[{"id": 1, "title": "#.utf8))
        case .droppedConnection?:
            let promised = Data(#"[{"id": 1, "title": "this response never arrives in full"}]"#.utf8)
            let truncated = HTTPBodySequence(from: TruncatedBody(prefix: Array(promised.prefix(8))), count: promised.count)
            return HTTPResponse(statusCode: .ok, headers: jsonHeaders, body: truncated)
        case nil:
            let response = await state.answer(request)
            var headers = jsonHeaders
            for (name, value) in response.headers { headers[HTTPHeader(name)] = value }
            return HTTPResponse(
                statusCode: HTTPStatusCode(response.status, phrase: response.status < 300 ? "OK" : "Error"),
                headers: headers,
                body: response.body
            )
        }
    }
}
