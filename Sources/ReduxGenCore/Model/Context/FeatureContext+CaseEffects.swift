extension FeatureContext {
    /// The end of a reducer case, written by the `_caseEffects` partial: its calls, then what it returns; see
    /// docs/templates.md ("Case effects").
    static func caseEffects(_ effects: ResolvedCaseEffects, indent: Int = 12) -> TemplateValue {
        .dictionary([
            "indent": .string(String(repeating: " ", count: indent)),
            "calls": .array(effects.calls.map(effectCall)),
            "returnsNothing": .bool(effects.returned.isEmpty),
            "returnsOne": .bool(effects.returned.count == 1),
            "returnsSeveral": .bool(effects.returned.count > 1),
            "returned": .array(effects.returned.enumerated().map { index, effect in
                returnedEffect(effect, isLast: index == effects.returned.count - 1)
            }),
        ])
    }

    private static func effectCall(_ call: ResolvedEffectCall) -> TemplateValue {
        var values: TemplateDictionary = [
            "call": FeatureContext.call(call.call),
            "bindsEffect": .bool(call.local != nil),
            "hasCondition": .bool(call.condition != nil),
        ]
        if let local = call.local { values["local"] = .string(local) }
        if let condition = call.condition { values["condition"] = triggerCondition(condition) }
        return .dictionary(values)
    }

    /// One effect returned, which `_returnedEffect` writes: exactly one of `isLocal` (with `local`), `isCall`
    /// (with `call`) and `isCancel` (with `cancelID`), and `isLast`.
    private static func returnedEffect(_ effect: ResolvedReturnedEffect, isLast: Bool) -> TemplateValue {
        var values: TemplateDictionary = ["isLocal": false, "isCall": false, "isCancel": false, "isLast": .bool(isLast)]
        switch effect {
        case .local(let local):
            values["isLocal"] = true
            values["local"] = .string(local)
        case .call(let call):
            values["isCall"] = true
            values["call"] = FeatureContext.call(call)
        case .cancel(let id):
            values["isCancel"] = true
            values["cancelID"] = cancelID(id)
        }
        return .dictionary(values)
    }

    /// A trigger's `when:`, written by the `_triggerCondition` partial: `field` and exactly one test flag.
    private static func triggerCondition(_ condition: ResolvedTriggerCondition) -> TemplateValue {
        triggerCondition(subject: condition.isAppValue ? "environment.\(condition.field)()" : "state.\(condition.field)", test: condition.test)
    }

    /// The `_triggerCondition` partial's context for `test` of `subject`, the value tested: a state field
    /// (`state.query`, `state.issues.query` in the app reducer) or another feature's value as the
    /// environment provides it (`environment.sessionToken()`).
    static func triggerCondition(subject: String, test: TriggerCondition.Test) -> TemplateValue {
        .dictionary([
            "subject": .string(subject),
            "whenNotEmpty": .bool(test == .notEmpty),
            "whenEmpty": .bool(test == .isEmpty),
            "whenNotNil": .bool(test == .notNil),
            "whenNil": .bool(test == .isNil),
            "whenTrue": .bool(test == .isTrue),
            "whenFalse": .bool(test == .isFalse),
        ])
    }
}
