/// A step of an action's `reduce:` that names another feature of the app: `reset: app.issues` (the whole
/// feature), `reset: app.issues.items` (one state field), `cancel: app.issues.listIssues` or
/// `resetStatus: app.issues.listIssues` (an endpoint).
///
/// The generated app reducer applies it after the acting feature's reducer, as it does `resetApp:`; a store
/// of the acting feature alone has no other feature to act on.
public struct AppStepSpec: Hashable, Sendable {
    /// What the step does to the other feature.
    public enum Operation: String, Hashable, Sendable {
        /// Back to the initial value: the whole feature (its requests cancelled too) or one field.
        case reset
        /// Cancels an endpoint's requests in flight or waiting for their debounce.
        case cancel
        /// Cancels an endpoint like `cancel`, then resets its request state.
        case resetStatus
    }

    public var operation: Operation
    /// The other feature, as written (`issues`).
    public var feature: NameReference
    /// The field (`reset`) or endpoint (`cancel`, `resetStatus`) of that feature; `nil` for `reset: app.issues`.
    public var member: NameReference?
    public var location: SourceLocation

    public init(operation: Operation, feature: NameReference, member: NameReference?, location: SourceLocation) {
        self.operation = operation
        self.feature = feature
        self.member = member
        self.location = location
    }

    /// The target as written: `app.issues.items`.
    public var written: String { "app.\(feature.name)" + (member.map { ".\($0.name)" } ?? "") }
}

/// A trigger of an endpoint that names an action of another feature of the app: a declared action
/// (`app.session.signedIn`) or an endpoint's outcome (`app.session.loginSucceeded`).
///
/// The generated app reducer sends the endpoint's request action when the other feature's action has been
/// reduced (for an outcome: when it counted for its endpoint), if `condition` holds.
public struct AppTriggerSpec: Hashable, Sendable {
    /// The other feature, as written (`session`).
    public var feature: NameReference
    /// The action or outcome of that feature, as written (`loginSucceeded`).
    public var action: NameReference
    /// `when:`, tested on the state the action leaves.
    public var condition: AppTriggerCondition?
    /// Where the trigger is written.
    public var location: SourceLocation

    public init(feature: NameReference, action: NameReference, condition: AppTriggerCondition? = nil, location: SourceLocation) {
        self.feature = feature
        self.action = action
        self.condition = condition
        self.location = location
    }

    /// The trigger as written: `app.session.loginSucceeded`.
    public var written: String { "app.\(feature.name).\(action.name)" }
}

/// `when:` of a trigger that names another feature's action: one test of a state field of the endpoint's own
/// feature (`state.f`) or of any feature of the app (`app.session.token`).
public struct AppTriggerCondition: Hashable, Sendable {
    /// The field tested.
    public enum Operand: Hashable, Sendable {
        /// `state.f`: a field of the endpoint's own feature.
        case state(NameReference)
        /// `app.<feature>.<field>`: a field of a feature of the app.
        case app(feature: NameReference, field: NameReference)
    }

    public var test: TriggerCondition.Test
    public var operand: Operand
    public var location: SourceLocation

    public init(test: TriggerCondition.Test, operand: Operand, location: SourceLocation) {
        self.test = test
        self.operand = operand
        self.location = location
    }
}

/// Splits `app.<feature>` and `app.<feature>.<name>` as written in a step or a trigger.
enum AppReferenceText {
    /// The feature and the name after it (`nil` when there is none), or `nil` when `text` does not start
    /// with `app.` or has an empty part or more than three parts.
    static func split(_ text: String, at location: SourceLocation) -> (feature: NameReference, member: NameReference?)? {
        guard text.hasPrefix("app.") else { return nil }
        let parts = text.dropFirst(4).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard (1...2).contains(parts.count), !parts.contains(where: \.isEmpty) else { return nil }
        let feature = NameReference(parts[0], at: location)
        return (feature, parts.count == 2 ? NameReference(parts[1], at: location) : nil)
    }
}
