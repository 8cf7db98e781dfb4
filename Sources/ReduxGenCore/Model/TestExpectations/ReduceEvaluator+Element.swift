extension ReduceEvaluator {
    /// The value of the array `field` after a step on its elements whose `key` equals the `where` value:
    /// each matching element's changed field is recorded as a change of that element.
    func applyToElements(
        _ operation: ReduceStep.Operation,
        _ element: ElementSelector,
        to current: Value,
        of field: StateFieldSpec,
        state: (StateFieldSpec) -> Value
    ) throws(UnresolvedReference) -> Value {
        let model = try context.elementModel(of: field)
        let key = try context.modelField(element.key, of: model)
        let changed = try context.modelField(element.member, of: model)
        let wanted = try value(of: element.value, as: key.type, state: state)
        var items = try elements(of: current, field: field)
        for index in items.indices {
            guard let keyValue = memberValue(of: items[index], key) else {
                throw UnresolvedReference(kind: "key of an element of state field '\(field.name)'", name: key.name)
            }
            guard isSame(keyValue, wanted) else { continue }
            let old = memberValue(of: items[index], changed)
            let new: Value
            switch operation {
            case .set(let input):
                new = try value(of: input, as: changed.type, state: state)
            case .toggle:
                guard case .literal(.bool(let isOn))? = old else {
                    throw UnresolvedReference(kind: "Bool value to toggle in field of model '\(model.name)'", name: changed.name)
                }
                new = .literal(.bool(!isOn))
            case .increment(let amount), .decrement(let amount):
                guard let old else { throw UnresolvedReference(kind: "number in field of model '\(model.name)'", name: changed.name) }
                let sign = if case .increment = operation { 1 } else { -1 }
                new = try add(amount, to: old, sign: sign, field: field)
            case .reset, .append, .remove, .cancel, .resetStatus:
                throw UnresolvedReference(kind: "operation on the elements of state field '\(field.name)'", name: field.name)
            }
            items[index] = Self.changing(items[index], SwiftName.escaped(changed.swiftName), type: changed.type, to: new)
        }
        return .array(items)
    }

    /// The changed fields of the elements of `value` (an array) held in the state property `property`,
    /// each set to its value: `items[0].isLiked = true`.
    func changedMembers(of value: Value, in property: String) -> [ExpectedChange] {
        guard case .array(let items) = value else { return [] }
        return items.enumerated().flatMap { index, item -> [ExpectedChange] in
            guard case .modified(_, let changes) = item else { return [] }
            return changes.map { change in
                ExpectedChange(
                    .elementMember(property: property, index: index, member: change.member),
                    expected(change.value, as: change.type)
                )
            }
        }
    }

    /// The value of field `member` of a model element, where it is known.
    func memberValue(of element: Value, _ member: ModelFieldSpec) -> Value? {
        switch element {
        case .modified(let base, let changes):
            let name = SwiftName.escaped(member.swiftName)
            return changes.last { $0.member == name }?.value ?? memberValue(of: base, member)
        case .modelSample(_, let variant, let written):
            return sample(of: member.type, variant: variant, written: .member(of: written, name: SwiftName.escaped(member.swiftName)))
        case .literal, .array, .written:
            return nil
        }
    }

    private static func changing(_ element: Value, _ member: String, type: TypeReference, to value: Value) -> Value {
        let change = MemberChange(member: member, type: type, value: value)
        guard case .modified(let base, var changes) = element else { return .modified(base: element, changes: [change]) }
        changes.removeAll { $0.member == member }
        changes.append(change)
        return .modified(base: base, changes: changes)
    }
}
