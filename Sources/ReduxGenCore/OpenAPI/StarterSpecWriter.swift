/// Writes mapped models and operations as the YAML text of a spec, in the written-out form.
struct StarterSpecWriter {
    var feature: String
    var documentName: String
    var baseURL: String
    var baseURLNote: String?
    var models: [MappedModel]
    var operations: [MappedOperation]
    /// The endpoint name of each operation, by operationId (`endpointNames(for:)`).
    var endpointNames: [String: String]
    /// The scheme the API authenticates with (`api.auth`), read from a state field the spec declares.
    var auth: (name: String, placement: AuthSpec.Placement)?
    /// The operations written with `auth: none`, by operationId.
    var optingOut: Set<String> = []

    /// The state field the credential is read from: `token` for a bearer token, `apiKey` for a key, or a
    /// numbered name where an endpoint or a response field has it.
    private var credentialField: String {
        let base: String
        if case .bearer? = auth?.placement { base = "token" } else { base = "apiKey" }
        let taken = Set(operations.flatMap { [SwiftName.lowerCamelCase(endpointName($0)), SwiftName.lowerCamelCase(stateField(for: $0))] })
        return SwiftName.unique(base) { taken.contains(SwiftName.lowerCamelCase($0)) }
    }

    var text: String {
        var lines: [String] = [
            "# Imported from \(documentName) by 'reduxgen import'. Every part is written out: edit freely.",
            "feature: \(feature)",
            "",
            "api:",
        ]
        if let baseURLNote { lines.append("  # \(baseURLNote); set the real base URL.") }
        lines += [
            "  baseURL: \(YAMLScalarText.plainOrQuoted(baseURL))",
            "  json: { keys: default, dates: iso8601 }",
        ]
        if let auth {
            lines.append("  # Security scheme \(YAMLScalarText.plainOrQuoted(auth.name)) of the document; requests are not sent while '\(credentialField)' is empty.")
            switch auth.placement {
            case .bearer:
                lines.append("  auth: { bearer: state.\(credentialField) }")
            case .header(let name):
                lines.append("  auth: { apiKey: { header: \(YAMLScalarText.plainOrQuoted(name)), from: state.\(credentialField) } }")
            case .query(let name):
                lines.append("  auth: { apiKey: { query: \(YAMLScalarText.plainOrQuoted(name)), from: state.\(credentialField) } }")
            }
        }
        if !models.isEmpty {
            lines += ["", "models:"]
            for model in models { lines += modelLines(model) }
        }
        let stored = operations.filter { $0.response != nil }
        if !stored.isEmpty || auth != nil {
            lines += ["", "state:"]
            if auth != nil {
                lines.append("  # The credential: set it when the user signs in (a sign-in endpoint's 'store:', or an action).")
                lines.append("  \(credentialField): { type: String, default: \"\", sensitive: true }")
            }
            for operation in stored {
                guard let response = operation.response else { continue }
                let field = stateField(for: operation)
                if response.arrayElement != nil {
                    lines.append("  \(field): { type: \(YAMLScalarText.plainOrQuoted(response.description)), default: [] }")
                } else {
                    lines.append("  \(field): { type: \(YAMLScalarText.plainOrQuoted(TypeReference.optional(response.nonOptional).description)), default: null }")
                }
            }
        }
        lines += ["", "endpoints:"]
        for operation in operations { lines += endpointLines(operation) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The state field a response is stored in: `listPets` → `listPetsResult`.
    private func stateField(for operation: MappedOperation) -> String {
        endpointName(operation) + "Result"
    }

    private func endpointName(_ operation: MappedOperation) -> String {
        endpointNames[operation.operationId] ?? OpenAPINaming.memberName(operation.operationId, fallback: "operation")
    }

    /// An endpoint is named by its operationId (made a member name). When two operationIds would clash in
    /// the spec (`get_things` and `getThings` become one Swift name; `login` generates the action
    /// `loginResponse` and the state field `loginResult`, which another operationId may be), the later one
    /// in the document gets a number (`getThings2`): `names` by operationId, and `renamed` lists each such
    /// operation with the one whose name it would have taken.
    static func endpointNames(for operations: [MappedOperation])
        -> (names: [String: String], renamed: [(operation: MappedOperation, name: String, clashesWith: String, onName: String)])
    {
        /// The names an endpoint takes in the spec: its own, its outcome actions and its state field.
        func occupied(by name: String) -> [String] {
            let swiftName = SwiftName.lowerCamelCase(name)
            return [swiftName] + ["Response", "Succeeded", "Failed", "Cancelled", "Result"].map { swiftName + $0 }
        }
        var names: [String: String] = [:]
        var owners: [String: String] = [:]
        var renamed: [(operation: MappedOperation, name: String, clashesWith: String, onName: String)] = []
        for operation in operations {
            let base = OpenAPINaming.memberName(operation.operationId, fallback: "operation")
            let name = SwiftName.unique(base) { occupied(by: $0).contains { owners[$0] != nil } }
            if name != base, let taken = occupied(by: base).first(where: { owners[$0] != nil }), let owner = owners[taken] {
                renamed.append((operation, name, owner, taken))
            }
            for taken in occupied(by: name) { owners[taken] = operation.operationId }
            names[operation.operationId] = name
        }
        return (names, renamed)
    }

    private func modelLines(_ model: MappedModel) -> [String] {
        switch model.kind {
        case .structure(let fields):
            if fields.isEmpty { return ["  \(model.name): { fields: {} }"] }
            var lines = ["  \(model.name):", "    fields:"]
            for field in fields {
                if let key = field.explicitKey {
                    lines.append("      \(field.name): { type: \(YAMLScalarText.plainOrQuoted(field.type.description)), key: \(YAMLScalarText.plainOrQuoted(key)) }")
                } else {
                    lines.append("      \(field.name): \(YAMLScalarText.plainOrQuoted(field.type.description))")
                }
            }
            return lines
        case .enumeration(let rawType, let cases):
            var lines = ["  \(model.name):", "    enum: \(rawType.rawValue)", "    cases:"]
            for item in cases {
                switch item.rawValue {
                case .string(let text): lines.append("      \(item.name): \(YAMLScalarText.doubleQuoted(text))")
                case .int(let number): lines.append("      \(item.name): \(number)")
                default: lines.append("      \(item.name): \(YAMLScalarText.doubleQuoted(String(describing: item.rawValue)))")
                }
            }
            return lines
        case .sum(let cases, let discriminator):
            var lines = ["  \(model.name):", "    oneOf:"]
            for item in cases {
                let type = YAMLScalarText.plainOrQuoted(item.type.description)
                if let tag = item.explicitTag {
                    lines.append("      \(item.name): { type: \(type), tag: \(YAMLScalarText.doubleQuoted(tag)) }")
                } else {
                    lines.append("      \(item.name): \(type)")
                }
            }
            if let discriminator { lines.append("    discriminator: \(YAMLScalarText.doubleQuoted(discriminator))") }
            return lines
        }
    }

    private func endpointLines(_ operation: MappedOperation) -> [String] {
        let name = endpointName(operation)
        var lines = [
            "  \(name):",
            "    method: \(operation.method.rawValue)",
            "    path: \(YAMLScalarText.doubleQuoted(operation.path))",
        ]
        if !operation.payload.isEmpty {
            let fields = operation.payload.map { "\($0.name): \(YAMLScalarText.plainOrQuoted($0.type.description))" }
            lines.append("    payload: { \(fields.joined(separator: ", ")) }")
        }
        func bindings(_ key: String, _ list: [MappedParameter], fixed: [MappedQueryConstant] = []) {
            guard !list.isEmpty || !fixed.isEmpty else { return }
            let items = fixed.map { "\(YAMLScalarText.doubleQuoted($0.name)): { value: \(YAMLScalarText.doubleQuoted($0.value)) }" }
                + list.map { "\(YAMLScalarText.doubleQuoted($0.name)): payload.\($0.payloadField)" }
            lines.append("    \(key): { \(items.joined(separator: ", ")) }")
        }
        bindings("params", operation.pathParameters)
        bindings("query", operation.query, fixed: operation.fixedQuery)
        bindings("headers", operation.headers)
        if let body = operation.bodyField { lines.append("    body: { from: payload.\(body) }") }
        if let form = operation.formFields {
            let items = form.map { "\(YAMLScalarText.doubleQuoted($0.name)): payload.\($0.payloadField)" }
            lines.append("    body: { form: { \(items.joined(separator: ", ")) } }")
        }
        if auth != nil, optingOut.contains(operation.operationId) { lines.append("    auth: none") }
        if let response = operation.response {
            lines.append("    response: \(YAMLScalarText.plainOrQuoted(response.description))")
            lines.append("    store: \(stateField(for: operation))")
        } else {
            lines.append("    response: none")
        }
        return lines
    }
}
