import Foundation

extension ValidationRun {
    /// The mock repository's method that waits for its delay: an endpoint without payload of that name would
    /// declare it again.
    static let mockDelayMethod = "waitForDelay"

    mutating func checkEndpoints() {
        checkAPI()
        checkAuth()
        for index in spec.endpoints.indices {
            let context = "endpoint \(quoted(spec.endpoints[index].name))"
            spec.endpoints[index].payload = resolvePayload(spec.endpoints[index].payload, context: context)
            if case .type(let type, let location) = spec.endpoints[index].response,
               let resolved = resolve(type, at: location, for: "the response of \(context)") {
                spec.endpoints[index].response = .type(resolved, at: location)
            }
            checkEndpoint(spec.endpoints[index], context: context)
            checkOutcomeSteps(ofEndpointAt: index, context: context)
            spec.endpoints[index].optimistic = checkOptimistic(spec.endpoints[index], context: context)
        }
        checkChainCycles()
    }

    private mutating func checkAPI() {
        if let api = spec.api {
            for header in api.headers {
                checkHeader(name: header.name, at: header.location)
                checkHeaderValue(header.value, at: header.location)
            }
        }
        guard let baseURL = spec.api?.baseURL else {
            if let first = spec.endpoints.first {
                diagnostics.error("endpoints need a base URL; add 'api: { baseURL: http://localhost:8080 }'", at: first.location)
            }
            return
        }
        // Checked with or without endpoints: a feature's live repository is written once it has some.
        guard let location = spec.api?.baseURLLocation ?? spec.endpoints.first?.location ?? spec.api?.location else { return }
        guard let url = URL(string: baseURL), let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            diagnostics.error("invalid base URL \(quoted(baseURL)); expected an absolute http or https URL like http://localhost:8080", at: location)
            return
        }
        if url.query != nil || url.fragment != nil {
            diagnostics.error("the base URL \(quoted(baseURL)) cannot have a query or fragment; use an endpoint's 'query:'", at: location)
        }
    }

    private mutating func checkEndpoint(_ endpoint: EndpointSpec, context: String) {
        endpointPayload = NameIndex(endpoint.payload.map { (name: $0.name, swiftName: $0.swiftName) })
        if endpoint.swiftName == Self.mockDelayMethod, endpoint.payload.isEmpty {
            diagnostics.error(
                "\(context) would declare '\(Self.mockDelayMethod)()', which the generated mock repository declares to wait "
                    + "before it answers; rename the endpoint",
                at: endpoint.location
            )
        }
        checkPath(endpoint, context: context)
        for parameter in endpoint.query {
            checkSource(parameter.source, of: endpoint, for: "query parameter \(quoted(parameter.name)) of \(context)", allowsCollections: true)
        }
        for header in endpoint.headers {
            checkHeader(name: header.name, at: header.location)
            if case .literal(let value, let location) = header.source { checkHeaderValue(value, at: location) }
            if case .template(let template) = header.source { checkHeaderValue(template.literalText, at: template.location) }
            checkSource(header.source, of: endpoint, for: "header \(quoted(header.name)) of \(context)", allowsCollections: false)
        }
        if let body = endpoint.body {
            if endpoint.methodIsKnown && !endpoint.method.allowsBody {
                diagnostics.error("\(context) is \(endpoint.method.rawValue), which sends no body; remove 'body' or use POST, PUT or PATCH", at: endpoint.location)
            }
            switch body {
            case .value(let source):
                if !rejectTemplate(source, for: "the body of \(context)", instead: "send a payload field") {
                    _ = sourceType(source, of: endpoint, for: "the body of \(context)")
                }
            case .object(let fields):
                for field in fields {
                    let what = "body field \(quoted(field.name)) of \(context)"
                    if !rejectTemplate(field.source, for: what, instead: "send the value itself") {
                        _ = sourceType(field.source, of: endpoint, for: what)
                    }
                }
            case .form(let fields):
                for field in fields {
                    let what = "form field \(quoted(field.name)) of \(context)"
                    if !rejectTemplate(field.source, for: what, instead: "send the value itself") {
                        checkSource(field.source, of: endpoint, for: what, allowsCollections: true)
                    }
                }
                checkFormContentType(endpoint, context: context)
            }
        }
        for trigger in endpoint.triggers { checkTrigger(trigger, of: endpoint, context: context) }
        checkRepeatedTriggers(of: endpoint, context: context)
        checkTriggerConditions(of: endpoint, context: context)
        checkConcurrencyKey(endpoint, context: context)
        let storedType = checkPagination(endpoint, context: context)
        checkStore(endpoint, storedType: storedType, context: context)
        checkSensitiveResponse(endpoint, context: context)
    }

    private mutating func checkSource(_ source: ValueSource, of endpoint: EndpointSpec, for what: String, allowsCollections: Bool) {
        guard let type = sourceType(source, of: endpoint, for: what) else { return }
        let scalar = type.nonOptional
        if isTextual(scalar) { return }
        if allowsCollections, let element = scalar.arrayElement, isTextual(element) { return }
        let location: SourceLocation
        switch source {
        case .state(let reference), .payload(let reference): location = reference.location
        case .literal(_, let at): location = at
        case .template(let template): location = template.location
        case .app(let app): location = app.field.location
        }
        diagnostics.error("\(what) is '\(type)'; it must be a string, number, Bool, UUID or enum\(allowsCollections ? " (or an array of them)" : "")", at: location)
    }

    /// The type of a source, or `nil` with an error when it names nothing. Literals are strings.
    mutating func sourceType(_ source: ValueSource, of endpoint: EndpointSpec, for what: String) -> TypeReference? {
        switch source {
        case .literal:
            return .string
        case .template(let template):
            return templateType(template, of: endpoint, for: what)
        case .app:
            // Another feature's field: checked with the specs generated together (`AppValueResolver`).
            return nil
        case .state(let reference):
            return stateField(reference, for: what)?.type
        case .payload(let reference):
            if let position = endpointPayload.position(of: reference.name) { return endpoint.payload[position].type }
            let suggestion = suggest(reference.name, among: endpoint.payload.map(\.name))
            let hint = endpoint.payload.isEmpty ? "; declare it under the endpoint's 'payload:'" : suggestion
            diagnostics.error("\(what) names no payload field \(quoted(reference.name)) of endpoint \(quoted(endpoint.name))\(hint)", at: reference.location)
            return nil
        }
    }

    /// A trigger must be a declared action that carries every payload field the request needs.
    private mutating func checkTrigger(_ trigger: NameReference, of endpoint: EndpointSpec, context: String) {
        guard let action = actions.position(of: trigger.name).map({ spec.actions[$0] }) else {
            if checkOutcomeTrigger(trigger, of: endpoint, context: context) { return }
            let suggestion = suggest(trigger.name, among: spec.actions.map(\.name))
            diagnostics.error("trigger \(quoted(trigger.name)) of \(context) names no action\(suggestion)", at: trigger.location)
            return
        }
        for needed in endpoint.payload {
            guard let given = payloadField(needed.name, ofAction: action) else {
                diagnostics.error(
                    "trigger \(quoted(action.name)) of \(context) has no payload field \(quoted(needed.name)), which the request needs",
                    at: trigger.location,
                    notes: [.note("payload field \(quoted(needed.name)) of \(context) is declared here", at: needed.location)]
                )
                continue
            }
            if given.type != needed.type {
                diagnostics.error(
                    "payload field \(quoted(needed.name)) of trigger \(quoted(action.name)) is '\(given.type)', but \(context) needs '\(needed.type)'",
                    at: trigger.location,
                    notes: [.note("action \(quoted(action.name)) declares it here", at: given.location)]
                )
            }
        }
    }

    /// A form body sends its own `Content-Type`; a header of the endpoint or the API that names another
    /// media type would make the server read the body wrongly.
    private mutating func checkFormContentType(_ endpoint: EndpointSpec, context: String) {
        let written = endpoint.headers.first { $0.name.lowercased() == "content-type" }
        guard let header = written else { return }
        guard case .literal(let value, let location) = header.source else {
            diagnostics.error(
                "header 'Content-Type' of \(context), which sends a form body, must be a literal '\(Self.formMediaType)' (with parameters, if any) or left out",
                at: header.location
            )
            return
        }
        let mediaType = value.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        if mediaType != Self.formMediaType {
            diagnostics.error(
                "header 'Content-Type' of \(context) is \(quoted(value)), but the endpoint sends a form body, which is '\(Self.formMediaType)'; remove the header",
                at: location
            )
        }
    }

    static let formMediaType = "application/x-www-form-urlencoded"

    mutating func checkHeader(name: String, at location: SourceLocation) {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        if name.isEmpty || name.unicodeScalars.contains(where: { !$0.isASCII || !allowed.contains($0) }) {
            diagnostics.error("invalid header name \(quoted(name)); use letters, digits, '-' and '_'", at: location)
        }
    }

    private mutating func checkHeaderValue(_ value: String, at location: SourceLocation) {
        if value.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
            diagnostics.error("a header value cannot contain a line break", at: location)
        }
    }
}
