import Foundation
import ReduxRuntime

/// An HTTP transport for tests of a live repository: it records each request and answers every one with
/// the same response, so a test checks exactly what the repository sent.
///
/// ```swift
/// let transport = RecordingTransport(response: HTTPResponse(status: 200, body: body))
/// let live = LiveFeedRepository(baseURL: URL(string: "http://localhost")!, transport: transport)
/// _ = try await live.loadArticles(page: 1)
/// try expectRequest(transport.requests.first, method: .get, path: "/articles", query: [...], headers: [:], body: .absent)
/// ```
public final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    // Sendable through the lock: `recorded` is read and written only while it is held.
    private let lock = NSLock()
    private let response: HTTPResponse
    private var recorded: [HTTPRequest] = []

    /// A transport that answers every request with `response`.
    public init(response: HTTPResponse) {
        self.response = response
    }

    /// The requests sent so far, in order.
    public var requests: [HTTPRequest] {
        lock.withLock { recorded }
    }

    public func send(_ request: HTTPRequest, baseURL: URL) async throws -> HTTPResponse {
        lock.withLock { recorded.append(request) }
        return response
    }
}
