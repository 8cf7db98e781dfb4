/// Resolves declared actions: their cases, reducer statements and the state changes tests expect.
struct ActionResolver: Sendable {
    var context: ResolutionContext
    /// The feature's resolved endpoints, which triggers start.
    var endpoints: [ResolvedEndpoint]

    func resolve(_ action: ActionSpec) -> ResolvedAction {
        let name = SwiftName.escaped(action.swiftName)
        let payload = action.payload.map(context.resolvePayload)
        let steps = ReduceStepWriter(context: context, action: action)
        var reducerLines = action.reduce.flatMap { steps.lines(for: $0, receiver: "state") }
        var expectedLines = action.reduce.flatMap { steps.lines(for: $0, receiver: "$0") }

        // `cancel:` and `resetStatus:` steps cancel before anything the action starts, so a restart of the
        // same endpoint in this action is not cancelled.
        var effects: [String] = action.reduce.compactMap { step in
            guard step.operation.actsOnEndpoint,
                  let endpoint = context.spec.endpoints.first(where: { $0.name == step.field.name || $0.swiftName == step.field.name })
            else { return nil }
            return ".cancel(id: \(context.spec.swiftName)CancelID.\(SwiftName.escaped(endpoint.swiftName)))"
        }
        // A custom action's hook runs first, so the requests it triggers see the state it leaves.
        var hookRequirement: String?
        if action.isCustom {
            let parameters = ["state: inout \(context.stateType)"] + payload.map { $0.declaration }
            hookRequirement = "static func \(name)(" + parameters.joined(separator: ", ") + ") -> Effect<\(context.actionType)>"
            let arguments = ["state: &state"] + payload.map { $0.label + ": " + $0.localName }
            reducerLines.append("let hookEffect = " + WrappedCall.text("\(context.spec.swiftName)Hooks.\(name)", arguments: arguments, indentation: 0, lineStart: 29))
            effects.append("hookEffect")
        }
        var requestNumber = 1
        let triggered = triggeredEndpoints(of: action)
        for trigger in triggered {
            let arguments = trigger.payload.map { field in
                let given = action.payloadField(named: field.name) ?? field
                return LocalNames.label(field.swiftName) + ": " + LocalNames.local(for: given.swiftName)
            }
            let function = "\(context.spec.swiftName)Effects.\(trigger.endpoint.name)"
            let callArguments = ["state: &state", "environment: environment"] + arguments
            if triggered.count == 1 && !action.isCustom {
                let call = WrappedCall.text(function, arguments: callArguments, indentation: 0, lineStart: 19)
                effects.append(call)
            } else {
                // Each call changes `state`, so the calls are made one by one, never inside one expression.
                let local = trigger.endpoint.name.trimmingCharacters(in: ["`"]) + "Effect"
                let call = WrappedCall.text(function, arguments: callArguments, indentation: 0, lineStart: 18 + local.count)
                reducerLines.append("let \(local) = \(call)")
                effects.append(local)
            }
            expectedLines += RequestStartLines.expected(for: trigger.endpoint, requestNumber: requestNumber)
                .filter { !$0.hasPrefix("$0.nextRequestID") }
            requestNumber += 1
        }
        if requestNumber > 1 {
            expectedLines.append("$0.nextRequestID = RequestID(\(requestNumber))")
        }
        reducerLines += Self.returnLines(effects)
        // A wrapped call spans several lines; the template indents each line of the case body.
        reducerLines = reducerLines.flatMap { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        return ResolvedAction(
            name: name,
            payload: payload,
            caseDeclaration: context.caseDeclaration(name, payload),
            casePattern: context.casePattern(name, payload),
            caseConstruction: context.caseConstruction(name, payload),
            reducerLines: reducerLines,
            expectedLines: expectedLines,
            surelyChangedFields: Self.surelyChangedFields(of: action, context: context),
            triggeredEndpoints: triggered.map(\.endpoint.name),
            startsRequests: !action.isCustom && requestNumber > 1,
            isCustom: action.isCustom,
            hookRequirement: hookRequirement
        )
    }

    /// The endpoints `action` triggers, in spec order, with the endpoint's payload fields.
    private func triggeredEndpoints(of action: ActionSpec) -> [(endpoint: ResolvedEndpoint, payload: [PayloadFieldSpec])] {
        zip(context.spec.endpoints, endpoints).compactMap { spec, resolved in
            let triggered = spec.triggers.contains { context.spec.action(named: $0.name)?.name == action.name }
            guard triggered else { return nil }
            return (resolved, spec.payload)
        }
    }

    /// The fields whose last step always changes them: `append`, `toggle`, or `increment`/`decrement`
    /// by a non-zero amount.
    static func surelyChangedFields(of action: ActionSpec, context: ResolutionContext) -> [String] {
        var lastStep: [String: ReduceStep] = [:]
        var order: [String] = []
        for step in action.reduce {
            if step.operation.actsOnEndpoint { continue }
            guard let field = context.stateField(step.field.name) else { continue }
            if lastStep[field.name] == nil { order.append(field.name) }
            lastStep[field.name] = step
        }
        return order.compactMap { name in
            guard let step = lastStep[name], let field = context.stateField(name) else { return nil }
            switch step.operation {
            case .append, .toggle:
                return SwiftName.escaped(field.swiftName)
            case .increment(let amount), .decrement(let amount):
                return amount == .int(0) || amount == .double(0) ? nil : SwiftName.escaped(field.swiftName)
            case .set, .reset, .remove, .cancel, .resetStatus:
                return nil
            }
        }
    }

    /// `return .none`, `return effect` or `return .merge(...)`.
    static func returnLines(_ effects: [String]) -> [String] {
        switch effects.count {
        case 0: return ["return .none"]
        case 1: return ["return " + effects[0]]
        default: return ["return " + WrappedCall.text(".merge", arguments: effects, indentation: 0, lineStart: 19)]
        }
    }
}

/// The state changes that starting a request makes, as tests expect them.
enum RequestStartLines {
    /// The expected changes (on `$0`) when `endpoint` starts from its first page as request number
    /// `requestNumber` of a fresh state.
    static func expected(for endpoint: ResolvedEndpoint, requestNumber: Int) -> [String] {
        var lines = [
            "$0.nextRequestID = RequestID(\(requestNumber + 1))",
            "$0.\(endpoint.statusProperty) = .loading(RequestID(\(requestNumber)))",
        ]
        if let pagination = endpoint.pagination {
            lines.append("$0.\(endpoint.pageProperty) = PageState(firstPage: \(pagination.firstPage))")
        }
        return lines
    }
}
