import Foundation
import OpenAPIKit

/// Resolves a spec's references into its OpenAPI document (`api.openapi`, `operation:`, `schema:`):
/// fills in each referenced endpoint's method, path, payload, parameters, body and response, takes the
/// referenced models and every model they need, and takes the base URL from `servers[0].url` when the
/// spec gives none. The result is the spec as if it had been written out, which the validator and the
/// generator then treat like any other.
struct OpenAPIReferenceResolver {
    var loader = OpenAPIDocumentLoader()

    /// Whether the spec refers to an OpenAPI document at all.
    static func hasReferences(_ spec: FeatureSpec) -> Bool {
        spec.api?.openAPIDocument != nil || spec.endpoints.contains { $0.operation != nil } || spec.models.contains { $0.schema != nil }
    }

    /// The document path relative to the spec's folder.
    static func documentPath(_ written: String, specFile: String) -> String {
        if written.hasPrefix("/") { return written }
        let folder = (specFile as NSString).deletingLastPathComponent
        return folder.isEmpty ? written : (folder as NSString).appendingPathComponent(written)
    }

    /// The resolved spec and the diagnostics of resolving it. `spec` is `nil` when there is no document
    /// or it could not be read: there is nothing to validate the references against.
    func resolve(_ spec: FeatureSpec) -> (spec: FeatureSpec?, diagnostics: [Diagnostic]) {
        guard Self.hasReferences(spec) else { return (spec, []) }
        var diagnostics = DiagnosticCollector()
        guard let reference = spec.api?.openAPIDocument else {
            for endpoint in spec.endpoints {
                if let operation = endpoint.operation {
                    diagnostics.error("endpoint \(quoted(endpoint.name)) names an OpenAPI operation, but 'api' names no document; add 'api: { openapi: openapi.yaml }'", at: operation.location)
                }
            }
            for model in spec.models {
                if let schema = model.schema {
                    diagnostics.error("model \(quoted(model.name)) names an OpenAPI schema, but 'api' names no document; add 'api: { openapi: openapi.yaml }'", at: schema.location)
                }
            }
            return (nil, diagnostics.sorted)
        }
        let file = Self.documentPath(reference.name, specFile: spec.file)
        // A document that is not there has no line to point at: the error belongs at the reference.
        guard FileManager.default.isReadableFile(atPath: file) else {
            diagnostics.error("cannot read the OpenAPI document \(quoted(reference.name)) (looked for '\(file)')", at: reference.location)
            return (nil, diagnostics.sorted)
        }
        let loaded: LoadedOpenAPIDocument
        do {
            loaded = try loader.load(path: file)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            diagnostics.error("cannot use the OpenAPI document \(quoted(reference.name)); see the errors above", at: reference.location)
            return (nil, diagnostics.sorted)
        }
        var resolution = Resolution(spec: spec, loaded: loaded, reference: reference)
        resolution.run()
        diagnostics.append(contentsOf: resolution.diagnostics)
        return (resolution.spec, diagnostics.sorted)
    }
}

/// One spec's resolution against its loaded document.
private struct Resolution {
    var spec: FeatureSpec
    let loaded: LoadedOpenAPIDocument
    let reference: NameReference
    var diagnostics: [Diagnostic] = []

    init(spec: FeatureSpec, loaded: LoadedOpenAPIDocument, reference: NameReference) {
        self.spec = spec
        self.loaded = loaded
        self.reference = reference
    }

    private var documentName: String { reference.name }

    mutating func run() {
        let documentSchemas = Set(loaded.document.components.schemas.keys.map(\.rawValue))
        var modelNames: [String: String] = [:]
        for model in spec.models {
            if let schema = model.schema, documentSchemas.contains(schema.name), modelNames[schema.name] == nil {
                modelNames[schema.name] = model.name
            }
        }
        var mapper = OpenAPIMapper(loaded, keyStrategy: spec.api?.keyStrategy ?? .useDefaultKeys, modelNames: modelNames, feature: spec.name)
        let entries = mapper.operationEntries()
        let byId = Dictionary(entries.map { ($0.operationId, $0) }, uniquingKeysWith: { first, _ in first })

        var wanted: [OpenAPIOperationEntry] = []
        for endpoint in spec.endpoints {
            guard let operation = endpoint.operation else { continue }
            if let entry = byId[operation.name] {
                if !wanted.contains(where: { $0.operationId == entry.operationId }) { wanted.append(entry) }
            } else {
                let suggestion = Suggestion.didYouMean(operation.name, among: byId.keys)
                diagnostics.append(.error(
                    "endpoint \(quoted(endpoint.name)) names the operation \(quoted(operation.name)), which \(documentName) does not have\(suggestion)",
                    at: operation.location
                ))
            }
        }
        var wantedSchemas: [(name: String, path: [String])] = []
        let schemaNames = Set(mapper.schemaNames)
        for model in spec.models {
            guard let schema = model.schema else { continue }
            if schemaNames.contains(schema.name) {
                wantedSchemas.append((schema.name, ["components", "schemas", schema.name]))
            } else {
                let suggestion = Suggestion.didYouMean(schema.name, among: schemaNames)
                diagnostics.append(.error(
                    "model \(quoted(model.name)) names the schema \(quoted(schema.name)), which \(documentName) does not have\(suggestion)",
                    at: schema.location
                ))
            }
        }

        let selection = mapper.select(operations: wanted, schemas: wantedSchemas)
        diagnostics += mapper.warnings
        var security = OpenAPISecurityMapping(loaded)
        var auths: [String: MappedAuth] = [:]
        for entry in wanted { auths[entry.operationId] = security.auth(of: entry) }
        diagnostics += security.warnings
        resolveModels(selection, byName: mapper)
        resolveEndpoints(selection, auths: auths)
        resolveBaseURL()
    }

    /// A located error at a spec reference whose target the document cannot supply, with a note at the
    /// place in the document.
    private mutating func unusable(_ what: String, at location: SourceLocation, problem: MappingProblem) {
        diagnostics.append(.error(
            "\(what) cannot be used: \(problem.message)", at: location,
            notes: [.note("this is in \(documentName)", at: loaded.location(of: problem.documentPath))]
        ))
    }

    private mutating func resolveModels(_ selection: OpenAPISelection, byName mapper: OpenAPIMapper) {
        let origin = reference.location
        var models: [ModelSpec] = []
        var written: [String: ModelSpec] = [:]
        for model in spec.models where model.schema == nil { written[model.swiftName] = model }
        var taken: Set<String> = []
        for model in spec.models {
            guard let schema = model.schema else {
                models.append(model)
                continue
            }
            switch selection.schemas[schema.name] {
            case .success(.named(let name))?:
                if let mapped = selection.models.first(where: { $0.name == name }), mapped.name == model.name {
                    models.append(Self.modelSpec(mapped, at: model.location))
                    models[models.count - 1].name = model.name
                    // The team's data written on the model stays with it.
                    models[models.count - 1].extensions = model.extensions
                    taken.insert(mapped.name)
                } else {
                    diagnostics.append(.error(
                        "model \(quoted(model.name)) names the schema \(quoted(schema.name)), which is the same as the schema of another model; take each schema once",
                        at: schema.location
                    ))
                }
            case .success(let type)?:
                diagnostics.append(.error(
                    "model \(quoted(model.name)) names the schema \(quoted(schema.name)), which is the type '\(type)', not an object or enum; use that type where you need it",
                    at: schema.location,
                    notes: [.note("the schema is here", at: loaded.location(of: ["components", "schemas", schema.name]))]
                ))
            case .failure(let problem)?:
                unusable("the schema \(quoted(schema.name)) of model \(quoted(model.name))", at: schema.location, problem: problem)
            case nil:
                break
            }
        }
        for mapped in selection.models where !taken.contains(mapped.name) {
            if let own = written[SwiftName.upperCamelCase(mapped.name)] {
                diagnostics.append(.error(
                    "model \(quoted(own.name)) has the name of the schema \(quoted(mapped.schemaName)) of \(documentName), which the referenced operations need; take it with '\(own.name): { schema: \(mapped.schemaName) }' or rename yours",
                    at: own.location,
                    notes: [.note("the schema is here", at: loaded.location(of: mapped.documentPath))]
                ))
                continue
            }
            models.append(Self.modelSpec(mapped, at: origin))
        }
        spec.models = models
    }

    static func modelSpec(_ mapped: MappedModel, at location: SourceLocation) -> ModelSpec {
        switch mapped.kind {
        case .structure(let fields):
            let specs = fields.map { field in
                ModelFieldSpec(name: field.name, type: field.type, explicitKey: field.explicitKey, location: location, typeLocation: location)
            }
            return ModelSpec(name: mapped.name, kind: .structure(specs), location: location)
        case .enumeration(let rawType, let cases):
            let specs = cases.map { EnumCaseSpec(name: $0.name, rawValue: $0.rawValue, location: location) }
            return ModelSpec(name: mapped.name, kind: .enumeration(EnumSpec(rawType: rawType, cases: specs)), location: location)
        case .sum(let cases, let discriminator):
            let specs = cases.map { SumCaseSpec(name: $0.name, type: $0.type, explicitTag: $0.explicitTag, location: location, typeLocation: location) }
            return ModelSpec(name: mapped.name, kind: .sum(SumSpec(cases: specs, discriminator: discriminator)), location: location)
        }
    }

    /// Fills in each referenced endpoint. One whose operation cannot be used has an error and is left
    /// out, so the validator does not also report the parts it lacks.
    private mutating func resolveEndpoints(_ selection: OpenAPISelection, auths: [String: MappedAuth]) {
        var endpoints: [EndpointSpec] = []
        for var endpoint in spec.endpoints {
            guard let operation = endpoint.operation else {
                endpoints.append(endpoint)
                continue
            }
            switch selection.operations[operation.name] {
            case .success(let mapped)?:
                Self.apply(mapped, to: &endpoint, at: operation.location)
                if endpoint.optsOutOfAuth == nil, let auth = auths[operation.name] { applyAuth(auth, to: &endpoint, at: operation) }
                endpoint.operation = nil
                endpoints.append(endpoint)
            case .failure(let problem)?:
                unusable("the operation \(quoted(operation.name)) of endpoint \(quoted(endpoint.name))", at: operation.location, problem: problem)
            case nil:
                break
            }
        }
        spec.endpoints = endpoints
    }

    /// The operation's security onto an endpoint that does not write `auth:` itself: an operation without a
    /// credential (`security: []`, or one reduxgen cannot express) opts out of `api.auth`; one whose scheme
    /// differs from `api.auth`'s, or that needs a credential the spec declares no `api.auth` for, is a
    /// warning at the endpoint's `operation:`. An operation the document says nothing about follows `api.auth`.
    private mutating func applyAuth(_ auth: MappedAuth, to endpoint: inout EndpointSpec, at operation: NameReference) {
        let apiAuth = spec.api?.auth
        switch (auth, apiAuth) {
        case (.none, _?), (.unmapped, _?):
            endpoint.optsOutOfAuth = operation.location
        case (.scheme(let name, let placement), let declared?) where placement != declared.placement:
            diagnostics.append(.warning(
                "the operation \(quoted(operation.name)) of endpoint \(quoted(endpoint.name)) requires \(placement.described) (security scheme \(quoted(name)) of \(documentName)), but 'api.auth' sends \(declared.placement.described); write 'auth: none' on the endpoint, or change 'api.auth'",
                at: operation.location
            ))
        case (.scheme(let name, let placement), nil):
            let example = switch placement {
            case .bearer: "auth: { bearer: state.token }"
            case .header(let header): "auth: { apiKey: { header: \(header), from: state.apiKey } }"
            case .query(let item): "auth: { apiKey: { query: \(item), from: state.apiKey } }"
            }
            diagnostics.append(.warning(
                "the operation \(quoted(operation.name)) of endpoint \(quoted(endpoint.name)) requires \(placement.described) (security scheme \(quoted(name)) of \(documentName)), which 'api' does not declare: its requests are sent without a credential; add '\(example)' under 'api'",
                at: operation.location
            ))
        case (.scheme, _?), (.undeclared, _), (.none, nil), (.unmapped, nil):
            break
        }
    }

    /// Writes the operation's request and response into the endpoint, as the written-out form would.
    static func apply(_ mapped: MappedOperation, to endpoint: inout EndpointSpec, at location: SourceLocation) {
        func source(_ field: String) -> ValueSource { .payload(NameReference(field, at: location)) }
        func parameters(_ list: [MappedParameter]) -> [ParameterSpec] {
            list.map { ParameterSpec(name: $0.name, source: source($0.payloadField), location: location) }
        }
        endpoint.method = mapped.method
        if !endpoint.concurrencyIsWritten { endpoint.concurrency = .defaultPolicy(for: mapped.method) }
        endpoint.path = mapped.path
        endpoint.pathLocation = location
        endpoint.payload = mapped.payload.map { PayloadFieldSpec(name: $0.name, type: $0.type, location: location, typeLocation: location) }
        endpoint.pathParameters = parameters(mapped.pathParameters)
        endpoint.query = mapped.fixedQuery.map { ParameterSpec(name: $0.name, source: .literal($0.value, at: location), location: location) }
            + parameters(mapped.query)
        endpoint.headers = parameters(mapped.headers)
        endpoint.body = mapped.bodyField.map { .value(source($0)) } ?? mapped.formFields.map { .form(parameters($0)) }
        endpoint.response = mapped.response.map { .type($0, at: location) } ?? .none
    }

    /// `servers[0].url` (server variables at their defaults) when the spec gives no `baseURL`.
    private mutating func resolveBaseURL() {
        guard spec.api?.baseURL == nil, let server = loaded.document.servers.first else { return }
        spec.api?.baseURL = OpenAPIServerURL.baseURL(of: server)
        spec.api?.baseURLLocation = loaded.location(of: ["servers", "0", "url"])
    }
}

/// The base URL a server object describes.
enum OpenAPIServerURL {
    /// The server's URL with each `{variable}` replaced by its default, without a trailing `/`.
    static func baseURL(of server: OpenAPI.Server) -> String {
        var url = server.urlTemplate.rawValue
        for (name, variable) in server.variables {
            url = url.replacingOccurrences(of: "{\(name)}", with: variable.default)
        }
        while url.hasSuffix("/") { url.removeLast() }
        return url
    }
}
