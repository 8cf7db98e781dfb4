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

    /// Whether the Swift type `type` names `Date`, `URL` or `UUID` (not a model of the same name, which is
    /// written inside its feature's namespace: `Feed.Date`).
    private static func namesFoundationType(_ type: String) -> Bool {
        let names = type.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        return names.contains { ["Date", "URL", "UUID"].contains($0) }
    }
}
