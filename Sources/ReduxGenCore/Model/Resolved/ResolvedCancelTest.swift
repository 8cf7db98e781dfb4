/// The test that a declared action's `cancel:` step stops a request in flight (docs/generated-code.md,
/// "Tests"): the test starts the request with a mock repository that answers late, sends the action, and
/// expects the request's cancelled outcome to put its status back to `.idle`.
public struct ResolvedCancelTest: Hashable, Sendable {
    /// The endpoint (escaped name) the step cancels.
    public var endpoint: String
    /// The request action the test sends first, with its payload's samples written in: `.loadUser`.
    public var requestConstruction: ResolvedCaseConstruction
    /// The state changes starting the request makes: its next request id and `.loading` status.
    public var startChanges: [ExpectedChange]
    /// The state changes the request's cancelled outcome makes: its status back at `.idle`.
    public var cancelledChanges: [ExpectedChange]
}
