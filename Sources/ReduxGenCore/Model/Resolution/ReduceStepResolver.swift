/// Resolves the reduce steps of an action (or of an endpoint's optimistic or outcome steps, which read the
/// endpoint's payload as an action reads its own) into what the `_reduceStep` partial writes.
struct ReduceStepResolver: Sendable {
    var context: ResolutionContext
    var action: ActionSpec

    /// Resolves the steps' literals (`value:`, amounts, defaults) as values of their targets' types.
    var literals: LiteralResolver { LiteralResolver(types: context.types) }

    /// Every step of `action` that changes state, in spec order.
    func resolveAll() throws(UnresolvedReference) -> [ResolvedReduceStep] {
        var steps: [ResolvedReduceStep] = []
        for step in action.reduce {
            if let resolved = try resolve(step) { steps.append(resolved) }
        }
        return steps
    }

    /// The step, or `nil` for a step that changes no state itself (`cancel:`, whose effect the action
    /// resolver makes).
    func resolve(_ step: ReduceStep) throws(UnresolvedReference) -> ResolvedReduceStep? {
        if step.operation.actsOnEndpoint { return statusReset(for: step) }
        let field = try context.stateField(step.field.name)
        if let element = step.element { return try elementStep(step, element, on: field) }
        let name = SwiftName.escaped(field.swiftName)
        let elementType = field.type.arrayElement ?? field.type
        switch step.operation {
        case .set(let input):
            return ResolvedReduceStep(field: name, change: .set(try value(of: input, as: field.type)))
        case .reset:
            return ResolvedReduceStep(field: name, change: .reset(defaultValue: literals.defaultValue(of: field)))
        case .append(let input):
            if try context.appendsWholeArray(input, to: field.type, in: action) {
                return ResolvedReduceStep(field: name, change: .appendContents(try value(of: input, as: field.type)))
            }
            return ResolvedReduceStep(field: name, change: .append(try value(of: input, as: elementType)))
        case .remove(let input):
            return ResolvedReduceStep(field: name, change: .remove(try value(of: input, as: elementType)))
        case .toggle(let input):
            guard let input else { return ResolvedReduceStep(field: name, change: .toggle) }
            return ResolvedReduceStep(field: name, change: .toggleMembership(try value(of: input, as: elementType)))
        case .increment(let amount):
            return ResolvedReduceStep(field: name, change: .increment(by: literals.resolve(amount, as: field.type)))
        case .decrement(let amount):
            return ResolvedReduceStep(field: name, change: .decrement(by: literals.resolve(amount, as: field.type)))
        case .cancel, .resetStatus:
            return nil
        }
    }

    /// `resetStatus: e` resets e's request state (status, failures, a next page's loading); `cancel: e`
    /// changes no state itself.
    private func statusReset(for step: ReduceStep) -> ResolvedReduceStep? {
        guard case .resetStatus = step.operation,
              let endpoint = context.spec.endpoint(named: step.field.name)
        else { return nil }
        return ResolvedReduceStep(field: endpoint.requestStateProperty, change: .resetStatus)
    }

    /// Where the value `input` comes from, a literal as a value of `type`.
    func value(of input: ReduceInput, as type: TypeReference) throws(UnresolvedReference) -> ResolvedReduceValue {
        switch input {
        case .payload(let reference):
            return .payload(local: LocalNames.local(for: try context.payloadField(reference.name, of: action).swiftName))
        case .state(let reference):
            return .state(field: SwiftName.escaped(try context.stateField(reference.name).swiftName))
        case .literal(let literal, _):
            return .literal(literal.map { literals.resolve($0, as: type) } ?? .null)
        }
    }
}
