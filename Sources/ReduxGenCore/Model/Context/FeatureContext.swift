/// Builds the template context of a feature: a plain tree of dictionaries, arrays, strings and booleans
/// holding a `ResolvedFeature`. docs/templates.md ("Template context") documents every key.
public enum FeatureContext {
    /// The version of the context's contract (docs/templates.md, "Versions"): raised when a key is removed
    /// or renamed or its meaning changes, never when one is added.
    public static let version = 11

    /// The context every per-feature template is rendered with.
    public static func make(_ feature: ResolvedFeature) -> TemplateValue {
        let hasHooks = !feature.customActions.isEmpty || !outcomeHooks(feature).isEmpty
        let sampleValues = SampleValueContexts()
        let endpointPositions = Dictionary(feature.endpoints.enumerated().map { ($1.name, $0) }) { first, _ in first }
        let actions = feature.actions.map { action($0, endpoints: feature.endpoints, positions: endpointPositions) }
        let endpoints = feature.endpoints.map { endpoint($0, feature: feature.name, sampleValues: sampleValues) }
        let reducerGroups = ReducerGroupsContext.make(
            actions: actions,
            sharedCases: ReducerGroupsContext.sharedCases(feature.actions),
            casePatterns: feature.actions.map { (casePattern($0.casePattern), casePattern($0.middlewareCasePattern)) },
            endpoints: endpoints,
            casesPerEndpoint: feature.endpoints.map { $0.pagination == nil ? 2 : 3 }
        )
        var reducerGroupCount = 0
        if case .array(let groups) = reducerGroups { reducerGroupCount = groups.count }
        let keys: TemplateDictionary = [
            "contextVersion": .int(version),
            "specPath": .string(feature.specPath),
            // Every construct that can hold extension keys has `extensions`, empty without any, so that
            // `{{extensions.x-name}}` never finds the enclosing construct's (Mustache looks names up outwards).
            "extensions": .dictionary(feature.extensions),
            "feature": .string(feature.name),
            "cancelIDNamespace": .string(EndpointResolver.cancelIDNamespace(feature: feature.name)),
            "featureMember": .string(feature.memberName),
            "plainMember": .string(SwiftName.unescaped(feature.memberName)),
            "access": .string(feature.access.modifier),
            "isPublic": .bool(feature.access == .public),
            // The middleware flavor only matters with requests to send.
            "usesMiddleware": .bool(feature.sideEffects == .middleware && !feature.endpoints.isEmpty),
            "testModule": .string(feature.testModule),
            "specHeaders": .array(feature.headers.map { header in
                .dictionary(["name": .string(header.name), "value": .string(header.value)])
            }),
            "jsonCoding": .dictionary(["dates": .string(feature.dateCoding)]),
            "renewsCredential": .bool(feature.onUnauthorized != nil),
            "models": TemplateValueEncoder.encode(feature.models.map { ModelContext($0, sampleValues: sampleValues) }),
            "stateFields": .array(feature.stateFields.map { stateField($0, sampleValues: sampleValues) }),
            "persistedFields": .array(feature.persistedFields.map { stateField($0, sampleValues: sampleValues) }),
            "hasPersistence": .bool(!feature.persistedFields.isEmpty),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOnePersistedField": .bool(feature.persistedFields.count == 1),
            "persistenceChecks": .array(persistenceChecks(feature, endpointPositions: endpointPositions)),
            "actions": .array(actions),
            "customActions": .array(
                feature.customActions.map { action($0, endpoints: feature.endpoints, positions: endpointPositions) }
                    + outcomeHooks(feature)
            ),
            "endpoints": .array(endpoints),
            "reducerGroups": reducerGroups,
            "hasSeveralReducerGroups": .bool(reducerGroupCount > 1),
            "usesFoundationTypes": .bool(usesFoundationTypes(feature)),
            "modelsUseFoundationTypes": .bool(modelsUseFoundationTypes(feature)),
            "modelsUseRuntimeTypes": .bool(modelsUseRuntimeTypes(feature)),
            "hasDebounce": .bool(feature.endpoints.contains(where: \.waitsForQuiet)),
            // The memberwise initializer is internal and has no default clock, so public access or a clock
            // needs one written out; otherwise swift-format wants the synthesized one.
            "environmentHasInit": .bool(
                feature.access == .public || feature.endpoints.contains(where: \.waitsForQuiet) || !feature.appValues.isEmpty
                    || hasHooks
            ),
            "appValues": AppValuesContext.make(feature),
            // The effects flavor starts requests in the reducer, which then needs the values; the middleware
            // flavor starts them in its middleware.
            "readsAppValuesInReducer": .bool(
                !feature.appValues.isEmpty && (feature.sideEffects != .middleware || feature.conditionsReadAppValues)
            ),
            "testEnvironmentCall": AppValuesContext.environmentCall(.make(feature, for: .tests)),
            "appTestEnvironmentCall": AppValuesContext.environmentCall(.make(feature, for: .appTests)),
            "mockEnvironmentCall": AppValuesContext.environmentCall(.make(feature, for: .mockMiddleware)),
            "samplesNamespace": .string(feature.samplesNamespace),
            "samples": .array(feature.samples.filter { !$0.isOther }.map { sample($0, sampleValues: sampleValues) }),
            "otherSamples": .array(feature.samples.filter(\.isOther).map { sample($0, sampleValues: sampleValues) }),
        ]
        var optionalKeys = TemplateDictionary()
        optionalKeys["baseURL"] = feature.baseURL.map(TemplateValue.string)
        optionalKeys["specAuth"] = feature.auth.map { TemplateValueEncoder.encode(AuthContext($0)) }
        return .dictionary(
            keys.merging(optionalKeys) { key, _ in key }
                .merging(StoredPropertiesContext.keys(feature)) { key, _ in key }
                .merging(SensitiveValuesContext.keys(feature)) { key, _ in key })
    }

    static func lines(_ lines: [String]) -> TemplateValue {
        .array(lines.map { .string($0) })
    }

    /// Per persisted field surely changed by a declared (not custom) action: the field and the first such action,
    /// for the test that a change is saved and restored. The test starts from the default state, unless no
    /// action changes the field's default (adding 0.25 to the largest `Double` leaves it as it is): then from
    /// the sample state, where the first action that changes it is found the same way. The first action
    /// changing each field is found in one pass over the actions, not by a search of the actions for each field.
    private static func persistenceChecks(_ feature: ResolvedFeature, endpointPositions: [String: Int]) -> [TemplateValue] {
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
            let startsFromSamples = fromDefaults[field.name] == nil
            guard let changing = (fromDefaults[field.name] ?? fromSamples[field.name]).map({ feature.actions[$0] }) else { return nil }
            return .dictionary([
                "field": .string(field.name),
                "plainField": .string(SwiftName.unescaped(field.name)),
                "startsFromSamples": .bool(startsFromSamples),
                "action": action(changing, endpoints: feature.endpoints, positions: endpointPositions),
            ])
        }
    }

    private static func sample(_ sample: ResolvedSample, sampleValues: SampleValueContexts) -> TemplateValue {
        .dictionary(["name": .string(sample.name), "value": sampleValues.context(of: sample.value)])
    }

    private static func stateField(_ field: ResolvedStateField, sampleValues: SampleValueContexts) -> TemplateValue {
        .dictionary([
            "name": .string(field.name),
            "type": .string(field.type),
            "defaultValue": literal(field.defaultValue),
            "sampleValue": sampleValues.context(of: field.sampleValue),
            "inlineSampleValue": sampleValues.context(of: field.inlineSampleValue),
            "persistenceKey": .string(field.persistenceKey),
            "extensions": .dictionary(field.extensions),
        ])
    }

    static func payload(_ fields: [ResolvedPayloadField]) -> TemplateValue {
        .array(fields.map { field in
            .dictionary([
                "localName": .string(field.localName),
                "type": .string(field.type),
                "declaration": parameterDeclaration(field.declaration),
                "sampleValue": sampleValue(field.sampleValue),
                "inlineSampleValue": sampleValue(field.inlineSampleValue),
            ])
        })
    }

    /// The context of `action`; `positions` gives the position of each endpoint among `endpoints` by name, so
    /// the endpoints it triggers are found without going through every endpoint for each action.
    private static func action(
        _ action: ResolvedAction, endpoints: [ResolvedEndpoint], positions: [String: Int]
    ) -> TemplateValue {
        let triggered = Set(action.triggeredEndpoints.compactMap { positions[$0] }).sorted().map { endpoints[$0] }
        return .dictionary([
            "triggeredEndpoints": .array(triggered.map { endpoint in
                .dictionary([
                    "plainName": .string(SwiftName.unescaped(endpoint.name)),
                    "hasResponse": .bool(endpoint.responseType != nil),
                    "sampleResponse": endpoint.sampleResponse.map(sampleValue) ?? .bool(false),
                ])
            }),
            "name": .string(action.name),
            "plainName": .string(SwiftName.unescaped(action.name)),
            "payload": payload(action.payload),
            "caseDeclaration": caseDeclaration(action.caseDeclaration),
            "caseConstruction": caseConstruction(action.caseConstruction),
            "reduceSteps": reduceSteps(action.reduceSteps),
            "effects": caseEffects(action.effects),
            "expectedChanges": expectedChanges(action.expectedChanges),
            "changesState": .bool(!action.expectedChanges.isEmpty),
            "startsRequests": .bool(action.startsRequests),
            "isTested": .bool(!action.isCustom),
            "hookRequirement": action.hookRequirement.map(hookRequirement) ?? .bool(false),
            "middlewareReturn": middlewareReturn(action.middlewareSends),
            "extensions": .dictionary(action.extensions),
        ])
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

/// A model of the feature: what it is (`kind`: a `struct` with `fields`, an `enum` of `rawType` with
/// `cases`, or a `sum` type with `sumCases`), its names, sample and extension keys.
struct ModelContext: Encodable {
    enum Kind: String, Encodable { case `struct`, `enum`, sum }

    /// A stored property of a struct; `jsonKey` only where it differs from the Swift name.
    struct Field: Encodable {
        var name: String
        var type: String
        var initParameter: ResolvedParameterDeclaration
        var localName: String
        var jsonKey: String?
        var extensions: TemplateDictionary
    }

    /// A case of an enum and its `rawValue`, which the declaration writes when `hasRawValue`.
    struct Case: Encodable {
        var name: String
        var rawValue: PartsContext<LiteralPart>
        var hasRawValue: Bool
    }

    /// A case of a sum type: `name`, the `type` it holds, its `tag` and a `sampleValue`.
    struct SumCase: Encodable {
        var name: String
        var type: String
        var tag: String
        var sampleValue: TemplateValue
    }

    var kind: Kind
    var name: String
    var qualifiedName: String
    var plainName: String
    var isIdentifiable: Bool
    var hasCustomJSONKeys: Bool
    var fields: [Field]
    /// The JSON keys of a struct's fields as the API writes them, in field order.
    var jsonKeys: [String]
    var rawType: String?
    var cases: [Case]
    /// For an enum with `unknown: true`: the raw value no case has.
    var hasUnknownCase: Bool
    var unknownRawSample: PartsContext<LiteralPart>?
    var sumCases: [SumCase]
    /// The JSON key that names a sum type's case, and the tag no case has for one with `unknown: true`.
    var discriminator: String?
    var unknownTagSample: String?
    var sampleValue: TemplateValue
    var extensions: TemplateDictionary

    init(_ model: ResolvedModel, sampleValues: SampleValueContexts) {
        kind = model.rawType != nil ? .enum : model.sum != nil ? .sum : .struct
        name = model.name
        qualifiedName = model.qualifiedName
        plainName = model.name.prefix(1).lowercased() + model.name.dropFirst()
        isIdentifiable = model.fields.contains { $0.name == "id" }
        hasCustomJSONKeys = model.fields.contains(where: \.hasCustomJSONKey)
        fields = model.fields.map { field in
            Field(
                name: field.name, type: field.type, initParameter: field.initParameter, localName: field.localName,
                jsonKey: field.hasCustomJSONKey ? field.jsonKey : nil, extensions: field.extensions)
        }
        jsonKeys = model.jsonKeys
        rawType = model.rawType
        cases = model.cases.map { Case(name: $0.name, rawValue: LiteralPart.parts(of: $0.rawValue), hasRawValue: $0.writesRawValue) }
        hasUnknownCase = model.unknownRawSample != nil
        unknownRawSample = model.unknownRawSample.map(LiteralPart.parts)
        sumCases = (model.sum?.cases ?? []).map { sumCase in
            SumCase(name: sumCase.name, type: sumCase.type, tag: sumCase.tag, sampleValue: sampleValues.context(of: sumCase.sampleValue))
        }
        discriminator = model.sum?.discriminator
        unknownTagSample = model.sum?.unknownTagSample
        sampleValue = sampleValues.context(of: model.sampleValue)
        extensions = model.extensions
    }
}
