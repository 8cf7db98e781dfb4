extension ValidationRun {
    /// Resolves payload types and checks every reduce step against the state and the payload.
    mutating func checkActions() {
        for index in spec.actions.indices {
            let action = spec.actions[index]
            let context = "action \(quoted(action.name))"
            spec.actions[index].payload = resolvePayload(action.payload, context: context)
            for stepIndex in action.reduce.indices {
                spec.actions[index].reduce[stepIndex] = checkStep(action.reduce[stepIndex], of: spec.actions[index], context: context)
            }
        }
    }

    mutating func resolvePayload(_ payload: [PayloadFieldSpec], context: String) -> [PayloadFieldSpec] {
        payload.map { field in
            var field = field
            if let type = resolve(field.type, at: field.typeLocation, for: "payload field \(quoted(field.name)) of \(context)") {
                field.type = type
            }
            return field
        }
    }

    mutating func checkStep(_ step: ReduceStep, of action: ActionSpec, context: String) -> ReduceStep {
        var step = step
        let operationName = step.operationName
        if step.operation.actsOnEndpoint {
            checkEndpointStep(step, context: context)
            return step
        }
        guard let field = stateField(step.field, for: "'\(operationName)' in \(context)") else { return step }
        let fieldType = field.type
        let what = "'\(operationName): \(field.name)' in \(context)"
        if let element = step.element {
            return checkElementStep(step, element, on: field, of: action, what: what)
        }

        switch step.operation {
        case .set(let input):
            if case .state(let source) = input, stateFieldSpec(named: source.name)?.name == field.name {
                diagnostics.error("'from: state.\(source.name)' in \(what) reads the field it sets, so the step changes nothing", at: source.location)
                return step
            }
            step.operation = .set(checkInput(input, expected: [fieldType], fieldType: fieldType, of: action, what: what))
        case .reset, .cancel, .resetStatus:
            break
        case .append(let input), .remove(let input):
            guard let element = fieldType.arrayElement else {
                diagnostics.error("\(what): '\(operationName)' needs an array field, but \(quoted(field.name)) is '\(fieldType)'", at: step.field.location)
                return step
            }
            let accepted: [TypeReference] = operationName == "append" ? [element, fieldType] : [element]
            let checked = checkInput(input, expected: accepted, fieldType: element, of: action, what: what)
            step.operation = operationName == "append" ? .append(checked) : .remove(checked)
        case .toggle(let input):
            if let input {
                guard let element = fieldType.arrayElement else {
                    diagnostics.error("\(what): 'toggle' with 'from' needs an array field, but \(quoted(field.name)) is '\(fieldType)'", at: step.field.location)
                    return step
                }
                step.operation = .toggle(checkInput(input, expected: [element], fieldType: element, of: action, what: what))
            } else if fieldType != .bool {
                diagnostics.error("\(what): 'toggle' needs a Bool field (or 'from' for an array), but \(quoted(field.name)) is '\(fieldType)'", at: step.field.location)
            }
        case .increment(let amount), .decrement(let amount):
            checkAmount(amount, of: step, on: fieldType, named: field.name, what: what, at: step.field.location)
        }
        return step
    }

    /// `cancel: endpoint` and `resetStatus: endpoint` name an endpoint of the feature.
    private mutating func checkEndpointStep(_ step: ReduceStep, context: String) {
        let reference = step.field
        if endpointNames.position(of: reference.name) != nil { return }
        let names = spec.endpoints.map(\.name)
        let suggestion = suggest(reference.name, among: names)
        let declared = names.isEmpty ? "; the feature has no endpoints" : suggestion
        diagnostics.error("'\(step.operationName): \(reference.name)' in \(context) names no endpoint\(declared)", at: reference.location)
    }

    /// Reports a `from:` source whose type fits none of `expected`.
    private mutating func checkSourceType(
        _ type: TypeReference,
        of source: String,
        declaredAt declaration: SourceLocation,
        expected: [TypeReference],
        what: String,
        at location: SourceLocation
    ) {
        if expected.contains(where: { isAssignable(type, to: $0) }) { return }
        let list = expected.map { "'\($0)'" }.joined(separator: " or ")
        diagnostics.error(
            "\(source) is '\(type)', but \(what) needs \(list)",
            at: location,
            notes: [.note("\(source) is declared here", at: declaration)]
        )
    }

    /// `increment` and `decrement` need an Int or Double field, and an integer amount for an Int.
    mutating func checkAmount(
        _ amount: LiteralValue,
        of step: ReduceStep,
        on type: TypeReference,
        named name: String,
        what: String,
        at location: SourceLocation
    ) {
        if type != .int && type != .double {
            diagnostics.error("\(what): '\(step.operationName)' needs an Int or Double field, but \(quoted(name)) is '\(type)'", at: location)
        } else if type == .int, case .double = amount {
            diagnostics.error("\(what): 'by' must be an integer for the Int field \(quoted(name))", at: step.location)
        }
    }

    /// Checks a `from:` payload field's type, or types a `value:` literal as the field's type.
    mutating func checkInput(
        _ input: ReduceInput,
        expected: [TypeReference],
        fieldType: TypeReference,
        of action: ActionSpec,
        what: String
    ) -> ReduceInput {
        switch input {
        case .payload(let reference):
            guard let payload = payloadField(reference.name, ofAction: action) else {
                let suggestion = suggest(reference.name, among: action.payload.map(\.name))
                let declared = action.payload.isEmpty ? "; action \(quoted(action.name)) has no payload" : ""
                diagnostics.error("'from: \(reference.name)' in \(what) names no payload field\(suggestion)\(declared)", at: reference.location)
                return input
            }
            checkSourceType(payload.type, of: "payload field \(quoted(payload.name))", declaredAt: payload.location, expected: expected, what: what, at: reference.location)
            return input
        case .state(let reference):
            guard let source = stateField(reference, for: "'from: state.\(reference.name)' in \(what)") else { return input }
            checkSourceType(source.type, of: "state field \(quoted(source.name))", declaredAt: source.location, expected: expected, what: what, at: reference.location)
            return input
        case .literal(_, let node):
            // Only `append` accepts two types: an element (`fieldType`) or the whole array.
            let appendsEachItem = expected.count > 1 && ReduceInput.literalAppendsEachItem(node, element: fieldType)
            let type = appendsEachItem ? expected[1] : fieldType
            return .literal(literal(node, as: type, for: "'value' of \(what)"), node: node)
        }
    }
}

extension ReduceStep {
    /// The operation's key as the spec writes it.
    var operationName: String {
        switch operation {
        case .set: return "set"
        case .reset: return "reset"
        case .append: return "append"
        case .remove: return "remove"
        case .toggle: return "toggle"
        case .increment: return "increment"
        case .decrement: return "decrement"
        case .cancel: return "cancel"
        case .resetStatus: return "resetStatus"
        }
    }
}
