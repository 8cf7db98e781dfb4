import Foundation

/// A response received from an HTTP API.
public struct HTTPResponse: Equatable, Sendable {
    /// The status code, for example `200`.
    public var status: Int
    /// The header fields.
    public var headers: HTTPHeaders
    /// The response body; empty when there is none.
    public var body: Data

    /// Creates a response.
    public init(status: Int, headers: HTTPHeaders = [:], body: Data = Data()) {
        self.status = status
        self.headers = headers
        self.body = body
    }

    /// Whether the status is in the 2xx success range.
    public var isSuccess: Bool { (200..<300).contains(status) }
}
