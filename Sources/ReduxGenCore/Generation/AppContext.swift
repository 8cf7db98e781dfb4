/// The template context of the app files that compose several features.
enum AppContext {
    /// The templates rendered once per run with several specs, each into `<name>.swift` in its root.
    static let templates: [(name: String, root: OutputRoot)] = [
        ("AppState", .sources), ("AppAction", .sources), ("AppReducer", .sources), ("AppTests", .tests),
    ]

    static func make(_ features: [ResolvedFeature], access: AccessLevel, testModule: String) -> TemplateValue {
        let contexts = features.map { feature -> TemplateValue in
            guard case .dictionary(var entries) = FeatureContext.make(feature) else { return FeatureContext.make(feature) }
            if let check = routingCheck(feature) { entries["routingCheck"] = check }
            return .dictionary(entries)
        }
        let sensitiveState = zip(features, contexts).filter { !$0.0.sensitivePaths.state.isEmpty }.map(\.1)
        let sensitiveActions = zip(features, contexts).filter { !$0.0.sensitivePaths.actions.isEmpty }.map(\.1)
        let middlewareFeatureCount = features.filter { $0.sideEffects == .middleware && !$0.endpoints.isEmpty }.count
        let reactions = AppReactionResolver.reactions(of: features)
        let renewers = CredentialRenewersContext.make(features)
        return .dictionary([
            "contextVersion": .int(FeatureContext.version),
            "specPath": .string(features.map(\.specPath).joined(separator: ", ")),
            "access": .string(access.modifier),
            "isPublic": .bool(access == .public),
            "testModule": .string(testModule),
            "features": FeatureContext.positioned(.array(contexts)),
            "hasPersistence": .bool(features.contains { !$0.persistedFields.isEmpty }),
            "hasMiddlewareFeatures": .bool(middlewareFeatureCount > 0),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneMiddlewareFeature": .bool(middlewareFeatureCount == 1),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneAppPersistedField": .bool(features.map(\.persistedFields.count).reduce(0, +) == 1),
            // The features whose State or Action has sensitive values, for AppState's and AppAction's
            // `SensitiveValues` conformances.
            "sensitiveStateFeatures": FeatureContext.positioned(.array(sensitiveState)),
            "sensitiveActionFeatures": FeatureContext.positioned(.array(sensitiveActions)),
            "hasSensitiveAppState": .bool(!sensitiveState.isEmpty),
            "hasSensitiveAppActions": .bool(!sensitiveActions.isEmpty),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneSensitiveStateFeature": .bool(sensitiveState.count == 1),
            "hasOneSensitiveActionFeature": .bool(sensitiveActions.count == 1),
            // What `makeAppReducer` does after an action to other features (`AppReactionsContext`).
            "appReactions": FeatureContext.positioned(.array(reactions.map(AppReactionsContext.reaction))),
            "hasAppReactions": .bool(!reactions.isEmpty),
            // The credentials `makeAppStore` renews when a request is answered 401 (`CredentialRenewersContext`).
            "credentialRenewers": .array(renewers),
            "hasCredentialRenewers": .bool(!renewers.isEmpty),
            "appReactionsUsePrevious": .bool(reactions.contains(where: \.usesPrevious)),
        ])
    }

    private static func member(_ feature: ResolvedFeature) -> TemplateValue {
        .dictionary(["feature": .string(feature.name), "featureMember": .string(feature.memberName)])
    }

    /// What the app test sends to check that a feature's actions reach the feature's state: the first
    /// declared (not custom) action, else the first endpoint's request action, with the state changes it
    /// makes on the feature's slice of the app state (`$0.<feature>`).
    private static func routingCheck(_ feature: ResolvedFeature) -> TemplateValue? {
        if let action = feature.actions.first(where: { !$0.isCustom }) {
            return .dictionary([
                "caseConstruction": FeatureContext.caseConstruction(action.caseConstruction),
                "payload": FeatureContext.payload(action.payload),
                "expectedChanges": FeatureContext.expectedChanges(action.appExpectedChanges),
                // In the app, a trigger's `when:` on another feature's value sees that feature's initial value.
                "changesState": .bool(!action.appExpectedChanges.isEmpty),
                "startsRequests": .bool(action.startsRequests),
            ])
        }
        guard let endpoint = feature.endpoints.first else { return nil }
        return .dictionary([
            "caseConstruction": FeatureContext.caseConstruction(endpoint.requestCaseConstruction),
            "payload": FeatureContext.payload(endpoint.payload),
            "expectedChanges": FeatureContext.expectedChanges(RequestStartChanges.expected(for: endpoint, requestNumber: 1, inApp: true)),
            "changesState": .bool(true),
            "startsRequests": .bool(true),
        ])
    }
}
