extension SpecDecoder {
    static let triggerKeys = ["action", "when", "debounce"]

    /// `triggers: [a, { action: b, when: { notEmpty: state.query } }]`, or a single name.
    mutating func decodeTriggers(_ node: YAMLNode, into endpoint: inout EndpointSpec, context: String) {
        let what = "'triggers' of \(context)"
        guard node.scalar == nil, let items = node.sequence else {
            for trigger in decodeNameList(node, for: what) { addTrigger(trigger, to: &endpoint, context: context) }
            return
        }
        for item in items {
            guard let entries = item.mapping else {
                if let name = reader.string(item, for: what) { addTrigger(NameReference(name, at: item.location), to: &endpoint, context: context) }
                continue
            }
            let keys = reader.entries(entries, allowed: Self.triggerKeys, in: "a trigger of \(context)")
            guard let actionEntry = reader.required("action", in: keys, of: item, context: "a trigger of \(context)"),
                  let name = reader.string(actionEntry.value, for: "'action' of a trigger of \(context)")
            else { continue }
            let trigger = NameReference(name, at: actionEntry.value.location)
            if name.hasPrefix("app.") {
                addAppTrigger(trigger, entry: keys, to: &endpoint, context: context)
                continue
            }
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

    /// A trigger written as a name: an action of the feature, or of another feature (`app.session.signedIn`).
    private mutating func addTrigger(_ trigger: NameReference, to endpoint: inout EndpointSpec, context: String) {
        if trigger.name.hasPrefix("app.") {
            addAppTrigger(trigger, entry: [:], to: &endpoint, context: context)
        } else {
            endpoint.triggers.append(trigger)
        }
    }

    /// `app.session.loginSucceeded`, as a name or as `{ action: ..., when: ... }`; another feature's action
    /// starts the request through the app reducer, which sends the request action: the action's debounce
    /// is the endpoint's.
    private mutating func addAppTrigger(_ trigger: NameReference, entry keys: [String: YAMLMappingEntry], to endpoint: inout EndpointSpec, context: String) {
        guard let (feature, action) = AppReferenceText.split(trigger.name, at: trigger.location), let action else {
            reader.diagnostics.error(
                "trigger \(quoted(trigger.name)) of \(context) is not an action of another feature; write app.<feature>.<action>, like app.session.signedIn",
                at: trigger.location
            )
            return
        }
        var appTrigger = AppTriggerSpec(feature: feature, action: action, location: trigger.location)
        if let debounce = keys["debounce"] {
            reader.diagnostics.error(
                "trigger \(quoted(trigger.name)) of \(context) names another feature's action, which sends the request action; it waits for the endpoint's 'debounce', so remove this one",
                at: debounce.key.location
            )
        }
        if let when = keys["when"], let condition = decodeConditionOperand(when.value, trigger: trigger.name, context: context) {
            let operand: AppTriggerCondition.Operand
            switch condition.operand {
            case .state(let field): operand = .state(field)
            case .app(let app): operand = .app(feature: app.feature, field: app.field)
            }
            appTrigger.condition = AppTriggerCondition(test: condition.test, operand: operand, location: condition.location)
        }
        endpoint.appTriggers.append(appTrigger)
    }

    /// `{ notEmpty: state.query }` or `{ notEmpty: app.session.token }`: exactly one test of one state field.
    private mutating func decodeCondition(_ node: YAMLNode, trigger: String, context: String) -> TriggerCondition? {
        guard let condition = decodeConditionOperand(node, trigger: trigger, context: context) else { return nil }
        switch condition.operand {
        case .state(let field):
            return TriggerCondition(test: condition.test, field: field, location: condition.location)
        case .app(let app):
            var decoded = TriggerCondition(test: condition.test, field: app.field, location: condition.location)
            decoded.app = app
            return decoded
        }
    }

    /// The test and the field of a `when:`.
    private mutating func decodeConditionOperand(
        _ node: YAMLNode, trigger: String, context: String
    ) -> (test: TriggerCondition.Test, operand: ConditionOperand, location: SourceLocation)? {
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
            return (test, .state(field), entry.key.location)
        case .app(let app)?:
            return (test, .app(app), entry.key.location)
        case .payload?, .literal?, .template?:
            reader.diagnostics.error(
                "\(operand) must name a state field, like \(key): state.query or \(key): app.session.token; a condition reads the state the trigger's reduce steps leave",
                at: entry.value.location
            )
            return nil
        case nil:
            return nil
        }
    }
}

/// What a trigger's condition tests, as decoded.
enum ConditionOperand {
    case state(NameReference)
    case app(AppValueReference)
}
