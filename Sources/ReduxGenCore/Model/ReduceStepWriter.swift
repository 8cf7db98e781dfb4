/// Writes the statements of one reduce step, on a receiver: `state` in the reducer, `$0` in tests.
struct ReduceStepWriter: Sendable {
    var context: ResolutionContext
    var action: ActionSpec

    func lines(for step: ReduceStep, receiver: String) throws(UnresolvedReference) -> [String] {
        if step.operation.actsOnEndpoint { return endpointLines(for: step, receiver: receiver) }
        let field = try context.stateField(step.field.name)
        let target = receiver + "." + SwiftName.escaped(field.swiftName)
        if let element = step.element { return try elementLines(for: step, element, on: field, receiver: receiver) }
        switch step.operation {
        case .set(let input):
            return ["\(target) = \(try value(of: input, as: field.type, on: receiver))"]
        case .reset:
            return ["\(target) = \(context.defaultValue(of: field))"]
        case .append(let input):
            if try appendsArray(input, to: field.type) {
                return ["\(target).append(contentsOf: \(try value(of: input, as: field.type, on: receiver)))"]
            }
            return ["\(target).append(\(try value(of: input, as: field.type.arrayElement ?? field.type, on: receiver)))"]
        case .remove(let input):
            let element = try value(of: input, as: field.type.arrayElement ?? field.type, on: receiver)
            return ["\(target).removeAll { element in element == \(element) }"]
        case .toggle(let input):
            guard let input else { return ["\(target).toggle()"] }
            let element = try value(of: input, as: field.type.arrayElement ?? field.type, on: receiver)
            return [
                "if let index = \(target).firstIndex(of: \(element)) {",
                "    \(target).remove(at: index)",
                "} else {",
                "    \(target).append(\(element))",
                "}",
            ]
        case .increment(let amount):
            return ["\(target) += \(context.literals.source(for: amount, as: field.type))"]
        case .decrement(let amount):
            return ["\(target) -= \(context.literals.source(for: amount, as: field.type))"]
        case .cancel, .resetStatus:
            return []
        }
    }

    /// `resetStatus: e` sets e's status to `.idle`, empties its failure list and ends a next page's loading;
    /// `cancel: e` changes no state itself (its effect is made by the action resolver).
    private func endpointLines(for step: ReduceStep, receiver: String) -> [String] {
        guard case .resetStatus = step.operation,
              let endpoint = context.spec.endpoints.first(where: { $0.name == step.field.name || $0.swiftName == step.field.name })
        else { return [] }
        var lines = ["\(receiver).\(endpoint.generatedStatusPropertyName) = .idle"]
        if endpoint.keepsEveryResponse {
            lines.append("\(receiver).\(endpoint.swiftName)Failures = []")
        }
        if endpoint.pagination != nil {
            lines.append("\(receiver).\(endpoint.swiftName)Page.isLoadingNextPage = false")
        }
        return lines
    }

    func value(of input: ReduceInput, as type: TypeReference, on receiver: String) throws(UnresolvedReference) -> String {
        switch input {
        case .payload(let reference):
            return LocalNames.local(for: try context.payloadField(reference.name, of: action).swiftName)
        case .state(let reference):
            return receiver + "." + SwiftName.escaped(try context.stateField(reference.name).swiftName)
        case .literal(let literal, _):
            return literal.map { context.literals.source(for: $0, as: type) } ?? "nil"
        }
    }

    /// Whether an `append` input is a whole array (appended with `contentsOf:`) rather than one element.
    private func appendsArray(_ input: ReduceInput, to fieldType: TypeReference) throws(UnresolvedReference) -> Bool {
        switch input {
        case .payload(let reference):
            return try context.payloadField(reference.name, of: action).type == fieldType
        case .state(let reference):
            return try context.stateField(reference.name).type == fieldType
        case .literal(let literal, _):
            if case .array = literal { return fieldType.arrayElement?.nonOptional.arrayElement == nil }
            return false
        }
    }
}
