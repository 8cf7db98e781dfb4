import Testing
@testable import ReduxGenCore

/// The `cancel: endpoint` reduce step as docs/spec.md describes it: it names an endpoint of the feature and
/// takes no input; the generated reducer cancels the endpoint before starting the action's requests.
@Suite struct CancelStepTests {
    static func spec(step: String) -> String {
        """
        feature: Finder
        api:
          baseURL: http://localhost:8080
        state:
          query: { type: String, default: "" }
        actions:
          cleared:
            reduce:
              - reset: query
        \(step)
        endpoints:
          search:
            method: GET
            path: /search
            query: { q: state.query }
            triggers: [cleared]
        """
    }

    @Test func aCancelStepDecodesAndCancelsBeforeTheRequestsTheActionStarts() throws {
        let (spec, diagnostics) = readSpec(Self.spec(step: "      - cancel: search"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let step = try #require(spec?.actions.first?.reduce.last)
        #expect(step.operation == .cancel)
        #expect(step.field.name == "search")

        let feature = try FeatureResolver(access: .internal, testModule: "App").resolve(try #require(spec), specPath: "test.yaml")
        let action = try #require(feature.actions.first)
        // The cancel changes no state: the reset is the only step.
        #expect(action.reduceSteps == [ResolvedReduceStep(field: "query", change: .reset(defaultValue: .string("")))])
        let returned = action.effects.returned
        #expect(returned.count == 2, "\(returned)")
        #expect(returned.first == .cancel(id: ResolvedCancelID(namespace: "FinderCancelID", member: "search")), "the cancel comes before the restart: \(returned)")
        guard case .call(let restart)? = returned.last else {
            Issue.record("the restart is returned last: \(returned)")
            return
        }
        #expect(restart.function == "FinderEffects.search", "\(returned)")
    }

    @Test func anEndpointCancelledAndResetInOneActionIsCancelledOnce() throws {
        let (spec, diagnostics) = readSpec(Self.spec(step: "      - cancel: search\n      - resetStatus: search"))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let feature = try FeatureResolver(access: .internal, testModule: "App").resolve(try #require(spec), specPath: "test.yaml")
        let returned = try #require(feature.actions.first).effects.returned
        let cancels = returned.filter { $0 == .cancel(id: ResolvedCancelID(namespace: "FinderCancelID", member: "search")) }
        #expect(cancels.count == 1, "\(returned)")
    }

    @Test func anUnknownEndpointIsLocatedWithASuggestion() {
        let (_, diagnostics) = readSpec(Self.spec(step: "      - cancel: serch"))
        let lines = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("10:17: 'cancel: serch' in action 'cleared' names no endpoint") == true, "\(lines)")
        #expect(lines.first?.contains("'search'") == true, "the message suggests 'search': \(lines)")
    }

    @Test func aCancelStepTakesNoInput() {
        let (_, diagnostics) = readSpec(Self.spec(step: "      - { cancel: search, value: 1 }"))
        #expect(diagnostics.map(\.message) == ["'cancel' does not take 'value'"])
    }

    @Test func aResetStatusStepSetsTheStatusToIdleEmptiesTheFailuresAndCancels() throws {
        let spec = Self.spec(step: "      - resetStatus: search").replacingOccurrences(of: "    triggers: [cleared]", with: "    concurrency: queue")
        let (decoded, diagnostics) = readSpec(spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(decoded?.actions.first?.reduce.last?.operation == .resetStatus)

        let feature = try FeatureResolver(access: .internal, testModule: "App").resolve(try #require(decoded), specPath: "test.yaml")
        let action = try #require(feature.actions.first)
        #expect(action.reduceSteps == [
            ResolvedReduceStep(field: "query", change: .reset(defaultValue: .string(""))),
            ResolvedReduceStep(field: "search", change: .resetStatus),
        ])
        #expect(action.effects == ResolvedCaseEffects(returned: [.cancel(id: ResolvedCancelID(namespace: "FinderCancelID", member: "search"))]))
    }

    @Test func aResetStatusOfAnUnknownEndpointIsLocated() {
        let (_, diagnostics) = readSpec(Self.spec(step: "      - resetStatus: serch"))
        let lines = diagnostics.map { "\($0.location?.line ?? 0):\($0.location?.column ?? 0): \($0.message)" }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("10:22: 'resetStatus: serch' in action 'cleared' names no endpoint") == true, "\(lines)")
    }
}
