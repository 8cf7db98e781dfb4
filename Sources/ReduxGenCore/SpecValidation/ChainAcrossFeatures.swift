/// Chains of requests across the features of a run: an endpoint's outcome starts an endpoint of its own
/// feature (`triggers: [loginSucceeded]`) or of another (`triggers: [app.session.loginSucceeded]`). A
/// chain must end; a cycle within one feature is reported by that feature's checks, a cycle through
/// several features here, at a trigger naming another feature that closes it.
enum ChainAcrossFeatures {
    /// An endpoint of a feature: `Session.login`.
    private struct Node: Hashable {
        var feature: String
        var endpoint: String

        var description: String { "\(feature).\(endpoint)" }
    }

    static func cycleDiagnostics(_ specs: [FeatureSpec], lookup: FeatureLookup) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let byMember = lookup.byMember
        // Each endpoint's successors: the endpoints its outcomes start.
        var next: [Node: [Node]] = [:]
        var crossEdges: [(source: Node, target: Node, trigger: AppTriggerSpec)] = []
        for spec in specs {
            for target in spec.endpoints {
                let targetNode = Node(feature: spec.swiftName, endpoint: target.swiftName)
                for trigger in target.triggers {
                    guard let source = spec.endpoints.first(where: { $0.outcome(named: trigger.name) != nil }) else { continue }
                    next[Node(feature: spec.swiftName, endpoint: source.swiftName), default: []].append(targetNode)
                }
                for trigger in target.appTriggers {
                    guard let other = byMember[SwiftName.lowerCamelCase(trigger.feature.name)],
                          let source = other.endpoints.first(where: { $0.outcome(named: trigger.action.name) != nil })
                    else { continue }
                    let sourceNode = Node(feature: other.swiftName, endpoint: source.swiftName)
                    next[sourceNode, default: []].append(targetNode)
                    crossEdges.append((sourceNode, targetNode, trigger))
                }
            }
        }
        var reported: Set<Node> = []
        for edge in crossEdges where !reported.contains(edge.target) {
            guard let path = path(from: edge.target, to: edge.source, next: next) else { continue }
            reported.formUnion(path)
            let cycle = (path + [edge.target]).map(\.description).joined(separator: " → ")
            collector.error(
                "trigger \(quoted(edge.trigger.written)) of endpoint \(quoted(edge.target.endpoint)) closes a chain that never ends (\(cycle)); break the cycle with a declared action",
                at: edge.trigger.location
            )
        }
        return collector.diagnostics
    }

    /// The endpoints from `start` to `end` along `next`, both included, by a breadth-first search.
    private static func path(from start: Node, to end: Node, next: [Node: [Node]]) -> [Node]? {
        var previous: [Node: Node] = [start: start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node == end {
                var path = [node]
                while let last = path.last, last != start, let before = previous[last] { path.append(before) }
                return path.reversed()
            }
            for successor in next[node] ?? [] where previous[successor] == nil {
                previous[successor] = node
                queue.append(successor)
            }
        }
        return nil
    }
}
