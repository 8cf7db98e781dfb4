/// Writes a trigger's `when:` condition as the Swift test the reducer makes, and works out from the spec
/// alone whether the generated tests' state passes it.
struct TriggerConditionWriter: Sendable {
    var context: ResolutionContext

    /// The Swift expression on `state` that is true when the request starts: `!state.query.isEmpty`.
    func expression(for condition: TriggerCondition) throws(UnresolvedReference) -> String {
        let field = try context.stateField(condition.field.name)
        let value = "state." + SwiftName.escaped(field.swiftName)
        switch condition.test {
        case .notEmpty: return "!\(value).isEmpty"
        case .isEmpty: return "\(value).isEmpty"
        case .notNil: return "\(value) != nil"
        case .isNil: return "\(value) == nil"
        case .isTrue: return value
        case .isFalse: return "!\(value)"
        }
    }

    /// Whether `condition` holds on the state `action`'s reduce steps leave, from the tests' sample state or
    /// from the defaults, by evaluating the spec (not the generated code).
    func holds(
        _ condition: TriggerCondition,
        after action: ActionSpec,
        from start: ReduceEvaluator.Start
    ) throws(UnresolvedReference) -> Bool {
        let field = try context.stateField(condition.field.name)
        let evaluator = ReduceEvaluator(context: context, action: action)
        let changed = try evaluator.changedValues(from: start).first { $0.field.name == field.name }
        let value = changed?.value ?? evaluator.startValue(of: field, start)
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
            throw UnresolvedReference(kind: "value to test with '\(condition.test.rawValue)' in state field", name: field.name)
        }
    }
}
