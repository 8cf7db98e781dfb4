import Foundation
import PercentEncoding

/// A request to send to an HTTP API, relative to the API's base URL, or to a URL of its own
/// (``absoluteURL``, such as a next page's link).
///
/// `path` is already percent-encoded (build it with ``HTTPPath``); query item names and values are plain text
/// and are percent-encoded when the URL is built.
public struct HTTPRequest: Equatable, Sendable {
    /// The request method.
    public var method: HTTPMethod
    /// The percent-encoded path, appended to the base URL's path, for example `"/users/a%2Fb"`.
    public var path: String
    /// The query items, sent in this order.
    public var queryItems: [HTTPQueryItem]
    /// The header fields.
    public var headers: HTTPHeaders
    /// The request body, if any.
    public var body: Data?
    /// How long to wait for this request; `nil` uses the transport's timeout.
    public var timeout: Duration?
    /// The URL the request is sent to as it is, in place of the base URL, ``path`` and ``queryItems``; `nil`
    /// (the default) sends it under the base URL. ``following(_:)`` sets it.
    public var absoluteURL: URL?
    /// The header ``APIAuth/authenticate(_:with:)`` put the credential in, if any. ``APIClient`` leaves it
    /// out, with every `Authorization`, `Proxy-Authorization` and `Cookie` header, when ``absoluteURL``
    /// points to another origin than the client's base URL: a next page's link never receives the credential
    /// the first page was sent with.
    public internal(set) var credentialHeaderName: String?

    /// Creates a request.
    public init(
        method: HTTPMethod,
        path: String,
        queryItems: [HTTPQueryItem] = [],
        headers: HTTPHeaders = [:],
        body: Data? = nil,
        timeout: Duration? = nil
    ) {
        self.method = method
        self.path = path
        self.queryItems = queryItems
        self.headers = headers
        self.body = body
        self.timeout = timeout
    }

    /// This request sent to `link` as it is, with the same method, headers, body and timeout: how the next
    /// page of a `Link`-header paged list is requested (`link` already carries the query the server wants,
    /// so ``path`` and ``queryItems`` are left out). This request itself when `link` is nil. On another
    /// origin than the client's base URL, ``APIClient`` sends it without credentials
    /// (``credentialHeaderName``).
    public func following(_ link: URL?) -> HTTPRequest {
        guard let link else { return self }
        var request = self
        request.path = ""
        request.queryItems = []
        request.absoluteURL = link
        return request
    }

    /// The full URL of this request under `baseURL`, or `nil` if the parts do not form a valid URL;
    /// ``absoluteURL`` when it is set.
    ///
    /// The base URL's path is kept: `https://api.example.com/v1` with path `/users` gives
    /// `https://api.example.com/v1/users`.
    public func url(relativeTo baseURL: URL) -> URL? {
        if let absoluteURL { return absoluteURL }
        var base = baseURL.absoluteString
        while base.hasSuffix("/") { base.removeLast() }
        let separator = path.hasPrefix("/") || path.isEmpty ? "" : "/"
        var text = base + separator + path
        if !queryItems.isEmpty {
            text += "?" + queryItems.map(\.encoded).joined(separator: "&")
        }
        return URL(string: text)
    }
}

/// One query parameter of an ``HTTPRequest``.
public struct HTTPQueryItem: Equatable, Sendable {
    /// The parameter name, as plain text.
    public var name: String
    /// The parameter value as plain text; `nil` sends the name alone (`?flag`).
    public var value: String?

    /// Creates a query item.
    public init(name: String, value: String?) {
        self.name = name
        self.value = value
    }

    /// The item as it appears in a URL query, with name and value percent-encoded.
    var encoded: String {
        let encodedName = PercentEncoding.encode(name)
        guard let value else { return encodedName }
        return encodedName + "=" + PercentEncoding.encode(value)
    }
}
