/// One failed request of an endpoint whose requests are queued (`concurrency: queue`), as generated state
/// keeps it in a failure list: a later request succeeding does not hide that an earlier one failed.
public struct RequestFailure: Equatable, Sendable, Codable {
    /// The request that failed.
    public var requestID: RequestID
    /// Why it failed.
    public var error: APIError

    /// The failure of request `requestID` with `error`.
    public init(_ requestID: RequestID, _ error: APIError) {
        self.requestID = requestID
        self.error = error
    }
}
