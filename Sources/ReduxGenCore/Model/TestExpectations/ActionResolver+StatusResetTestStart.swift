extension ActionResolver {
    /// The requests an action's test starts loading so that its `resetStatus:` steps have something to
    /// reset, and what the test then expects of them (docs/generated-code.md, "Tests").
    struct StatusResetTestStart {
        /// Set on the test's state before it sends the action: each request's id and `.loading` status.
        var setup: [ExpectedChange] = []
        /// Expected after the action: each status back at `.idle`.
        var changes: [ExpectedChange] = []
    }

    /// The start for the endpoints `action`'s `resetStatus:` steps name, except those the action starts
    /// again itself (their expected start stays the first request's), queued ones and those with
    /// optimistic steps, whose records a running request would also hold.
    func statusResetTestStart(of action: ActionSpec, triggered: [TriggeredEndpoint]) -> StatusResetTestStart {
        var start = StatusResetTestStart()
        let restarted = Set(triggered.map(\.endpoint.name))
        for step in action.reduce where step.operation == .resetStatus {
            guard let spec = context.spec.endpoint(named: step.field.name),
                  let endpoint = endpoints.first(where: { $0.name == SwiftName.escaped(spec.swiftName) }),
                  !restarted.contains(endpoint.name), !endpoint.isQueued, endpoint.optimism.records.isEmpty,
                  !start.changes.contains(where: { $0.target == .property(endpoint.statusProperty) })
            else { continue }
            start.setup += RequestStartChanges.expected(for: endpoint, requestNumber: 1)
            start.changes.append(ExpectedChange(.property(endpoint.statusProperty), .idle))
        }
        return start
    }
}
