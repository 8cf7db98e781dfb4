/// One case of the app reducer's reactions (`ResolvedAppReaction`): what it matches (`kind`), the
/// features, fields and statuses it resets, and its `effects`; see docs/templates.md ("App context").
struct AppReactionContext: Encodable {
    /// A declared action (`name`), or an `outcome` of the `endpoint` (the escaped name of its request
    /// state), with `checksCurrent` when the case checks that the outcome answers the current request.
    enum Kind: String, Encodable { case action, outcome }

    /// A reset field: `featureMember`, `name` and its default `literal`.
    struct ResetField: Encodable {
        var featureMember: String
        var name: String
        var literal: PartsContext<LiteralPart>
    }

    /// Every request of a feature cancelled (`cancelAll`, `namespace`), one cancelled (`cancel`, `id`), or a
    /// request action sent (`send`: `featureMember`, `name`, `feature`, `endpoint`, `trigger`, and the
    /// `condition` of its `when:`).
    struct Effect: Encodable {
        enum Kind: String, Encodable { case cancelAll, cancel, send }

        var kind: Kind
        var namespace: String?
        var id: String?
        var feature: String?
        var featureMember: String?
        var name: String?
        var endpoint: String?
        var trigger: String?
        var condition: TriggerConditionContext?
    }

    var kind: Kind
    var feature: String
    var featureMember: String
    var name: String?
    var endpoint: String?
    var outcome: String?
    var checksCurrent: Bool?
    /// What `resetApp:` keeps.
    var keptFeatures: [ResolvedAppReaction.FeatureName]
    var resetFeatures: [ResolvedAppReaction.FeatureName]
    var resetFields: [ResetField]
    var resetStatuses: [ResolvedAppReaction.EndpointState]
    var effects: [Effect]
    /// Some send has a `when:`: the case collects its effects in `effects`.
    var hasConditions: Bool

    init(_ reaction: ResolvedAppReaction) {
        feature = reaction.feature
        featureMember = reaction.featureMember
        switch reaction.source {
        case .action(let caseName):
            (kind, name) = (.action, caseName)
        case .outcome(let requestState, let outcome, let checksCurrent):
            kind = .outcome
            endpoint = requestState
            self.outcome = outcome.hookName
            self.checksCurrent = checksCurrent
        }
        keptFeatures = reaction.keptFeatures
        resetFeatures = reaction.resetFeatures
        resetFields = reaction.resetFields.map {
            ResetField(featureMember: $0.featureMember, name: $0.name, literal: LiteralPart.parts(of: $0.defaultValue))
        }
        resetStatuses = reaction.resetStatuses
        let cancels = reaction.cancelledFeatures.map { Effect(kind: .cancelAll, namespace: $0) }
            + reaction.cancelIDs.map { Effect(kind: .cancel, id: $0) }
        let sends = reaction.sends.map { send in
            Effect(
                kind: .send, feature: send.feature, featureMember: send.featureMember, name: send.caseName,
                endpoint: send.endpoint, trigger: send.trigger,
                condition: send.condition.map {
                    TriggerConditionContext(subject: "state.\($0.featureMember).\($0.field)", test: $0.test)
                })
        }
        effects = cancels + sends
        hasConditions = reaction.sends.contains { $0.condition != nil }
    }
}
