/// How one request of an endpoint ended, as the one action that reports it carries it:
/// `case loadUserResponse(RequestOutcome<User>)`.
///
/// The reducer hands the outcome to the endpoint's status (``RequestStatus/finish(_:)``), which ignores an
/// answer to a request that is no longer the latest, and then stores the response or reacts to the error.
///
/// JSON: the case name, holding its associated values under `_0` and `_1`:
/// `{"succeeded": {"_0": 3, "_1": {...}}}`, `{"failed": {"_0": 3, "_1": {"cancelled": {}}}}`,
/// `{"cancelled": {"_0": 3}}`.
public enum RequestOutcome<Response: Equatable & Sendable & Codable>: Equatable, Sendable, Codable {
    /// The request with this id answered with this response.
    case succeeded(RequestID, Response)
    /// The request with this id failed with this error.
    case failed(RequestID, APIError)
    /// The request with this id was cancelled (`Store.cancelAllEffects()`, a cancel effect, a newer
    /// request under `latest`) before it answered.
    case cancelled(RequestID)

    /// The request this outcome reports on.
    public var requestID: RequestID {
        switch self {
        case .succeeded(let id, _), .failed(let id, _), .cancelled(let id): id
        }
    }

    /// The response, if the request succeeded.
    public var response: Response? {
        if case .succeeded(_, let response) = self { return response }
        return nil
    }

    /// The error, if the request failed.
    public var error: APIError? {
        if case .failed(_, let error) = self { return error }
        return nil
    }
}

/// What a request answers when its endpoint declares no response (`response: none`, an HTTP 204).
public struct NoResponse: Equatable, Sendable, Codable {
    /// The empty answer.
    public init() {}
}

extension RequestOutcome where Response == NoResponse {
    /// The request with this id succeeded; its endpoint answers nothing.
    public static func succeeded(_ requestID: RequestID) -> Self {
        .succeeded(requestID, NoResponse())
    }
}
