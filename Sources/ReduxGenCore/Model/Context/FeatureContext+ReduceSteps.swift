extension FeatureContext {
    /// The context of reduce steps, each written by the `_reduceStep` partial; see docs/templates.md
    /// ("Reduce step"). Every step has all the change flags, so a lookup never reaches an enclosing context.
    static func reduceSteps(_ steps: [ResolvedReduceStep]) -> TemplateValue {
        .array(steps.map { .dictionary(reduceStepValues($0)) })
    }

    /// The keys of one step's context.
    static func reduceStepValues(_ step: ResolvedReduceStep) -> TemplateDictionary {
        var values: TemplateDictionary = [
            "field": .string(step.field),
            "isSet": .bool(false),
            "isReset": .bool(false),
            "isAppend": .bool(false),
            "isAppendContents": .bool(false),
            "isRemove": .bool(false),
            "isToggle": .bool(false),
            "isToggleMembership": .bool(false),
            "isIncrement": .bool(false),
            "isDecrement": .bool(false),
            "isResetStatus": .bool(false),
            "matchesElements": .bool(step.element != nil),
        ]
        switch step.change {
        case .set(let value):
            values["isSet"] = .bool(true)
            values["value"] = reduceValue(value)
        case .reset(let defaultValue):
            values["isReset"] = .bool(true)
            values["defaultValue"] = literal(defaultValue)
        case .append(let value):
            values["isAppend"] = .bool(true)
            values["value"] = reduceValue(value)
        case .appendContents(let value):
            values["isAppendContents"] = .bool(true)
            values["value"] = reduceValue(value)
        case .remove(let value):
            values["isRemove"] = .bool(true)
            values["value"] = reduceValue(value)
        case .toggle:
            values["isToggle"] = .bool(true)
        case .toggleMembership(let value):
            values["isToggleMembership"] = .bool(true)
            values["value"] = reduceValue(value)
        case .increment(let amount):
            values["isIncrement"] = .bool(true)
            values["amount"] = literal(amount)
        case .decrement(let amount):
            values["isDecrement"] = .bool(true)
            values["amount"] = literal(amount)
        case .resetStatus:
            values["isResetStatus"] = .bool(true)
        }
        if let element = step.element {
            values["elementKey"] = .string(element.key)
            values["elementValue"] = reduceValue(element.value)
            values["elementMember"] = .string(element.member)
        }
        return values
    }

    /// A value a step reads, written by the `_reduceValue` partial: exactly one of `isLiteral` (`literal`, which
    /// the `_literal` partial writes), `isPayload` (`local`, the bound payload value) and `isState`
    /// (`stateField`, read on `state`).
    private static func reduceValue(_ value: ResolvedReduceValue) -> TemplateValue {
        var values: TemplateDictionary = ["isLiteral": .bool(false), "isPayload": .bool(false), "isState": .bool(false)]
        switch value {
        case .literal(let literal):
            values["isLiteral"] = .bool(true)
            values["literal"] = Self.literal(literal)
        case .payload(let local):
            values["isPayload"] = .bool(true)
            values["local"] = .string(local)
        case .state(let field):
            values["isState"] = .bool(true)
            values["stateField"] = .string(field)
        }
        return .dictionary(values)
    }
}
