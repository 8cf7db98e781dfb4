/// Checks of one spec against what its generated code declares and uses: a spec that passes them (and the
/// other checks of `SpecValidator`) generates code that compiles.
extension ValidationRun {
    mutating func checkGeneratedCode() {
        guard spec.hasFeatureName else { return }
        if spec.actions.isEmpty && spec.endpoints.isEmpty {
            diagnostics.error(
                "feature \(quoted(spec.name)) has no actions and no endpoints, so nothing could ever change its state; declare an action",
                at: spec.location
            )
        }
        for endpoint in spec.endpoints where endpoint.pagination != nil && !endpoint.payload.isEmpty {
            diagnostics.error(
                "paginated endpoint \(quoted(endpoint.name)) cannot have a payload: its next-page action has no values to send it with",
                at: endpoint.location
            )
        }
        for model in spec.models where !spec.name.isEmpty && model.swiftName == spec.swiftName {
            diagnostics.error(
                "model \(quoted(model.name)) has the name of its feature, which is the namespace of the feature's models; rename the model",
                at: model.location
            )
        }
        checkArithmeticOverflow()
        checkUnsentEndpointPayloads()
        let usedTypes = SwiftKeywords.standardTypesGeneratedCodeUses.union(SwiftKeywords.runtimeTypesGeneratedCodeUses)
        if SwiftIdentifier.typeNameProblem(spec.name) == nil,
           let clash = GeneratedDeclarations.names(ofFeature: spec.swiftName).first(where: usedTypes.contains) {
            diagnostics.error(
                "feature \(quoted(spec.name)) would declare \(quoted(clash)), a type the generated code uses; rename the feature",
                at: spec.location
            )
        }
    }


    /// An endpoint's payload field that no part of its request uses: the repository never receives it, so
    /// the generated code could do nothing with it.
    private mutating func checkUnsentEndpointPayloads() {
        for endpoint in spec.endpoints {
            var sent: Set<String> = []
            for case .payload(let reference) in endpoint.requestSources.flatMap(\.readSources) {
                if let field = endpoint.payloadField(named: reference.name) { sent.insert(field.name) }
            }
            for field in endpoint.payload where !sent.contains(field.name) {
                diagnostics.error(
                    "payload field \(quoted(field.name)) of endpoint \(quoted(endpoint.name)) is not sent with the request; use it in 'params', 'query', 'headers' or 'body', or remove it",
                    at: field.location
                )
            }
        }
    }

    /// An `increment` or `decrement` of an `Int` field that overflows when applied to the field's default:
    /// the first such action from the initial state would stop the app.
    private mutating func checkArithmeticOverflow() {
        for action in spec.actions {
            for step in action.reduce {
                let (amount, sign): (LiteralValue, Int)
                switch step.operation {
                case .increment(let by): (amount, sign) = (by, 1)
                case .decrement(let by): (amount, sign) = (by, -1)
                default: continue
                }
                guard case .int(let by) = amount,
                      let field = stateFieldSpec(named: step.field.name), field.type == .int,
                      case .int(let start)? = field.defaultValue
                else { continue }
                let (product, productOverflow) = by.multipliedReportingOverflow(by: sign)
                let (_, sumOverflow) = start.addingReportingOverflow(product)
                guard productOverflow || sumOverflow else { continue }
                diagnostics.error(
                    "'\(step.operationName): \(field.name)' in action \(quoted(action.name)) overflows Int from the field's default \(start); choose a smaller default or amount",
                    at: step.location,
                    notes: [.note("state field \(quoted(field.name)) is declared here", at: field.location)]
                )
            }
        }
    }
}
