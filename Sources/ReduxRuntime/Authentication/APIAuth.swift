/// How an API authenticates its requests (a spec's `api.auth`): where each request carries the credential.
///
/// A generated live repository declares its API's as `specAuth` and applies it to every request of an
/// endpoint that does not opt out (`auth: none`):
///
/// ```swift
/// var request = HTTPRequest(method: .get, path: path)
/// try Self.specAuth.authenticate(&request, with: credential)
/// ```
public enum APIAuth: Equatable, Sendable {
    /// The header `Authorization: Bearer <credential>`.
    case bearer
    /// The credential as the value of the header with this name (`X-API-Key: <credential>`).
    case apiKeyHeader(String)
    /// The credential as the query item with this name (`?api_key=<credential>`), after the request's own
    /// items.
    case apiKeyQuery(String)

    /// Puts `credential` where this API expects it, replacing a header of the same name (any letter case)
    /// or query items of the same name, so a request never carries two credentials. A header credential is
    /// named in ``HTTPRequest/credentialHeaderName``, so that it is not sent to another origin.
    ///
    /// Throws ``APIError/missingCredential`` when `credential` is empty, so a request is never sent with an
    /// empty one (`Authorization: Bearer `).
    public func authenticate(_ request: inout HTTPRequest, with credential: String) throws(APIError) {
        let credential = try Self.required(credential)
        switch self {
        case .bearer:
            request.headers["Authorization"] = "Bearer " + credential
            request.credentialHeaderName = "Authorization"
        case .apiKeyHeader(let name):
            request.headers[name] = credential
            request.credentialHeaderName = name
        case .apiKeyQuery(let name):
            request.queryItems.removeAll { $0.name == name }
            request.queryItems.append(HTTPQueryItem(name: name, value: credential))
        }
    }

    /// `credential` when it holds one; ``APIError/missingCredential`` when it is `nil` or empty.
    ///
    /// Generated effects call it when a request of an authenticated endpoint is about to be sent, before the
    /// repository, so that the request is reported as `.failed(id, .missingCredential)` without reaching any
    /// repository: live, mock or hand-written ones see the same outcome.
    public static func required(_ credential: String?) throws(APIError) -> String {
        guard let credential, !credential.isEmpty else { throw .missingCredential }
        return credential
    }
}
