/// One decoded and validated feature spec: everything `reduxgen` generates one feature's Swift code from.
///
/// Names are kept as the user wrote them (`name`) so diagnostics can quote them; `swiftName`
/// properties give the converted Swift identifiers the generator emits.
public struct FeatureSpec: Hashable, Sendable {
    /// The feature's name as written, e.g. `RepoSearch`. Validated as an UpperCamel type prefix and a
    /// safe file-name component.
    public var name: String
    /// The file the spec was read from, as the user named it.
    public var file: String
    /// Where the `feature:` value was written.
    public var location: SourceLocation
    /// The shared base URL, headers and JSON options; `nil` when the spec has no `api:` section.
    public var api: APISpec?
    /// Models and enums, in the order they were written.
    public var models: [ModelSpec] { didSet { indexes.models = nil } }
    /// State fields, in the order they were written.
    public var state: [StateFieldSpec] { didSet { indexes.state = nil } }
    /// Actions the user declared, in the order they were written (generated endpoint actions are not here;
    /// see `EndpointSpec.generatedActionNames`).
    public var actions: [ActionSpec] { didSet { indexes.actions = nil } }
    /// HTTP endpoints, in the order they were written.
    public var endpoints: [EndpointSpec]
    /// `sideEffects:` as written; `nil` leaves the choice to `reduxgen.yaml` (or the default, `effects`).
    public var sideEffects: SideEffectsStyle?
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]
    /// The state fields written but not read, each already reported (a malformed type, a missing `type:`):
    /// a step naming one is not reported again as naming no state field.
    var unreadStateFieldNames: Set<String> = []
    /// Where model names inside type strings were written, by the type string's location; lets the
    /// validator point an "unknown type" error at the name itself.
    var typeNameLocations: [SourceLocation: [String: SourceLocation]] = [:]
    /// Whether `feature:` was present and a string; when not, the decoder has reported it and the rest
    /// of the spec is still checked.
    var hasFeatureName = true
    /// Positions of `models`, `state` and `actions` by name, built by `indexingNames()` so the generator's
    /// lookups per endpoint take constant time instead of scanning (the generation benchmark in
    /// docs/performance.md). Any change to a list drops its index, and lookups scan again.
    private var indexes = NameLookupIndexes()

    public init(
        name: String,
        file: String,
        location: SourceLocation,
        api: APISpec? = nil,
        models: [ModelSpec] = [],
        state: [StateFieldSpec] = [],
        actions: [ActionSpec] = [],
        endpoints: [EndpointSpec] = []
    ) {
        self.name = name
        self.file = file
        self.location = location
        self.api = api
        self.models = models
        self.state = state
        self.actions = actions
        self.endpoints = endpoints
    }

    /// Where the credential of `endpoint`'s requests is read (`api.auth`), or `nil` when its requests carry
    /// none: the API declares no `auth`, or the endpoint has `auth: none`.
    public func credentialSource(of endpoint: EndpointSpec) -> ValueSource? {
        endpoint.optsOutOfAuth == nil ? api?.auth?.source : nil
    }

    /// The UpperCamel type prefix every generated type starts with, e.g. `RepoSearch`.
    public var swiftName: String { SwiftName.upperCamelCase(name) }

    /// The model or enum whose spec name or Swift name is `name`.
    public func model(named name: String) -> ModelSpec? {
        guard let modelIndex = indexes.models else { return models.first { $0.name == name } ?? models.first { $0.swiftName == name } }
        return modelIndex.position(of: name).map { models[$0] }
    }

    /// The state field whose spec name or Swift name is `name`.
    public func stateField(named name: String) -> StateFieldSpec? {
        guard let stateIndex = indexes.state else { return state.first { $0.name == name } ?? state.first { $0.swiftName == name } }
        return stateIndex.position(of: name).map { state[$0] }
    }

    /// The declared action whose spec name or Swift name is `name`.
    public func action(named name: String) -> ActionSpec? {
        guard let actionIndex = indexes.actions else { return actions.first { $0.name == name } ?? actions.first { $0.swiftName == name } }
        return actionIndex.position(of: name).map { actions[$0] }
    }

    /// The first endpoint whose spec name or Swift name is `name` (what `cancel:` and `resetStatus:` name).
    public func endpoint(named name: String) -> EndpointSpec? {
        guard let endpointIndex = indexes.endpoints else { return endpoints.first { $0.name == name || $0.swiftName == name } }
        return endpointIndex.firstPosition(of: name).map { endpoints[$0] }
    }

    /// This spec with its models, state fields, actions and endpoints indexed by name, so that
    /// `model(named:)`, `stateField(named:)`, `action(named:)` and `endpoint(named:)` answer in constant time
    /// until a list changes.
    public func indexingNames() -> FeatureSpec {
        var spec = self
        spec.indexes.models = NameLookupIndex(models, name: \.name, swiftName: \.swiftName)
        spec.indexes.state = NameLookupIndex(state, name: \.name, swiftName: \.swiftName)
        spec.indexes.actions = NameLookupIndex(actions, name: \.name, swiftName: \.swiftName)
        spec.indexes.endpoints = NameLookupIndex(endpoints, name: \.name, swiftName: \.swiftName)
        return spec
    }
}

/// The `api:` section: what every endpoint of the feature shares.
public struct APISpec: Hashable, Sendable {
    /// The base URL endpoint paths are appended to, e.g. `http://localhost:8080`.
    public var baseURL: String?
    /// Where the base URL was written.
    public var baseURLLocation: SourceLocation?
    /// Headers sent with every request, in the order they were written.
    public var headers: [HeaderSpec]
    /// How JSON keys of models map to Swift property names.
    public var keyStrategy: JSONKeyStrategy
    /// How dates are encoded in JSON.
    public var dateStrategy: JSONDateStrategy
    /// Where the `api:` section starts.
    public var location: SourceLocation
    /// `openapi:`: the OpenAPI document endpoints and models may be taken from, as written (relative to
    /// the spec's folder), and where it was written.
    public var openAPIDocument: NameReference?
    /// `auth:`: how every endpoint of the spec but those with `auth: none` is authenticated.
    public var auth: AuthSpec?

    public init(
        baseURL: String? = nil,
        headers: [HeaderSpec] = [],
        keyStrategy: JSONKeyStrategy = .useDefaultKeys,
        dateStrategy: JSONDateStrategy = .iso8601,
        location: SourceLocation
    ) {
        self.baseURL = baseURL
        self.headers = headers
        self.keyStrategy = keyStrategy
        self.dateStrategy = dateStrategy
        self.location = location
    }
}

/// A fixed HTTP header: name and literal value.
public struct HeaderSpec: Hashable, Sendable {
    public var name: String
    public var value: String
    public var location: SourceLocation

    public init(name: String, value: String, location: SourceLocation) {
        self.name = name
        self.value = value
        self.location = location
    }
}

/// `api.json.keys`: how JSON object keys relate to Swift property names.
public enum JSONKeyStrategy: String, Hashable, Sendable, CaseIterable {
    /// Keys are the property names as written in the spec (`keys: default`).
    case useDefaultKeys = "default"
    /// Keys are snake_case forms of the Swift property names (`keys: snake_case`), as
    /// `JSONDecoder.KeyDecodingStrategy.convertFromSnakeCase` reads them.
    case snakeCase = "snake_case"
}

/// `api.json.dates`: how `Date` values are written in JSON.
public enum JSONDateStrategy: String, Hashable, Sendable, CaseIterable {
    case iso8601
    case secondsSince1970
    case millisecondsSince1970
}

extension FeatureSpec {
    /// The files this spec's generated code depends on: the spec itself and the OpenAPI document it
    /// references, if any (paths as a run names them).
    public var inputFiles: [String] {
        [file] + (api?.openAPIDocument.map { [OpenAPIReferenceResolver.documentPath($0.name, specFile: file)] } ?? [])
    }
}
