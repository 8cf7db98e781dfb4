import Testing
@testable import ReduxGenCore

/// What a reducer case does after its steps resolves to the calls it makes, each with its trigger's
/// condition and the local its effect is bound to, and the effects it returns; the `_caseEffects` partial
/// writes the statements from that.
@Suite struct CaseEffectsTests {
    static func spec(sideEffects: String) -> String {
        """
        feature: Finder
        sideEffects: \(sideEffects)
        api: { baseURL: "http://localhost" }
        state:
          query: { type: String, default: "" }
        actions:
          queryChanged:
            payload: { query: String }
            reduce: [ { set: query, from: query } ]
        endpoints:
          search:
            method: GET
            path: /search
            query: { q: state.query }
            triggers:
              - { action: queryChanged, when: { notEmpty: state.query } }
          count:
            method: GET
            path: /count
            triggers: [queryChanged]
          again:
            method: GET
            path: /again
            triggers: [searchSucceeded]
        """
    }

    @Test func conditionalStartsAreBoundToALocalThatStaysNoneWhenTheConditionFails() throws {
        let feature = try resolve(Self.spec(sideEffects: "effects"))
        #expect(feature.actions[0].effects == ResolvedCaseEffects(
            calls: [
                ResolvedEffectCall(
                    call: "FinderEffects.search(state: &state, environment: environment)",
                    local: "searchEffect",
                    condition: ResolvedTriggerCondition(field: "query", test: .notEmpty)
                ),
                // Two requests start one after the other, each changing state, so each is bound first.
                ResolvedEffectCall(call: "FinderEffects.count(state: &state, environment: environment)", local: "countEffect"),
            ],
            returned: [.local("searchEffect"), .local("countEffect")]
        ))
        // A chained request alone is returned as it is; an outcome that starts nothing returns `.none`.
        #expect(feature.endpoints[0].outcomes.succeededEffects == ResolvedCaseEffects(
            returned: [.call("FinderEffects.again(state: &state, environment: environment)")]
        ))
        #expect(feature.endpoints[0].outcomes.failedEffects == ResolvedCaseEffects())
    }

    @Test func theMiddlewareFlavorOnlyMarksRequestsStartedAndReturnsNoEffect() throws {
        let feature = try resolve(Self.spec(sideEffects: "middleware"))
        #expect(feature.actions[0].effects == ResolvedCaseEffects(calls: [
            ResolvedEffectCall(
                call: "FinderRequestStarts.search(state: &state)",
                condition: ResolvedTriggerCondition(field: "query", test: .notEmpty)
            ),
            ResolvedEffectCall(call: "FinderRequestStarts.count(state: &state)"),
        ]))
    }
}
