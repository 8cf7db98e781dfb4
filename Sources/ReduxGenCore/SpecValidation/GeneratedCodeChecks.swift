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

    /// `increment` and `decrement` steps that overflow an `Int` field (the first such action would stop the
    /// app) or make a `Double` field infinite (JSON cannot hold it), from the field's default or from the
    /// values generated tests start from. An action's steps on one field add up (two `increment: huge`
    /// steps), until another step sets it.
    private mutating func checkArithmeticOverflow() {
        for action in spec.actions {
            // Per field, the Int the action has added so far (nil once it overflowed), and the Double.
            var intAdded: [String: Int?] = [:]
            var doubleAdded: [String: Double] = [:]
            for step in action.reduce {
                let (amount, sign): (LiteralValue, Int)
                switch step.operation {
                case .increment(let by): (amount, sign) = (by, 1)
                case .decrement(let by): (amount, sign) = (by, -1)
                default:
                    intAdded[step.field.name] = nil
                    doubleAdded[step.field.name] = nil
                    continue
                }
                guard let field = stateFieldSpec(named: step.field.name) else { continue }
                func addToDouble(_ by: Double) -> String? {
                    let total = (doubleAdded[field.name] ?? 0) + Double(sign) * by
                    doubleAdded[field.name] = total
                    return Self.doubleOverflow(adding: total, toFieldStartingAt: field.defaultValue)
                }
                let problem: String?
                switch (amount, field.type) {
                case (.int(let by), .int):
                    let (product, productOverflow) = by.multipliedReportingOverflow(by: sign)
                    let earlier = intAdded[field.name] ?? 0
                    let total = earlier.flatMap { earlier in
                        let (sum, overflow) = earlier.addingReportingOverflow(product)
                        return productOverflow || overflow ? nil : sum
                    }
                    intAdded[field.name] = .some(total)
                    problem = Self.intOverflow(adding: total, toFieldStartingAt: field.defaultValue)
                case (.int(let whole), .double):
                    problem = addToDouble(Double(whole))
                case (.double(let by), .double):
                    problem = addToDouble(by)
                default:
                    problem = nil
                }
                guard let problem else { continue }
                diagnostics.error(
                    "'\(step.operationName): \(field.name)' in action \(quoted(action.name)) \(problem); choose a smaller default or amount",
                    at: step.location,
                    notes: [.note("state field \(quoted(field.name)) is declared here", at: field.location)]
                )
            }
        }
    }

    /// The values generated tests give a number field besides its default: its two samples.
    private static let intSamples = [1, 2].map(SampleScalars.number(variant:))
    private static let doubleSamples = [1, 2].map(SampleScalars.fraction(variant:))

    /// How adding `amount` (`nil`: more than an `Int` holds) to an `Int` field overflows, from its default or
    /// a test's sample value; `nil` when it does not.
    private static func intOverflow(adding amount: Int?, toFieldStartingAt defaultValue: LiteralValue?) -> String? {
        if case .int(let start)? = defaultValue, amount.map({ start.addingReportingOverflow($0).overflow }) ?? true {
            return "overflows Int from the field's default \(start)"
        }
        for sample in intSamples where amount.map({ sample.addingReportingOverflow($0).overflow }) ?? true {
            return "overflows Int from \(sample), a value the generated tests start from"
        }
        return nil
    }

    /// How adding `amount` to a `Double` field makes it infinite, which JSON (persistence, DevTools) cannot
    /// hold, from its default or a test's sample value; `nil` when it does not.
    private static func doubleOverflow(adding amount: Double, toFieldStartingAt defaultValue: LiteralValue?) -> String? {
        let start: Double? = switch defaultValue {
        case .int(let value)?: Double(value)
        case .double(let value)?: value
        default: nil
        }
        if let start, !(start + amount).isFinite {
            return "makes the Double infinite from the field's default \(start)"
        }
        for sample in doubleSamples where !(sample + amount).isFinite {
            return "makes the Double infinite from \(sample), a value the generated tests start from"
        }
        return nil
    }
}
