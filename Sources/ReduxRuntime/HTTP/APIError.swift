/// Why a call to an HTTP API failed. Equatable so that it can be kept in state and compared in tests.
///
/// JSON: the case name, holding the associated values by label (`_0` for an unlabeled one):
/// `{"httpStatus": {"_0": 404, "body": "not found"}}`, `{"transport": {"_0": {"timedOut": {}}}}`.
public enum APIError: Error, Equatable, Sendable, Codable, CustomStringConvertible {
    /// The request could not be sent or no complete response arrived.
    case transport(TransportFailure)
    /// The server answered with a status outside 200–299; `body` is the start of the response text, if any.
    case httpStatus(Int, body: String?)
    /// The response body did not decode into the expected type; the text says where and why.
    case decoding(String)
    /// The request body could not be encoded.
    case encoding(String)
    /// The request could not be built, for example because its URL is invalid.
    case invalidRequest(String)
    /// The task that made the request was cancelled.
    case cancelled
    /// The request was not sent: its API authenticates requests (a spec's `api.auth`) and the credential it
    /// reads was `nil` or empty (see ``APIAuth/required(_:)``).
    case missingCredential

    public var description: String {
        switch self {
        case .transport(let failure):
            return "network error: \(failure)"
        case .httpStatus(let status, let body):
            guard let body, !body.isEmpty else { return "HTTP status \(status)" }
            return "HTTP status \(status): \(body)"
        case .decoding(let message):
            return "could not decode response: \(message)"
        case .encoding(let message):
            return "could not encode request body: \(message)"
        case .invalidRequest(let message):
            return "invalid request: \(message)"
        case .cancelled:
            return "request cancelled"
        case .missingCredential:
            return "not sent: the request needs a credential, and there is none"
        }
    }
}

/// The kind of network failure behind an ``APIError/transport(_:)``.
///
/// JSON: like ``APIError``: `{"timedOut": {}}`, `{"other": {"_0": "message"}}`.
public enum TransportFailure: Equatable, Sendable, Codable, CustomStringConvertible {
    /// No response arrived within the timeout.
    case timedOut
    /// The connection closed before the response was complete.
    case connectionLost
    /// The server could not be reached (refused, unknown host, no route).
    case cannotConnect
    /// The device has no network connection.
    case notConnected
    /// Another failure, described by the underlying error.
    case other(String)

    public var description: String {
        switch self {
        case .timedOut: return "the request timed out"
        case .connectionLost: return "the connection was lost"
        case .cannotConnect: return "could not connect to the server"
        case .notConnected: return "not connected to the network"
        case .other(let message): return message
        }
    }
}
