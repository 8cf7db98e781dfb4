import Testing
@testable import ReduxGenCore

/// docs/spec.md, "Triggers": an action is listed once among an endpoint's triggers; a second entry is an
/// error at its place, whether it repeats the name or adds another `when:`.
@Suite struct RepeatedTriggerTests {
    private static func spec(triggers: String) -> String {
        """
        feature: B
        api: { baseURL: "http://localhost:8080" }
        state:
          items: { type: "[Int]", default: [] }
        actions:
          go: {}
        endpoints:
          load:
            method: GET
            path: /items
            response: "[Int]"
            store: items
            triggers:
        \(triggers)
        """
    }

    @Test func aLocalActionWithAndWithoutWhen() {
        let lines = diagnosticLines(Self.spec(triggers: """
                  - { action: go, when: { isEmpty: state.items } }
                  - go
            """))
        #expect(lines == [
            "test.yaml:15:9: error: trigger 'go' of endpoint 'load' is listed twice (first at line 14); list an action once, with one 'when:'",
        ])
    }

    @Test func anotherFeaturesActionTwice() {
        let lines = diagnosticLines(Self.spec(triggers: """
                  - app.a.go
                  - { action: app.a.go, when: { isEmpty: state.items } }
            """))
        #expect(lines == [
            "test.yaml:15:19: error: trigger 'app.a.go' of endpoint 'load' is listed twice (first at line 14); list an action once, with one 'when:'",
        ])
    }

    @Test func differentActionsAreFine() {
        #expect(diagnosticLines(Self.spec(triggers: """
                  - go
                  - app.a.go
            """)) == [])
    }
}
