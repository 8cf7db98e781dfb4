extension RequestStatus {
    /// Records how a request ended and returns the outcome when it counts; returns `nil` for one that
    /// does not, and then changes nothing.
    ///
    /// The outcome of the request in flight always counts: the status becomes `.loaded`, `.failed(error)`
    /// or `.idle` (after a cancellation, so the endpoint loads again). An outcome of any other request is
    /// stale, unless `keepingEveryResponse` is set (a `queue` or keyed policy, where every request is
    /// current for its caller): then a success counts too, while the status keeps following the latest
    /// request and an older failure or cancellation is only recorded in the endpoint's failure list.
    @discardableResult
    public mutating func finish<Response>(
        _ outcome: RequestOutcome<Response>,
        keepingEveryResponse: Bool = false
    ) -> RequestOutcome<Response>? {
        guard isCurrent(outcome.requestID) else {
            return keepingEveryResponse && outcome.response != nil ? outcome : nil
        }
        switch outcome {
        case .succeeded: self = .loaded
        case .failed(_, let error): self = .failed(error)
        case .cancelled: self = .idle
        }
        return outcome
    }
}

extension Array where Element == RequestFailure {
    /// Appends the failure `outcome` reports, if it reports one: a failure list keeps every failed request
    /// of its endpoint, current or not, until you clear it.
    public mutating func record<Response>(_ outcome: RequestOutcome<Response>) {
        if case .failed(let id, let error) = outcome {
            append(RequestFailure(id, error))
        }
    }
}
