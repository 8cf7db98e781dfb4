import Foundation

/// A response received from an HTTP API.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code, for example `200`.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The response body; empty when there is none.
    public var body: Data
    /// The URL that answered, after any redirect, when the transport knows it (`URLSessionHTTPTransport`
    /// does); a relative `Link` is resolved against it.
    public var url: URL?

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data(), url: URL? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.url = url
    }

    /// Whether the status is in the 2xx success range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
