extension ValidationRun {
    /// Checks `optimistic:` steps like an action's steps over the endpoint's payload, on an endpoint whose
    /// every request answers (`queue`, or `queue` per key), started by its request action only.
    mutating func checkOptimistic(_ endpoint: EndpointSpec, context: String) -> [ReduceStep] {
        guard let first = endpoint.optimistic.first else { return [] }
        if endpoint.concurrency != .queue {
            diagnostics.error(
                "'optimistic' of \(context) needs 'concurrency: queue' (or { policy: queue, key: ... }), where every request answers, so each optimistic change is kept or undone; it is '\(endpoint.concurrency.rawValue)'",
                at: first.location
            )
        }
        if let trigger = endpoint.triggers.first {
            diagnostics.error(
                "\(context) is optimistic, so it starts from its request action only; send '\(endpoint.name)' instead of triggering it from \(quoted(trigger.name))",
                at: trigger.location
            )
        }
        let steps = ActionSpec(name: endpoint.name, payload: endpoint.payload, reduce: endpoint.optimistic, location: endpoint.location)
        return endpoint.optimistic.map { step in
            if step.operation.actsOnEndpoint {
                diagnostics.error("'optimistic' of \(context) changes state; '\(step.operationName)' is not an optimistic step", at: step.location)
                return step
            }
            if let element = step.element, element.member.name == element.key.name {
                diagnostics.error(
                    "an optimistic step of \(context) changes '\(element.key.name)', the field its 'where:' finds the element by; a failure could then not find the element to undo the change",
                    at: element.member.location
                )
            }
            return checkStep(step, of: steps, context: "'optimistic' of \(context)")
        }
    }
}
