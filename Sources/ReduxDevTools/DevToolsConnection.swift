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

    /// Sends one batch of events. Throws when the inspector cannot be reached or refuses the batch.
    func send(_ body: Data) async throws {
        let response = try await transport.send(
            HTTPRequest(method: .post, path: "/app/events", headers: headers(contentType: true), body: body),
            baseURL: configuration.inspectorURL
        )
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
        if contentType {
            headers.add(name: "Content-Type", value: "application/json")
        }
        if let token = configuration.token {
            headers.add(name: Self.tokenHeader, value: token)
        }
        return headers
    }
}
