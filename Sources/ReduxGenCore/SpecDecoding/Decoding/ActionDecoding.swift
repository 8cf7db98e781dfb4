extension SpecDecoder {
    static let actionKeys = ["payload", "reduce", "custom", "resetApp"]
    static let appResetKeys = ["except"]
    static let reduceOperations = ["set", "reset", "append", "remove", "toggle", "increment", "decrement", "cancel", "resetStatus"]
    static let reduceInputKeys = ["from", "value", "by", "where", "field"]

    /// `actions: { name: { payload, reduce, custom } }`; an empty value is an action without payload or steps.
    mutating func decodeActions(_ node: YAMLNode) -> [ActionSpec] {
        var actions: [ActionSpec] = []
        forEachNamedEntry(of: node, section: "'actions'", entryKeys: ("action", Self.actionKeys)) { decoder, name, entry in
            if let action = decoder.decodeAction(name: name, entry: entry) { actions.append(action) }
        }
        return actions
    }

    private mutating func decodeAction(name: String, entry: YAMLMappingEntry) -> ActionSpec? {
        let context = "action \(quoted(name))"
        guard let entries = reader.mapping(entry.value, for: context) else { return nil }
        let keys = reader.entries(entries, allowed: Self.actionKeys, allowingExtensions: true, in: context)
        var action = ActionSpec(name: name, location: entry.key.location)
        action.extensions = reader.extensions(in: entries)
        if let payload = keys["payload"] { action.payload = decodePayload(payload.value, context: context) }
        if let custom = keys["custom"] { action.isCustom = reader.bool(custom.value, for: "'custom' of \(context)") ?? false }
        if let reduce = keys["reduce"] {
            if action.isCustom {
                reader.diagnostics.error("\(context) is custom: true, so its reducer is hand-written; remove 'reduce' or 'custom'", at: reduce.key.location)
            }
            decodeActionSteps(reduce.value, into: &action, context: context)
        }
        if let resetApp = keys["resetApp"] { action.appReset = decodeAppReset(resetApp, context: context) }
        return action
    }

    /// `resetApp: { except: [session, settings] }`, or `resetApp: {}` to keep no other feature.
    private mutating func decodeAppReset(_ entry: YAMLMappingEntry, context: String) -> AppResetSpec? {
        let what = "'resetApp' of \(context)"
        guard let entries = reader.mapping(entry.value, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.appResetKeys, in: what)
        var reset = AppResetSpec(location: entry.key.location)
        if let except = keys["except"] { reset.except = decodeNameList(except.value, for: "'except' of \(what)") }
        return reset
    }

    /// `reduce:` of an action: steps of the feature's own state, and steps that name another feature
    /// (`reset: app.issues`, `cancel: app.issues.listIssues`), which the app reducer applies.
    private mutating func decodeActionSteps(_ node: YAMLNode, into action: inout ActionSpec, context: String) {
        guard let steps = reader.sequence(node, for: "'reduce' of \(context)") else { return }
        for step in steps {
            if let target = Self.appStepTarget(of: step) {
                if let appStep = decodeAppStep(step, target: target, context: context) { action.appSteps.append(appStep) }
            } else if let ownStep = decodeReduceStep(step, context: context) {
                action.reduce.append(ownStep)
            }
        }
    }

    /// The operation and the target of a step whose target names another feature (`reset: app.issues`).
    private static func appStepTarget(of node: YAMLNode) -> (operation: YAMLMappingEntry, text: String)? {
        guard let entries = node.mapping else { return nil }
        for entry in entries where reduceOperations.contains(entry.key.scalar?.value ?? "") {
            if let text = entry.value.scalar?.value, text.hasPrefix("app.") { return (entry, text) }
        }
        return nil
    }

    /// `{ reset: app.issues }`, `{ reset: app.issues.items }`, `{ cancel: app.issues.listIssues }` or
    /// `{ resetStatus: app.issues.listIssues }`.
    private mutating func decodeAppStep(_ node: YAMLNode, target: (operation: YAMLMappingEntry, text: String), context: String) -> AppStepSpec? {
        let name = target.operation.key.scalar?.value ?? ""
        let what = "'\(name): \(target.text)' in \(context)"
        guard let operation = AppStepSpec.Operation(rawValue: name) else {
            reader.diagnostics.error(
                "\(what) changes another feature's state; only 'reset', 'cancel' and 'resetStatus' may name another feature, whose own actions change its values",
                at: target.operation.key.location
            )
            return nil
        }
        for entry in node.mapping ?? [] where entry.key.scalar?.value != name {
            reader.diagnostics.error("\(what) takes no \(quoted(entry.key.scalar?.value ?? ""))", at: entry.key.location)
        }
        guard let (feature, member) = AppReferenceText.split(target.text, at: target.operation.value.location) else {
            reader.diagnostics.error(
                "\(what) is not a feature or a name of one; write app.<feature> or app.<feature>.<name>, like app.issues.items",
                at: target.operation.value.location
            )
            return nil
        }
        if member == nil, operation != .reset {
            reader.diagnostics.error(
                "\(what) names a feature, not one of its endpoints; write app.\(feature.name).<endpoint>",
                at: target.operation.value.location
            )
            return nil
        }
        return AppStepSpec(operation: operation, feature: feature, member: member, location: node.location)
    }

    /// A list of reduce steps (`optimistic:` of an endpoint).
    mutating func decodeReduceSteps(_ node: YAMLNode, what: String, context: String) -> [ReduceStep] {
        guard let steps = reader.sequence(node, for: what) else { return [] }
        return steps.compactMap { decodeReduceStep($0, context: context) }
    }

    /// `{ set: field, from: payloadField }`, `{ reset: field }`, `{ increment: field, by: 2 }` ...
    mutating func decodeReduceStep(_ node: YAMLNode, context: String) -> ReduceStep? {
        let stepContext = "a reduce step of \(context)"
        guard let entries = reader.mapping(node, for: stepContext) else { return nil }
        let keys = reader.entries(entries, allowed: Self.reduceOperations + Self.reduceInputKeys, in: stepContext)
        guard let operationEntry = singleOperation(
            among: Self.reduceOperations, in: keys, of: node,
            missing: "\(stepContext) names no operation", extra: "a reduce step has one operation"
        ) else { return nil }
        let operationName = operationEntry.key.scalar?.value ?? ""
        guard let fieldName = reader.string(operationEntry.value, for: "'\(operationName)' of \(stepContext)") else { return nil }
        let field = NameReference(fieldName, at: operationEntry.value.location)
        if fieldName.hasPrefix("app.") {
            reader.diagnostics.error(
                "'\(operationName): \(fieldName)' in \(stepContext) names another feature; only the 'reduce' steps of an action may act on another feature",
                at: operationEntry.value.location
            )
            return nil
        }

        let from = keys["from"], value = keys["value"], by = keys["by"]
        if from != nil, let value {
            reader.diagnostics.error("a reduce step takes 'from' or 'value', not both", at: value.key.location)
        }
        var input: ReduceInput?
        if let from, let name = reader.string(from.value, for: "'from' of \(stepContext)") {
            input = Self.reduceSource(name, at: from.value.location)
        } else if let value {
            input = .literal(nil, node: value.value)
        }

        func reject(_ entry: YAMLMappingEntry?) {
            guard let entry else { return }
            reader.diagnostics.error("'\(operationName)' does not take \(quoted(entry.key.scalar?.value ?? ""))", at: entry.key.location)
        }
        func requireInput() -> ReduceInput? {
            if input == nil, from == nil, value == nil {
                reader.diagnostics.error("'\(operationName)' needs 'from' (a payload field or state.field) or 'value' (a literal)", at: operationEntry.key.location)
            }
            return input
        }

        let operation: ReduceStep.Operation
        switch operationName {
        case "set", "append", "remove":
            reject(by)
            guard let input = requireInput() else { return nil }
            operation = operationName == "set" ? .set(input) : operationName == "append" ? .append(input) : .remove(input)
        case "reset":
            reject(from); reject(value); reject(by)
            operation = .reset
        case "cancel", "resetStatus":
            reject(from); reject(value); reject(by)
            operation = operationName == "cancel" ? .cancel : .resetStatus
        case "toggle":
            reject(by); reject(value)
            operation = .toggle(from == nil ? nil : input)
        default:
            reject(from); reject(value)
            var amount = LiteralValue.int(1)
            if let by, let scalar = by.value.scalar, scalar.style == .plain {
                if let int = LiteralParser.int(scalar.value) {
                    amount = .int(int)
                } else if let double = LiteralParser.double(scalar.value) {
                    amount = .double(double)
                } else {
                    reader.diagnostics.error("expected a number for 'by', found \(quoted(scalar.value))", at: by.value.location)
                }
            } else if let by {
                reader.diagnostics.error("expected a number for 'by', found \(by.value.scalar.map { "\(quoted($0.value))" } ?? by.value.kindDescription)", at: by.value.location)
            }
            operation = operationName == "increment" ? .increment(by: amount) : .decrement(by: amount)
        }
        var step = ReduceStep(operation: operation, field: field, location: node.location)
        // A misspelt `where:` is already reported as an unknown key with its suggestion; 'field' without
        // 'where' would only repeat it.
        let misspeltWhere = keys["where"] == nil && entries.contains { entry in
            entry.key.scalar.map { Suggestion.closest(to: $0.value, among: Self.reduceOperations + Self.reduceInputKeys) == "where" } ?? false
        }
        if misspeltWhere, keys["field"] != nil { return nil }
        step.element = decodeElementSelector(where: keys["where"], field: keys["field"], stepContext: stepContext)
        // A step meant for elements whose selector is wrong is reported once, not again as a step on the array.
        if step.element == nil, keys["where"] != nil || keys["field"] != nil { return nil }
        return step
    }
}
