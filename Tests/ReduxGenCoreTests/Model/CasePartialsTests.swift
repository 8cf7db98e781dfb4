import Testing

@testable import ReduxGenCore

/// The `_caseDeclaration`, `_casePattern`, `_caseConstruction` and `_call` partials write a case's or a
/// call's data as Swift (docs/templates.md, "Cases and calls"); each expected text is written here by hand.
struct CasePartialsTests {
    private func render(_ partial: String, _ context: TemplateValue) throws -> String {
        try TemplateRenderer().render(templateNamed: partial, context: context)
    }

    @Test func aDeclarationListsItsValuesWithTheirLabelsOrItsNameAlone() throws {
        let labelled = ResolvedCaseDeclaration(name: "`class`", values: [.init(label: "for", type: "String"), .init(label: "`in`", type: "[Int]")])
        #expect(try render("_caseDeclaration", TemplateValueEncoder.encode(labelled)) == "`class`(for: String, `in`: [Int])")
        let unlabelled = ResolvedCaseDeclaration(name: "loadFailed", values: [.init(label: nil, type: "RequestID"), .init(label: nil, type: "APIError")])
        #expect(try render("_caseDeclaration", TemplateValueEncoder.encode(unlabelled)) == "loadFailed(RequestID, APIError)")
        let bare = ResolvedCaseDeclaration(name: "refresh", values: [])
        #expect(try render("_caseDeclaration", TemplateValueEncoder.encode(bare)) == "refresh")
    }

    @Test func aPatternBindsWhatIsNeededAndIsTheNameAloneWhenItBindsNothing() throws {
        let some = ResolvedCasePattern(name: "loadSucceeded", bindings: ["requestID", nil])
        #expect(try render("_casePattern", TemplateValueEncoder.encode(CasePatternContext(some))) == ".loadSucceeded(let requestID, _)")
        let none = ResolvedCasePattern(name: "picked", bindings: [nil, nil])
        #expect(try render("_casePattern", TemplateValueEncoder.encode(CasePatternContext(none))) == ".picked")
    }

    @Test func aConstructionLabelsEachValueOrIsTheNameAlone() throws {
        let construction = ResolvedCaseConstruction(
            name: "search", arguments: [ResolvedArgument(label: "query", value: .local("query")), ResolvedArgument(label: "for", value: .local("forValue"))]
        )
        #expect(try render("_caseConstruction", TemplateValueEncoder.encode(CallContext(construction))) == ".search(query: query, for: forValue)")
        #expect(try render("_caseConstruction", TemplateValueEncoder.encode(CallContext(ResolvedCaseConstruction(name: "refresh", arguments: [])))) == ".refresh")
    }

    @Test func aCallPassesEachArgumentUnderItsLabelAndEmptyParenthesesWithoutAny() throws {
        let call = ResolvedCall(
            function: "FeedEffects.load",
            arguments: [ResolvedArgument(label: "state", value: .inoutState), ResolvedArgument(label: "debounce", value: .milliseconds(300))]
        )
        #expect(try render("_call", TemplateValueEncoder.encode(CallContext(call))) == "FeedEffects.load(state: &state, debounce: .milliseconds(300))")
        #expect(try render("_call", TemplateValueEncoder.encode(CallContext(ResolvedCall(function: "refresh", arguments: [])))) == "refresh()")
    }

    /// A cancel id is the endpoint's member of the feature's cancel-id enum, keyed by a payload value's
    /// local where the endpoint's concurrency has a `key:` (docs/generated-code.md).
    @Test func aCancelIDIsKeyedByThePayloadValueItsConcurrencyNames() throws {
        let plain = ResolvedCancelID(namespace: "FeedCancelID", member: "load")
        let keyed = ResolvedCancelID(namespace: "FeedCancelID", member: "like", key: "id")
        #expect(try render("_cancelID", TemplateValueEncoder.encode(plain)) == "FeedCancelID.load")
        #expect(try render("_cancelID", TemplateValueEncoder.encode(keyed)) == "KeyedEffectID(FeedCancelID.like, key: id)")
    }

    @Test func aCaseReturnsACancellationTheOneStartOrBoundEffectsMerged() throws {
        let start = ResolvedCall(function: "FeedEffects.load", arguments: [ResolvedArgument(label: "state", value: .inoutState)])
        let one = ResolvedCaseEffects(returned: [.cancel(id: ResolvedCancelID(namespace: "FeedCancelID", member: "search")), .call(start)])
        #expect(try render("_caseEffects", TemplateValueEncoder.encode(CaseEffectsContext(one, indent: 12))) == """
                        return .merge(.cancel(id: FeedCancelID.search), FeedEffects.load(state: &state))

            """)
        let bound = ResolvedCaseEffects(calls: [ResolvedEffectCall(call: start, local: "loadEffect")], returned: [.local("loadEffect")])
        #expect(try render("_caseEffects", TemplateValueEncoder.encode(CaseEffectsContext(bound, indent: 12))) == """
                        let loadEffect = FeedEffects.load(state: &state)
                        return loadEffect

            """)
    }
}
