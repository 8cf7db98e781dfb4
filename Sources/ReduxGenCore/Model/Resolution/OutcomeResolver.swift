/// Resolves what an endpoint's outcome actions do besides updating its status: its `onSuccess:` and
/// `onFailure:` steps, and the endpoints that name `<endpoint>Succeeded`, `Failed` or `Cancelled` among
/// their triggers (a chain). Validation has checked that chained endpoints take no payload.
struct OutcomeResolver: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec

    /// The member of the outcome's `response` that steps read as `response`: a linked page's `body` (the
    /// spec's response type), or the response itself.
    private var responseMember: String? {
        endpoint.pagination?.isLinkStyle == true ? "body" : nil
    }

    /// The `onSuccess:` steps on `state`, after the succeeded case has stored the response in `response`.
    func successSteps() throws(UnresolvedReference) -> ResolvedOutcomeSteps {
        try steps(
            for: .succeeded,
            bindings: ["responseValue": ResolvedLocalBinding(local: "responseValue", value: "response", member: responseMember)]
        )
    }

    /// The evaluator of the `onSuccess:` steps, with the response in the test's `response`.
    /// A response of a type with a literal sample (`Bool`, `Int`, a `String`...) is that literal, as a
    /// payload value is, so that later steps can toggle or add to what was set from it.
    private var successEvaluator: ReduceEvaluator {
        var response = ReduceEvaluator.Value.written(.local("response"))
        if let member = responseMember {
            response = .written(.member(of: .local("response"), name: member))
        } else if let type = endpoint.response.type, let literal = SampleScalars.literal(of: type, variant: 1, in: context.spec) {
            response = .literal(literal)
        }
        return ReduceEvaluator(context: context, action: endpoint.outcomeAction(.succeeded), payloadValues: ["response": response])
    }

    /// The evaluator of the `onFailure:` steps, with the error's description in `message`: of the failure
    /// test's `serverError` (a 500), or of `APIError.missingCredential` for a request that was not sent.
    private func failureEvaluator(missingCredential: Bool) -> ReduceEvaluator {
        let message: ResolvedSampleValue = .member(of: .local(missingCredential ? "APIError.missingCredential" : "serverError"), name: "description")
        return ReduceEvaluator(context: context, action: endpoint.outcomeAction(.failed), payloadValues: ["message": .written(message)])
    }

    /// The state changes tests expect from the `onSuccess:` steps, on the state the request started from
    /// (`requestState`, the tests' state after the optimistic steps).
    func expectedSuccessStepChanges(from requestState: TestStateValues) throws(UnresolvedReference) -> [ExpectedChange] {
        try successEvaluator.expectedChanges(startingFrom: requestState.callAsFunction)
    }

    /// The tests' start state and the state the request reads (after the optimistic steps).
    private func testStates() throws(UnresolvedReference) -> (start: TestStateValues, request: TestStateValues) {
        let optimism = OptimismResolver(context: context, endpoint: endpoint, testState: try RequestTestState(context: context, endpoint: endpoint))
        return (try optimism.startState(optimism.evaluator), try optimism.requestState())
    }

    /// How many of `chained`, started after an outcome that left `state`, reach the repository: those that
    /// send no credential of this feature's state, or find one there (`APIAuth.required`).
    private func sentCount(of chained: [ResolvedEndpoint], in state: TestStateValues) throws(UnresolvedReference) -> Int {
        guard case .state(let reference)? = context.spec.api?.auth?.source else { return chained.count }
        let holdsCredential = RequestTestState.holdsCredential(state(try context.stateField(reference.name)))
        return chained.filter { target in
            holdsCredential || context.spec.endpoints.first { SwiftName.escaped($0.swiftName) == target.name }
                .map { context.spec.credentialSource(of: $0) == nil } ?? true
        }.count
    }

    /// The tests' state after a success from `requestState`: the `store:` targets hold the response (a
    /// sample, never `nil` or empty), then the `onSuccess:` steps.
    private func stateAfterSuccess(from requestState: TestStateValues) throws(UnresolvedReference) -> TestStateValues {
        var state = requestState
        for store in endpoint.stores {
            state.changed.set(.written(.local("response")), for: try context.stateField(store.into.name))
        }
        for (field, value) in try successEvaluator.changedValues(startingFrom: state.callAsFunction) { state.changed.set(value, for: field) }
        return state
    }

    /// The tests' state after a failure: the optimistic steps undone (`start`), then the `onFailure:` steps.
    private func stateAfterFailure(from start: TestStateValues) throws(UnresolvedReference) -> TestStateValues {
        var state = start
        let steps = try failureEvaluator(missingCredential: false).changedValues(startingFrom: start.callAsFunction)
        for (field, value) in steps { state.changed.set(value, for: field) }
        return state
    }

    /// The outcome lines of the resolved endpoint `resolved`, given every resolved endpoint of the feature
    /// (in spec order) that chains may start.
    /// `triggeredBy` gives, for each trigger name, the positions of the endpoints it starts, in spec order
    /// (``triggerIndex(of:)``), so finding the chained endpoints never scans every endpoint.
    func resolve(
        _ resolved: ResolvedEndpoint, among endpoints: [ResolvedEndpoint], triggeredBy: [String: [Int]]
    ) throws(UnresolvedReference) -> ResolvedOutcomes {
        var outcomes = ResolvedOutcomes()
        outcomes.onSuccess = try successSteps()
        outcomes.onFailure = try steps(for: .failed, bindings: ["message": ResolvedLocalBinding(local: "message", value: "error", member: "description")])
        outcomes.chainedAfterSuccess = chained(after: .succeeded, among: endpoints, triggeredBy: triggeredBy)
        outcomes.chainedAfterFailure = chained(after: .failed, among: endpoints, triggeredBy: triggeredBy)
        let chainedAfterCancel = chained(after: .cancelled, among: endpoints, triggeredBy: triggeredBy)
        outcomes.succeededEffects = effects(outcomes.chainedAfterSuccess, after: .succeeded)
        outcomes.failedEffects = effects(outcomes.chainedAfterFailure, after: .failed)
        outcomes.cancelledEffects = effects(chainedAfterCancel, after: .cancelled)
        outcomes.hookRequirements = endpoint.hooks.map { hookRequirement(for: $0, resolved) }
        outcomes.hasSuccessHook = endpoint.hooks.contains(.succeeded)
        outcomes.hasFailureHook = endpoint.hooks.contains(.failed)
        outcomes.middlewareCases = middlewareCases(
            resolved, [(.succeeded, outcomes.chainedAfterSuccess), (.failed, outcomes.chainedAfterFailure), (.cancelled, chainedAfterCancel)]
        )

        let states = try testStates()
        let chainedStarts = ResolvedOutcomes.expectedStarts(of: outcomes.chainedAfterFailure)
        outcomes.expectedFailureChanges = try failureEvaluator(missingCredential: false)
            .expectedChanges(startingFrom: states.start.callAsFunction) + chainedStarts
        outcomes.expectedMissingCredentialChanges = try failureEvaluator(missingCredential: true)
            .expectedChanges(startingFrom: states.start.callAsFunction) + chainedStarts
        outcomes.chainedSentAfterSuccess = try sentCount(of: outcomes.chainedAfterSuccess, in: stateAfterSuccess(from: states.request))
        outcomes.chainedSentAfterFailure = try sentCount(of: outcomes.chainedAfterFailure, in: stateAfterFailure(from: states.start))
        outcomes.appTestResultsAfterSuccess = appTestResults(after: .succeeded, response: resolved.inlineSampleResponse)
        outcomes.appTestResultsAfterFailure = appTestResults(after: .failed, response: nil)
        return outcomes
    }

    /// The arguments a chained start of `target` passes besides state and environment: its trigger's
    /// `debounce:` when `target` takes one (a chained endpoint takes no payload).
    private func chainArguments(_ target: ResolvedEndpoint, after outcome: EndpointOutcome) -> [ResolvedArgument] {
        guard target.takesDebounce,
              let spec = context.spec.endpoints.first(where: { SwiftName.escaped($0.swiftName) == target.name }),
              let trigger = spec.triggers.first(where: { $0.name == endpoint.swiftName + outcome.rawValue })
        else { return [] }
        return [EndpointResolver.debounceArgument(spec.debounceMilliseconds(of: trigger))]
    }

    /// The positions of the endpoints each trigger name starts, in spec order.
    static func triggerIndex(of endpoints: [EndpointSpec]) -> [String: [Int]] {
        var index: [String: [Int]] = [:]
        for (position, endpoint) in endpoints.enumerated() {
            for trigger in Set(endpoint.triggers.map(\.name)) { index[trigger, default: []].append(position) }
        }
        return index
    }

    /// The endpoints whose triggers name this endpoint's `outcome` action, in spec order.
    private func chained(
        after outcome: EndpointOutcome, among endpoints: [ResolvedEndpoint], triggeredBy: [String: [Int]]
    ) -> [ResolvedEndpoint] {
        (triggeredBy[endpoint.swiftName + outcome.rawValue] ?? []).map { endpoints[$0] }
    }

    /// The steps of `outcome` on `state`, each local the steps read bound first (`let message = ...`).
    private func steps(for outcome: EndpointOutcome, bindings: [String: ResolvedLocalBinding]) throws(UnresolvedReference) -> ResolvedOutcomeSteps {
        let action = endpoint.outcomeAction(outcome)
        let steps = try ReduceStepResolver(context: context, action: action).resolveAll()
        let read = PayloadUse.readByReduceSteps(of: action)
        let readLocals = Set(action.payload.filter { read.contains($0.name) }.map { LocalNames.local(for: $0.swiftName) })
        let used = bindings.keys.sorted().filter(readLocals.contains)
        return ResolvedOutcomeSteps(bindings: used.compactMap { bindings[$0] }, steps: steps)
    }

    /// The hand-written hook of `outcome`, after the outcome's steps: what it receives besides the state and
    /// the environment (the response of a success, the error of a failure).
    private func hookParameters(for outcome: EndpointOutcome, _ resolved: ResolvedEndpoint) -> [(label: String, type: String)] {
        switch outcome {
        // A linked page's hook gets its body, as the `onSuccess:` steps read it (docs/spec.md).
        case .succeeded: resolved.responseBodyType.map { [("response", $0)] } ?? []
        case .failed: [("error", "APIError")]
        case .cancelled: []
        }
    }

    private func hookRequirement(for outcome: EndpointOutcome, _ resolved: ResolvedEndpoint) -> ResolvedHookRequirement {
        ResolvedHookRequirement(
            name: endpoint.swiftName + outcome.rawValue,
            stateType: context.stateType,
            environmentType: context.environmentType,
            values: hookParameters(for: outcome, resolved).map { ResolvedParameterDeclaration(label: $0.label, type: $0.type) }
        )
    }

    /// The hook call of `outcome`, if the endpoint lists it in `hooks:`, bound to `hookEffect`.
    private func hookCall(for outcome: EndpointOutcome) -> ResolvedEffectCall? {
        guard endpoint.hooks.contains(outcome) else { return nil }
        let arguments: [ResolvedArgument]
        switch outcome {
        case .succeeded:
            let response = responseMember.map { "response.\($0)" } ?? "response"
            arguments = endpoint.response.type == nil ? [] : [ResolvedArgument(label: "response", value: .local(response))]
        case .failed: arguments = [ResolvedArgument(label: "error", value: .local("error"))]
        case .cancelled: arguments = []
        }
        let hook = "\(context.spec.swiftName)Hooks.\(endpoint.swiftName + outcome.rawValue)"
        return ResolvedEffectCall(call: ResolvedCall(function: hook, arguments: ResolvedCall.stateArguments() + arguments), local: "hookEffect")
    }

    /// The hook call of `outcome` (it runs first, so the chained requests read the state it leaves), the
    /// starts of `chained` and the effects the case returns: in the effects flavor the reducer returns their
    /// effects; in the middleware flavor it marks them started and the middleware sends them.
    private func effects(_ chained: [ResolvedEndpoint], after outcome: EndpointOutcome) -> ResolvedCaseEffects {
        var effects = ResolvedCaseEffects()
        if let hook = hookCall(for: outcome) {
            effects.calls.append(hook)
            effects.returned.append(.local("hookEffect"))
        }
        for target in chained {
            let function = "\(context.requestStartsType).\(target.name)"
            let call = ResolvedCall(function: function, arguments: ResolvedCall.stateArguments() + chainArguments(target, after: outcome))
            if context.sideEffects == .middleware {
                effects.calls.append(ResolvedEffectCall(call: ResolvedCall(function: function, arguments: ResolvedCall.stateArguments(withEnvironment: false))))
            } else if chained.count == 1 && effects.returned.isEmpty {
                effects.returned.append(.call(call))
            } else {
                let local = SwiftName.unescaped(target.name) + "Effect"
                effects.calls.append(ResolvedEffectCall(call: call, local: local))
                effects.returned.append(.local(local))
            }
        }
        return effects
    }

    /// The middleware's cases for the outcome case: one per outcome that starts requests, sending them
    /// (`.loginResponse(.succeeded)`), then one for the rest (`.loginResponse`), which sends nothing.
    private func middlewareCases(
        _ resolved: ResolvedEndpoint, _ outcomes: [(EndpointOutcome, [ResolvedEndpoint])]
    ) -> [MiddlewareOutcomeCase] {
        let caseName = SwiftName.unescaped(resolved.name) + "Response"
        var cases: [MiddlewareOutcomeCase] = []
        for (outcome, chained) in outcomes where !chained.isEmpty {
            let sends = chained.map {
                MiddlewareCalls.send($0, arguments: chainArguments($0, after: outcome))
            }
            let pattern = ResolvedCasePattern(name: "\(caseName)(.\(outcome.hookName))", bindings: [])
            cases.append(MiddlewareOutcomeCase(patterns: [pattern], sends: sends))
        }
        cases.append(MiddlewareOutcomeCase(patterns: [ResolvedCasePattern(name: caseName, bindings: [])], sends: []))
        return cases
    }
}
