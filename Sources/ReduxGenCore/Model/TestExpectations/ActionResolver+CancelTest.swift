extension ActionResolver {
    /// The tests of `action`'s `cancel:` steps on the feature's own endpoints, one per endpoint (with its
    /// next page, for a paginated one), in step order (docs/generated-code.md, "Tests").
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
                  endpoint.cancelsWithStatusOnly, !endpoint.lacksCredentialInTests,
                  !tests.contains(where: { $0.endpoint == endpoint.name })
            else { continue }
            let startChanges = RequestStartChanges.expected(for: endpoint, requestNumber: 1)
            let cancelledChanges = [ExpectedChange(.property(endpoint.statusProperty), .idle)]
            let pageLoading = ExpectedChange.Target.property(endpoint.name + ".page.isLoadingNextPage")
            tests.append(ResolvedCancelTest(
                endpoint: endpoint.name,
                requestConstruction: endpoint.requestConstruction(sample: \.sampleValue),
                startChanges: startChanges,
                cancelledChanges: cancelledChanges,
                nextPage: endpoint.pagination.map { pagination in
                    ResolvedCancelTest.NextPage(
                        construction: ResolvedCaseConstruction(name: pagination.nextPageAction, arguments: []),
                        startChanges: startChanges + [ExpectedChange(pageLoading, .literal(.bool(true)))],
                        cancelledChanges: cancelledChanges + [ExpectedChange(pageLoading, .literal(.bool(false)))]
                    )
                }
            ))
        }
        return tests
    }
}
