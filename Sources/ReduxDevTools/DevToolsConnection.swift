import Foundation
import ReduxRuntime

/// The HTTP conversation with the inspector: batches of events go up with `POST /app/events`, commands
/// come down from `GET /app/commands`, a long poll the inspector answers when it has a command (or after
/// 20 seconds with an empty list).
struct DevToolsConnection: Sendable {
    /// The header that carries the token, when the inspector requires one.
    static let tokenHeader = "X-ReduxGen-DevTools-Token"

    let configuration: DevToolsConfiguration
    let session: String
    let transport: any HTTPTransport

    /// Thrown when the inspector answers that it will never take a batch: too large (413) or unreadable
    /// (400). Sending it again would fail again.
    struct BatchRefused: Error {
        let status: Int
    }

    /// Sends one batch of events. Throws ``BatchRefused`` when the inspector refuses the batch itself, and
    /// another error when it cannot be reached or cannot take a batch now.
    func send(_ body: Data) async throws {
        let response = try await transport.send(
            HTTPRequest(method: .post, path: "/app/events", headers: headers(contentType: true), body: body),
            baseURL: configuration.inspectorURL
        )
        if response.status == 413 || response.status == 400 {
            throw BatchRefused(status: response.status)
        }
        guard response.isSuccess else { throw APIError.httpStatus(response.status, body: nil) }
    }

    /// Waits for the next commands; returns the JSON array the inspector answered with.
    func nextCommands() async throws -> Data {
        let response = try await transport.send(
            HTTPRequest(
                method: .get,
                path: "/app/commands",
                queryItems: [HTTPQueryItem(name: "session", value: session)],
                headers: headers(contentType: false),
                timeout: .seconds(40)
            ),
            baseURL: configuration.inspectorURL
        )
        guard response.isSuccess else { throw APIError.httpStatus(response.status, body: nil) }
        return response.body
    }

    private func headers(contentType: Bool) -> HTTPHeaders {
        var headers: HTTPHeaders = [:]
        // The inspector refuses writes without it: a web page cannot send it without asking first.
        if contentType {
            headers.add(name: "Content-Type", value: "application/json")
        }
        if let token = configuration.token {
            headers.add(name: Self.tokenHeader, value: token)
        }
        return headers
    }
}
