extension ActionResolver {
    /// The test of `action` from the other side of the first trigger's `when:` that some inputs turn, or
    /// `nil` when no inputs turn one.
    ///
    /// The inputs tried for a condition on this feature's state, in order: the defaults with the payload's
    /// samples, then the sample state and the defaults with every payload field that has one at its empty
    /// value. A condition on another feature's value is tried with that value empty (``appConditionTest``).
    /// The test starts from the same requests in flight as the action's own (`statusChanges` are what its
    /// `resetStatus:` steps do to them).
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
            guard let condition = trigger.condition else { continue }
            if let app = condition.app {
                let test = try appConditionTest(
                    of: action, trigger: trigger.endpoint.name, condition: condition, app: app,
                    triggered: triggered, payload: payload, statusChanges: statusChanges)
                if let test { return test }
                continue
            }
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

    /// The test of `action` from the sample state with the other feature's value `condition` reads at its
    /// empty value (`""`, `[]`, `nil`, `true` for a `Bool`), when the condition holds in the action's own
    /// test and fails with it; `nil` otherwise. Only that side is tested: a request that starts only when
    /// another feature's value is empty could send that value as its credential, which would then be missing.
    private func appConditionTest(
        of action: ActionSpec,
        trigger endpoint: String,
        condition: TriggerCondition,
        app: AppValueReference,
        triggered: [TriggeredEndpoint],
        payload: [ResolvedPayloadField],
        statusChanges: [ExpectedChange]
    ) throws(UnresolvedReference) -> ResolvedConditionTest? {
        guard let type = app.type, let empty = Self.emptyValue(of: type) else { return nil }
        let conditions = TriggerConditionResolver(context: context)
        let appValues = [app.environmentName: empty.value]
        guard try conditions.holds(condition, after: action, from: .samples),
              try !conditions.holds(condition, after: action, from: .samples, appValues: appValues)
        else { return nil }
        let started = try starting(triggered, action, from: .samples, appValues: appValues)
        var provided = ResolvedAppValue(app, type: type, context: context)
        provided.sampleValue = empty.written
        var test = ResolvedConditionTest(
            endpoint: endpoint,
            holds: false,
            startsFromSamples: true,
            payload: payload,
            typedLocals: payload.map { _ in false },
            expectedChanges: try expectedChanges(of: action, from: .samples, triggered: started) + statusChanges,
            startedEndpoints: started.map(\.name)
        )
        test.appValues = [provided]
        return test
    }

    /// A value a condition test gives in place of the sample of a payload field or of another feature's
    /// value: as the evaluator holds it and as the test writes it.
    struct EmptyValue {
        var value: ReduceEvaluator.Value
        var written: ResolvedSampleValue

        /// Whether Swift needs the type of a local holding the value: `nil`, `[]`.
        var needsType: Bool { written == .literal(.null) || written == .literal(.array([])) }
    }

    /// By field name, the value each payload field of `action` is sent at where the sample would pass an
    /// emptiness or `nil` test (``emptyValue(of:)``).
    private func emptyPayloadValues(of action: ActionSpec) -> [String: EmptyValue] {
        var values: [String: EmptyValue] = [:]
        for field in action.payload { values[field.name] = Self.emptyValue(of: field.type) }
        return values
    }

    /// The value of `type` that fails where its sample passes an emptiness or `nil` test: an empty text or
    /// array, `nil`; a `Bool`'s first sample (`true`), the sample being the second. `nil` for other types.
    private static func emptyValue(of type: TypeReference) -> EmptyValue? {
        switch type {
        case .optional: EmptyValue(value: .literal(.null), written: .literal(.null))
        case .string: EmptyValue(value: .literal(.string("")), written: .literal(.string("")))
        case .array: EmptyValue(value: .array([]), written: .literal(.array([])))
        case .bool: EmptyValue(value: .literal(.bool(true)), written: .literal(.bool(true)))
        default: nil
        }
    }
}
