/// Where one endpoint's latest request stands, as generated state keeps it.
///
/// JSON: the case name, holding its associated value under `_0`: `{"idle": {}}`, `{"loading": {"_0": 3}}`,
/// `{"loaded": {}}`, `{"failed": {"_0": {"cancelled": {}}}}`.
public enum RequestStatus: Equatable, Sendable, Codable {
    /// No request has been started yet.
    case idle
    /// The request with this id is in flight (or waiting for its debounce).
    case loading(RequestID)
    /// The latest request succeeded.
    case loaded
    /// The latest request failed with this error.
    case failed(APIError)

    /// Whether a request is in flight.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// Whether the latest request failed.
    public var isError: Bool {
        if case .failed = self { return true }
        return false
    }

    /// The error of the latest request, if it failed.
    public var error: APIError? {
        if case .failed(let error) = self { return error }
        return nil
    }

    /// Whether `id` is the request in flight: responses to any other request are stale.
    public func isCurrent(_ id: RequestID) -> Bool {
        self == .loading(id)
    }
}
