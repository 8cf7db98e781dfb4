import Foundation

/// Sends HTTP requests. ``URLSessionHTTPTransport`` is the live implementation; tests can supply their own.
public protocol HTTPTransport: Sendable {
    /// Sends `request` to `baseURL` and returns the response, whatever its status.
    ///
    /// Cancelling the calling task cancels the request. Implementations should throw ``APIError`` for
    /// failures; ``APIClient`` maps any other error to ``APIError/transport(_:)``.
    func send(_ request: HTTPRequest, baseURL: URL) async throws -> HTTPResponse
}
