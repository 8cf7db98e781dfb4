/// The template context of a feature: what every per-feature template is rendered with, a typed value
/// the one rule of ``TemplateValueEncoder`` turns into what templates read. Each property is a key;
/// docs/templates.md ("Template context") documents every one.
public struct FeatureContext: Encodable {
    /// The version of the context's contract (docs/templates.md, "Versions"): raised when a key is removed
    /// or renamed or its meaning changes, never when one is added.
    public static let version = 17

    var contextVersion = version
    var specPath: String
    /// Every construct that can hold extension keys has `extensions`, empty without any, so that
    /// `{{extensions.x-name}}` never finds the enclosing construct's (Mustache looks names up outwards).
    var extensions: TemplateDictionary
    var feature: String
    var featureMember: String
    /// `public ` (with its space, written before a declaration) or nothing: `{{^empty(access)}}` tests
    /// for public access.
    var access: String
    /// The middleware flavor only matters with requests to send.
    var usesMiddleware: Bool
    var testModule: String
    var headers: [ResolvedHeader]
    /// The date strategy of the feature's JSON coder and decoder, by the name of `JSONCoding`'s case.
    var dateCoding: String
    var renewsCredential: Bool
    var baseURL: String?
    var specAuth: AuthContext?
    var models: [ModelContext]
    var stateFields: [StateFieldContext]
    /// The stored properties of the generated state in declaration order, which its `ObservableState`
    /// conformance observes one by one: the spec's fields, then per endpoint its request state and its
    /// optimistic records.
    var storedProperties: [NameContext]
    var persistedFields: [StateFieldContext]
    var persistenceChecks: [PersistenceCheckContext]
    /// Each an ``ActionContext``, encoded once and shared with `reducerGroups`.
    var actions: [TemplateValue]
    /// The requirements of the hand-written hooks: the custom actions' and the endpoints' outcome hooks.
    var hookRequirements: [ResolvedHookRequirement]
    /// Each an ``EndpointContext``, encoded once and shared with `reducerGroups`.
    var endpoints: [TemplateValue]
    var reducerGroups: [ReducerGroupContext]
    /// The modules the State, Action, Reducer, Effects and Middleware files import: Foundation where a value
    /// they handle holds `Date`, `URL` or `UUID`, and ReduxRuntime.
    var imports: [String]
    /// The modules the Models file imports: Foundation and ReduxRuntime where a model holds their types.
    var modelImports: [String]
    var hasDebounce: Bool
    var environment: Environment
    var appValues: [AppValueContext]
    /// The effects flavor starts requests in the reducer, which then needs the values; the middleware
    /// flavor starts them in its middleware.
    var readsAppValuesInReducer: Bool
    var samples: [SampleContext]
    var otherSamples: [SampleContext]
    /// The paths of the values the spec marks sensitive, in the `state` and in the `actions`.
    var sensitive: Sensitive<SensitivePathContext>
    /// In the app context only: what the app test sends to check that the feature's actions reach it.
    var routingCheck: RoutingCheckContext?

    /// Whether the feature has an environment, and how it is initialized.
    enum Environment: String, Encodable {
        /// No environment (``ResolvedFeature/hasEnvironment``): the reducer is a constant, and only
        /// persisted fields need a store factory.
        case none
        /// Swift's memberwise initializer, internal and with only `repository`, which swift-format wants
        /// rather than one written out.
        case memberwiseInit
        /// An initializer written out: public access, or a default `clock`, `dependencies` or values of
        /// other features.
        case writtenInit

        init(_ feature: ResolvedFeature, hasDebounce: Bool, hasHooks: Bool) {
            if !feature.hasEnvironment {
                self = .none
            } else if feature.access == .public || hasDebounce || !feature.appValues.isEmpty || hasHooks {
                self = .writtenInit
            } else {
                self = .memberwiseInit
            }
        }
    }

    /// The context every per-feature template is rendered with.
    public static func make(_ feature: ResolvedFeature) -> TemplateValue {
        TemplateValueEncoder.encode(FeatureContext(feature))
    }

    init(_ feature: ResolvedFeature) {
        let sampleValues = SampleValueContexts()
        let endpointPositions = Dictionary(feature.endpoints.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let sharedCases = ReducerGroupContext.sharedCases(feature.actions)
        var actionContexts = feature.actions.map { ActionContext($0, endpoints: feature.endpoints, positions: endpointPositions) }
        for shared in sharedCases {
            actionContexts[shared[0]].casePatterns = shared.map { CasePatternContext(feature.actions[$0].casePattern) }
            actionContexts[shared[0]].middleware.casePatterns = shared.map { CasePatternContext(feature.actions[$0].middlewareCasePattern) }
        }
        let actions = actionContexts.map(TemplateValueEncoder.encode)
        let endpoints = feature.endpoints.map {
            TemplateValueEncoder.encode(
                EndpointContext($0, sampleValues: sampleValues, usesMiddleware: feature.sideEffects == .middleware))
        }
        hookRequirements = feature.actions.compactMap(\.hookRequirement) + feature.endpoints.flatMap(\.outcomes.hookRequirements)
        reducerGroups = ReducerGroupContext.groups(
            actions: actions, sharedCases: sharedCases, endpoints: endpoints,
            casesPerEndpoint: feature.endpoints.map { $0.pagination == nil ? 2 : 3 }
        )
        self.actions = actions
        self.endpoints = endpoints
        specPath = feature.specPath
        extensions = feature.extensions
        self.feature = feature.name
        featureMember = feature.memberName
        access = feature.access.modifier
        usesMiddleware = feature.sideEffects == .middleware && !feature.endpoints.isEmpty
        testModule = feature.testModule
        headers = feature.headers
        dateCoding = feature.dateCoding
        renewsCredential = feature.onUnauthorized != nil
        baseURL = feature.baseURL
        specAuth = feature.auth.map(AuthContext.init)
        models = feature.models.map { ModelContext($0, sampleValues: sampleValues) }
        stateFields = feature.stateFields.map { StateFieldContext($0, sampleValues: sampleValues) }
        storedProperties = Self.storedProperties(feature).map(NameContext.init)
        persistedFields = feature.persistedFields.map { StateFieldContext($0, sampleValues: sampleValues) }
        persistenceChecks = Self.persistenceChecks(feature, actions: actionContexts)
        imports = (Self.usesFoundationTypes(feature) ? ["Foundation"] : []) + ["ReduxRuntime"]
        modelImports = (Self.modelsUseFoundationTypes(feature) ? ["Foundation"] : [])
            + (Self.modelsUseRuntimeTypes(feature) ? ["ReduxRuntime"] : [])
        hasDebounce = feature.endpoints.contains(where: \.waitsForQuiet)
        environment = Environment(feature, hasDebounce: hasDebounce, hasHooks: !hookRequirements.isEmpty)
        appValues = feature.appValues.map(AppValueContext.init)
        readsAppValuesInReducer = !feature.appValues.isEmpty
            && (feature.sideEffects != .middleware || feature.conditionsReadAppValues)
        samples = feature.samples.filter { !$0.isOther }.map { SampleContext($0, sampleValues: sampleValues) }
        otherSamples = feature.samples.filter(\.isOther).map { SampleContext($0, sampleValues: sampleValues) }
        sensitive = Sensitive(
            state: feature.sensitivePaths.state.map(SensitivePathContext.init),
            actions: feature.sensitivePaths.actions.map(SensitivePathContext.init))
    }

    /// The names of the generated state's stored properties, in declaration order.
    private static func storedProperties(_ feature: ResolvedFeature) -> [String] {
        var names = feature.stateFields.map(\.name)
        for endpoint in feature.endpoints {
            names.append(endpoint.name)
            names += endpoint.optimism.records.map(\.property)
        }
        return names
    }

    /// Per persisted field surely changed by a declared (not custom) action: the field and the first such action,
    /// for the test that a change is saved and restored. The test starts from the default state, unless no
    /// action changes the field's default (adding 0.25 to the largest `Double` leaves it as it is): then from
    /// the sample state, where the first action that changes it is found the same way. The first action
    /// changing each field is found in one pass over the actions, not by a search of the actions for each field.
    private static func persistenceChecks(_ feature: ResolvedFeature, actions: [ActionContext]) -> [PersistenceCheckContext] {
        var fromDefaults: [String: Int] = [:]
        var fromSamples: [String: Int] = [:]
        for (position, action) in feature.actions.enumerated() where !action.isCustom {
            for field in action.persistedFieldsChangedFromDefaults where fromDefaults[field] == nil {
                fromDefaults[field] = position
            }
            for field in action.persistedFieldsChangedFromSamples where fromSamples[field] == nil {
                fromSamples[field] = position
            }
        }
        return feature.persistedFields.compactMap { field in
            guard let changing = fromDefaults[field.name] ?? fromSamples[field.name] else { return nil }
            return PersistenceCheckContext(field: field.name, startsFromSamples: fromDefaults[field.name] == nil, action: actions[changing])
        }
    }
}

/// A key whose value is a name: a stored property of the state.
struct NameContext: Encodable {
    var name: String
}

/// A state field: its declaration, default, samples, persistence key and extension keys.
struct StateFieldContext: Encodable {
    var name: String
    var type: String
    /// The initial value: the spec's `default:`, or `nil` or `[]` without one.
    var literal: PartsContext<LiteralPart>
    var sampleValue: TemplateValue
    var inlineSampleValue: TemplateValue
    /// The key it is persisted under.
    var key: String
    var extensions: TemplateDictionary

    init(_ field: ResolvedStateField, sampleValues: SampleValueContexts) {
        name = field.name
        type = field.type
        literal = LiteralPart.parts(of: field.defaultValue)
        sampleValue = sampleValues.context(of: field.sampleValue)
        inlineSampleValue = sampleValues.context(of: field.inlineSampleValue)
        key = field.persistenceKey
        extensions = field.extensions
    }
}

/// A shared model sample of the test file: `static let <name> = <value>`.
struct SampleContext: Encodable {
    var name: String
    var value: TemplateValue

    init(_ sample: ResolvedSample, sampleValues: SampleValueContexts) {
        name = sample.name
        value = sampleValues.context(of: sample.value)
    }
}

/// A persisted field and the first declared action that surely changes it, for the test that a change is
/// saved and restored; `startsFromSamples` when no action changes its default.
struct PersistenceCheckContext: Encodable {
    var field: String
    var startsFromSamples: Bool
    var action: ActionContext
}

/// What holds sensitive values, in the state and in the actions: a feature's paths, or the app's features.
struct Sensitive<Element: Encodable>: Encodable {
    var state: [Element]
    var actions: [Element]
}

/// Where a value the spec marks sensitive is in the JSON form: the `path` of keys that lead to it,
/// outermost first (`login`, `password`).
struct SensitivePathContext: Encodable {
    var path: [String]

    init(_ keys: [String]) {
        path = keys
    }
}

/// Where the API's requests carry their credential, which `Repository` writes as an `APIAuth`: `kind`
/// `bearer`, or `apiKeyHeader` or `apiKeyQuery` with the header's or query item's `name`.
struct AuthContext: Encodable {
    enum Kind: String, Encodable { case bearer, apiKeyHeader, apiKeyQuery }

    var kind: Kind
    var name: String?

    init(_ placement: AuthSpec.Placement) {
        switch placement {
        case .bearer: kind = .bearer
        case .header(let name): (kind, self.name) = (.apiKeyHeader, name)
        case .query(let name): (kind, self.name) = (.apiKeyQuery, name)
        }
    }
}
