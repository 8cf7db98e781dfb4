/// One outcome of an endpoint's request, by its `kind` (`success`, `failure`, `cancelled`): how the reducer's
/// outcome case matches it (`casePattern`), the `onSuccess:` or `onFailure:` steps
/// (`bindings` and `steps`, for `_outcomeSteps`), its `effects` (`_caseEffects`); and for the generated
/// tests whether it is `tested` (no hand-written hook receives it), the requests chained after it (`chain`),
/// how many repository calls the test expects (`callCount`), and the state `changes` it expects.
struct OutcomeContext: Encodable {
    enum Kind: String, Encodable { case success, failure, cancelled }

    /// A value the steps read, bound first: `let <local> = <value>[.<member>]`.
    struct Binding: Encodable {
        var local: String
        var value: String
        var member: String?
    }

    /// Requests chained after an outcome: whether some is sent (`sends`; one that finds no credential is not),
    /// and for a success the `changes` their starts make.
    struct Chain: Encodable {
        var sends: Bool
        var changes: [ExpectedChangeContext]?
    }

    var kind: Kind
    var casePattern: CasePatternContext
    var bindings: [Binding]
    var steps: [ReduceStepContext]
    var effects: CaseEffectsContext
    var tested: Bool?
    var chain: Chain?
    var callCount: Int?
    var changes: [ExpectedChangeContext]?

    /// The `success` and `failure` outcomes of `endpoint`, and the `cases` of the reducer's outcome `switch`:
    /// the outcomes whose case does anything besides setting the status (a success always does when it
    /// stores or pages).
    static func outcomes(of endpoint: ResolvedEndpoint) -> (success: OutcomeContext, failure: OutcomeContext, cases: [OutcomeContext]) {
        let outcomes = endpoint.outcomes
        let succeeded = !endpoint.storeTargets.isEmpty || endpoint.pagination != nil || !outcomes.onSuccess.steps.isEmpty
            || EndpointContext.hasEffects(outcomes.succeededEffects)
        let failed = !outcomes.onFailure.steps.isEmpty || EndpointContext.hasEffects(outcomes.failedEffects)
        let cancelled = EndpointContext.hasEffects(outcomes.cancelledEffects)
        let success = OutcomeContext(
            kind: .success, casePattern: CasePatternContext(endpoint.succeededCasePattern), steps: outcomes.onSuccess,
            effects: CaseEffectsContext(outcomes.succeededEffects, indent: 16), tested: !outcomes.hasSuccessHook,
            chain: outcomes.chainedAfterSuccess.isEmpty ? nil : Chain(
                sends: outcomes.chainedSentAfterSuccess > 0, changes: outcomes.expectedChainChanges.map(ExpectedChangeContext.init)),
            callCount: 1 + outcomes.chainedSentAfterSuccess,
            changes: endpoint.expectedSuccessChanges.map(ExpectedChangeContext.init))
        // A failure undoes the optimistic steps, then applies the `onFailure:` steps.
        let failureChanges = endpoint.optimism.expectedUndoChanges + endpoint.optimism.expectedSettledChanges
            + outcomes.expectedFailureChanges
        let failure = OutcomeContext(
            kind: .failure, casePattern: CasePatternContext(endpoint.failedCasePattern), steps: outcomes.onFailure,
            effects: CaseEffectsContext(outcomes.failedEffects, indent: 16), tested: !outcomes.hasFailureHook,
            chain: outcomes.chainedAfterFailure.isEmpty ? nil : Chain(sends: outcomes.chainedSentAfterFailure > 0),
            callCount: 1 + outcomes.chainedSentAfterFailure, changes: failureChanges.map(ExpectedChangeContext.init))
        let cancellation = OutcomeContext(
            kind: .cancelled, casePattern: CasePatternContext(ResolvedCasePattern(name: "cancelled", bindings: [])),
            effects: CaseEffectsContext(outcomes.cancelledEffects, indent: 16))
        let cases = [(success, succeeded), (failure, failed), (cancellation, cancelled)].filter(\.1).map(\.0)
        return (success, failure, cases)
    }

    private init(
        kind: Kind, casePattern: CasePatternContext, steps: ResolvedOutcomeSteps = ResolvedOutcomeSteps(),
        effects: CaseEffectsContext, tested: Bool? = nil, chain: Chain? = nil, callCount: Int? = nil,
        changes: [ExpectedChangeContext]? = nil
    ) {
        self.kind = kind
        self.casePattern = casePattern
        bindings = steps.bindings.map { Binding(local: $0.local, value: $0.value, member: $0.member) }
        self.steps = steps.steps.map(ReduceStepContext.init)
        self.effects = effects
        self.tested = tested
        self.chain = chain
        self.callCount = callCount
        self.changes = changes
    }
}
