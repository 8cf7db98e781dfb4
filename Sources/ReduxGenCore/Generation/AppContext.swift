/// The template context of the app files that compose several features.
enum AppContext {
    /// The templates rendered once per run with several specs, each into `<name>.swift`.
    static let templates = ["AppState", "AppAction", "AppReducer"]

    static func make(_ features: [ResolvedFeature], access: AccessLevel) -> TemplateValue {
        let contexts = features.map(FeatureContext.make)
        return .dictionary([
            "specPath": .string(features.map(\.specPath).joined(separator: ", ")),
            "access": .string(access.modifier),
            "isPublic": .bool(access == .public),
            "features": FeatureContext.positioned(.array(contexts)),
            "hasPersistence": .bool(features.contains { !$0.persistedFields.isEmpty }),
        ])
    }
}
