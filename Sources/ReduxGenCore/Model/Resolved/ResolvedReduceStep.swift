/// One reduce step as the reducer makes it, for the `_reduceStep` partial: the state property it changes,
/// how, and from which value; a `where:` step changes one field of the matching elements instead
/// (docs/spec.md, "`actions`"). `cancel:` steps change no state and have none.
public struct ResolvedReduceStep: Hashable, Sendable {
    /// What the step does to its target.
    public enum Change: Hashable, Sendable {
        /// `set:`: the target becomes the value.
        case set(ResolvedReduceValue)
        /// `reset:`: the field becomes its default (`[]`, `nil`, `0`).
        case reset(defaultValue: ResolvedLiteral)
        /// `append:` of one element.
        case append(ResolvedReduceValue)
        /// `append:` of an array of elements, each appended in order.
        case appendContents(ResolvedReduceValue)
        /// `remove:`: every element equal to the value is removed.
        case remove(ResolvedReduceValue)
        /// `toggle:` of a `Bool`.
        case toggle
        /// `toggle:` with `from:` on an array: the value is removed when present, appended when absent.
        case toggleMembership(ResolvedReduceValue)
        /// `increment:` by an amount of the field's type.
        case increment(by: ResolvedLiteral)
        /// `decrement:` by an amount of the field's type.
        case decrement(by: ResolvedLiteral)
        /// `resetStatus:`: the endpoint's request state (the step's `field`) forgets how its requests went
        /// (`resetStatus()`: the status back to `.idle`, no failures, no next page loading).
        case resetStatus
    }

    /// The state property changed, escaped: the spec's field, or for `resetStatus` the endpoint's request
    /// state (`load`).
    public var field: String
    /// What the step does.
    public var change: Change
    /// For a step with `where:`: which elements of `field` it changes, and which field of theirs.
    public var element: ResolvedElementMatch?

    public init(field: String, change: Change, element: ResolvedElementMatch? = nil) {
        self.field = field
        self.change = change
        self.element = element
    }
}

/// Where the value a reduce step reads comes from.
public enum ResolvedReduceValue: Hashable, Sendable {
    /// `value:`: a literal of the target's type (`"a"`, `[1, 2]`, `nil`).
    case literal(ResolvedLiteral)
    /// `from: name`: a value the action carries, by the local its case binds (`query`, `stateValue`); in an
    /// outcome's steps `responseValue` (the response) or `message` (the failure's description).
    case payload(local: String)
    /// `from: state.name`: a state field (escaped), as the steps before this one left it.
    case state(field: String)
}

/// `where: { key: value }` with `field: member`: the elements of an array state field whose `key` equals
/// `value`, and the field of theirs a reduce step changes.
public struct ResolvedElementMatch: Hashable, Sendable {
    /// The model field the elements are matched by, escaped (`id`).
    public var key: String
    /// The value the key must equal.
    public var value: ResolvedReduceValue
    /// The model field the step changes, escaped (`isLiked`).
    public var member: String
}

