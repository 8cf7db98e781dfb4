extension ReduceStepResolver {
    /// A step with `where:`: changes `field:` of every element whose key equals the `where` value. Validation
    /// allows `set`, `toggle`, `increment` and `decrement` on elements.
    func elementStep(_ step: ReduceStep, _ element: ElementSelector, on field: StateFieldSpec)
        throws(UnresolvedReference) -> ResolvedReduceStep
    {
        let model = try context.elementModel(of: field)
        let key = try context.modelField(element.key, of: model)
        let member = try context.modelField(element.member, of: model)
        let match = ResolvedElementMatch(
            key: SwiftName.escaped(key.swiftName),
            value: try value(of: element.value, as: key.type),
            member: SwiftName.escaped(member.swiftName)
        )
        let change: ResolvedReduceStep.Change
        switch step.operation {
        case .set(let input):
            change = .set(try value(of: input, as: member.type))
        case .toggle:
            change = .toggle
        case .increment(let amount):
            change = .increment(by: literals.resolve(amount, as: member.type))
        case .decrement(let amount):
            change = .decrement(by: literals.resolve(amount, as: member.type))
        case .reset, .append, .remove, .cancel, .resetStatus:
            throw UnresolvedReference(kind: "operation on the elements of state field '\(field.name)'", name: step.operationName)
        }
        return ResolvedReduceStep(field: SwiftName.escaped(field.swiftName), change: change, element: match)
    }
}
