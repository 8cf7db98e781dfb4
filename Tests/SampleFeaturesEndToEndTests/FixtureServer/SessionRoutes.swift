import Foundation

/// The fixture server's session routes, for the Session sample (specs/session.yaml):
/// `POST /login` with `{"username": u, "password": "secret"}` answers `{"token": "token-u"}` (any other
/// password: 401), and `GET /me` with the header `Authorization: Bearer token-u` answers `{"name": "u"}` (no or
/// another token: 401).
enum SessionRoutes {
    /// The only password the server accepts.
    static let password = "secret"

    /// The answer to `request` if it is a session route, else `nil`.
    static func answer(_ request: RecordedRequest) -> FixtureResponse? {
        switch (request.method, request.path) {
        case ("POST", "/login"):
            guard let body = request.jsonBody, case .string(let username)? = body["username"],
                  case .string(let password)? = body["password"]
            else { return .error(400, "expected a JSON object with username and password") }
            guard password == Self.password else { return .error(401, "wrong password") }
            return .json(200, .object(["token": .string("token-" + username)]))
        case ("GET", "/me"):
            guard let authorization = request.header("Authorization"), authorization.hasPrefix("Bearer "),
                case let token = authorization.dropFirst("Bearer ".count), token.hasPrefix("token-"), token.count > 6
            else {
                return .error(401, "no valid bearer token")
            }
            return .json(200, .object(["name": .string(String(token.dropFirst(6)))]))
        default:
            return nil
        }
    }
}
