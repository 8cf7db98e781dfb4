extension FeatureContext {
    /// The end of a reducer case, written by the `_caseEffects` partial: its calls, then what it returns; see
    /// docs/templates.md ("Case effects").
    static func caseEffects(_ effects: ResolvedCaseEffects) -> TemplateValue {
        .dictionary([
            "calls": .array(effects.calls.map(effectCall)),
            "returnsNothing": .bool(effects.returned.isEmpty),
            "returnsOne": .bool(effects.returned.count == 1),
            "returnsSeveral": .bool(effects.returned.count > 1),
            "returned": .array(effects.returned.enumerated().map { index, effect in
                .dictionary(["effect": .string(effect), "isLast": .bool(index == effects.returned.count - 1)])
            }),
        ])
    }

    private static func effectCall(_ call: ResolvedEffectCall) -> TemplateValue {
        var values: TemplateDictionary = [
            "call": .string(call.call),
            "bindsEffect": .bool(call.local != nil),
            "hasCondition": .bool(call.condition != nil),
        ]
        if let local = call.local { values["local"] = .string(local) }
        if let condition = call.condition { values["condition"] = triggerCondition(condition) }
        return .dictionary(values)
    }

    /// A trigger's `when:`, written by the `_triggerCondition` partial: `field` and exactly one test flag.
    private static func triggerCondition(_ condition: ResolvedTriggerCondition) -> TemplateValue {
        .dictionary([
            "field": .string(condition.field),
            "whenNotEmpty": .bool(condition.test == .notEmpty),
            "whenEmpty": .bool(condition.test == .isEmpty),
            "whenNotNil": .bool(condition.test == .notNil),
            "whenNil": .bool(condition.test == .isNil),
            "whenTrue": .bool(condition.test == .isTrue),
            "whenFalse": .bool(condition.test == .isFalse),
        ])
    }
}
