/// Which endpoints each declared action triggers, found once per feature.
///
/// For each action, the endpoints whose `triggers:` name it (by its name or its Swift name), in spec order,
/// each with the first of its triggers that does, that trigger's `when:` condition and its wait. Searching
/// every endpoint's triggers for each action, and each trigger's condition among the endpoint's conditions,
/// was quadratic: one endpoint triggered by 4,500 actions took 0.9 s to resolve.
struct ActionTriggerIndex: Sendable {
    /// An endpoint an action triggers.
    struct Trigger: Sendable {
        /// The endpoint's position in the spec's endpoints.
        var endpointPosition: Int
        /// The trigger's `when:` condition, if it has one.
        var condition: TriggerCondition?
        /// How long the requests it starts wait for quiet, in milliseconds: its own `debounce:`, else the
        /// endpoint's.
        var debounceMilliseconds: Int
    }

    /// The triggers of each action, by the action's name.
    private var triggers: [String: [Trigger]] = [:]

    /// The index of `spec`'s triggers.
    init(_ spec: FeatureSpec) {
        for (position, endpoint) in spec.endpoints.enumerated() {
            // The first condition and debounce written for a trigger count, as `condition(of:)` and
            // `debounceMilliseconds(of:)` read them.
            let conditions = Dictionary(endpoint.triggerConditions.map { ($0.trigger, $0.condition) }) { first, _ in first }
            let debounces = Dictionary(endpoint.triggerDebounces.map { ($0.trigger, $0.milliseconds) }) { first, _ in first }
            var actionsFound: Set<String> = []
            for trigger in endpoint.triggers {
                guard let action = spec.action(named: trigger.name)?.name, actionsFound.insert(action).inserted else { continue }
                triggers[action, default: []].append(Trigger(
                    endpointPosition: position,
                    condition: conditions[trigger],
                    debounceMilliseconds: debounces[trigger] ?? endpoint.debounceMilliseconds
                ))
            }
        }
    }

    /// The endpoints the action named `action` triggers, in spec order.
    func triggers(of action: String) -> [Trigger] {
        triggers[action] ?? []
    }
}
