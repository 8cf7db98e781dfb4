/// The app test of an action's `resetApp:` (an app reaction's `tested`): one request in flight in each
/// feature the action resets, the action (`caseConstruction`, from the locals of its `payload` at their
/// samples, and its own `changes` on the acting feature's slice of the app state), then each request's
/// cancelled outcome; `startsRequests` when the action starts requests of its own, which the test then
/// runs to their end unchecked.
///
/// The cancelled outcomes arrive in the order the app reducer cancels them: its features in app order,
/// one request each.
struct AppResetTestContext: Encodable {
    /// A request the test starts before the action: the `featureMember` of its feature, its `endpoint`,
    /// the request action (`call`) and the `changes` its start makes on the feature's slice.
    struct StartedRequest: Encodable {
        var featureMember: String
        var endpoint: String
        var call: CallContext
        var changes: [ExpectedChangeContext]
    }

    var caseConstruction: CallContext
    var payload: [PayloadFieldContext]
    var changes: [ExpectedChangeContext]
    var start: [StartedRequest]
    var startsRequests: Bool

    /// The test of `reaction`, or `nil` when it has none: a reaction with no `resetApp:`, one that sends
    /// requests to other features, one of a custom action, or one that resets no feature with a request
    /// the test can start.
    ///
    /// Each reset feature starts one endpoint whose cancelled outcome does nothing beyond setting its status
    /// back (no optimistic steps to roll back, no hook, no reaction of the app) and that sends no credential
    /// (the app tests start from the defaults, where a credential is empty and the request fails at once):
    /// the first such endpoint without a payload, else the first such endpoint.
    init?(_ reaction: ResolvedAppReaction, features: [ResolvedFeature], reactions: [ResolvedAppReaction]) {
        guard case .action(let caseName) = reaction.source, !reaction.keptFeatures.isEmpty, reaction.sends.isEmpty,
              let acting = features.first(where: { $0.memberName == reaction.featureMember }),
              let action = acting.actions.first(where: { $0.name == caseName }), !action.isCustom
        else { return nil }
        let byMember = ResolvedFeature.byMember(features)
        start = reaction.resetFeatures.compactMap { reset in
            guard let feature = byMember[SwiftName.unescaped(reset.featureMember)] else { return nil }
            let startable = feature.endpoints.filter { endpoint in
                endpoint.cancelsWithStatusOnly && !endpoint.startArguments.contains(where: \.requiresCredential)
                    && !reactions.contains { $0.featureMember == feature.memberName && $0.source.answers(endpoint) }
            }
            guard let endpoint = startable.first(where: { $0.payload.isEmpty }) ?? startable.first else { return nil }
            return StartedRequest(
                featureMember: feature.memberName,
                endpoint: endpoint.name,
                call: CallContext(endpoint.requestConstruction(sample: \.inlineSampleValue)),
                changes: RequestStartChanges.expected(for: endpoint, requestNumber: 1, inApp: true).map(ExpectedChangeContext.init)
            )
        }
        guard !start.isEmpty else { return nil }
        caseConstruction = CallContext(action.caseConstruction)
        payload = action.payload.map(PayloadFieldContext.init)
        changes = action.appExpectedChanges.map(ExpectedChangeContext.init)
        startsRequests = action.startsRequests
    }
}

private extension ResolvedAppReaction.Source {
    /// Whether the source is an outcome of `endpoint`.
    func answers(_ endpoint: ResolvedEndpoint) -> Bool {
        if case .outcome(let requestState, _, _) = self { return requestState == endpoint.name }
        return false
    }
}
