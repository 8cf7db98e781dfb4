extension SpecDecoder {
    static let triggerKeys = ["action", "when", "debounce"]

    /// `triggers: [a, { action: b, when: { notEmpty: state.query } }]`, or a single name.
    mutating func decodeTriggers(_ node: YAMLNode, into endpoint: inout EndpointSpec, context: String) {
        let what = "'triggers' of \(context)"
        guard node.scalar == nil, let items = node.sequence else {
            endpoint.triggers = decodeNameList(node, for: what)
            return
        }
        for item in items {
            guard let entries = item.mapping else {
                if let name = reader.string(item, for: what) { endpoint.triggers.append(NameReference(name, at: item.location)) }
                continue
            }
            let keys = reader.entries(entries, allowed: Self.triggerKeys, in: "a trigger of \(context)")
            guard let actionEntry = reader.required("action", in: keys, of: item, context: "a trigger of \(context)"),
                  let name = reader.string(actionEntry.value, for: "'action' of a trigger of \(context)")
            else { continue }
            let trigger = NameReference(name, at: actionEntry.value.location)
            endpoint.triggers.append(trigger)
            if let when = keys["when"], let condition = decodeCondition(when.value, trigger: name, context: context) {
                endpoint.triggerConditions.append(ConditionalTrigger(trigger: trigger, condition: condition))
            }
            if let debounce = keys["debounce"],
               let milliseconds = decodeDuration(debounce.value, for: "'debounce' of trigger \(quoted(name)) of \(context)") {
                endpoint.triggerDebounces.append(TriggerDebounce(trigger: trigger, milliseconds: milliseconds))
            }
        }
    }

    /// `{ notEmpty: state.query }`: exactly one test of one state field.
    private mutating func decodeCondition(_ node: YAMLNode, trigger: String, context: String) -> TriggerCondition? {
        let what = "'when' of trigger \(quoted(trigger)) of \(context)"
        guard let entries = reader.mapping(node, for: what) else { return nil }
        let tests = TriggerCondition.Test.allCases.map(\.rawValue)
        let keys = reader.entries(entries, allowed: tests, in: what)
        guard keys.count == 1, let (key, entry) = keys.first, let test = TriggerCondition.Test(rawValue: key) else {
            if keys.count > 1 || entries.isEmpty {
                let list = tests.map { "'\($0)'" }.joined(separator: ", ")
                reader.diagnostics.error("\(what) needs exactly one test: one of \(list)", at: node.location)
            }
            return nil
        }
        let operand = "'\(key)' of \(what)"
        switch decodeValueSource(entry.value, for: operand) {
        case .state(let field)?:
            return TriggerCondition(test: test, field: field, location: entry.key.location)
        case .payload?, .literal?, .template?, .app?:
            reader.diagnostics.error(
                "\(operand) must name a state field, like \(key): state.query; a condition reads the state the trigger's reduce steps leave",
                at: entry.value.location
            )
            return nil
        case nil:
            return nil
        }
    }
}
