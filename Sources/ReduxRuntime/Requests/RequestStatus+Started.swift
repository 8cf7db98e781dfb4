extension RequestStatus {
    /// The id of the request in flight if it was started at or after `firstNewRequest`, else nil.
    ///
    /// A middleware reads the next request id before an action and calls this on the status after the
    /// reducer: a result means the reducer has just started that request and the middleware should send
    /// it. A request in flight from an earlier action (a dropped duplicate, a next page refused while one
    /// loads) is older than `firstNewRequest`, so it gives nil.
    public func requestID(startedSince firstNewRequest: RequestID) -> RequestID? {
        guard case .loading(let id) = self, id.rawValue >= firstNewRequest.rawValue else { return nil }
        return id
    }
}
