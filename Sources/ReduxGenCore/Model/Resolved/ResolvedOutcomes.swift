/// What an endpoint's outcome actions do besides updating its status: the `onSuccess:` / `onFailure:` steps
/// and the endpoints they trigger (a chain), as reducer steps and effects, middleware cases and the state
/// changes tests expect.
public struct ResolvedOutcomes: Hashable, Sendable {
    /// The `onSuccess:` steps, after the response is stored (the succeeded case binds `response`).
    public var onSuccess = ResolvedOutcomeSteps()
    /// The `onFailure:` steps, after the status is set to `.failed` (the failed case binds `error`).
    public var onFailure = ResolvedOutcomeSteps()
    /// The end of the succeeded case, after the `onSuccess:` steps: its hook, the requests it triggers and
    /// what it returns.
    public var succeededEffects = ResolvedCaseEffects()
    /// The end of the failed case, after the `onFailure:` steps: its hook, the requests it triggers and
    /// what it returns.
    public var failedEffects = ResolvedCaseEffects()
    /// The end of the cancelled case, after the status: its hook, the requests it triggers and what it
    /// returns.
    public var cancelledEffects = ResolvedCaseEffects()
    /// The middleware's cases for the outcome actions, each sending what the reducer started.
    public var middlewareCases: [MiddlewareOutcomeCase] = []
    /// The state changes tests expect from the `onFailure:` steps and the requests a failure starts, when the
    /// failing request was request 1 of a fresh state.
    public var expectedFailureChanges: [ExpectedChange] = []
    /// The same when request 1 of a fresh state failed as not sent, without a credential
    /// (`APIError.missingCredential`), which the `onFailure:` steps may read as `message`.
    public var expectedMissingCredentialChanges: [ExpectedChange] = []
    /// The requirements of the hand-written hooks `hooks:` lists, for the feature's hook protocol.
    public var hookRequirements: [ResolvedHookRequirement] = []
    /// Whether `hooks:` lists `succeeded` / `failed`.
    public var hasSuccessHook = false
    public var hasFailureHook = false
    /// The endpoints a success starts, in spec order.
    public var chainedAfterSuccess: [ResolvedEndpoint] = []
    /// The endpoints a failure starts, in spec order.
    public var chainedAfterFailure: [ResolvedEndpoint] = []
    /// How many of the endpoints a success, or a failure, starts in the generated tests reach the
    /// repository: the others find no credential in the state the outcome left (its `onSuccess:` steps
    /// cleared it) and fail with `APIError.missingCredential` without being sent.
    public var chainedSentAfterSuccess = 0
    public var chainedSentAfterFailure = 0
    /// Whether each `when:` test passes on the fields an outcome changes in the app tests, by the field's
    /// escaped name, as `ResolvedAction.appTestResults` for an action: the app tests work out from them
    /// which requests of other features the outcome sends under a `when:` on this feature. A cancellation
    /// changes no field.
    public var appTestResultsAfterSuccess: [String: [TriggerCondition.Test: Bool]] = [:]
    public var appTestResultsAfterFailure: [String: [TriggerCondition.Test: Bool]] = [:]

    public init() {}

    /// The app tests' `when:` results after `outcome` (see ``appTestResultsAfterSuccess``).
    public func appTestResults(after outcome: EndpointOutcome) -> [String: [TriggerCondition.Test: Bool]] {
        switch outcome {
        case .succeeded: appTestResultsAfterSuccess
        case .failed: appTestResultsAfterFailure
        case .cancelled: [:]
        }
    }

    /// The requests a success starts as tests expect them: each chained endpoint's first request.
    public var expectedChainChanges: [ExpectedChange] {
        Self.expectedStarts(of: chainedAfterSuccess)
    }

    /// The first request of each of `endpoints`, started one after the other.
    static func expectedStarts(of endpoints: [ResolvedEndpoint]) -> [ExpectedChange] {
        endpoints.flatMap { RequestStartChanges.expected(for: $0, requestNumber: 1) }
    }
}

/// One case of the middleware's switch over an endpoint's outcome actions.
public struct MiddlewareOutcomeCase: Hashable, Sendable {
    /// The outcome actions the case matches, binding nothing: `.loginSucceeded`, or several.
    public var patterns: [ResolvedCasePattern]
    /// The calls sending the requests the outcome chains, in spec order (none: the case returns `.none`).
    public var sends: [ResolvedCall]
}
