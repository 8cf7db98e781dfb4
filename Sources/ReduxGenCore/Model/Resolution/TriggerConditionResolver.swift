/// Resolves a trigger's `when:` condition into the test the reducer makes, and works out from the spec
/// alone whether the generated tests' state passes it.
struct TriggerConditionResolver: Sendable {
    var context: ResolutionContext

    /// The test the reducer makes on `state` before starting the request.
    func resolve(_ condition: TriggerCondition) throws(UnresolvedReference) -> ResolvedTriggerCondition {
        if let app = condition.app {
            var resolved = ResolvedTriggerCondition(field: app.environmentName, test: condition.test)
            resolved.isAppValue = true
            return resolved
        }
        let field = try context.stateField(condition.field.name)
        return ResolvedTriggerCondition(field: SwiftName.escaped(field.swiftName), test: condition.test)
    }

    /// Whether `condition` holds on the state `action`'s reduce steps leave, from the tests' sample state or
    /// from the defaults, by evaluating the spec (not the generated code).
    func holds(
        _ condition: TriggerCondition,
        after action: ActionSpec,
        from start: ReduceEvaluator.Start
    ) throws(UnresolvedReference) -> Bool {
        let value = try testedValue(condition, after: action, from: start)
        switch (condition.test, value) {
        case (.notEmpty, .literal(.string(let text))): return !text.isEmpty
        case (.isEmpty, .literal(.string(let text))): return text.isEmpty
        case (.notEmpty, .array(let items)): return !items.isEmpty
        case (.isEmpty, .array(let items)): return items.isEmpty
        case (.notNil, _): return value != .literal(.null)
        case (.isNil, _): return value == .literal(.null)
        case (.isTrue, .literal(.bool(let isOn))): return isOn
        case (.isFalse, .literal(.bool(let isOn))): return !isOn
        default:
            throw UnresolvedReference(kind: "value to test with '\(condition.test.rawValue)' in", name: condition.app?.written ?? condition.field.name)
        }
    }

    /// The value `condition` tests: the state field as the steps leave it, or another feature's value.
    private func testedValue(
        _ condition: TriggerCondition,
        after action: ActionSpec,
        from start: ReduceEvaluator.Start
    ) throws(UnresolvedReference) -> ReduceEvaluator.Value {
        guard let app = condition.app else {
            let field = try context.stateField(condition.field.name)
            let evaluator = ReduceEvaluator(context: context, action: action)
            let changed = try evaluator.changedValues(from: start).first { $0.field.name == field.name }
            return changed?.value ?? evaluator.startValue(of: field, start)
        }
        // An app that has just started holds the other feature's initial value; a feature's own tests give
        // its environment a provider returning the type's second sample.
        if start == .defaults, let initial = app.initialValue { return .literal(initial) }
        guard let type = app.type else { throw UnresolvedReference(kind: "value of another feature", name: app.written) }
        switch context.samples.value(for: type, variant: 2) {
        case .literal(.string(let text)): return .literal(.string(text))
        case .literal(.bool(let isOn)): return .literal(.bool(isOn))
        case .literal(.null): return .literal(.null)
        case let sample: return .written(sample)
        }
    }
}
