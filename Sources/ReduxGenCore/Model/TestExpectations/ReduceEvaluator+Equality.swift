extension ReduceEvaluator {
    /// Whether `first` and `second` are equal Swift values, as the reducer's `==` finds them (`remove:`,
    /// `toggle ... from:`, a `where:` key): however the test writes each (a payload's local `row`, the shared
    /// sample `RowsSamples.Other.row` it holds), and whatever `where:` steps changed in a model element, which
    /// may leave it equal to a sample (a field set to the value it had, every field set to another sample's).
    func isSame(_ first: Value, _ second: Value) -> Bool {
        let first = canonical(first)
        let second = canonical(second)
        if first == second { return true }
        switch (first, second) {
        case (.literal(.int(let whole)), .literal(.double(let number))), (.literal(.double(let number)), .literal(.int(let whole))):
            // A `Double` written with a whole number (`default: 2`) and one the steps computed.
            return Double(whole) == number
        case (.array(let firstItems), .array(let secondItems)):
            return firstItems.count == secondItems.count && zip(firstItems, secondItems).allSatisfy { isSame($0, $1) }
        case (.modelSample, .modelSample), (.modelSample, .modified), (.modified, .modelSample), (.modified, .modified):
            // Two samples of a model are equal when their fields are: a model whose fields each have one
            // value (an enum of one case) has one sample, whatever the variant.
            guard let model = modelName(of: first), model == modelName(of: second),
                  let fields = context.spec.model(named: model)?.fields
            else { return false }
            return fields.allSatisfy { field in
                guard let firstMember = canonicalMember(of: first, field), let secondMember = canonicalMember(of: second, field) else {
                    return false
                }
                return isSame(firstMember, secondMember)
            }
        default:
            return false
        }
    }

    /// `value` written one way for every way a test may write it: samples as the test writes them (shared,
    /// or inline in a test that starts from the defaults; a payload's local as the sample it holds), and a
    /// model element without the changes that left a field as it was.
    private func canonical(_ value: Value) -> Value {
        switch value {
        case .literal:
            return value
        case .array(let items):
            return .array(items.map(canonical))
        case .written(.local(let local)):
            // A payload field's local holds its second sample, unless the test gives the field another value.
            guard let field = action.payload.first(where: { LocalNames.local(for: $0.swiftName) == local }),
                  payloadValues[field.name] == nil
            else { return value }
            return canonical(sample(of: field.type, variant: 2, written: sampleValue(for: field.type, variant: 2)))
        case .written:
            return value
        case .modelSample(let model, let variant, _):
            return .modelSample(model: model, variant: variant, value: context.samples.value(for: .named(model), variant: variant))
        case .modified(let base, let changes):
            let base = canonical(base)
            let kept = changes.compactMap { change -> MemberChange? in
                let value = canonical(change.value)
                if let field = modelField(named: change.member, of: base), let old = canonicalMember(of: base, field), old == value {
                    return nil
                }
                return MemberChange(member: change.member, type: change.type, value: value)
            }
            return kept.isEmpty ? base : .modified(base: base, changes: kept.sorted { $0.member < $1.member })
        }
    }

    /// The value of field `member` of a model element, written as ``canonical(_:)`` writes it.
    func canonicalMember(of element: Value, _ member: ModelFieldSpec) -> Value? {
        switch element {
        case .modified(let base, let changes):
            let name = SwiftName.escaped(member.swiftName)
            if let change = changes.last(where: { $0.member == name }) { return canonical(change.value) }
            return canonicalMember(of: base, member)
        case .modelSample(_, let variant, _):
            // A struct model's sample holds its fields' samples of the same variant (`SampleValueSource`).
            return canonical(sample(of: member.type, variant: variant, written: sampleValue(for: member.type, variant: variant)))
        case .literal, .array, .written:
            return nil
        }
    }

    /// The struct model a model element is a value of.
    func modelName(of element: Value) -> String? {
        switch element {
        case .modelSample(let model, _, _): model
        case .modified(let base, _): modelName(of: base)
        case .literal, .array, .written: nil
        }
    }

    /// The field of the model element `element` whose escaped Swift name is `member`.
    private func modelField(named member: String, of element: Value) -> ModelFieldSpec? {
        guard let model = modelName(of: element) else { return nil }
        return context.spec.model(named: model)?.fields.first { SwiftName.escaped($0.swiftName) == member }
    }
}
