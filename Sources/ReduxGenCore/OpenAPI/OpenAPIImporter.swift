import Foundation

/// What `reduxgen import` produced: the starter spec's text and every diagnostic (warnings about what
/// the document has that the spec language cannot express).
public struct OpenAPIImportResult: Sendable {
    public var specText: String
    public var diagnostics: [Diagnostic]
}

/// Writes a starter spec from an OpenAPI document: the models the chosen operations need, one endpoint
/// per operation, a state field for each response, all written out (the spec does not refer to the
/// document afterwards). The text is checked with the spec reader before it is returned, so it
/// validates and generates as it is.
public struct OpenAPIImporter: Sendable {
    /// Above this many endpoints the import warns that a feature this size should be split: the debug
    /// build of its action enum's synthesized `==` reserves stack for every case's payload, and with
    /// large models it outgrows a thread's stack (docs/openapi.md, "The import form").
    static let largestComfortableFeature = 150

    public var feature: String
    /// The operationIds to import, or `nil` for every operation reduxgen can express (unless `tags` chooses).
    public var operationIds: [String]?
    /// The tags whose operations are imported (an operation with any of them), or `nil`. With
    /// `operationIds` too, the operations either names are imported.
    public var tags: [String]?

    public init(feature: String, operationIds: [String]? = nil, tags: [String]? = nil) {
        self.feature = feature
        self.operationIds = operationIds
        self.tags = tags
    }

    /// Imports the document at `documentPath` into a spec that will be saved as `specFile`.
    public func run(documentPath: String, specFile: String) throws(DiagnosticsError) -> OpenAPIImportResult {
        let loaded = try OpenAPIDocumentLoader().load(path: documentPath)
        var mapper = OpenAPIMapper(loaded, feature: feature)
        let entries = mapper.operationEntries()
        var diagnostics: [Diagnostic] = []
        let chosen = choose(from: entries, documentTags: loaded.document.tags?.map(\.name) ?? [], diagnostics: &diagnostics)
        let selection = mapper.select(operations: chosen, schemas: [])
        diagnostics += mapper.warnings
        var operations: [MappedOperation] = []
        for entry in chosen {
            switch selection.operations[entry.operationId] {
            case .success(let operation)?: operations.append(operation)
            case .failure(let problem)?:
                let location = loaded.location(of: problem.documentPath)
                if operationIds?.contains(entry.operationId) == true || problem.isError {
                    diagnostics.append(.error("operation \(quoted(entry.operationId)) cannot be imported: \(problem.message)", at: location))
                } else {
                    diagnostics.append(.warning("operation \(quoted(entry.operationId)) is skipped: \(problem.message)", at: location))
                }
            case nil: break
            }
        }
        if operations.isEmpty, !diagnostics.contains(where: \.isError) {
            diagnostics.append(.error("the document has no operation reduxgen can import", at: .startOfFile(documentPath)))
        }
        guard !diagnostics.contains(where: \.isError) else { throw DiagnosticsError(diagnostics) }
        if operations.count > Self.largestComfortableFeature {
            diagnostics.append(largeFeatureWarning(endpoints: operations.count, entries: chosen, at: loaded.keyLocation(of: ["paths"])))
        }

        var baseURL = loaded.document.servers.first.map(OpenAPIServerURL.baseURL(of:)) ?? ""
        var baseURLNote: String? = nil
        if let end = baseURL.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            // A base URL is a prefix of paths: what follows `?` or `#` would end up inside every path.
            diagnostics.append(.warning(
                "the query or fragment of the document's first server '\(baseURL)' is left out of the base URL; send a query "
                    + "with the endpoints' 'query:'", at: loaded.location(of: ["servers"])))
            baseURL = String(baseURL[..<end])
            while baseURL.hasSuffix("/") { baseURL.removeLast() }
        }
        // Schemes are case-insensitive: `HTTPS://` is written `https://`.
        if let scheme = URL(string: baseURL)?.scheme, ["http", "https"].contains(scheme.lowercased()) {
            baseURL = scheme.lowercased() + baseURL.dropFirst(scheme.count)
        }
        let isAbsolute = (baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://")) && !baseURL.contains("{")
            && URL(string: baseURL)?.host?.isEmpty == false
        if !isAbsolute {
            let written = baseURL
            baseURL = "http://localhost:8080" + (written.hasPrefix("/") && !written.hasPrefix("//") && !written.contains("{") ? written : "")
            baseURLNote = written.isEmpty
                ? "the document names no server"
                : "the document's first server is '\(written)', not an http or https URL with a host (and every variable declared)"
            diagnostics.append(.warning("\(baseURLNote ?? ""); the spec uses \(baseURL) as its base URL, change it", at: loaded.location(of: ["servers"])))
        }
        let (endpointNames, renamed) = StarterSpecWriter.endpointNames(for: operations)
        for entry in chosen where entry.idIsDerived {
            guard let name = endpointNames[entry.operationId], let method = entry.documentPath.last else { continue }
            let pathKey = entry.documentPath.dropLast().last ?? entry.path
            diagnostics.append(.warning(
                "the \(method.uppercased()) operation of \(quoted(pathKey)) has no 'operationId'; it is imported as the endpoint \(quoted(name)), after its method and path",
                at: loaded.keyLocation(of: entry.documentPath)
            ))
        }
        for (operation, name, owner, taken) in renamed {
            let base = SwiftName.lowerCamelCase(OpenAPINaming.memberName(operation.operationId, fallback: "operation"))
            let reason = base == taken && endpointNames[owner].map(SwiftName.lowerCamelCase) == taken
                ? "its operationId and that of operation \(quoted(owner)) become the same Swift name"
                : "named after its operationId, it and operation \(quoted(owner)) would both have the name \(quoted(taken)) in the spec"
            diagnostics.append(.warning(
                "operation \(quoted(operation.operationId)) is imported as the endpoint \(quoted(name)): \(reason)",
                at: loaded.location(of: operation.documentPath + ["operationId"])
            ))
        }
        var security = OpenAPISecurityMapping(loaded)
        var auths: [String: MappedAuth] = [:]
        for entry in chosen where operations.contains(where: { $0.operationId == entry.operationId }) {
            auths[entry.operationId] = security.auth(of: entry)
        }
        let apiAuth = OpenAPISecurityMapping.apiAuth(of: operations.compactMap { auths[$0.operationId] })
        var optingOut: Set<String> = []
        if let apiAuth {
            for operation in operations {
                switch auths[operation.operationId] {
                case .scheme(let name, let placement)? where placement != apiAuth.placement:
                    security.warnings.append(.warning(
                        "operation \(quoted(operation.operationId)) requires \(placement.described) (security scheme \(quoted(name))), but the spec's API sends \(apiAuth.placement.described) (security scheme \(quoted(apiAuth.name))), which most operations use; it gets 'auth: none': give it its credential by hand",
                        at: loaded.location(of: operation.documentPath)
                    ))
                    optingOut.insert(operation.operationId)
                case .scheme?:
                    break
                case .undeclared?, .none?, .unmapped?, nil:
                    optingOut.insert(operation.operationId)
                }
            }
        }
        diagnostics += security.warnings
        var writer = StarterSpecWriter(
            feature: feature, documentName: (documentPath as NSString).lastPathComponent, baseURL: baseURL, baseURLNote: baseURLNote,
            models: selection.models, operations: operations, endpointNames: endpointNames
        )
        writer.auth = apiAuth
        writer.optingOut = optingOut
        let text = writer.text
        // The promise of import: what it writes validates as it is.
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: specFile)
        let (_, specDiagnostics, _) = SpecReader.decodeAndValidate(root, file: specFile)
        let specErrors = specDiagnostics.filter(\.isError)
        guard specErrors.isEmpty else {
            throw DiagnosticsError(diagnostics + specErrors.map {
                Diagnostic(.error, "the imported spec would not validate (please report this): \($0.message)", at: $0.location)
            })
        }
        return OpenAPIImportResult(specText: text, diagnostics: diagnostics)
    }
}

extension OpenAPIImporter {
    /// The operations to import: those `operationIds` names, in its order, then those with a tag of
    /// `tags` in the document's order; every operation when neither is given. A name, or a tag no
    /// operation has, is an error with the closest one that has operations.
    func choose(
        from entries: [OpenAPIOperationEntry], documentTags: [String], diagnostics: inout [Diagnostic]
    ) -> [OpenAPIOperationEntry] {
        guard operationIds != nil || tags != nil else { return entries }
        var chosen: [OpenAPIOperationEntry] = []
        for id in operationIds ?? [] {
            if let entry = entries.first(where: { $0.operationId == id }) {
                chosen.append(entry)
            } else {
                let suggestion = Suggestion.didYouMean(id, among: entries.map(\.operationId))
                diagnostics.append(.error("--operations names \(quoted(id)), which the document has no operation for\(suggestion)", at: nil))
            }
        }
        let wanted = Set(tags ?? [])
        let usedTags = entries.flatMap { $0.operation.tags ?? [] }
        for tag in tags ?? [] where !usedTags.contains(tag) {
            let known = Array(Set(usedTags)).sorted()
            let reason = documentTags.contains(tag) ? "no operation has the tag \(quoted(tag))" : "the document has no tag \(quoted(tag))"
            diagnostics.append(.error("--tags names \(quoted(tag)), but \(reason)\(Suggestion.didYouMean(tag, among: known))", at: nil))
        }
        let named = Set(chosen.map(\.operationId))
        chosen += entries.filter { entry in
            !named.contains(entry.operationId) && (entry.operation.tags ?? []).contains(where: wanted.contains)
        }
        return chosen
    }
}

extension OpenAPIImporter {
    /// The warning for an import of more than `largestComfortableFeature` endpoints, naming the largest tags.
    func largeFeatureWarning(endpoints: Int, entries: [OpenAPIOperationEntry], at location: SourceLocation?) -> Diagnostic {
        var counts: [String: Int] = [:]
        for entry in entries {
            for tag in entry.operation.tags ?? [] { counts[tag, default: 0] += 1 }
        }
        let largest = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(3)
        let hint = largest.isEmpty
            ? "choose its operations with --operations"
            : "import one area at a time with --tags (the largest: \(largest.map { "\($0.key) \($0.value)" }.joined(separator: ", ")))"
        return .warning(
            "the spec gets \(endpoints) endpoints in one feature, more than \(Self.largestComfortableFeature); a feature this size builds an action enum whose synthesized == can need more stack than a thread has in debug builds: \(hint)",
            at: location
        )
    }
}
