/// What the app reducer does after one action of one feature to the other features (docs/spec.md, "Actions
/// across features"): the `resetApp:` of the action, its `reduce:` steps that name `app.<feature>`, and the
/// endpoints of other features whose `triggers:` name it. One reaction per case of the app reducer's switch.
public struct ResolvedAppReaction: Hashable, Sendable {
    /// The acting feature's Swift name (`Session`) and app state member (`session`).
    public var feature: String
    public var featureMember: String
    /// What the case matches: a declared action, or one outcome of an endpoint.
    public var source: Source
    /// The features set back to their initial state (`resetApp:` and `reset: app.<feature>`), in app order.
    public var resetFeatures: [FeatureName] = []
    /// The features `resetApp:` keeps, the acting one first; empty without `resetApp:`.
    public var keptFeatures: [FeatureName] = []
    /// The fields set back to their default value (`reset: app.<feature>.<field>`), in spec order.
    public var resetFields: [Field] = []
    /// The request states reset (`resetStatus: app.<feature>.<endpoint>`), in spec order.
    public var resetStatuses: [EndpointState] = []
    /// The features every request of which is cancelled (reset whole), by their cancel-id enums
    /// (`IssuesCancelID`), in app order.
    public var cancelledFeatures: [String] = []
    /// The cancel ids of the other requests cancelled, each once (`IssuesCancelID.listIssues`).
    public var cancelIDs: [ResolvedCancelID] = []
    /// The request actions sent to other features, in app order.
    public var sends: [Send] = []

    public enum Source: Hashable, Sendable {
        /// A declared action's case (`logout`).
        case action(caseName: String)
        /// An outcome of an endpoint: its request state (`login`, whose outcome case is `loginResponse`), the
        /// outcome (`succeeded`), and whether the case must check that the outcome counted for its endpoint
        /// (every outcome but the success of an endpoint whose every answer counts).
        case outcome(requestState: String, outcome: EndpointOutcome, checksCurrent: Bool)
    }

    public struct FeatureName: Hashable, Sendable, Encodable {
        /// `Issues`, `issues`.
        public var feature: String
        public var featureMember: String
    }

    public struct Field: Hashable, Sendable {
        public var featureMember: String
        /// The field's Swift name.
        public var name: String
        /// Its default value.
        public var defaultValue: ResolvedLiteral
    }

    public struct EndpointState: Hashable, Sendable, Encodable {
        public var featureMember: String
        /// The endpoint's request state in the feature's state (`listIssues`).
        public var endpoint: String
    }

    /// A request action sent to another feature, when `condition` holds.
    public struct Send: Hashable, Sendable {
        public var feature: String
        public var featureMember: String
        /// The request action's case (`listIssues`), which carries no payload.
        public var caseName: String
        /// The trigger as written, for the comment that says where the send comes from.
        public var trigger: String
        /// The endpoint the request action starts, as written.
        public var endpoint: String
        public var condition: Condition?
    }

    /// `when:` of a trigger: a test of `state.<featureMember>.<field>`.
    public struct Condition: Hashable, Sendable {
        public var test: TriggerCondition.Test
        public var featureMember: String
        public var field: String

        /// Whether the condition holds in the app tests, which start from the defaults, after an action or
        /// outcome of `acting` that changed the fields `changed` lists (``ResolvedAction/appTestResults``):
        /// on such a field, as listed; on any other field, of any feature, at its default. `nil` when that
        /// cannot be told from the spec.
        func holdsInAppTests(
            after changed: [String: [TriggerCondition.Test: Bool]], of acting: ResolvedFeature, features: [String: ResolvedFeature]
        ) -> Bool? {
            if featureMember == acting.memberName, let results = changed[field] { return results[test] }
            guard let owner = features[SwiftName.unescaped(featureMember)],
                  let field = owner.stateFields.first(where: { $0.name == self.field })
            else { return nil }
            return TriggerConditionResolver.passes(test, field.defaultValue)
        }
    }

    /// Whether the case tests the state before the action (`previous`).
    public var usesPrevious: Bool {
        if case .outcome(_, _, let checksCurrent) = source { return checksCurrent }
        return false
    }
}
