/// The test that a declared action's `cancel:` step stops a request in flight (docs/generated-code.md,
/// "Tests"): the test starts the request with a mock repository that answers late, sends the action, and
/// expects the request's cancelled outcome to put its status back to `.idle`. A paginated endpoint has a
/// second such test for a next page in flight.
public struct ResolvedCancelTest: Hashable, Sendable {
    /// The test's start and end for a next page: the next-page action, the changes its start makes (those
    /// of the first page and the page loading) and those its cancelled outcome makes (the status back at
    /// `.idle`, no page loading).
    public struct NextPage: Hashable, Sendable {
        public var construction: ResolvedCaseConstruction
        public var startChanges: [ExpectedChange]
        public var cancelledChanges: [ExpectedChange]
    }

    /// The endpoint (escaped name) the step cancels.
    public var endpoint: String
    /// The request action the test sends first, with its payload's samples written in: `.loadUser`.
    public var requestConstruction: ResolvedCaseConstruction
    /// The state changes starting the request makes: its next request id and `.loading` status.
    public var startChanges: [ExpectedChange]
    /// The state changes the request's cancelled outcome makes: its status back at `.idle`.
    public var cancelledChanges: [ExpectedChange]
    /// The same test for a next page in flight, for a paginated endpoint.
    public var nextPage: NextPage?
}
