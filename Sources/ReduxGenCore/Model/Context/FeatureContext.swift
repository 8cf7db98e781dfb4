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
        // Positioned once, then shared with the reducer's groups (see `positioned`).
        let actions = positioned(feature.actions.map { action($0, endpoints: feature.endpoints, positions: endpointPositions) })
        let endpoints = positioned(feature.endpoints.map { endpoint($0, feature: feature.name, sampleValues: sampleValues) })
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
            "baseURL": .string(feature.baseURL ?? ""),
            "hasBaseURL": .bool(feature.baseURL != nil),
            "specHeaders": positioned(.array(feature.headers.map { header in
                .dictionary(["name": .string(header.name), "value": .string(header.value)])
            })),
            "jsonCoding": .dictionary(["dates": .string(feature.dateCoding)]),
            "hasAuth": .bool(feature.auth != nil),
            "renewsCredential": .bool(feature.onUnauthorized != nil),
            "specAuth": feature.auth.map(auth) ?? .bool(false),
            "models": positioned(.array(feature.models.map { model($0, access: feature.access.modifier, sampleValues: sampleValues) })),
            "hasStateFields": .bool(!feature.stateFields.isEmpty),
            "stateFields": positioned(.array(feature.stateFields.map { stateField($0, sampleValues: sampleValues) })),
            "persistedFields": positioned(.array(feature.persistedFields.map { stateField($0, sampleValues: sampleValues) })),
            "hasPersistence": .bool(!feature.persistedFields.isEmpty),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOnePersistedField": .bool(feature.persistedFields.count == 1),
            "persistenceChecks": positioned(.array(persistenceChecks(feature, endpointPositions: endpointPositions))),
            "actions": .array(actions),
            "customActions": positioned(.array(
                feature.customActions.map { action($0, endpoints: feature.endpoints, positions: endpointPositions) }
                    + outcomeHooks(feature)
            )),
            "hasCustomActions": .bool(hasHooks),
            // Hooks are the code that reaches the app's own services, so only features with hooks carry them.
            "hasDependencies": .bool(hasHooks),
            "endpoints": .array(endpoints),
            "reducerGroups": reducerGroups,
            "hasSeveralReducerGroups": .bool(reducerGroupCount > 1),
            "usesFoundationTypes": .bool(usesFoundationTypes(feature)),
            "modelsUseFoundationTypes": .bool(modelsUseFoundationTypes(feature)),
            "modelsUseRuntimeTypes": .bool(modelsUseRuntimeTypes(feature)),
            "hasEndpoints": .bool(!feature.endpoints.isEmpty),
            "hasDebounce": .bool(feature.endpoints.contains(where: \.waitsForQuiet)),
            // The memberwise initializer is internal and has no default clock, so public access or a clock
            // needs one written out; otherwise swift-format wants the synthesized one.
            "environmentHasInit": .bool(
                feature.access == .public || feature.endpoints.contains(where: \.waitsForQuiet) || !feature.appValues.isEmpty
                    || hasHooks
            ),
            "appValues": AppValuesContext.make(feature),
            "hasAppValues": .bool(!feature.appValues.isEmpty),
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
            "hasSamples": .bool(!feature.samples.isEmpty),
            "hasOtherSamples": .bool(feature.samples.contains(where: \.isOther)),
        ]
        return .dictionary(
            keys.merging(StoredPropertiesContext.keys(feature)) { key, _ in key }
                .merging(SensitiveValuesContext.keys(feature)) { key, _ in key })
    }

    /// The array with `isFirst` and `isLast` added to each dictionary element, for separators.
    static func positioned(_ value: consuming TemplateValue) -> TemplateValue {
        switch consume value {
        case .array(let elements): return .array(positioned(elements))
        case let other: return other
        }
    }

    /// `elements` with `isFirst` and `isLast` set on each dictionary element, for separators.
    ///
    /// An element is changed in place when the array is its only holder, and kept as it is (its storage
    /// shared) when its flags already say where it is: a list positioned once and then split into groups
    /// (the reducer's switches, the action's JSON cases) copies only the elements at the groups' ends.
    static func positioned(_ elements: consuming [TemplateValue]) -> [TemplateValue] {
        var elements = elements
        let lastIndex = elements.count - 1
        // The keys are numbered once a list, not twice for each element.
        let isFirstKey: String = "isFirst"
        let isLastKey: String = "isLast"
        for index in elements.indices {
            guard case .dictionary(var entries) = elements[index] else { continue }
            let isFirst = TemplateValue.bool(index == 0)
            let isLast = TemplateValue.bool(index == lastIndex)
            if entries[isFirstKey] == isFirst && entries[isLastKey] == isLast { continue }
            // The array lets go of the entries first, so that adding the flags does not copy them.
            elements[index] = .bool(false)
            entries.reserveCapacity(entries.count + 2)
            entries[isFirstKey] = isFirst
            entries[isLastKey] = isLast
            elements[index] = .dictionary(entries)
        }
        return elements
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

    private static func model(_ model: ResolvedModel, access: String, sampleValues: SampleValueContexts) -> TemplateValue {
        .dictionary([
            "name": .string(model.name),
            "qualifiedName": .string(model.qualifiedName),
            "isEnum": .bool(model.rawType != nil),
            "isStruct": .bool(model.rawType == nil && model.sum == nil),
            "isSum": .bool(model.sum != nil),
            "sumCases": positioned(.array((model.sum?.cases ?? []).map { sumCase in
                .dictionary([
                    "name": .string(sumCase.name),
                    "type": .string(sumCase.type),
                    "tag": .string(sumCase.tag),
                    "sampleValue": sampleValues.context(of: sumCase.sampleValue),
                ])
            })),
            "hasDiscriminator": .bool(model.sum?.discriminator != nil),
            "discriminator": .string(model.sum?.discriminator ?? ""),
            "keepsUnknownTags": .bool(model.sum?.unknownTagSample != nil),
            "unknownTagSample": .string(model.sum?.unknownTagSample ?? ""),
            "rawType": .string(model.rawType ?? ""),
            "isIdentifiable": .bool(model.fields.contains { $0.name == "id" }),
            "hasCustomJSONKeys": .bool(model.fields.contains(where: \.hasCustomJSONKey)),
            "fields": .array(model.fields.enumerated().map { index, field in
                .dictionary([
                    "name": .string(field.name),
                    "type": .string(field.type),
                    "initParameter": parameterDeclaration(field.initParameter),
                    "localName": .string(field.localName),
                    "jsonKey": .string(field.jsonKey),
                    "hasCustomJSONKey": .bool(field.hasCustomJSONKey),
                    "isLast": .bool(index == model.fields.count - 1),
                    "extensions": .dictionary(field.extensions),
                ])
            }),
            "plainName": .string(model.name.prefix(1).lowercased() + model.name.dropFirst()),
            // Made with their positions, rather than positioned after: a key's dictionary of one entry grew
            // to three, for every field of every model.
            "jsonKeys": .array(model.jsonKeys.indices.map { index in
                .dictionary([
                    "jsonKey": .string(model.jsonKeys[index]),
                    "isFirst": .bool(index == 0),
                    "isLast": .bool(index == model.jsonKeys.count - 1),
                ])
            }),
            "sampleValue": sampleValues.context(of: model.sampleValue),
            "cases": .array(model.cases.map { enumCase in
                .dictionary([
                    "name": .string(enumCase.name),
                    "rawValue": literal(enumCase.rawValue),
                    "hasRawValue": .bool(enumCase.writesRawValue),
                ])
            }),
            "hasUnknownCase": .bool(model.unknownRawSample != nil),
            "allCases": positioned(.array(model.cases.map { .dictionary(["name": .string($0.name)]) })),
            "unknownRawSample": model.unknownRawSample.map(literal) ?? .bool(false),
            "extensions": .dictionary(model.extensions),
        ])
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

    /// Where the API's requests carry their credential, which `Repository` writes as an `APIAuth`: exactly one
    /// of `isBearer`, `isAPIKeyHeader` and `isAPIKeyQuery`, the latter two with `name`.
    private static func auth(_ placement: AuthSpec.Placement) -> TemplateValue {
        var values: TemplateDictionary = ["isBearer": false, "isAPIKeyHeader": false, "isAPIKeyQuery": false, "name": ""]
        switch placement {
        case .bearer:
            values["isBearer"] = true
        case .header(let name):
            values["isAPIKeyHeader"] = true
            values["name"] = .string(name)
        case .query(let name):
            values["isAPIKeyQuery"] = true
            values["name"] = .string(name)
        }
        return .dictionary(values)
    }
}
