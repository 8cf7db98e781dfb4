import Foundation

/// The fixture server's session routes, for the Session sample (specs/session.yaml):
/// `POST /login` with `{"username": u, "password": "secret"}` answers `{"token": "token-u"}` (any other
/// password: 401), and `GET /me` with the header `Authorization: Bearer token-u` answers `{"name": "u"}` (no or
/// another token: 401).
enum SessionRoutes {
    /// The only password the server accepts.
    static let password = "secret"
    /// What a bearer `Authorization` header starts with.
    static let bearerPrefix = "Bearer "
    /// What every token the server issues starts with, before the username.
    static let tokenPrefix = "token-"

    /// The answer to `request` if it is a session route, else `nil`.
    static func answer(_ request: RecordedRequest) -> FixtureResponse? {
        switch (request.method, request.path) {
        case ("POST", "/login"):
            guard let body = request.jsonBody, case .string(let username)? = body["username"],
                  case .string(let password)? = body["password"]
            else { return .error(400, "expected a JSON object with username and password") }
            guard password == Self.password else { return .error(401, "wrong password") }
            return .json(200, .object(["token": .string(tokenPrefix + username)]))
        case ("GET", "/me"):
            guard let token = bearerToken(of: request), token.hasPrefix(tokenPrefix), token.count > tokenPrefix.count else {
                return .error(401, "no valid bearer token")
            }
            return .json(200, .object(["name": .string(String(token.dropFirst(tokenPrefix.count)))]))
        default:
            return nil
        }
    }

    /// The token and its user when `answer` is a successful login's answer to `request`.
    static func issuedToken(in request: RecordedRequest, answer: FixtureResponse) -> (token: String, user: String)? {
        guard request.method == "POST", request.path == "/login", answer.status == 200,
              case .string(let username)? = request.jsonBody?["username"]
        else { return nil }
        return (tokenPrefix + username, username)
    }

    /// The token of the request's `Authorization: Bearer <token>` header, if it has one.
    static func bearerToken(of request: RecordedRequest) -> String? {
        guard let authorization = request.header("Authorization"), authorization.hasPrefix(bearerPrefix) else { return nil }
        return String(authorization.dropFirst(bearerPrefix.count))
    }
}
