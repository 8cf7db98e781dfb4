/// Resolves declared actions: their cases, reducer statements and the state changes tests expect.
struct ActionResolver: Sendable {
    var context: ResolutionContext
    /// The feature's resolved endpoints, which triggers start.
    var endpoints: [ResolvedEndpoint]
    /// Which endpoints each action triggers.
    var triggers: ActionTriggerIndex

    func resolve(_ action: ActionSpec) throws(UnresolvedReference) -> ResolvedAction {
        let name = SwiftName.escaped(action.swiftName)
        let payload = action.payload.map(context.resolvePayload)
        let reduceSteps = try ReduceStepResolver(context: context, action: action).resolveAll()
        // What the case does after its steps: the custom hook, the requests it starts, its `return`.
        var effects = ResolvedCaseEffects()

        // `cancel:` and `resetStatus:` steps cancel before anything the action starts, so a restart of the
        // same endpoint in this action is not cancelled; an endpoint both steps name is cancelled once.
        var cancelled: [ResolvedCancelID] = []
        for step in action.reduce where step.operation.actsOnEndpoint {
            guard let endpoint = context.spec.endpoint(named: step.field.name) else { continue }
            let id = ResolvedCancelID(
                namespace: EndpointResolver.cancelIDNamespace(feature: context.spec.swiftName),
                member: SwiftName.escaped(endpoint.swiftName)
            )
            if !cancelled.contains(id) { cancelled.append(id) }
        }
        effects.returned = cancelled.map { .cancel(id: $0) }
        // A custom action's hook runs first, so the requests it triggers see the state it leaves.
        var hookRequirement: ResolvedHookRequirement?
        if action.isCustom {
            hookRequirement = ResolvedHookRequirement(
                name: name,
                stateType: context.stateType,
                environmentType: context.environmentType,
                values: payload.map(\.declaration)
            )
            let arguments = ResolvedCall.stateArguments() + payload.map { ResolvedArgument(label: $0.label, value: .local($0.localName)) }
            effects.calls.append(ResolvedEffectCall(call: ResolvedCall(function: "\(context.spec.swiftName)Hooks.\(name)", arguments: arguments), local: "hookEffect"))
            effects.returned.append(.local("hookEffect"))
        }
        var requestNumber = 1
        let triggered = triggeredEndpoints(of: action)
        var middlewareSends: [ResolvedCall] = []
        var middlewareBoundFields: Set<String> = []
        for trigger in triggered {
            // Validation checks that every trigger carries each payload field of the endpoint.
            var arguments: [ResolvedArgument] = []
            for field in trigger.payload {
                let given = try context.payloadField(field.name, of: action)
                middlewareBoundFields.insert(given.name)
                arguments.append(ResolvedArgument(label: LocalNames.label(field.swiftName), value: .local(LocalNames.local(for: given.swiftName))))
            }
            if let debounce = trigger.debounceArgument { arguments.append(debounce) }
            let call = ResolvedCall(function: "\(context.requestStartsType).\(trigger.endpoint.name)", arguments: ResolvedCall.stateArguments() + arguments)
            // The condition reads the state the reduce steps (and a custom hook) have left.
            let condition = try trigger.condition.map { condition throws(UnresolvedReference) in
                try TriggerConditionResolver(context: context).resolve(condition)
            }
            if context.sideEffects == .middleware {
                // The reducer only marks the request as started; the middleware sends it.
                effects.calls.append(ResolvedEffectCall(
                    call: ResolvedCall(function: call.function, arguments: ResolvedCall.stateArguments(withEnvironment: false)), condition: condition
                ))
                middlewareSends.append(
                    MiddlewareCalls.send(trigger.endpoint, arguments: arguments)
                )
            } else if triggered.count == 1 && !action.isCustom && (condition == nil || effects.returned.isEmpty) {
                // The one effect the case returns: made unless the trigger's `when:` fails.
                effects.condition = condition
                effects.returned.append(.call(call))
            } else {
                // Each call changes `state`, so the calls are made one by one, never inside one expression.
                let local = SwiftName.unescaped(trigger.endpoint.name) + "Effect"
                effects.calls.append(ResolvedEffectCall(call: call, local: local, condition: condition))
                effects.returned.append(.local(local))
            }
            requestNumber += 1
        }
        var casePattern = context.casePattern(name, payload, binding: Self.usedPayloadFields(of: action, triggered: triggered))
        if context.sideEffects == .middleware && !action.isCustom {
            // The requests no longer take the payload in the reducer (the middleware sends them, and
            // conditions read only state): bind only what the steps read.
            let read = PayloadUse.readByReduceSteps(of: action)
            casePattern = ResolvedCasePattern(
                name: name,
                bindings: zip(action.payload, payload).map { spec, field in read.contains(spec.name) ? field.localName : nil }
            )
        }
        let surelyChanged = try Self.surelyChangedFields(of: action, context: context)
        let statusReset = statusResetTestStart(of: action, triggered: triggered)
        let startedInTest = try starting(triggered, action, from: .samples)
        var resolved = ResolvedAction(
            name: name,
            payload: payload,
            caseDeclaration: context.caseDeclaration(name, payload),
            casePattern: casePattern,
            caseConstruction: context.caseConstruction(name, payload),
            reduceSteps: reduceSteps,
            effects: effects,
            expectedChanges: try expectedChanges(of: action, from: .samples, triggered: startedInTest) + statusReset.changes,
            appExpectedChanges: try expectedChanges(
                of: action, from: .defaults, triggered: starting(triggered, action, from: .defaults), inAppTests: true),
            surelyChangedFields: surelyChanged,
            triggeredEndpoints: triggered.map(\.endpoint.name),
            startsRequests: !action.isCustom && requestNumber > 1,
            isCustom: action.isCustom,
            hookRequirement: hookRequirement
        )
        resolved.middlewareCasePattern = ResolvedCasePattern(
            name: name,
            bindings: zip(action.payload, payload).map { spec, field in middlewareBoundFields.contains(spec.name) ? field.localName : nil }
        )
        resolved.middlewareSends = middlewareSends
        resolved.appResetKeptMembers = action.appReset.map { $0.except.map { SwiftName.lowerCamelCase($0.name) } }
        resolved.appSteps = action.appSteps
        resolved.persistedFieldsChangedFromDefaults = try persistedFields(surelyChanged, changedBy: action, from: .defaults)
        resolved.persistedFieldsChangedFromSamples = try persistedFields(surelyChanged, changedBy: action, from: .samples)
        resolved.appTestResults = try TriggerConditionResolver(context: context).appTestResults(after: action)
        let startsRequestsFromDefaults = try !starting(triggered, action, from: .defaults).isEmpty
        let changesFieldFromDefaults = try changesAField(action, from: .defaults)
        resolved.changesDefaults = startsRequestsFromDefaults || changesFieldFromDefaults
        resolved.endpointsStartedInTest = startedInTest.map(\.name)
        resolved.testSetup = statusReset.setup
        resolved.conditionTest = try conditionTest(of: action, triggered: triggered, payload: payload, statusChanges: statusReset.changes)
        resolved.cancelTests = cancelTests(of: action, startedInTest: startedInTest)
        resolved.extensions = action.extensions
        return resolved
    }

    /// The state changes tests expect for `action` (from the sample state of the feature tests, or from the
    /// defaults of the app tests): the values its reduce steps leave, worked out by `ReduceEvaluator` rather
    /// than by the code that writes the reducer, then the requests it starts.
    func expectedChanges(
        of action: ActionSpec,
        from start: ReduceEvaluator.Start,
        triggered: [ResolvedEndpoint],
        payloadValues: [String: ReduceEvaluator.Value] = [:],
        inAppTests: Bool = false
    ) throws(UnresolvedReference) -> [ExpectedChange] {
        // The app tests have no shared samples.
        let evaluator = ReduceEvaluator(context: context, action: action, payloadValues: payloadValues, writesSamplesInline: inAppTests)
        var changes = try evaluator.expectedChanges(from: start)
        for endpoint in triggered {
            changes += RequestStartChanges.expected(for: endpoint, requestNumber: 1)
        }
        return changes
    }

    /// Whether `action`'s steps leave some field of `start` with another value, as the evaluator works it out
    /// (clearing a list that starts empty does not).
    private func changesAField(_ action: ActionSpec, from start: ReduceEvaluator.Start) throws(UnresolvedReference) -> Bool {
        let evaluator = ReduceEvaluator(context: context, action: action)
        return try evaluator.changedValues(from: start).contains { field, value in
            !evaluator.isSame(value, evaluator.startValue(of: field, start))
        }
    }

    /// The persisted fields among `surelyChanged` (escaped names) whose value `action` changes from `start`,
    /// as the evaluator works it out. A step that surely changes a field may still leave one value as it is:
    /// adding 0.25 to the largest `Double` gives it back (its nearest neighbours are far apart), so a test
    /// of a saved change needs a start where the change is one.
    private func persistedFields(
        _ surelyChanged: [String], changedBy action: ActionSpec, from start: ReduceEvaluator.Start
    ) throws(UnresolvedReference) -> [String] {
        let persisted = Set(context.spec.state.filter(\.persist).map { SwiftName.escaped($0.swiftName) })
        let candidates = surelyChanged.filter(persisted.contains)
        guard !candidates.isEmpty else { return [] }
        let evaluator = ReduceEvaluator(context: context, action: action)
        var unchanged: Set<String> = []
        for (field, value) in try evaluator.changedValues(from: start) where evaluator.isSame(value, evaluator.startValue(of: field, start)) {
            unchanged.insert(SwiftName.escaped(field.swiftName))
        }
        return candidates.filter { !unchanged.contains($0) }
    }

    /// Whether each payload field of `action` (in order) is read by the reducer: by a reduce step's
    /// `from:`, by a triggered request, or by the custom hook, which receives them all. The reducer's
    /// pattern binds only these, so an unread value draws no "never used" warning.
    static func usedPayloadFields(
        of action: ActionSpec, triggered: [TriggeredEndpoint]
    ) -> [Bool] {
        if action.isCustom { return action.payload.map { _ in true } }
        var used = PayloadUse.readByReduceSteps(of: action)
        for trigger in triggered {
            for needed in trigger.payload {
                if let field = action.payloadField(named: needed.name) { used.insert(field.name) }
            }
        }
        return action.payload.map { used.contains($0.name) }
    }

    /// The endpoints `action` triggers, in spec order, with the endpoint's payload fields.
    private func triggeredEndpoints(of action: ActionSpec) -> [TriggeredEndpoint] {
        triggers.triggers(of: action.name).map { trigger in
            let spec = context.spec.endpoints[trigger.endpointPosition]
            return TriggeredEndpoint(
                endpoint: endpoints[trigger.endpointPosition],
                payload: spec.payload,
                condition: trigger.condition,
                debounceArgument: spec.startTakesDebounce ? EndpointResolver.debounceArgument(trigger.debounceMilliseconds) : nil
            )
        }
    }

    /// The fields the action always changes, whatever their value: changed by one step that always changes
    /// them (`append` of something, `toggle`, `increment`/`decrement` by a non-zero amount), by appends
    /// only, or by increments and decrements adding up to a non-zero amount. Other steps on one field may
    /// undo each other (two toggles), so such a field is left out.
    static func surelyChangedFields(of action: ActionSpec, context: ResolutionContext) throws(UnresolvedReference)
        -> [String]
    {
        var stepsByField: [(field: StateFieldSpec, steps: [ReduceStep])] = []
        // Where each field is in `stepsByField`: a table, not a search of the fields at each step.
        var positions: [String: Int] = [:]
        for step in action.reduce {
            if step.operation.actsOnEndpoint { continue }
            let field = try context.stateField(step.field.name)
            if let index = positions[field.name] {
                stepsByField[index].steps.append(step)
            } else {
                positions[field.name] = stepsByField.count
                stepsByField.append((field, [step]))
            }
        }
        return stepsByField.compactMap { field, steps in
            // Several steps may undo each other (two toggles, an increment and a decrement), except appends,
            // which only ever add elements.
            let surely = steps.count == 1 ? Self.surelyChanges(steps[0], field: field) : steps.allSatisfy {
                if case .append = $0.operation { return Self.surelyChanges($0, field: field) }
                return false
            } || Self.netAmount(of: steps).map { $0 != 0 } == true
            return surely ? SwiftName.escaped(field.swiftName) : nil
        }
    }

    /// The sum of `steps`' amounts when every one is an `increment` or `decrement` of the whole field, else
    /// `nil`.
    private static func netAmount(of steps: [ReduceStep]) -> Double? {
        var sum = 0.0
        for step in steps {
            guard step.element == nil else { return nil }
            switch step.operation {
            case .increment(let amount): sum += number(amount)
            case .decrement(let amount): sum -= number(amount)
            default: return nil
            }
        }
        return sum
    }

    /// An `increment:`/`decrement:` amount, which validation keeps to an `Int` or a `Double`.
    private static func number(_ amount: LiteralValue) -> Double {
        switch amount {
        case .int(let value): Double(value)
        case .double(let value): value
        default: 0
        }
    }

    /// Whether `step` changes `field` whatever its value.
    private static func surelyChanges(_ step: ReduceStep, field: StateFieldSpec) -> Bool {
        // A step on matching elements changes nothing when no element matches.
        if step.element != nil { return false }
        switch step.operation {
        case .append(.literal(_, let node)):
            // Appending each item of an empty list appends nothing.
            guard let element = field.type.arrayElement, ReduceInput.literalAppendsEachItem(node, element: element) else { return true }
            return node.sequence?.isEmpty == false
        case .append, .toggle:
            return true
        case .increment(let amount), .decrement(let amount):
            return amount != .int(0) && amount != .double(0)
        case .set, .reset, .remove, .cancel, .resetStatus:
            return false
        }
    }
}
