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
        let resets = appResets(features)
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
            // The actions with `resetApp:`, which `makeAppReducer` follows with the reset of the other features.
            "appResets": FeatureContext.positioned(.array(resets)),
            "hasAppResets": .bool(!resets.isEmpty),
        ])
    }

    /// Each action with `resetApp:`: the acting feature (`feature`, `featureMember`) and the action's case
    /// (`actionName`), the features set back to their initial state (`resetFeatures`, each `feature` and
    /// `featureMember`), the ones kept (`keptFeatures`, the acting one first, each `feature`), and the ids of
    /// every request of the reset features (`cancelIDs`, each `id`, `InboxCancelID.loadMessages`), with
    /// `hasCancelIDs` and `hasOneCancelID`.
    private static func appResets(_ features: [ResolvedFeature]) -> [TemplateValue] {
        features.flatMap { feature in
            feature.actions.compactMap { action -> TemplateValue? in
                guard let kept = action.appResetKeptMembers else { return nil }
                let actingMember = SwiftName.unescaped(feature.memberName)
                let reset = features.filter { other in
                    let member = SwiftName.unescaped(other.memberName)
                    return member != actingMember && !kept.contains(member)
                }
                let keptFeatures = [feature] + features.filter { $0.name != feature.name && !reset.contains($0) }
                let cancelIDs = reset.flatMap { other in
                    other.endpoints.map { endpoint -> TemplateValue in
                        .dictionary(["id": .string("\(EndpointResolver.cancelIDNamespace(feature: other.name)).\(endpoint.name)")])
                    }
                }
                return .dictionary([
                    "feature": .string(feature.name),
                    "featureMember": .string(feature.memberName),
                    "actionName": .string(action.name),
                    "resetFeatures": FeatureContext.positioned(.array(reset.map { member($0) })),
                    "keptFeatures": FeatureContext.positioned(.array(keptFeatures.map { member($0) })),
                    "cancelIDs": FeatureContext.positioned(.array(cancelIDs)),
                    "hasCancelIDs": .bool(!cancelIDs.isEmpty),
                    "hasOneCancelID": .bool(cancelIDs.count == 1),
                ])
            }
        }
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
                "changesState": .bool(!action.expectedChanges.isEmpty),
                "startsRequests": .bool(action.startsRequests),
            ])
        }
        guard let endpoint = feature.endpoints.first else { return nil }
        return .dictionary([
            "caseConstruction": FeatureContext.caseConstruction(endpoint.requestCaseConstruction),
            "payload": FeatureContext.payload(endpoint.payload),
            "expectedChanges": FeatureContext.expectedChanges(RequestStartChanges.expected(for: endpoint, requestNumber: 1)),
            "changesState": .bool(true),
            "startsRequests": .bool(true),
        ])
    }
}
