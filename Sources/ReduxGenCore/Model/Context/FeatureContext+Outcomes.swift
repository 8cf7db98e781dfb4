extension FeatureContext {
    /// The keys of an endpoint's context about its outcome actions: `success`, `failure` and `cancelled`,
    /// and the middleware's outcome cases; see docs/templates.md ("Endpoint").
    static func outcomeValues(_ endpoint: ResolvedEndpoint, succeeded: Bool, failed: Bool, cancelled: Bool) -> TemplateDictionary {
        let outcomes = endpoint.outcomes
        let success = OutcomeContext(
            casePattern: CasePatternContext(endpoint.succeededCasePattern), hasSteps: succeeded, steps: outcomes.onSuccess,
            effects: CaseEffectsContext(outcomes.succeededEffects, indent: 16), tested: !outcomes.hasSuccessHook,
            chains: !outcomes.chainedAfterSuccess.isEmpty, chainSends: outcomes.chainedSentAfterSuccess > 0,
            callCount: 1 + outcomes.chainedSentAfterSuccess,
            changes: endpoint.expectedSuccessChanges.map(ExpectedChangeContext.init),
            chainChanges: outcomes.expectedChainChanges.map(ExpectedChangeContext.init))
        // A failure undoes the optimistic steps, then applies the `onFailure:` steps.
        let failureChanges = endpoint.optimism.expectedUndoChanges + endpoint.optimism.expectedSettledChanges
            + outcomes.expectedFailureChanges
        let failure = OutcomeContext(
            casePattern: CasePatternContext(endpoint.failedCasePattern), hasSteps: failed, steps: outcomes.onFailure,
            effects: CaseEffectsContext(outcomes.failedEffects, indent: 16), tested: !outcomes.hasFailureHook,
            chains: !outcomes.chainedAfterFailure.isEmpty, chainSends: outcomes.chainedSentAfterFailure > 0,
            callCount: 1 + outcomes.chainedSentAfterFailure, changes: failureChanges.map(ExpectedChangeContext.init))
        let cancellation = OutcomeContext(hasSteps: cancelled, effects: CaseEffectsContext(outcomes.cancelledEffects, indent: 16))
        return [
            "success": TemplateValueEncoder.encode(success),
            "failure": TemplateValueEncoder.encode(failure),
            "cancelled": TemplateValueEncoder.encode(cancellation),
            "middlewareOutcomeCases": .array(outcomes.middlewareCases.map { outcomeCase in
                .dictionary([
                    "patterns": .array(outcomeCase.patterns.map(casePattern)),
                    "middlewareReturn": middlewareReturn(outcomeCase.sends),
                ])
            }),
            "callsWithoutCredential": .int(outcomes.chainedSentAfterFailure),
            "expectedMissingCredentialChanges": expectedChanges(outcomes.expectedMissingCredentialChanges),
        ]
    }

    /// The hooks endpoints list in `hooks:`, as entries of `customActions` (only `hookRequirement` is set).
    static func outcomeHooks(_ feature: ResolvedFeature) -> [TemplateValue] {
        feature.endpoints.flatMap(\.outcomes.hookRequirements).map { .dictionary(["hookRequirement": hookRequirement($0)]) }
    }
}

/// One outcome of an endpoint's request (`success`, `failure`, `cancelled`): how the reducer's outcome case
/// matches it (`casePattern`) and whether it has one (`hasSteps`), the `onSuccess:` or `onFailure:` steps
/// (`bindings` and `steps`, for `_outcomeSteps`), its `effects` (`_caseEffects`); and for the generated
/// tests whether it is `tested` (no hand-written hook receives it), whether requests `chains` after it
/// and some is sent (`chainSends`), how many repository calls the test expects (`callCount`), and the
/// state `changes` and chained starts (`chainChanges`) it expects.
struct OutcomeContext: Encodable {
    /// A value the steps read, bound first: `let <local> = <value>[.<member>]`.
    struct Binding: Encodable {
        var local: String
        var value: String
        var member: String?
    }

    var casePattern: CasePatternContext?
    var hasSteps: Bool
    var bindings: [Binding]
    var steps: [ReduceStepContext]
    var effects: CaseEffectsContext
    var tested: Bool?
    var chains: Bool?
    var chainSends: Bool?
    var callCount: Int?
    var changes: [ExpectedChangeContext]?
    var chainChanges: [ExpectedChangeContext]?

    init(
        casePattern: CasePatternContext? = nil, hasSteps: Bool, steps: ResolvedOutcomeSteps = ResolvedOutcomeSteps(),
        effects: CaseEffectsContext, tested: Bool? = nil, chains: Bool? = nil, chainSends: Bool? = nil, callCount: Int? = nil,
        changes: [ExpectedChangeContext]? = nil, chainChanges: [ExpectedChangeContext]? = nil
    ) {
        self.casePattern = casePattern
        self.hasSteps = hasSteps
        bindings = steps.bindings.map { Binding(local: $0.local, value: $0.value, member: $0.member) }
        self.steps = steps.steps.map(ReduceStepContext.init)
        self.effects = effects
        self.tested = tested
        self.chains = chains
        self.chainSends = chainSends
        self.callCount = callCount
        self.changes = changes
        self.chainChanges = chainChanges
    }
}
