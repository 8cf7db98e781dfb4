extension FeatureContext {
    /// Whether the feature's state, actions or requests use a Foundation type (`Date`, `URL`, `UUID`): the
    /// files that declare them then import Foundation, and the others import ReduxRuntime alone.
    static func usesFoundationTypes(_ feature: ResolvedFeature) -> Bool {
        let types = feature.stateFields.map(\.type)
            + feature.actions.flatMap { $0.payload.map(\.type) }
            + feature.endpoints.flatMap { endpoint in endpoint.payload.map(\.type) + endpoint.parameters.map(\.type) + [endpoint.outcomeType] }
            + feature.appValues.map(\.type)
        return types.contains(where: namesFoundationType)
    }

    /// The Swift types the feature's models hold: their fields' and their sum cases' types.
    private static func modelTypes(_ feature: ResolvedFeature) -> [String] {
        feature.models.flatMap { model in model.fields.map(\.type) + (model.sum?.cases.map(\.type) ?? []) }
    }

    /// Whether a model holds `Date`, `URL` or `UUID`: the models file then imports Foundation.
    static func modelsUseFoundationTypes(_ feature: ResolvedFeature) -> Bool {
        modelTypes(feature).contains(where: namesFoundationType)
    }

    /// Whether a model holds a ReduxRuntime type (`JSONValue`): the models file then imports ReduxRuntime.
    static func modelsUseRuntimeTypes(_ feature: ResolvedFeature) -> Bool {
        modelTypes(feature).contains { type in
            type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }.contains("JSONValue")
        }
    }

    /// Whether the Swift type `type` names `Date`, `URL` or `UUID` (not a model of the same name, which is
    /// written inside its feature's namespace: `Feed.Date`).
    private static func namesFoundationType(_ type: String) -> Bool {
        let names = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return names.contains { ["Date", "URL", "UUID"].contains($0) }
    }
}
