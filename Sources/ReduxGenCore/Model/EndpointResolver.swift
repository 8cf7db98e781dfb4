/// Resolves one endpoint: its actions, repository method, request building and response handling.
struct EndpointResolver: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec

    func resolve() -> ResolvedEndpoint {
        let name = SwiftName.escaped(endpoint.swiftName)
        let payload = endpoint.payload.map(context.resolvePayload)
        let values = RequestValues(context: context, endpoint: endpoint)
        let responseType = endpoint.response.type.map(context.types.source(for:))
        let response = ResponseHandling(context: context, endpoint: endpoint)
        let pagination = response.pagination()
        let feature = context.spec.swiftName
        let cancelID = Self.cancelID(feature: feature, name: name, endpoint: endpoint)
        let policy = Self.policy(endpoint.concurrency)

        var startModifiers: [String] = []
        if endpoint.debounceMilliseconds > 0 {
            let duration = ".milliseconds(\(endpoint.debounceMilliseconds))"
            if endpoint.concurrency == .latest {
                startModifiers.append(".debounce(id: \(cancelID), for: \(duration), clock: environment.clock)")
            } else {
                startModifiers.append(".delayed(for: \(duration), clock: environment.clock)")
                startModifiers.append(".cancellable(id: \(cancelID), policy: \(policy))")
            }
        } else {
            startModifiers.append(".cancellable(id: \(cancelID), policy: \(policy))")
        }

        let succeededPayload = responseType.map { ["RequestID", $0] } ?? ["RequestID"]
        let bindsResponse = responseType != nil && !response.successLines().isEmpty
        let succeededBindings = responseType == nil ? "let requestID" : (bindsResponse ? "let requestID, let response" : "let requestID, _")
        return ResolvedEndpoint(
            name: name,
            capitalizedName: endpoint.swiftName.prefix(1).uppercased() + endpoint.swiftName.dropFirst(),
            summary: endpoint.method.rawValue + " " + endpoint.path,
            method: "." + endpoint.method.rawValue.lowercased(),
            pathTemplate: SwiftLiteralSource.stringLiteral(endpoint.path),
            payload: payload,
            parameters: values.parameters,
            responseType: responseType,
            sampleResponse: endpoint.response.type.map { context.samples.source(for: $0, variant: 1) },
            requestCaseDeclaration: context.caseDeclaration(name, payload),
            requestCasePattern: context.casePattern(name, payload),
            requestCaseConstruction: context.caseConstruction(name, payload),
            startCall: WrappedCall.text(
                "\(feature)Effects.\(name)",
                arguments: ["state: &state", "environment: environment"] + payload.map { $0.label + ": " + $0.localName },
                indentation: 12,
                lineStart: 19
            ),
            succeededCaseDeclaration: endpoint.swiftName + "Succeeded(" + succeededPayload.joined(separator: ", ") + ")",
            succeededCasePattern: "." + endpoint.swiftName + "Succeeded(" + succeededBindings + ")",
            failedCaseDeclaration: endpoint.swiftName + "Failed(RequestID, APIError)",
            failedCasePattern: "." + endpoint.swiftName + "Failed(let requestID, let error)",
            statusProperty: endpoint.generatedStatusPropertyName,
            pageProperty: endpoint.swiftName + "Page",
            cancellationPolicy: policy,
            dropsWhileInFlight: endpoint.concurrency == .dropWhileInFlight,
            isQueued: endpoint.keepsEveryResponse,
            debounceMilliseconds: endpoint.debounceMilliseconds,
            startModifierLines: startModifiers,
            requestLines: values.requestLines(),
            expectedQueryNames: values.expectedQueryNames(),
            expectedHeaderNames: values.expectedHeaderNames(),
            expectedPath: values.expectedPath(),
            expectedQueryItems: values.expectedQueryItems(),
            expectedHeaders: values.expectedHeaders(),
            expectedBodyJSON: values.expectedBodyJSON(),
            sendsBody: endpoint.body != nil,
            bodyTypeLines: values.bodyTypeLines(),
            startArguments: values.startArguments,
            successLines: response.successLines(),
            expectedSuccessLines: response.expectedSuccessLines(),
            pagination: pagination,
            triggers: endpoint.triggers.compactMap { context.spec.action(named: $0.name).map { SwiftName.escaped($0.swiftName) } }
        )
    }

    /// `FCancelID.name`, or `KeyedEffectID(FCancelID.name, key: id)` for a policy keyed by payload field `id`.
    static func cancelID(feature: String, name: String, endpoint: EndpointSpec) -> String {
        let id = "\(feature)CancelID.\(name)"
        guard case .payload(let reference)? = endpoint.concurrencyKey,
              let field = endpoint.payloadField(named: reference.name) else { return id }
        return "KeyedEffectID(\(id), key: \(LocalNames.local(for: field.swiftName)))"
    }

    static func policy(_ concurrency: ConcurrencyPolicy) -> String {
        switch concurrency {
        case .latest: ".cancelInFlight"
        case .dropWhileInFlight: ".dropWhileInFlight"
        case .queue: ".queue"
        }
    }
}
