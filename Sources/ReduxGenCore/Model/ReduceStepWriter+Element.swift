extension ReduceStepWriter {
    /// A step with `where:`: changes `field:` of every element whose key equals the `where` value.
    func elementLines(for step: ReduceStep, _ element: ElementSelector, on field: StateFieldSpec, receiver: String)
        throws(UnresolvedReference) -> [String]
    {
        let model = try context.elementModel(of: field)
        let key = try context.modelField(element.key, of: model)
        let member = try context.modelField(element.member, of: model)
        let array = receiver + "." + SwiftName.escaped(field.swiftName)
        let matched = try value(of: element.value, as: key.type, on: receiver)
        let target = "\(array)[index].\(SwiftName.escaped(member.swiftName))"
        let change: String
        switch step.operation {
        case .set(let input):
            change = "\(target) = \(try value(of: input, as: member.type, on: receiver))"
        case .toggle:
            change = "\(target).toggle()"
        case .increment(let amount):
            change = "\(target) += \(context.literals.source(for: amount, as: member.type))"
        case .decrement(let amount):
            change = "\(target) -= \(context.literals.source(for: amount, as: member.type))"
        case .reset, .append, .remove, .cancel, .resetStatus:
            throw UnresolvedReference(kind: "operation on the elements of state field '\(field.name)'", name: step.operationName)
        }
        return [
            "for index in \(array).indices where \(array)[index].\(SwiftName.escaped(key.swiftName)) == \(matched) {",
            "    " + change,
            "}",
        ]
    }
}
