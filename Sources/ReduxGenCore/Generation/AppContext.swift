/// The template context of the app files that compose several features.
enum AppContext {
    /// The templates rendered once per run with several specs, each into `<name>.swift` in its root.
    static let templates: [(name: String, root: OutputRoot)] = [
        ("AppState", .sources), ("AppAction", .sources), ("AppReducer", .sources), ("AppTests", .tests),
    ]

    static func make(_ features: [ResolvedFeature], access: AccessLevel, testModule: String) -> TemplateValue {
        let reactions = AppReactionResolver.reactions(of: features)
        let contexts = features.map { feature -> TemplateValue in
            guard case .dictionary(var entries) = FeatureContext.make(feature) else { return FeatureContext.make(feature) }
            if let check = routingCheck(feature, features: features, reactions: reactions) { entries["routingCheck"] = check }
            return .dictionary(entries)
        }
        let sensitiveState = zip(features, contexts).filter { !$0.0.sensitivePaths.state.isEmpty }.map(\.1)
        let sensitiveActions = zip(features, contexts).filter { !$0.0.sensitivePaths.actions.isEmpty }.map(\.1)
        let middlewareFeatureCount = features.filter { $0.sideEffects == .middleware && !$0.endpoints.isEmpty }.count
        let renewers = CredentialRenewersContext.make(features)
        return .dictionary([
            "contextVersion": .int(FeatureContext.version),
            "specPath": .string(features.map(\.specPath).joined(separator: ", ")),
            "access": .string(access.modifier),
            "isPublic": .bool(access == .public),
            "testModule": .string(testModule),
            "features": .array(contexts),
            "hasPersistence": .bool(features.contains { !$0.persistedFields.isEmpty }),
            "usesFoundationTypes": .bool(FeatureContext.appUsesFoundationTypes(features)),
            "hasMiddlewareFeatures": .bool(middlewareFeatureCount > 0),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneMiddlewareFeature": .bool(middlewareFeatureCount == 1),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneAppPersistedField": .bool(features.map(\.persistedFields.count).reduce(0, +) == 1),
            // The features whose State or Action has sensitive values, for AppState's and AppAction's
            // `SensitiveValues` conformances.
            "sensitiveStateFeatures": .array(sensitiveState),
            "sensitiveActionFeatures": .array(sensitiveActions),
            // swift-format wants no trailing comma after the only element of a collection literal.
            "hasOneSensitiveStateFeature": .bool(sensitiveState.count == 1),
            "hasOneSensitiveActionFeature": .bool(sensitiveActions.count == 1),
            // What `makeAppReducer` does after an action to other features (`AppReactionsContext`).
            "appReactions": .array(reactions.map(AppReactionsContext.reaction)),
            // The credentials `makeAppStore` renews when a request is answered 401 (`CredentialRenewersContext`).
            "credentialRenewers": .array(renewers),
            "appReactionsUsePrevious": .bool(reactions.contains(where: \.usesPrevious)),
        ])
    }

    private static func member(_ feature: ResolvedFeature) -> TemplateValue {
        .dictionary(["feature": .string(feature.name), "featureMember": .string(feature.memberName)])
    }

    /// What the app test sends to check that a feature's actions reach the feature's state: the first
    /// declared (not custom) action, else the first endpoint's request action, with the state changes it
    /// makes on the feature's slice of the app state (`$0.<feature>`), and the request actions of other
    /// features its triggers send (`receivedRequests`).
    private static func routingCheck(
        _ feature: ResolvedFeature, features: [ResolvedFeature], reactions: [ResolvedAppReaction]
    ) -> TemplateValue? {
        if let action = feature.actions.first(where: { !$0.isCustom }) {
            let reaction = reactions.first { $0.featureMember == feature.memberName && $0.source == .action(caseName: action.name) }
            let received = receivedRequests(after: action, of: feature, sends: reaction?.sends ?? [], features: features)
            return .dictionary([
                "caseConstruction": FeatureContext.caseConstruction(action.caseConstruction),
                "payload": FeatureContext.payload(action.payload),
                "expectedChanges": FeatureContext.expectedChanges(action.appExpectedChanges),
                // In the app, a trigger's `when:` on another feature's value sees that feature's initial value.
                "changesState": .bool(!action.appExpectedChanges.isEmpty),
                "receivedRequests": .array(received?.map(receivedRequest) ?? []),
                // The requests then run to their end unchecked: what their answers lead to is what their
                // features' tests check. When a `when:` cannot be told, the sent actions are skipped too.
                "startsRequests": .bool(action.startsRequests || received?.isEmpty != true),
            ])
        }
        guard let endpoint = feature.endpoints.first else { return nil }
        return .dictionary([
            "caseConstruction": FeatureContext.caseConstruction(endpoint.requestCaseConstruction),
            "payload": FeatureContext.payload(endpoint.payload),
            "expectedChanges": FeatureContext.expectedChanges(RequestStartChanges.expected(for: endpoint, requestNumber: 1, inApp: true)),
            "changesState": .bool(true),
            "receivedRequests": .array([]),
            "startsRequests": .bool(true),
        ])
    }

    /// A request action of another feature that the app reducer sends after an action (a trigger
    /// `app.<feature>.<action>` of the endpoint), and the state changes its start makes on that feature's
    /// slice.
    private struct ReceivedRequest {
        var send: ResolvedAppReaction.Send
        var changes: [ExpectedChange]
    }

    /// The request actions of other features that the app reducer sends after `action` of `feature` in the
    /// app tests, which start from the defaults: each of `sends` whose `when:` holds on the state the action
    /// leaves, in order. `nil` when a `when:` cannot be told from the spec (the test then skips them all).
    private static func receivedRequests(
        after action: ResolvedAction, of feature: ResolvedFeature, sends: [ResolvedAppReaction.Send], features: [ResolvedFeature]
    ) -> [ReceivedRequest]? {
        let byMember = ResolvedFeature.byMember(features)
        var received: [ReceivedRequest] = []
        for send in sends {
            if let condition = send.condition {
                guard let holds = holds(condition, after: action, of: feature, byMember: byMember) else { return nil }
                if !holds { continue }
            }
            guard let target = byMember[SwiftName.unescaped(send.featureMember)],
                  let endpoint = target.endpoints.first(where: { $0.name == send.caseName })
            else { return nil }
            // Each endpoint counts its requests from 1.
            let requestNumber = received.count { $0.send.featureMember == send.featureMember && $0.send.caseName == send.caseName } + 1
            received.append(ReceivedRequest(send: send, changes: RequestStartChanges.expected(for: endpoint, requestNumber: requestNumber)))
        }
        return received
    }

    /// Whether `condition` holds after `action` of `feature` in the app tests: on a field the action changes,
    /// its value then; on any other field, its default. `nil` when that cannot be told from the spec.
    private static func holds(
        _ condition: ResolvedAppReaction.Condition, after action: ResolvedAction, of feature: ResolvedFeature,
        byMember: [String: ResolvedFeature]
    ) -> Bool? {
        if condition.featureMember == feature.memberName, let results = action.appTestResults[condition.field] {
            return results[condition.test]
        }
        guard let owner = byMember[SwiftName.unescaped(condition.featureMember)],
              let field = owner.stateFields.first(where: { $0.name == condition.field })
        else { return nil }
        return TriggerConditionResolver.passes(condition.test, field.defaultValue)
    }

    private static func receivedRequest(_ request: ReceivedRequest) -> TemplateValue {
        .dictionary([
            "feature": .string(request.send.feature),
            "featureMember": .string(request.send.featureMember),
            "caseName": .string(request.send.caseName),
            "endpoint": .string(request.send.endpoint),
            "trigger": .string(request.send.trigger),
            "expectedChanges": FeatureContext.expectedChanges(request.changes),
        ])
    }
}
