import Testing
@testable import ReduxGenCore

/// A reduce step resolves to its meaning: the state property it changes, how, and where its value comes
/// from (a literal, the payload or the state); the `_reduceStep` partial writes the statement from that.
@Suite struct ReduceStepResolverTests {
    static let board = """
        feature: Board
        models:
          Card: { fields: { id: Int, title: String, votes: Int, pinned: Bool } }
        state:
          cards: { type: "[Card]", default: [] }
          focusedID: { type: Int, default: 0 }
          title: { type: String?, default: null }
          tags: { type: "[String]", default: [] }
          draft: { type: String?, default: null }
        actions:
          renamed:
            payload: { id: Int, title: String }
            reduce:
              - set: cards
                where: { id: payload.id }
                field: title
                from: title
              - toggle: cards
                where: { id: state.focusedID }
                field: pinned
              - decrement: cards
                where: { id: id }
                field: votes
                by: 2
          tagged:
            payload: { tag: String }
            reduce:
              - toggle: tags
                from: tag
              - append: tags
                value: [a, b]
              - append: tags
                value: c
              - set: title
                value: null
              - set: draft
                from: state.title
        """

    @Test func aWhereStepChangesTheMemberOfTheElementsWhoseKeyMatches() throws {
        let steps = try resolve(Self.board).actions[0].reduceSteps
        #expect(steps.count == 3)
        let match = ResolvedElementMatch(key: "id", value: .payload(local: "id"), member: "title")
        #expect(steps[0] == ResolvedReduceStep(field: "cards", change: .set(.payload(local: "title")), element: match))
        // The key's value can come from state, and a toggle of an element's `Bool` reads no value.
        #expect(steps[1].element == ResolvedElementMatch(key: "id", value: .state(field: "focusedID"), member: "pinned"))
        #expect(steps[1].change == .toggle)
        // The amount is a literal of the member's type.
        #expect(steps[2].change == .decrement(by: .int(2)))
        #expect(steps[2].element?.member == "votes")
    }

    @Test func aValueIsALiteralOfTheTargetsTypeAPayloadLocalOrAStateField() throws {
        let steps = try resolve(Self.board).actions[1].reduceSteps
        #expect(steps == [
            // `toggle` with `from:` on an array is membership: removed when present, appended when absent.
            ResolvedReduceStep(field: "tags", change: .toggleMembership(.payload(local: "tag"))),
            // An array literal on an array of elements is appended element by element, one element as one.
            ResolvedReduceStep(field: "tags", change: .appendContents(.literal(.array([.string("a"), .string("b")])))),
            ResolvedReduceStep(field: "tags", change: .append(.literal(.string("c")))),
            ResolvedReduceStep(field: "title", change: .set(.literal(.null))),
            ResolvedReduceStep(field: "draft", change: .set(.state(field: "title"))),
        ])
        #expect(steps.allSatisfy { $0.element == nil })
    }

    @Test func aLiteralIsAValueOfItsTargetsTypeNotSwiftText() throws {
        let feature = try resolve("""
            feature: Links
            models:
              Kind: { enum: String, cases: [low, high] }
            state:
              link: { type: URL?, default: null }
              token: { type: UUID?, default: null }
              kinds: { type: "[Kind]", default: [low] }
              scores: { type: "[String: Double]", default: {} }
              ratio: { type: Double, default: 1 }
            actions:
              changed:
                reduce:
                  - set: link
                    value: "https://example.com/a"
                  - set: token
                    value: "00000000-0000-0000-0000-000000000001"
                  - set: kinds
                    value: [high, low]
                  - set: scores
                    value: { 'a "b"': 2 }
                  - increment: ratio
                    by: 2
                  - reset: kinds
            """)
        #expect(feature.actions[0].reduceSteps.map(\.change) == [
            .set(.literal(.url("https://example.com/a"))),
            .set(.literal(.uuid("00000000-0000-0000-0000-000000000001"))),
            .set(.literal(.array([.enumCase(type: "Links.Kind", name: "high"), .enumCase(type: "Links.Kind", name: "low")]))),
            // A whole number of a `Double` is a `Double`.
            .set(.literal(.dictionary([ResolvedLiteralEntry(key: #"a "b""#, value: .double(text: "2.0"))]))),
            .increment(by: .double(text: "2.0")),
            .reset(defaultValue: .array([.enumCase(type: "Links.Kind", name: "low")])),
        ])
    }

    @Test func aResetStatusStepResetsWhatItsEndpointKeeps() throws {
        let feature = try resolve("""
            feature: Feed
            api: { baseURL: "http://localhost" }
            models:
              Item: { fields: { id: Int } }
            state:
              items: { type: "[Item]", default: [] }
            actions:
              cleared:
                reduce:
                  - cancel: load
                  - resetStatus: load
            endpoints:
              load:
                method: GET
                path: /items
                response: "[Item]"
                store: items
                pagination: { style: page, pageSize: 20, nextPageAction: loadMore }
            """)
        // `cancel:` changes no state, so only the status reset is a step, on the endpoint's request state
        // (whose `resetStatus()` also ends a next page's loading).
        #expect(feature.actions[0].reduceSteps == [ResolvedReduceStep(field: "load", change: .resetStatus)])
    }

    @Test func outcomeStepsBindOnlyTheOutcomeValuesTheyRead() throws {
        let feature = try resolve("""
            feature: Notes
            api: { baseURL: "http://localhost" }
            state:
              saved: { type: Int, default: 0 }
              last: { type: String, default: "" }
              problem: { type: String, default: "" }
            actions: { saveTapped: {} }
            endpoints:
              save:
                method: POST
                path: /notes
                response: String
                triggers: [saveTapped]
                onSuccess:
                  - increment: saved
                  - set: last
                    from: response
                onFailure:
                  - set: problem
                    from: message
            """)
        let outcomes = feature.endpoints[0].outcomes
        // The response is bound to a local that is not the succeeded case's own `response`.
        #expect(outcomes.onSuccess == ResolvedOutcomeSteps(
            bindings: [ResolvedLocalBinding(local: "responseValue", value: "response")],
            steps: [
                ResolvedReduceStep(field: "saved", change: .increment(by: .int(1))),
                ResolvedReduceStep(field: "last", change: .set(.payload(local: "responseValue"))),
            ]
        ))
        #expect(outcomes.onFailure == ResolvedOutcomeSteps(
            bindings: [ResolvedLocalBinding(local: "message", value: "error", member: "description")],
            steps: [ResolvedReduceStep(field: "problem", change: .set(.payload(local: "message")))]
        ))
        // The failed case's end, after the steps, starts nothing and returns `.none`.
        #expect(outcomes.failedEffects == ResolvedCaseEffects())
    }
}
