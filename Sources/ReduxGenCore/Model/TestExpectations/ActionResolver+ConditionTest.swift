extension ActionResolver {
    /// The test of `action` from the other side of the first trigger's `when:` that some inputs turn, or
    /// `nil` when no conditional trigger reads only this feature's state, or no inputs turn one.
    ///
    /// The inputs tried, in order: the defaults with the payload's samples, then the sample state and the
    /// defaults with every payload field that has one at its empty value. A condition on another feature's
    /// value is left out: the feature's tests give it one value. The test starts from the same requests in
    /// flight as the action's own (`statusChanges` are what its `resetStatus:` steps do to them).
    func conditionTest(
        of action: ActionSpec,
        triggered: [TriggeredEndpoint],
        payload: [ResolvedPayloadField],
        statusChanges: [ExpectedChange]
    ) throws(UnresolvedReference) -> ResolvedConditionTest? {
        guard !action.isCustom else { return nil }
        let emptied = emptyPayloadValues(of: action)
        var inputs: [(start: ReduceEvaluator.Start, payload: [String: EmptyValue])] = [(.defaults, [:])]
        if !emptied.isEmpty { inputs += [(.samples, emptied), (.defaults, emptied)] }
        let conditions = TriggerConditionResolver(context: context)
        for trigger in triggered {
            guard let condition = trigger.condition, condition.app == nil else { continue }
            let holdsInOwnTest = try conditions.holds(condition, after: action, from: .samples)
            for input in inputs {
                let values = input.payload.mapValues(\.value)
                let holds = try conditions.holds(condition, after: action, from: input.start, payloadValues: values)
                guard holds != holdsInOwnTest else { continue }
                let started = try starting(triggered, action, from: input.start, payloadValues: values)
                return ResolvedConditionTest(
                    endpoint: trigger.endpoint.name,
                    holds: holds,
                    startsFromSamples: input.start == .samples,
                    payload: zip(action.payload, payload).map { spec, field in
                        guard let empty = input.payload[spec.name] else { return field }
                        var sent = field
                        (sent.sampleValue, sent.inlineSampleValue) = (empty.written, empty.written)
                        return sent
                    },
                    typedLocals: action.payload.map { input.payload[$0.name].map(\.needsType) ?? false },
                    expectedChanges: try expectedChanges(of: action, from: input.start, triggered: started, payloadValues: values)
                        + statusChanges,
                    startedEndpoints: started.map(\.name)
                )
            }
        }
        return nil
    }

    /// A payload value a condition test sends in place of the field's sample: as the evaluator holds it and
    /// as the test writes it.
    struct EmptyValue {
        var value: ReduceEvaluator.Value
        var written: ResolvedSampleValue

        /// Whether Swift needs the type of a local holding the value: `nil`, `[]`.
        var needsType: Bool { written == .literal(.null) || written == .literal(.array([])) }
    }

    /// By field name, the value each payload field of `action` is sent at where the sample would pass an
    /// emptiness or `nil` test: an empty text or array, `nil`; a `Bool` at its first sample (`true`), the
    /// payload's sample being the second.
    private func emptyPayloadValues(of action: ActionSpec) -> [String: EmptyValue] {
        var values: [String: EmptyValue] = [:]
        for field in action.payload {
            switch field.type {
            case .optional: values[field.name] = EmptyValue(value: .literal(.null), written: .literal(.null))
            case .string: values[field.name] = EmptyValue(value: .literal(.string("")), written: .literal(.string("")))
            case .array: values[field.name] = EmptyValue(value: .array([]), written: .literal(.array([])))
            case .bool: values[field.name] = EmptyValue(value: .literal(.bool(true)), written: .literal(.bool(true)))
            default: continue
            }
        }
        return values
    }
}
