import Foundation

/// Sends requests to one HTTP API and decodes its JSON responses; generated live repositories call this.
///
/// Every failure is an ``APIError``: network failures, statuses outside 200–299, undecodable bodies and
/// cancellation of the calling task.
///
/// ```swift
/// struct LiveUserRepository: UserRepository {
///     let client: APIClient
///
///     func user(id: String, expand: Bool) async throws(APIError) -> User {
///         let request = HTTPRequest(
///             method: .get,
///             path: "/users/\(HTTPPath.segment(id))",
///             queryItems: [HTTPQueryItem(name: "expand", value: String(expand))])
///         return try await client.send(request, as: User.self)
///     }
///
///     func rename(id: String, to body: RenameBody) async throws(APIError) {
///         let request = HTTPRequest(
///             method: .patch, path: "/users/\(HTTPPath.segment(id))", body: try client.jsonBody(body))
///         try await client.send(request)
///     }
/// }
/// ```
public struct APIClient: Sendable {
    /// The URL that request paths are appended to, for example `https://api.example.com/v1`.
    public var baseURL: URL
    /// Sends the requests.
    public var transport: any HTTPTransport
    /// The JSON options for request and response bodies.
    public var coding: JSONCoding
    /// Headers added to every request that does not set them itself.
    public var defaultHeaders: HTTPHeaders

    /// The most characters of an error response body kept in ``APIError/httpStatus(_:body:)``.
    public static let errorBodyLimit = 1_000

    /// Creates a client.
    public init(
        baseURL: URL,
        transport: any HTTPTransport = URLSessionHTTPTransport(),
        coding: JSONCoding = JSONCoding(),
        defaultHeaders: HTTPHeaders = ["Accept": "application/json"]
    ) {
        self.baseURL = baseURL
        self.transport = transport
        self.coding = coding
        self.defaultHeaders = defaultHeaders
    }

    /// Sends `request` and decodes the JSON response body as `type`.
    public func send<Response: Decodable>(
        _ request: HTTPRequest, as type: Response.Type = Response.self
    ) async throws(APIError) -> Response {
        let response = try await sendChecked(request)
        return try coding.decode(type, from: response.body)
    }

    /// Sends `request`, decodes the JSON response body as `type` and reads the response's `Link` headers
    /// (RFC 8288, ``LinkHeader``) for the next page: the target of the first link whose relation types
    /// include `next`, resolved against the URL that answered (the request's, or where it was redirected)
    /// when it is relative. A page without such a link,
    /// or whose `next` target is no `http` or `https` URL, is the last (``LinkedPage/next`` is nil).
    ///
    /// Send the next page with `request.following(page.next)` (``HTTPRequest/following(_:)``).
    public func sendLinkedPage<Body: Decodable>(
        _ request: HTTPRequest, as type: Body.Type = Body.self
    ) async throws(APIError) -> LinkedPage<Body> {
        let response = try await sendChecked(request)
        let body = try coding.decode(type, from: response.body)
        let answered = response.url ?? request.url(relativeTo: baseURL)
        let next = LinkHeader(response.headers).url(for: "next", relativeTo: answered)
        let isWeb = ["http", "https"].contains(next?.scheme?.lowercased() ?? "")
        return LinkedPage(body: body, next: isWeb ? next : nil)
    }

    /// Sends `request` and ignores the response body; for endpoints that answer with no content (for
    /// example `DELETE` answered by `204`).
    public func send(_ request: HTTPRequest) async throws(APIError) {
        _ = try await sendChecked(request)
    }

    /// Sends `request` and returns the raw response once its status is in 200–299.
    public func sendChecked(_ request: HTTPRequest) async throws(APIError) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try await transport.send(prepared(request), baseURL: baseURL)
        } catch {
            throw URLErrorMapping.apiError(for: error)
        }
        if Task.isCancelled { throw .cancelled }
        guard response.isSuccess else {
            throw .httpStatus(response.status, body: Self.errorBody(response.body))
        }
        return response
    }

    /// Encodes `value` as a JSON request body with this client's ``coding``.
    public func jsonBody<Body: Encodable>(_ value: Body) throws(APIError) -> Data {
        try coding.encode(value)
    }

    private func prepared(_ request: HTTPRequest) -> HTTPRequest {
        var request = request
        for field in defaultHeaders where request.headers[field.name] == nil {
            request.headers.add(name: field.name, value: field.value)
        }
        if request.body != nil, request.headers["Content-Type"] == nil {
            request.headers.add(name: "Content-Type", value: "application/json")
        }
        if let url = request.absoluteURL, URLOrigin(url) != URLOrigin(baseURL) {
            for name in Self.credentialHeaderNames + [request.credentialHeaderName].compactMap(\.self) {
                request.headers[name] = nil
            }
        }
        return request
    }

    /// The headers that carry credentials whatever the API, left out of requests to another origin, as
    /// browsers leave them out of a redirect to another origin.
    static let credentialHeaderNames = ["Authorization", "Proxy-Authorization", "Cookie"]

    private static func errorBody(_ body: Data) -> String? {
        guard !body.isEmpty else { return nil }
        let text = String(decoding: body.prefix(errorBodyLimit * 4), as: UTF8.self)
        return String(text.prefix(errorBodyLimit))
    }
}
