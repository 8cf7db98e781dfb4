/// What an endpoint's outcome leaves in its feature's state in the app tests, so that they can tell whether
/// a request another feature starts on that outcome under a `when:` on this feature is sent.
extension OutcomeResolver {
    /// Whether each `when:` test passes after `outcome` on the fields it changes, by the field's escaped
    /// name. The app tests start from the defaults with request 1 in flight; a success answers with
    /// `response`, the sample written out. A field the outcome changes to a value the spec does not tell
    /// (a failure's message, an element upserted into a list) has no results; a test that does not apply to
    /// a field's value is left out.
    func appTestResults(after outcome: EndpointOutcome, response: ResolvedSampleValue?) -> [String: [TriggerCondition.Test: Bool]] {
        // A paginated endpoint's outcome starts nothing in other features (validation refuses it).
        guard endpoint.pagination == nil else { return [:] }
        let stores = outcome == .succeeded ? endpoint.stores : []
        var results: [String: [TriggerCondition.Test: Bool]] = [:]
        let changed = stores.map(\.into) + endpoint.outcomeAction(outcome).reduce.filter { !$0.operation.actsOnEndpoint }.map(\.field)
        for name in changed {
            guard let field = try? context.stateField(name.name) else { continue }
            results[SwiftName.escaped(field.swiftName)] = [:]
        }
        // A step the evaluator cannot follow (toggling a value no literal writes) leaves every field unknown.
        guard let values = try? appTestValues(after: outcome, stores: stores, response: response) else { return results }
        for (field, value) in values {
            var passed: [TriggerCondition.Test: Bool] = [:]
            for test in TriggerCondition.Test.allCases { passed[test] = Self.passes(test, value) }
            results[SwiftName.escaped(field.swiftName)] = passed
        }
        return results
    }

    /// The fields `outcome` changes and their values after it. A value the spec does not tell (a failure's
    /// message, an element upserted into a list) is written as a local, which no `when:` test can tell.
    private func appTestValues(
        after outcome: EndpointOutcome, stores: [StoreSpec], response: ResolvedSampleValue?
    ) throws(UnresolvedReference) -> [(field: StateFieldSpec, value: ReduceEvaluator.Value)] {
        var payload: [String: ReduceEvaluator.Value] = [:]
        var values = ChangedFieldValues<ReduceEvaluator.Value>()
        switch outcome {
        case .succeeded:
            payload["response"] = response.map(Self.value(of:)) ?? .written(.local("response"))
            for store in stores {
                let field = try context.stateField(store.into.name)
                let path = try ResponseHandling(context: context, endpoint: endpoint).walk(store.path).path
                let stored = response.flatMap { Self.member(of: $0, along: path.steps.map { SwiftName.unescaped($0.member) }) }
                guard store.operation == .replace, let stored else {
                    values.set(.written(.local(field.name)), for: field)
                    continue
                }
                values.set(Self.value(of: stored), for: field)
            }
        case .failed:
            // The description of the test's `.httpStatus(500, body: nil)`.
            payload["message"] = .written(.local("message"))
        case .cancelled:
            break
        }
        let evaluator = ReduceEvaluator(context: context, action: endpoint.outcomeAction(outcome), payloadValues: payload)
        let start = values
        let stepped = try evaluator.changedValues { field in start[field.name] ?? evaluator.startValue(of: field, .defaults) }
        for (field, value) in stepped { values.set(value, for: field) }
        return values.entries
    }

    /// `sample` as the evaluator computes with it: the literals steps toggle or compare as literals, anything
    /// else as written.
    private static func value(of sample: ResolvedSampleValue) -> ReduceEvaluator.Value {
        switch sample {
        case .literal(.null): .literal(.null)
        case .literal(.bool(let isOn)): .literal(.bool(isOn))
        case .literal(.int(let number)): .literal(.int(number))
        case .literal(.string(let text)): .literal(.string(text))
        default: .written(sample)
        }
    }

    /// The value of `sample` reached through the model fields `labels`, or `nil` when the sample is not
    /// written out that far.
    private static func member(of sample: ResolvedSampleValue, along labels: [String]) -> ResolvedSampleValue? {
        var value = sample
        for label in labels {
            guard case .model(_, let arguments) = value, let argument = arguments.first(where: { $0.label == label }) else { return nil }
            value = argument.value
        }
        return value
    }

    /// Whether `value` passes `test`, or `nil` when that cannot be told: a sample written out is told by its
    /// shape (a model is not `nil`, a list of one element is not empty), anything else written is not.
    private static func passes(_ test: TriggerCondition.Test, _ value: ReduceEvaluator.Value) -> Bool? {
        guard case .written(let sample) = value else { return TriggerConditionResolver.passes(test, value) }
        switch (test, sample) {
        case (_, .literal(let literal)): return TriggerConditionResolver.passes(test, literal)
        case (.notEmpty, .elements(let items)): return !items.isEmpty
        case (.isEmpty, .elements(let items)): return items.isEmpty
        case (.notNil, .elements), (.notNil, .model), (.notNil, .date), (.notNil, .sumCase): return true
        case (.isNil, .elements), (.isNil, .model), (.isNil, .date), (.isNil, .sumCase): return false
        default: return nil
        }
    }
}
