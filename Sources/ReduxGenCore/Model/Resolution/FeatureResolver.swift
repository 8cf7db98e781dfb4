/// The Model stage: turns a validated `FeatureSpec` into a `ResolvedFeature`, deciding every Swift name,
/// type, literal and statement the templates print.
public struct FeatureResolver: Sendable {
    /// The access level of generated declarations.
    public var access: AccessLevel
    /// The module generated tests import with `@testable import`.
    public var testModule: String
    /// How requests are sent when the spec does not say.
    public var sideEffects: SideEffectsStyle

    /// Creates a resolver.
    public init(access: AccessLevel, testModule: String, sideEffects: SideEffectsStyle = .effects) {
        self.access = access
        self.testModule = testModule
        self.sideEffects = sideEffects
    }

    /// The resolved form of `spec`, whose header names it `specPath`.
    ///
    /// - Throws: `UnresolvedReference` when the spec names something it does not declare, which validation
    ///   rules out: an internal error.
    public func resolve(_ spec: FeatureSpec, specPath: String) throws(UnresolvedReference) -> ResolvedFeature {
        let types = SwiftTypeSource(namespace: spec.swiftName)
        let samples = SampleValueSource(feature: spec, types: types)
        let names = ResolutionContext(
            spec: spec,
            memberName: SwiftName.escaped(SwiftName.lowerCamelCase(spec.name)),
            types: types,
            samples: samples,
            sideEffects: spec.sideEffects ?? sideEffects
        )
        var endpoints: [ResolvedEndpoint] = []
        for endpoint in spec.endpoints { endpoints.append(try EndpointResolver(context: names, endpoint: endpoint).resolve()) }
        let triggeredBy = OutcomeResolver.triggerIndex(of: spec.endpoints)
        for (index, endpoint) in spec.endpoints.enumerated() {
            endpoints[index].outcomes = try OutcomeResolver(context: names, endpoint: endpoint)
                .resolve(endpoints[index], among: endpoints, triggeredBy: triggeredBy)
        }
        var actions: [ResolvedAction] = []
        let actionTriggers = ActionTriggerIndex(spec)
        for action in spec.actions {
            actions.append(try ActionResolver(context: names, endpoints: endpoints, triggers: actionTriggers).resolve(action))
        }
        var feature = ResolvedFeature(
            name: spec.swiftName,
            memberName: names.memberName,
            specPath: specPath,
            access: access,
            testModule: testModule,
            sideEffects: names.sideEffects,
            models: spec.models.map { ModelResolver(context: names).resolve($0) },
            stateFields: spec.state.map { names.resolveStateField($0) },
            actions: actions,
            endpoints: endpoints,
            baseURL: spec.api?.baseURL,
            dateCoding: Self.dateCoding(spec.api),
            headers: (spec.api?.headers ?? []).map {
                ResolvedHeader(name: $0.name, value: $0.value)
            },
            samples: samples.declarations(variant2Roots: Self.variant2SampleRoots(spec))
        )
        feature.appValues = ResolvedAppValue.values(of: spec, context: names)
        feature.conditionsReadAppValues = spec.endpoints.contains { $0.triggerConditions.contains { $0.condition.app != nil } }
        feature.auth = spec.api?.auth?.placement
        feature.onUnauthorized = spec.api?.auth?.onUnauthorized
        feature.credentialPath = spec.api?.auth?.credentialPath(inFeature: spec.name)
        feature.extensions = spec.extensions
        feature.sensitivePaths = ResolvedSensitivePaths.of(spec)
        return feature
    }

    /// The types generated tests take a second sample of: the payloads of declared (not custom) actions
    /// and of endpoints, and the responses of paginated endpoints (their next page).
    private static func variant2SampleRoots(_ spec: FeatureSpec) -> [TypeReference] {
        let actionPayloads = spec.actions.filter { !$0.isCustom }.flatMap { $0.payload.map(\.type) }
        let endpointPayloads = spec.endpoints.flatMap { $0.payload.map(\.type) }
        let nextPages = spec.endpoints.filter { $0.pagination != nil }.compactMap(\.response.type)
        // The live-request tests pass a state field whose default is empty or `nil` at its second sample.
        let liveRequestStateValues = spec.endpoints.flatMap { $0.requestSources.flatMap(\.readSources) }
            .compactMap { source -> TypeReference? in
                guard case .state(let reference) = source, let field = spec.stateField(named: reference.name),
                      !LiveTestInputs.passesDefault(of: field) else { return nil }
                return field.type
            }
        let listsHoldingBothSamples = spec.listsHoldingBothSamples
        let sampleStateLists = spec.state.filter { listsHoldingBothSamples.contains($0.name) }.map(\.type)
        return actionPayloads + endpointPayloads + nextPages + liveRequestStateValues + sampleStateLists
    }

    /// The API's date strategy, by the name of ReduxRuntime's `JSONCoding` date case.
    private static func dateCoding(_ api: APISpec?) -> String {
        switch api?.dateStrategy ?? .iso8601 {
        case .iso8601: "iso8601"
        case .secondsSince1970: "secondsSince1970"
        case .millisecondsSince1970: "millisecondsSince1970"
        }
    }
}

/// What every part of the resolver shares: the spec, the writer of type names and the samples.
///
/// A class, made once per feature: each resolver of an endpoint, action, outcome or request part refers to
/// the same one, since they all read the same spec and samples.
final class ResolutionContext: Sendable {
    let spec: FeatureSpec
    /// The feature's property in the app state (`repoSearch`), escaped.
    let memberName: String
    let types: SwiftTypeSource
    let samples: SampleValueSource
    /// How the feature's requests are sent.
    let sideEffects: SideEffectsStyle

    init(spec: FeatureSpec, memberName: String, types: SwiftTypeSource, samples: SampleValueSource, sideEffects: SideEffectsStyle) {
        self.spec = spec
        self.memberName = memberName
        self.types = types
        self.samples = samples
        self.sideEffects = sideEffects
    }

    /// The enum whose functions the reducer calls to start a request: `FeedEffects` (they return the
    /// request effect) or `FeedRequestStarts` (they only mark it started in state; a middleware sends it).
    var requestStartsType: String {
        spec.swiftName + (sideEffects == .effects ? "Effects" : "RequestStarts")
    }

    var stateType: String { spec.swiftName + "State" }
    var environmentType: String { spec.swiftName + "Environment" }

    func resolveStateField(_ field: StateFieldSpec) -> ResolvedStateField {
        ResolvedStateField(
            name: SwiftName.escaped(field.swiftName),
            type: types.source(for: field.type),
            valueType: types.source(for: field.type.nonOptional),
            isOptional: field.type.isOptional,
            defaultValue: LiteralResolver(types: types).defaultValue(of: field),
            sampleValue: samples.sampleStateValue(of: field),
            inlineSampleValue: samples.inlineSampleStateValue(of: field),
            persist: field.persist,
            persistenceKey: spec.swiftName + "." + field.swiftName,
            extensions: field.extensions
        )
    }

    func resolvePayload(_ field: PayloadFieldSpec) -> ResolvedPayloadField {
        ResolvedPayloadField(
            label: LocalNames.label(field.swiftName),
            localName: LocalNames.local(for: field.swiftName),
            type: types.source(for: field.type),
            declaration: LocalNames.declaration(label: field.swiftName, type: types.source(for: field.type)),
            sampleValue: samples.value(for: field.type, variant: 2),
            inlineSampleValue: samples.inlineValue(for: field.type, variant: 2)
        )
    }

    /// The case `name` with `payload` as its labelled values: `name(label: Type, ...)`.
    func caseDeclaration(_ name: String, _ payload: [ResolvedPayloadField]) -> ResolvedCaseDeclaration {
        ResolvedCaseDeclaration(name: name, values: payload.map { .init(label: LocalNames.declarationLabel($0.label), type: $0.type) })
    }

    /// The pattern of the case `name` binding each payload value to its local: `.name(let local, ...)`. With
    /// `binding`, only the values marked `true` are bound (the others are `_`).
    func casePattern(_ name: String, _ payload: [ResolvedPayloadField], binding: [Bool]? = nil) -> ResolvedCasePattern {
        let bound = binding ?? payload.map { _ in true }
        return ResolvedCasePattern(name: name, bindings: zip(payload, bound).map { field, isBound in isBound ? field.localName : nil })
    }

    /// The case `name` built from locals named like its payload: `.name(label: local, ...)`.
    func caseConstruction(_ name: String, _ payload: [ResolvedPayloadField]) -> ResolvedCaseConstruction {
        ResolvedCaseConstruction(name: name, arguments: payload.map { ResolvedArgument(label: $0.label, value: .local($0.localName)) })
    }

}
