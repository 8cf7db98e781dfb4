import Foundation

/// What the fixture server keeps between requests: the data, the injected behaviors and the request log.
actor FixtureServerState {
    private var database: FixtureDatabase
    private var behaviors: [(matcher: RouteMatcher, behavior: RouteBehavior)] = []
    private(set) var requests: [RecordedRequest] = []
    /// The tokens `POST /login` and `POST /token/refresh` have issued, with the user each was issued to.
    private var issuedTokens: [String: String] = [:]
    /// Issued tokens the issues routes refuse (401) from now on, as an API refuses an expired token.
    private var expiredTokens: Set<String> = []
    /// How many tokens `POST /token/refresh` has issued, which numbers the next one.
    private var refreshCount = 0
    /// The numbers of the issues each user has starred.
    private(set) var stars: [String: Set<Int>] = [:]

    init(database: FixtureDatabase) {
        self.database = database
    }

    /// Logs a request and returns it with its index, and the behavior it gets (the latest matching one).
    func receive(
        method: String, path: String, query: [(name: String, value: String)], headers: [String: String] = [:], body: Data
    ) -> (request: RecordedRequest, behavior: RouteBehavior) {
        var request = RecordedRequest(index: requests.count, method: method, path: path, query: query, body: body)
        request.headers = headers
        requests.append(request)
        let behavior = behaviors.last { $0.matcher.matches(request) }?.behavior ?? .normal
        return (request, behavior)
    }

    /// Marks the request at `index` as answered.
    func markAnswered(_ index: Int) {
        requests[index].isAnswered = true
    }

    /// Makes the issues routes refuse `token` from now on.
    func expire(_ token: String) {
        expiredTokens.insert(token)
    }

    /// `POST /token/refresh` with the header `X-Expired-Token: <a token this server issued>` answers
    /// `{"token": "token-<user>-r<n>"}`, a new token for the same user; any other request, 401.
    private func refreshToken(_ request: RecordedRequest) -> FixtureResponse {
        guard let expired = request.header("X-Expired-Token"), let user = issuedTokens[expired] else {
            return .error(401, "no token to refresh")
        }
        refreshCount += 1
        let token = "\(SessionRoutes.tokenPrefix)\(user)-r\(refreshCount)"
        issuedTokens[token] = user
        return .json(200, .object(["token": .string(token)]))
    }

    func setBehavior(_ behavior: RouteBehavior, for matcher: RouteMatcher) {
        behaviors.append((matcher, behavior))
    }

    func removeAllBehaviors() {
        behaviors.removeAll()
    }

    func items(in collection: String) -> [[String: JSONValue]] {
        database.items(in: collection)
    }

    /// Answers `request` from the data with json-server's rules.
    func answer(_ request: RecordedRequest) -> FixtureResponse {
        if let session = SessionRoutes.answer(request) {
            if let (token, user) = SessionRoutes.issuedToken(in: request, answer: session) { issuedTokens[token] = user }
            return session
        }
        if request.method == "POST", request.path == "/token/refresh" {
            return refreshToken(request)
        }
        if IssuesRoutes.handles(request) {
            let token = SessionRoutes.bearerToken(of: request).flatMap { expiredTokens.contains($0) ? nil : $0 }
            let user = token.flatMap { issuedTokens[$0] }
            return IssuesRoutes.answer(request, user: user, database: &database, stars: &stars)
        }
        let segments = request.path.split(separator: "/").map(String.init)
        guard let collection = segments.first, database.hasCollection(collection), segments.count <= 2 else {
            return .error(404, "no route for \(request.method) \(request.path)")
        }
        let id = segments.count == 2 ? segments[1] : nil
        switch (request.method, id) {
        case ("GET", nil):
            let (items, page) = database.listPage(collection, query: request.query)
            var response = FixtureResponse.json(200, .array(items.map(JSONValue.object)))
            if let page {
                response.headers["Link"] = FixtureDatabase.linkHeader(
                    path: request.path, query: request.query, page: page.number, of: page.last
                )
            }
            return response
        case ("GET", let id?):
            guard let item = database.item(in: collection, id: id) else { return .error(404, "no \(collection)/\(id)") }
            return .json(200, .object(item))
        case ("POST", nil):
            guard let item = request.jsonBody else { return .error(400, "the body is not a JSON object") }
            guard let stored = database.insert(item, into: collection) else {
                return .error(409, "\(collection) already has an item with this id")
            }
            return .json(201, .object(stored))
        case ("DELETE", let id?):
            guard let removed = database.delete(from: collection, id: id) else {
                return .error(404, "no \(collection)/\(id)")
            }
            return .json(200, .object(removed))
        default:
            return .error(405, "\(request.method) is not allowed on \(request.path)")
        }
    }
}

/// A response before it is turned into HTTP.
struct FixtureResponse: Sendable {
    var status: Int
    var body: Data
    /// Headers besides `Content-Type`: the `Link` header of a paged list.
    var headers: [String: String] = [:]

    static func json(_ status: Int, _ value: JSONValue) -> FixtureResponse {
        FixtureResponse(status: status, body: (try? JSONEncoder().encode(value)) ?? Data())
    }

    /// `204 No Content`, with no body.
    static let noContent = FixtureResponse(status: 204, body: Data())

    static func error(_ status: Int, _ message: String) -> FixtureResponse {
        json(status, .object(["error": .string(message)]))
    }
}
