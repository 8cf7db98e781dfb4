/// One case of the app reducer's reactions (`ResolvedAppReaction`): what it matches (`kind`), the
/// features, fields and statuses it `resets`, and its `effects`; see docs/templates.md ("App context").
struct AppReactionContext: Encodable {
    /// A declared action (`name`, its case), or an outcome of the `endpoint` (the escaped name of its
    /// request state; `name`, the outcome's: `succeeded`, `failed` or `cancelled`): any such outcome
    /// (`outcome`), or only one that answers the endpoint's current request (`currentOutcome`).
    enum Kind: String, Encodable { case action, outcome, currentOutcome }

    /// A feature reset to its initial state (`feature`: `feature`, `featureMember`), a field reset to its
    /// default (`field`: `featureMember`, `name`, `literal`), or an endpoint's request status reset
    /// (`status`: `featureMember`, `endpoint`).
    struct Reset: Encodable {
        enum Kind: String, Encodable { case feature, field, status }

        var kind: Kind
        var featureMember: String
        var feature: String?
        var name: String?
        var literal: PartsContext<LiteralPart>?
        var endpoint: String?
    }

    /// Every request of a feature cancelled (`cancelAll`, `namespace`), one cancelled (`cancel`, `cancelID`), or a
    /// request action sent (`send`: `featureMember`, `name`, `feature`, `endpoint`, `trigger`, and the
    /// `condition` of its `when:`).
    struct Effect: Encodable {
        enum Kind: String, Encodable { case cancelAll, cancel, send }

        var kind: Kind
        var namespace: String?
        var cancelID: ResolvedCancelID?
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
    /// What `resetApp:` keeps.
    var keptFeatures: [ResolvedAppReaction.FeatureName]
    /// The features, then the fields, then the request statuses it resets.
    var resets: [Reset]
    var effects: [Effect]
    /// Some send has a `when:`: the case collects its effects in `effects`.
    var hasConditions: Bool
    /// The app tests of the action's `resetApp:` or of the outcome, when `AppTests` has any.
    var tested: AppReactionTestContext? = nil

    init(_ reaction: ResolvedAppReaction) {
        feature = reaction.feature
        featureMember = reaction.featureMember
        switch reaction.source {
        case .action(let caseName):
            (kind, name) = (.action, caseName)
        case .outcome(let requestState, let outcome, let checksCurrent):
            kind = checksCurrent ? .currentOutcome : .outcome
            endpoint = requestState
            name = outcome.hookName
        }
        keptFeatures = reaction.keptFeatures
        resets = reaction.resetFeatures.map { Reset(kind: .feature, featureMember: $0.featureMember, feature: $0.feature) }
            + reaction.resetFields.map {
                Reset(kind: .field, featureMember: $0.featureMember, name: $0.name, literal: LiteralPart.parts(of: $0.defaultValue))
            }
            + reaction.resetStatuses.map { Reset(kind: .status, featureMember: $0.featureMember, endpoint: $0.endpoint) }
        let cancels = reaction.cancelledFeatures.map { Effect(kind: .cancelAll, namespace: $0) }
            + reaction.cancelIDs.map { Effect(kind: .cancel, cancelID: $0) }
        let sends = reaction.sends.map { send in
            Effect(
                kind: .send, feature: send.feature, featureMember: send.featureMember, name: send.caseName,
                endpoint: send.endpoint, trigger: send.trigger,
                condition: send.condition.map {
                    TriggerConditionContext(value: "state.\($0.featureMember).\($0.field)", kind: $0.test)
                })
        }
        effects = cancels + sends
        hasConditions = reaction.sends.contains { $0.condition != nil }
    }
}
