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
    /// from the defaults, by evaluating the spec (not the generated code); `payloadValues` are the payload
    /// values the test sends other than the fields' samples, by field name, and `appValues` the values of
    /// other features its environment provides other than their samples, by environment name.
    func holds(
        _ condition: TriggerCondition,
        after action: ActionSpec,
        from start: ReduceEvaluator.Start,
        payloadValues: [String: ReduceEvaluator.Value] = [:],
        appValues: [String: ReduceEvaluator.Value] = [:]
    ) throws(UnresolvedReference) -> Bool {
        if let app = condition.app, let value = appValues[app.environmentName] {
            return try passes(condition, value)
        }
        let value = try testedValue(condition, after: action, from: start, payloadValues: payloadValues)
        return try passes(condition, value)
    }

    /// Whether `value` passes `condition`'s test; throws when the test does not apply to it.
    private func passes(_ condition: TriggerCondition, _ value: ReduceEvaluator.Value) throws(UnresolvedReference) -> Bool {
        guard let passes = Self.passes(condition.test, value) else {
            throw UnresolvedReference(kind: "value to test with '\(condition.test.rawValue)' in", name: condition.app?.written ?? condition.field.name)
        }
        return passes
    }

    /// Whether `value` passes `test`, or `nil` when the test does not apply to it.
    static func passes(_ test: TriggerCondition.Test, _ value: ReduceEvaluator.Value) -> Bool? {
        switch (test, value) {
        case (.notEmpty, .literal(.string(let text))): !text.isEmpty
        case (.isEmpty, .literal(.string(let text))): text.isEmpty
        case (.notEmpty, .array(let items)): !items.isEmpty
        case (.isEmpty, .array(let items)): items.isEmpty
        case (.notNil, _): value != .literal(.null)
        case (.isNil, _): value == .literal(.null)
        case (.isTrue, .literal(.bool(let isOn))): isOn
        case (.isFalse, .literal(.bool(let isOn))): !isOn
        default: nil
        }
    }

    /// Whether the resolved literal `value` (a field's default) passes `test`, or `nil` when the test does
    /// not apply to it.
    static func passes(_ test: TriggerCondition.Test, _ value: ResolvedLiteral) -> Bool? {
        switch (test, value) {
        case (.notEmpty, .string(let text)): !text.isEmpty
        case (.isEmpty, .string(let text)): text.isEmpty
        case (.notEmpty, .array(let items)): !items.isEmpty
        case (.isEmpty, .array(let items)): items.isEmpty
        case (.notNil, _): value != .null
        case (.isNil, _): value == .null
        case (.isTrue, .bool(let isOn)): isOn
        case (.isFalse, .bool(let isOn)): !isOn
        default: nil
        }
    }

    /// The `when:` tests that `action`'s changes to the state pass or fail, from the defaults (as the app
    /// tests start), by the changed field's escaped name: what the app tests need to tell whether a trigger
    /// of another feature with `when:` on this feature starts its request. A test that does not apply to a
    /// field's value is left out.
    func appTestResults(after action: ActionSpec) throws(UnresolvedReference) -> [String: [TriggerCondition.Test: Bool]] {
        let evaluator = ReduceEvaluator(context: context, action: action, writesSamplesInline: true)
        var results: [String: [TriggerCondition.Test: Bool]] = [:]
        for (field, value) in try evaluator.changedValues(from: .defaults) {
            var passed: [TriggerCondition.Test: Bool] = [:]
            for test in TriggerCondition.Test.allCases { passed[test] = Self.passes(test, value) }
            results[SwiftName.escaped(field.swiftName)] = passed
        }
        return results
    }

    /// The value `condition` tests: the state field as the steps leave it, or another feature's value.
    private func testedValue(
        _ condition: TriggerCondition,
        after action: ActionSpec,
        from start: ReduceEvaluator.Start,
        payloadValues: [String: ReduceEvaluator.Value]
    ) throws(UnresolvedReference) -> ReduceEvaluator.Value {
        guard let app = condition.app else {
            let field = try context.stateField(condition.field.name)
            let evaluator = ReduceEvaluator(context: context, action: action, payloadValues: payloadValues)
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
