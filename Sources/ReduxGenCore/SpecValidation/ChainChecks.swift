extension ValidationRun {
    /// A trigger that names another endpoint's generated outcome action (`loginSucceeded`): a chain. Returns
    /// whether `trigger` names one (and has been checked), so the caller reports an unknown name otherwise.
    mutating func checkOutcomeTrigger(_ trigger: NameReference, of endpoint: EndpointSpec, context: String) -> Bool {
        guard let source = outcomeSources[trigger.name].map({ spec.endpoints[$0] }) else {
            if let owner = spec.endpoints.first(where: { $0.generatedActionNames.contains(trigger.name) }) {
                // A paginated endpoint's outcomes cannot start a chain either: only a declared action is left.
                let instead = owner.pagination == nil
                    ? "use '\(owner.swiftName)Succeeded', '\(owner.swiftName)Failed' or '\(owner.swiftName)Cancelled', or a declared action"
                    : "use a declared action"
                diagnostics.error(
                    "trigger \(quoted(trigger.name)) of \(context) is a generated action of endpoint \(quoted(owner.name)) that cannot trigger requests; \(instead)",
                    at: trigger.location
                )
                return true
            }
            return false
        }
        if source.pagination != nil {
            diagnostics.error(
                "trigger \(quoted(trigger.name)) of \(context) follows the paginated endpoint \(quoted(source.name)); chains from paginated endpoints are not supported, trigger it from a declared action",
                at: trigger.location
            )
        }
        if endpoint.triggerConditions.contains(where: { $0.trigger == trigger }) {
            diagnostics.error(
                "trigger \(quoted(trigger.name)) of \(context) is a generated action, which cannot carry 'when:'; write the trigger as a plain name",
                at: trigger.location
            )
        }
        for needed in endpoint.payload {
            diagnostics.error(
                "trigger \(quoted(trigger.name)) of \(context) is a generated action, which carries no payload field \(quoted(needed.name)) the request needs; read the value from state instead",
                at: trigger.location,
                notes: [.note("payload field \(quoted(needed.name)) of \(context) is declared here", at: needed.location)]
            )
        }
        return true
    }

    /// `onSuccess:` and `onFailure:` are checked like an action's steps; they change state only, so
    /// `cancel:` and `resetStatus:` are not among them.
    mutating func checkOutcomeSteps(ofEndpointAt index: Int, context: String) {
        for outcome in [EndpointOutcome.succeeded, .failed] {
            let key = outcome == .succeeded ? "onSuccess" : "onFailure"
            let action = spec.endpoints[index].outcomeAction(outcome)
            var checked: [ReduceStep] = []
            for step in action.reduce {
                if step.operation.actsOnEndpoint {
                    diagnostics.error(
                        "'\(step.operationName)' cannot be written in '\(key)' of \(context), which only changes state; trigger an action's '\(step.operationName)' instead",
                        at: step.location
                    )
                    continue
                }
                if outcome == .succeeded { checkStoredFieldsUntouched(by: step, of: spec.endpoints[index], context: context) }
                checked.append(checkStep(step, of: action, context: "'\(key)' of \(context)"))
            }
            if outcome == .succeeded { spec.endpoints[index].onSuccess = checked } else { spec.endpoints[index].onFailure = checked }
        }
    }

    /// `onSuccess:` steps run right after `store:` has written the response. A step may replace a stored
    /// field (`set:`, `reset:`), but not change it by what it holds or read it: that would compute from the
    /// value just stored, which the response gives whole (`from: response`, `store: { path: ... }`), so the
    /// spec says it there instead.
    private mutating func checkStoredFieldsUntouched(by step: ReduceStep, of endpoint: EndpointSpec, context: String) {
        let stored = Set(endpoint.stores.map(\.into.name))
        guard !stored.isEmpty else { return }
        let storeNotes = endpoint.stores.filter { $0.into.name == step.field.name }.map {
            Diagnostic.note("'store: \($0.into.name)' of \(context) is written here", at: $0.location)
        }
        let replaces: Bool
        switch step.operation {
        case .set, .reset: replaces = step.element == nil
        default: replaces = false
        }
        if stored.contains(step.field.name) && !replaces {
            diagnostics.error(
                "'\(step.operationName): \(step.field.name)' in 'onSuccess' of \(context) changes the value its 'store:' has just written there; store the value the field should hold with 'store:' (a 'path:', 'append:' or 'upsert:'), replace it with 'set:', or change \(quoted(step.field.name)) in an action",
                at: step.location,
                notes: storeNotes
            )
            return
        }
        var inputs: [ReduceInput] = step.element.map { [$0.value] } ?? []
        switch step.operation {
        case .set(let input), .append(let input), .remove(let input), .toggle(let input?): inputs.append(input)
        default: break
        }
        for case .state(let read) in inputs where stored.contains(read.name) {
            diagnostics.error(
                "'from: state.\(read.name)' in 'onSuccess' of \(context) reads the field its 'store:' has just written; take the value from the response instead, with 'from: response' or another 'store:' target (whose 'path:' reads inside the response)",
                at: read.location
            )
        }
    }

    /// A chain must end: an endpoint may not be started, directly or through other endpoints, by its own
    /// outcome, or every answer would send the request again.
    mutating func checkChainCycles() {
        let endpoints = spec.endpoints
        // For each endpoint, the endpoints its outcomes start, with the trigger that does it.
        var next: [String: [(target: String, trigger: NameReference)]] = [:]
        for target in endpoints where !target.triggers.isEmpty {
            for trigger in target.triggers {
                guard let source = outcomeSources[trigger.name].map({ endpoints[$0] }) else { continue }
                next[source.name, default: []].append((target.name, trigger))
            }
        }
        guard !next.isEmpty else { return }
        // Only an endpoint on a cycle can come back to itself, and a path back to it goes through endpoints on
        // cycles only: the search starts at those and goes through those. Searching from every endpoint made
        // a chain of 1,500 endpoints take 4.7 s.
        let onCycles = Self.endpointsOnCycles(endpoints.map(\.name), next: next.mapValues { $0.map(\.target) })
        var reported: Set<String> = []
        for start in endpoints where onCycles.contains(start.name) {
            // Depth-first search for a path from `start` back to `start`.
            var stack: [(name: String, path: [String])] = [(start.name, [start.name])]
            var visited: Set<String> = []
            while let (name, path) = stack.popLast() {
                for edge in next[name] ?? [] where onCycles.contains(edge.target) {
                    if edge.target == start.name {
                        guard !reported.contains(start.name) else { continue }
                        reported.formUnion(path)
                        let cycle = (path + [start.name]).joined(separator: " → ")
                        let message = path.count == 1
                            ? "trigger \(quoted(edge.trigger.name)) of endpoint \(quoted(start.name)) starts the endpoint again after each of its own answers, forever; trigger it from another action"
                            : "trigger \(quoted(edge.trigger.name)) of endpoint \(quoted(start.name)) closes a chain that never ends (\(cycle)); break the cycle with a declared action"
                        diagnostics.error(message, at: edge.trigger.location)
                    } else if visited.insert(edge.target).inserted {
                        stack.append((edge.target, path + [edge.target]))
                    }
                }
            }
        }
    }

    /// The endpoints on a cycle of `next` (each endpoint's successors): those of a strongly connected component
    /// of several endpoints, or of one that follows itself. Tarjan's algorithm, with a stack of its own rather
    /// than recursion, so a long chain cannot exhaust the thread's stack; linear in endpoints and edges.
    static func endpointsOnCycles(_ names: [String], next: [String: [String]]) -> Set<String> {
        var order: [String: Int] = [:]
        var lowest: [String: Int] = [:]
        var open: [String] = []
        var isOpen: Set<String> = []
        var onCycles: Set<String> = []
        for root in names where order[root] == nil {
            order[root] = order.count
            lowest[root] = order[root]
            open.append(root)
            isOpen.insert(root)
            // Each endpoint being searched, with the position of the next successor to look at.
            var path: [(name: String, nextEdge: Int)] = [(root, 0)]
            while let (name, nextEdge) = path.last {
                let successors = next[name] ?? []
                if nextEdge < successors.count {
                    path[path.count - 1].nextEdge += 1
                    let successor = successors[nextEdge]
                    if let successorOrder = order[successor] {
                        if isOpen.contains(successor) { lowest[name] = min(lowest[name]!, successorOrder) }
                    } else {
                        order[successor] = order.count
                        lowest[successor] = order[successor]
                        open.append(successor)
                        isOpen.insert(successor)
                        path.append((successor, 0))
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.name { lowest[parent] = min(lowest[parent]!, lowest[name]!) }
                guard lowest[name] == order[name] else { continue }
                var component: [String] = []
                while let member = open.popLast() {
                    isOpen.remove(member)
                    component.append(member)
                    if member == name { break }
                }
                if component.count > 1 || successors.contains(name) { onCycles.formUnion(component) }
            }
        }
        return onCycles
    }
}
