extension SpecDecoder {
    static let endpointKeys = [
        "method", "path", "payload", "params", "query", "headers", "body", "response", "store",
        "triggers", "concurrency", "debounce", "pagination", "onSuccess", "onFailure", "hooks", "optimistic",
        "sensitiveResponse", "auth",
    ]
    /// The keys an endpoint with `operation:` may have: the rest comes from the OpenAPI operation.
    static let operationEndpointKeys = [
        "operation", "store", "triggers", "concurrency", "debounce", "pagination", "onSuccess", "onFailure", "hooks", "optimistic",
        "sensitiveResponse", "auth",
    ]
    static let storeOperationKeys = ["into", "append", "upsert", "removeFrom"]
    static let storeKeys = storeOperationKeys + ["path", "by"]
    static let concurrencyKeys = ["policy", "key"]
    static let bodyKeys = ["from", "fields", "form"]

    /// `endpoints: { name: { method, path, ... } }`
    mutating func decodeEndpoints(_ node: YAMLNode) -> [EndpointSpec] {
        var endpoints: [EndpointSpec] = []
        forEachNamedEntry(of: node, section: "'endpoints'", entryKeys: ("endpoint", Self.endpointKeys + ["operation"])) { decoder, name, entry in
            if let endpoint = decoder.decodeEndpoint(name: name, entry: entry) { endpoints.append(endpoint) }
        }
        return endpoints
    }

    private mutating func decodeEndpoint(name: String, entry: YAMLMappingEntry) -> EndpointSpec? {
        let context = "endpoint \(quoted(name))"
        guard let entries = reader.mapping(entry.value, for: context) else { return nil }
        if let operationEntry = entries.first(where: { $0.key.scalar?.value == "operation" }) {
            return decodeOperationEndpoint(name: name, entry: entry, entries: entries, operationEntry: operationEntry, context: context)
        }
        let keys = reader.entries(entries, allowed: Self.endpointKeys, allowingExtensions: true, in: context)
        let methodEntry = reader.required("method", in: keys, of: entry.value, context: context)
        let pathEntry = reader.required("path", in: keys, of: entry.value, context: context)
        let method = methodEntry.flatMap { decodeMethod($0.value, context: context) }
        let path = pathEntry.flatMap { reader.string($0.value, for: "'path' of \(context)") }

        var endpoint = EndpointSpec(
            name: name, method: method ?? .get, path: path ?? "/",
            pathLocation: pathEntry?.value.location ?? entry.value.location, location: entry.key.location
        )
        endpoint.methodIsKnown = method != nil
        if let payload = keys["payload"] { endpoint.payload = decodePayload(payload.value, context: context) }
        if let params = keys["params"] { endpoint.pathParameters = decodeParameters(params.value, kind: "path parameter", context: context) }
        if let query = keys["query"] { endpoint.query = decodeParameters(query.value, kind: "query parameter", context: context) }
        if let headers = keys["headers"] { endpoint.headers = decodeParameters(headers.value, kind: "header", context: context) }
        if let body = keys["body"] { endpoint.body = decodeBody(body.value, context: context) }
        if let response = keys["response"] { endpoint.response = decodeResponse(response.value, context: context) }
        decodeRequestHandling(keys, into: &endpoint, context: context)
        endpoint.extensions = reader.extensions(in: entries)
        return endpoint
    }

    /// An endpoint written as `operation: operationId`: method, path, parameters, body and response come
    /// from the OpenAPI document when the reference is resolved.
    private mutating func decodeOperationEndpoint(
        name: String, entry: YAMLMappingEntry, entries: [YAMLMappingEntry], operationEntry: YAMLMappingEntry, context: String
    ) -> EndpointSpec? {
        let suppliedByOperation = Set(Self.endpointKeys).subtracting(Self.operationEndpointKeys)
        for other in entries {
            guard let key = other.key.scalar?.value, suppliedByOperation.contains(key) else { continue }
            reader.diagnostics.error(
                "'\(key)' of \(context) comes from its OpenAPI operation; remove it, or write the endpoint out without 'operation'",
                at: other.key.location
            )
        }
        let ownEntries = entries.filter { !suppliedByOperation.contains($0.key.scalar?.value ?? "") }
        let keys = reader.entries(ownEntries, allowed: Self.operationEndpointKeys, allowingExtensions: true, in: context)
        guard let operation = reader.string(operationEntry.value, for: "'operation' of \(context)") else { return nil }
        var endpoint = EndpointSpec(name: name, method: .get, path: "/", pathLocation: operationEntry.value.location, location: entry.key.location)
        endpoint.operation = NameReference(operation, at: operationEntry.value.location)
        decodeRequestHandling(keys, into: &endpoint, context: context)
        endpoint.extensions = reader.extensions(in: ownEntries)
        return endpoint
    }

    /// The keys both forms of an endpoint share: what stores, starts and paces its requests.
    private mutating func decodeRequestHandling(_ keys: [String: YAMLMappingEntry], into endpoint: inout EndpointSpec, context: String) {
        if let auth = keys["auth"], let text = reader.string(auth.value, for: "'auth' of \(context)") {
            if text == "none" {
                endpoint.optsOutOfAuth = auth.value.location
            } else {
                reader.diagnostics.error(
                    "invalid value \(quoted(text)) for 'auth' of \(context); expected 'none', which sends its requests without the credential of 'api.auth'",
                    at: auth.value.location
                )
            }
        }
        if let store = keys["store"] { endpoint.stores = decodeStores(store.value, context: context) }
        if let optimistic = keys["optimistic"] {
            endpoint.optimistic = decodeReduceSteps(optimistic.value, what: "'optimistic' of \(context)", context: context)
        }
        if let triggers = keys["triggers"] { decodeTriggers(triggers.value, into: &endpoint, context: context) }
        if let concurrency = keys["concurrency"] {
            endpoint.concurrencyIsWritten = true
            decodeConcurrency(concurrency.value, into: &endpoint, context: context)
        }
        if let debounce = keys["debounce"] {
            endpoint.debounceMilliseconds = decodeDuration(debounce.value, for: "'debounce' of \(context)") ?? 0
        }
        if let pagination = keys["pagination"] { endpoint.pagination = decodePagination(pagination.value, context: context) }
        decodeOutcomeSteps(keys, into: &endpoint, context: context)
        if let sensitive = keys["sensitiveResponse"], reader.bool(sensitive.value, for: "'sensitiveResponse' of \(context)") == true {
            endpoint.sensitiveResponse = sensitive.key.location
        }
    }

    /// `concurrency: latest`, or `concurrency: { policy: latest, key: payload.id }` for a policy per key.
    private mutating func decodeConcurrency(_ node: YAMLNode, into endpoint: inout EndpointSpec, context: String) {
        let what = "'concurrency' of \(context)"
        guard let entries = node.mapping else {
            if let policy = choice(node, of: ConcurrencyPolicy.self, for: what) { endpoint.concurrency = policy }
            return
        }
        let keys = reader.entries(entries, allowed: Self.concurrencyKeys, in: what)
        if let policy = reader.required("policy", in: keys, of: node, context: what),
           let value = choice(policy.value, of: ConcurrencyPolicy.self, for: "'policy' of \(what)") {
            endpoint.concurrency = value
        }
        if let key = keys["key"] {
            endpoint.concurrencyKey = decodeValueSource(key.value, for: "'key' of \(what)")
        }
    }

    /// Words people write for a method that HTTP spells differently.
    static let methodSynonyms: [String: HTTPMethod] = [
        "FETCH": .get, "READ": .get, "LOAD": .get, "CREATE": .post, "SEND": .post, "UPDATE": .put,
        "REPLACE": .put, "MODIFY": .patch, "REMOVE": .delete, "DEL": .delete, "DESTROY": .delete,
    ]

    private mutating func decodeMethod(_ node: YAMLNode, context: String) -> HTTPMethod? {
        guard let text = reader.string(node, for: "'method' of \(context)") else { return nil }
        if let method = HTTPMethod(rawValue: text) { return method }
        let list = HTTPMethod.allCases.map(\.rawValue).joined(separator: ", ")
        let hint = HTTPMethod(rawValue: text.uppercased()).map { "; did you mean '\($0.rawValue)'?" }
            ?? Self.methodSynonyms[text.uppercased()].map { "; did you mean '\($0.rawValue)'?" }
            ?? Suggestion.didYouMean(text.uppercased(), among: HTTPMethod.allCases.map(\.rawValue))
        reader.diagnostics.error("invalid method \(quoted(text)) for \(context); expected one of \(list)\(hint)", at: node.location)
        return nil
    }

    private mutating func decodeParameters(_ node: YAMLNode, kind: String, context: String) -> [ParameterSpec] {
        var parameters: [ParameterSpec] = []
        forEachNamedEntry(of: node, section: "the \(kind)s of \(context)") { decoder, name, entry in
            if let source = decoder.decodeValueSource(entry.value, for: "\(kind) \(quoted(name)) of \(context)") {
                parameters.append(ParameterSpec(name: name, source: source, location: entry.key.location))
            }
        }
        return parameters
    }

    private mutating func decodeBody(_ node: YAMLNode, context: String) -> BodySpec? {
        let what = "'body' of \(context)"
        guard let entries = reader.mapping(node, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.bodyKeys, in: what)
        // One of `from`, `fields` and `form`: the others written beside it are reported at their keys.
        let written = Self.bodyKeys.compactMap { keys[$0] }.sorted { $0.key.location < $1.key.location }
        for extra in written.dropFirst() {
            let first = written[0].key.scalar?.value ?? ""
            reader.diagnostics.error(
                "a body takes one of 'from', 'fields' and 'form'; remove \(quoted(extra.key.scalar?.value ?? "")) or \(quoted(first))",
                at: extra.key.location
            )
        }
        if let fields = keys["fields"] {
            return .object(decodeParameters(fields.value, kind: "body field", context: context))
        }
        if let form = keys["form"] {
            let fields = decodeParameters(form.value, kind: "form field", context: context)
            if fields.isEmpty, form.value.mapping?.isEmpty == true {
                reader.diagnostics.error("the form body of \(context) has no fields; add one, or remove 'body'", at: form.key.location)
            }
            return .form(fields)
        }
        guard let from = keys["from"] else {
            reader.diagnostics.error(
                "\(what) needs 'from' (one value, sent as JSON), 'fields' (a JSON object) or 'form' (form fields)", at: node.location
            )
            return nil
        }
        return decodeValueSource(from.value, for: what).map(BodySpec.value)
    }

    private mutating func decodeResponse(_ node: YAMLNode, context: String) -> ResponseSpec {
        if node.scalar?.value == "none", node.scalar?.style == .plain { return .none }
        guard let type = reader.type(node, for: "'response' of \(context)") else { return .none }
        return .type(type, at: node.location)
    }

    /// `[a, b]` or a single name.
    mutating func decodeNameList(_ node: YAMLNode, for what: String) -> [NameReference] {
        if node.scalar != nil {
            return reader.string(node, for: what).map { [NameReference($0, at: node.location)] } ?? []
        }
        guard let items = reader.sequence(node, for: what) else { return [] }
        return items.compactMap { item in reader.string(item, for: what).map { NameReference($0, at: item.location) } }
    }
}
