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
    public var feature: String
    /// The operationIds to import, or `nil` for every operation reduxgen can express.
    public var operationIds: [String]?

    public init(feature: String, operationIds: [String]? = nil) {
        self.feature = feature
        self.operationIds = operationIds
    }

    /// Imports the document at `documentPath` into a spec that will be saved as `specFile`.
    public func run(documentPath: String, specFile: String) throws(DiagnosticsError) -> OpenAPIImportResult {
        let loaded = try OpenAPIDocumentLoader().load(path: documentPath)
        var mapper = OpenAPIMapper(loaded, feature: feature)
        let entries = mapper.operationEntries()
        var diagnostics: [Diagnostic] = []
        let chosen: [OpenAPIOperationEntry]
        if let operationIds {
            var picked: [OpenAPIOperationEntry] = []
            for id in operationIds {
                if let entry = entries.first(where: { $0.operationId == id }) {
                    picked.append(entry)
                } else {
                    let suggestion = Suggestion.didYouMean(id, among: entries.map(\.operationId))
                    diagnostics.append(.error("--operations names \(quoted(id)), which the document has no operation for\(suggestion)", at: nil))
                }
            }
            chosen = picked
        } else {
            chosen = entries
        }
        let selection = mapper.select(operations: chosen, schemas: [])
        diagnostics += mapper.warnings
        var operations: [MappedOperation] = []
        for entry in chosen {
            switch selection.operations[entry.operationId] {
            case .success(let operation)?: operations.append(operation)
            case .failure(let problem)?:
                let location = loaded.location(of: problem.documentPath)
                if operationIds != nil || problem.isError {
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

        var baseURL = loaded.document.servers.first.map(OpenAPIServerURL.baseURL(of:)) ?? ""
        var baseURLNote: String? = nil
        if !(baseURL.hasPrefix("http://") || baseURL.hasPrefix("https://")) {
            let written = baseURL
            baseURL = "http://localhost:8080" + (written.hasPrefix("/") ? written : "")
            baseURLNote = written.isEmpty ? "the document names no server" : "the document's first server is '\(written)', not an absolute URL"
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
        for (operation, name, owner) in renamed {
            diagnostics.append(.warning(
                "operation \(quoted(operation.operationId)) is imported as the endpoint \(quoted(name)): its operationId and that of operation \(quoted(owner)) become the same Swift name",
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
