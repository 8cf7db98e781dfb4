/// Where one endpoint's requests stand, as generated state keeps it: one value per endpoint
/// (`state.loadUser`), changed by the generated reducer through ``start()`` and ``finish(_:keepingEveryResponse:)``.
///
/// A screen reads ``status`` (loading, loaded, the error) and, for an endpoint whose every request counts
/// (`queue`, a keyed policy), ``failures``. Tests set its properties to say what they expect.
///
/// JSON: `{"status": {"idle": {}}, "failures": [], "nextRequestID": 1}`.
public struct RequestState: Equatable, Sendable, Codable {
    /// Where the latest request stands.
    public var status: RequestStatus
    /// Every failed request, oldest first, until you clear the list, for an endpoint whose every request
    /// counts: with requests queued, a later success must not hide an earlier failure. Always empty for
    /// the other endpoints.
    public var failures: [RequestFailure]
    /// The id the endpoint's next request gets; each endpoint counts its requests from 1.
    public var nextRequestID: RequestID

    /// The state before the first request, or the one given.
    public init(status: RequestStatus = .idle, failures: [RequestFailure] = [], nextRequestID: RequestID = RequestID(1)) {
        self.status = status
        self.failures = failures
        self.nextRequestID = nextRequestID
    }

    /// Whether a request is in flight (or waiting for its debounce).
    public var isLoading: Bool { status.isLoading }

    /// Starts a request: it gets the next id, which this returns, and the status becomes `.loading(id)`.
    @discardableResult
    public mutating func start() -> RequestID {
        let id = nextRequestID
        nextRequestID = id.next
        status = .loading(id)
        return id
    }

    /// Records how a request ended and returns the outcome when it counts (see
    /// ``RequestStatus/finish(_:keepingEveryResponse:)``); with `keepingEveryResponse`, every failure is also
    /// appended to ``failures``, current or not.
    @discardableResult
    public mutating func finish<Response>(
        _ outcome: RequestOutcome<Response>,
        keepingEveryResponse: Bool = false
    ) -> RequestOutcome<Response>? {
        if keepingEveryResponse {
            failures.record(outcome)
        }
        return status.finish(outcome, keepingEveryResponse: keepingEveryResponse)
    }

    /// Forgets how the requests went (`resetStatus:` in a spec): the status goes back to `.idle` and the
    /// failures are cleared. Request ids keep counting, so an answer to an earlier request stays stale.
    public mutating func resetStatus() {
        status = .idle
        failures = []
    }

    /// The id of the request in flight if it was started after `earlier` was taken, else nil: how the
    /// middleware flavor finds the request an action has just started.
    public func requestID(startedSince earlier: RequestState) -> RequestID? {
        status.requestID(startedSince: earlier.nextRequestID)
    }
}
