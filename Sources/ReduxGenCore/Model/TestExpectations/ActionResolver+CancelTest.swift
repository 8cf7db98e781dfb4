extension ActionResolver {
    /// The tests of `action`'s `cancel:` steps on the feature's own endpoints, one per endpoint, in step
    /// order (docs/generated-code.md, "Tests").
    ///
    /// Left out: every step of an action whose own test starts requests (their answers would arrive
    /// around the cancelled one's), endpoints with optimistic steps (a cancelled request also rolls them
    /// back), endpoints whose tests lack their credential (the request fails at once), endpoints whose
    /// cancelled outcome starts requests or calls a hook (the test expects the status only), and endpoints a
    /// `resetStatus:` step of the action also resets (the cancelled outcome then changes nothing).
    func cancelTests(of action: ActionSpec, startedInTest: [ResolvedEndpoint]) -> [ResolvedCancelTest] {
        guard !action.isCustom, startedInTest.isEmpty else { return [] }
        let reset = Set(action.reduce.filter { $0.operation == .resetStatus }.map(\.field.name))
        var tests: [ResolvedCancelTest] = []
        for step in action.reduce where step.operation == .cancel && !reset.contains(step.field.name) {
            guard let spec = context.spec.endpoint(named: step.field.name),
                  let endpoint = endpoints.first(where: { $0.name == SwiftName.escaped(spec.swiftName) }),
                  endpoint.optimism.records.isEmpty, !endpoint.lacksCredentialInTests,
                  endpoint.outcomes.cancelledEffects == ResolvedCaseEffects(),
                  !tests.contains(where: { $0.endpoint == endpoint.name })
            else { continue }
            tests.append(ResolvedCancelTest(
                endpoint: endpoint.name,
                requestConstruction: ResolvedCaseConstruction(
                    name: endpoint.requestCaseConstruction.name,
                    arguments: endpoint.payload.map { ResolvedArgument(label: $0.label, value: .sample($0.sampleValue)) }
                ),
                startChanges: RequestStartChanges.expected(for: endpoint, requestNumber: 1),
                cancelledChanges: [ExpectedChange(.property(endpoint.statusProperty), .idle)]
            ))
        }
        return tests
    }
}
