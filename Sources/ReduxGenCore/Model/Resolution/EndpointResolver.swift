/// Resolves one endpoint: its actions, repository method, request building and response handling.
struct EndpointResolver: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec

    func resolve() throws(UnresolvedReference) -> ResolvedEndpoint {
        let name = SwiftName.escaped(endpoint.swiftName)
        let payload = endpoint.payload.map(context.resolvePayload)
        let values = try RequestValues(context: context, endpoint: endpoint)
        let responseBodyType = endpoint.response.type.map(context.types.source(for:))
        let isLinkPaged = endpoint.pagination?.isLinkStyle == true
        // A page linked by `Link` headers answers with its body and its next URL.
        let responseType = isLinkPaged ? responseBodyType.map { "LinkedPage<\($0)>" } : responseBodyType
        let response = ResponseHandling(context: context, endpoint: endpoint)
        var pagination = try response.pagination()
        let feature = context.spec.swiftName
        let cancelID = Self.cancelID(feature: feature, name: name, endpoint: endpoint)
        let policy = Self.policy(endpoint.concurrency)

        let waits = endpoint.waitsForQuiet
        let start = ResolvedRequestStart(
            cancelID: cancelID,
            policy: policy,
            waits: waits,
            // With a trigger's own debounce, each call passes its wait (zero runs at once).
            waitDuration: endpoint.startTakesDebounce ? .local("debounce") : .milliseconds(endpoint.debounceMilliseconds),
            restartsWait: waits && endpoint.concurrency == .latest
        )

        let bindsResponse = responseType != nil
            && (endpoint.store != nil || PayloadUse.readByReduceSteps(of: endpoint.outcomeAction(.succeeded)).contains("response")
                || endpoint.hooks.contains(.succeeded))
        let bindsError = endpoint.hooks.contains(.failed)
            || PayloadUse.readByReduceSteps(of: endpoint.outcomeAction(.failed)).contains("message")
        let startsInReducer = context.sideEffects == .effects
        let debounceArgument = endpoint.startTakesDebounce ? [Self.debounceArgument(endpoint.debounceMilliseconds)] : []
        let testState = try RequestTestState(context: context, endpoint: endpoint)
        let optimismResolver = OptimismResolver(context: context, endpoint: endpoint, testState: testState)
        let optimism = try optimismResolver.resolve()
        // The request reads its values after the optimistic steps, as the tests expect them.
        let requestState = try optimismResolver.requestState()
        let successSteps = try OutcomeResolver(context: context, endpoint: endpoint).expectedSuccessStepChanges(from: requestState)
        pagination?.expectedStepChanges = successSteps
        var parameters = values.parameters
        for (position, sent) in values.sentValues(reading: requestState, evaluator: optimismResolver.evaluator).enumerated() {
            parameters[position].sentValue = sent
        }
        if let itemsField = pagination?.itemsField {
            let start = values.nextPageTestStart(of: parameters, itemsField: itemsField)
            let keepsState = !optimism.isEmpty || !endpoint.onSuccess.isEmpty
            // A value the request tests' setup already gives (a credential also sent in the query) is set once.
            pagination?.testStart = keepsState ? [] : start.setup.filter { !testState.setup.contains($0) }
            pagination?.testArguments = keepsState ? parameters.map(\.sentValue) : start.arguments
        }
        let startPayload = optimism.isEmpty ? [] : zip(payload, optimism.usedPayload).filter(\.1).map(\.0)
        let responseKey = try responseKeyInSuccessTest(payload: payload) { field throws(UnresolvedReference) in
            let evaluator = optimismResolver.evaluator
            return evaluator.written(testState.startValue(of: field, evaluator: evaluator), as: field.type)
        }
        var resolved = ResolvedEndpoint(
            name: name,
            capitalizedName: endpoint.swiftName.prefix(1).uppercased() + endpoint.swiftName.dropFirst(),
            method: endpoint.method.rawValue.lowercased(),
            pathTemplate: endpoint.path,
            payload: payload,
            parameters: parameters,
            responseType: responseType,
            responseBodyType: responseBodyType,
            sampleResponse: sampleResponse(writing: context.samples.value(for:variant:)),
            requestCaseDeclaration: context.caseDeclaration(name, payload),
            requestCasePattern: context.casePattern(name, payload),
            requestCaseConstruction: context.caseConstruction(name, payload),
            startCall: ResolvedCall(
                function: context.requestStartsType + "." + name,
                arguments: startsInReducer
                    ? ResolvedCall.stateArguments() + payload.map(Self.argument) + debounceArgument
                    : ResolvedCall.stateArguments(withEnvironment: false) + startPayload.map(Self.argument)
            ),
            succeededCasePattern: ResolvedCasePattern(name: "succeeded", bindings: [nil, bindsResponse ? "response" : nil]),
            failedCasePattern: ResolvedCasePattern(name: "failed", bindings: [nil, bindsError ? "error" : nil]),
            statusProperty: endpoint.statusPath,
            pageProperty: endpoint.pagePath,
            cancellationPolicy: policy,
            concurrency: endpoint.concurrency,
            isQueued: endpoint.keepsEveryResponse,
            debounceMilliseconds: endpoint.debounceMilliseconds,
            start: start,
            request: try values.request(),
            expectedRequest: try values.expectedRequest(),
            sendsBody: endpoint.body != nil,
            bodyType: values.bodyType(),
            startArguments: values.startArguments,
            storeTargets: try response.storeTargets(),
            expectedSuccessChanges: try response.expectedSuccessChanges(
                from: requestState, evaluator: optimismResolver.evaluator, responseKey: responseKey?.value)
                + successSteps
                + optimism.expectedSettledChanges,
            pagination: pagination,
            triggers: endpoint.triggers.compactMap { context.spec.action(named: $0.name).map { SwiftName.escaped($0.swiftName) } }
        )
        resolved.inlineSampleResponse = sampleResponse(writing: context.samples.inlineValue(for:variant:))
        resolved.appTriggers = endpoint.appTriggers
        resolved.responseKeyInSuccessTest = responseKey
        resolved.renewsCredential = context.spec.api?.auth?.onUnauthorized != nil && context.spec.credentialSource(of: endpoint) != nil
        resolved.takesDebounce = endpoint.startTakesDebounce
        resolved.waitsForQuiet = endpoint.waitsForQuiet
        resolved.optimism = optimism
        resolved.middlewareRequestCasePattern = ResolvedCasePattern(
            name: name, bindings: optimism.isEmpty ? [] : zip(payload, optimism.usedPayload).map { $1 ? $0.localName : nil }
        )
        resolved.requestStartsParameters = startPayload.map(\.declaration)
        resolved.middlewareSendCall = MiddlewareCalls.send(resolved, arguments: payload.map(Self.argument) + debounceArgument)
        resolved.extensions = endpoint.extensions
        resolved.requestTestSetup = testState.setup
        resolved.lacksCredentialInTests = values.credentialField.map { !RequestTestState.holdsCredential(requestState($0)) } ?? false
        return resolved
    }

    /// The first sample of the response, each sample value made by `sample`; a linked page's has a next page.
    private func sampleResponse(writing sample: (TypeReference, Int) -> ResolvedSampleValue) -> ResolvedSampleValue? {
        endpoint.response.type.map { type in
            let body = sample(type, 1)
            return endpoint.pagination?.isLinkStyle == true
                ? ResponseHandling.linkedPageSample(body: body, next: SampleScalars.nextPageURL) : body
        }
    }

    /// See `ResolvedEndpoint.responseKeyInSuccessTest`: the key a payload or state value selects the element
    /// by, or the key an optimistic step writes into the element (the server answers with the key as
    /// written). `stateValue` is a state field's value in the tests' state, which a `where:` step read.
    func responseKeyInSuccessTest(
        payload: [ResolvedPayloadField], stateValue: (StateFieldSpec) throws(UnresolvedReference) -> ResolvedSampleValue
    ) throws(UnresolvedReference) -> ResolvedResponseKey? {
        // The sample of an array response holds one element: the test gives the key to that one.
        let path = { (member: String) in
            (endpoint.response.type?.nonOptional.arrayElement != nil ? "[0]." : ".") + member
        }
        for store in endpoint.stores where store.path.isEmpty {
            guard let key = store.operation.matchField else { continue }
            for step in endpoint.optimistic {
                guard let element = step.element, step.field.name == store.into.name, element.key.name == key.name else { continue }
                let member = SwiftName.escaped(SwiftName.lowerCamelCase(key.name))
                switch element.value {
                case .payload(let source):
                    guard let index = endpoint.payload.firstIndex(where: { $0.name == source.name || $0.swiftName == source.name }) else { continue }
                    return ResolvedResponseKey(path: path(member), value: payload[index].sampleValue)
                case .state(let source):
                    return ResolvedResponseKey(path: path(member), value: try stateValue(try context.stateField(source.name)))
                default:
                    continue
                }
            }
        }
        for store in endpoint.stores where store.path.isEmpty {
            guard let key = store.operation.matchField else { continue }
            for step in endpoint.optimistic.reversed() where step.field.name == store.into.name {
                guard let element = step.element, case .set(let input) = step.operation else { continue }
                let model = try context.elementModel(of: try context.stateField(store.into.name))
                let keyField = try context.modelField(key, of: model)
                guard try context.modelField(element.member, of: model).name == keyField.name else { continue }
                let member = SwiftName.escaped(keyField.swiftName)
                switch input {
                case .literal(let literal?, _):
                    return ResolvedResponseKey(
                        path: path(member), value: .literal(LiteralResolver(types: context.types).resolve(literal, as: keyField.type)))
                case .payload(let source):
                    guard let index = endpoint.payload.firstIndex(where: { $0.name == source.name || $0.swiftName == source.name }) else { continue }
                    return ResolvedResponseKey(path: path(member), value: payload[index].sampleValue)
                case .literal(nil, _), .state:
                    continue
                }
            }
        }
        return nil
    }

    /// The `debounce:` argument of a start or send call whose request waits `milliseconds`.
    static func debounceArgument(_ milliseconds: Int) -> ResolvedArgument {
        ResolvedArgument(label: "debounce", value: .milliseconds(milliseconds))
    }

    /// A payload value passed on under its label: `id: id`.
    static func argument(_ field: ResolvedPayloadField) -> ResolvedArgument {
        ResolvedArgument(label: field.label, value: .local(field.localName))
    }

    /// `FCancelID.name`, keyed by the local of payload field `id` for a policy keyed by it.
    static func cancelID(feature: String, name: String, endpoint: EndpointSpec) -> ResolvedCancelID {
        var id = ResolvedCancelID(namespace: cancelIDNamespace(feature: feature), member: name)
        if case .payload(let reference)? = endpoint.concurrencyKey, let field = endpoint.payloadField(named: reference.name) {
            id.key = LocalNames.local(for: field.swiftName)
        }
        return id
    }

    /// The enum of a feature's cancel ids: `FeedCancelID`.
    static func cancelIDNamespace(feature: String) -> String { feature + "CancelID" }

    /// The effect's cancellation policy. A `dropWhileInFlight` request is dropped by the reducer, whose
    /// status is the one truth about a request in flight: once the status says the last request answered, a
    /// new one must start even if the answered request's task has not quite ended, so its effect replaces
    /// that task (`.cancelInFlight`) instead of being dropped behind it.
    static func policy(_ concurrency: ConcurrencyPolicy) -> ResolvedCancellationPolicy {
        switch concurrency {
        case .latest, .dropWhileInFlight: .cancelInFlight
        case .queue: .queue
        }
    }
}
