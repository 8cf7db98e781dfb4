extension FeatureContext {
    /// The keys of an endpoint's context about its outcome actions; see docs/templates.md ("Endpoint").
    static func outcomeValues(_ outcomes: ResolvedOutcomes) -> TemplateDictionary {
        [
            "onSuccess": outcomeSteps(outcomes.onSuccess),
            "onFailure": outcomeSteps(outcomes.onFailure),
            "succeededEffects": caseEffects(outcomes.succeededEffects, indent: 16),
            "failedEffects": caseEffects(outcomes.failedEffects, indent: 16),
            "cancelledEffects": caseEffects(outcomes.cancelledEffects, indent: 16),
            "middlewareOutcomeCases": .array(outcomes.middlewareCases.map { outcomeCase in
                .dictionary([
                    "patterns": .array(outcomeCase.patterns.map(casePattern)),
                    "middlewareReturn": middlewareReturn(outcomeCase.sends),
                ])
            }),
            "chainsAfterSuccess": .bool(!outcomes.chainedAfterSuccess.isEmpty),
            "chainsAfterFailure": .bool(!outcomes.chainedAfterFailure.isEmpty),
            "expectedChainChanges": expectedChanges(outcomes.expectedChainChanges),
            // The repository calls a success test expects: the request, then each chained one that finds its
            // credential.
            "callsAfterSuccess": .int(1 + outcomes.chainedSentAfterSuccess),
            "callsAfterFailure": .int(1 + outcomes.chainedSentAfterFailure),
            "callsWithoutCredential": .int(outcomes.chainedSentAfterFailure),
            "chainSendsAfterSuccess": .bool(outcomes.chainedSentAfterSuccess > 0),
            "chainSendsAfterFailure": .bool(outcomes.chainedSentAfterFailure > 0),
            "expectedMissingCredentialChanges": expectedChanges(outcomes.expectedMissingCredentialChanges),
            // A hand-written outcome hook may change anything, so no generated test receives that outcome.
            "testsSuccess": .bool(!outcomes.hasSuccessHook),
            "testsFailure": .bool(!outcomes.hasFailureHook),
        ]
    }

    /// An outcome's steps, for `_outcomeSteps`: the locals they read, then the steps (`_reduceStep`).
    private static func outcomeSteps(_ outcome: ResolvedOutcomeSteps) -> TemplateValue {
        .dictionary([
            "bindings": .array(outcome.bindings.map { binding in
                var values: TemplateDictionary = ["local": .string(binding.local), "value": .string(binding.value)]
                values["member"] = binding.member.map(TemplateValue.string)
                return .dictionary(values)
            }),
            "steps": reduceSteps(outcome.steps),
        ])
    }

    /// The hooks endpoints list in `hooks:`, as entries of `customActions` (only `hookRequirement` is set).
    static func outcomeHooks(_ feature: ResolvedFeature) -> [TemplateValue] {
        feature.endpoints.flatMap(\.outcomes.hookRequirements).map { .dictionary(["hookRequirement": hookRequirement($0)]) }
    }
}
