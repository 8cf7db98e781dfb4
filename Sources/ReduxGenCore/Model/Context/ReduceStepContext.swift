/// One reduce step as `_reduceStep` reads it: what it does (`kind`) to `field`, from `value` or `literal`,
/// on the field or on every element `element` matches.
struct ReduceStepContext: Encodable {
    /// What the step does to its target.
    enum Kind: String, Encodable {
        case set, reset, append, appendContents, remove, toggle, toggleMembership, increment, decrement, resetStatus
    }

    var kind: Kind
    /// The state property changed, escaped; for `resetStatus` the endpoint's request state.
    var field: String
    /// The value a step reads (`set`, `append`, `appendContents`, `remove`, `toggleMembership`).
    var value: ReduceValueContext?
    /// The field's default for `reset`, the amount of `increment` and `decrement`.
    var literal: PartsContext<LiteralPart>?
    /// For a `where:` step: the elements it changes.
    var element: ElementMatchContext?

    init(_ step: ResolvedReduceStep) {
        field = step.field
        element = step.element.map(ElementMatchContext.init)
        switch step.change {
        case .set(let value): (kind, self.value) = (.set, ReduceValueContext(value))
        case .reset(let defaultValue): (kind, literal) = (.reset, LiteralPart.parts(of: defaultValue))
        case .append(let value): (kind, self.value) = (.append, ReduceValueContext(value))
        case .appendContents(let value): (kind, self.value) = (.appendContents, ReduceValueContext(value))
        case .remove(let value): (kind, self.value) = (.remove, ReduceValueContext(value))
        case .toggle: kind = .toggle
        case .toggleMembership(let value): (kind, self.value) = (.toggleMembership, ReduceValueContext(value))
        case .increment(let amount): (kind, literal) = (.increment, LiteralPart.parts(of: amount))
        case .decrement(let amount): (kind, literal) = (.decrement, LiteralPart.parts(of: amount))
        case .resetStatus: kind = .resetStatus
        }
    }
}

/// `where: { key: match }` of a reduce step: the elements whose `key` equals `match`, and their `member`
/// the step changes.
struct ElementMatchContext: Encodable {
    var key: String
    var match: ReduceValueContext
    var member: String

    init(_ element: ResolvedElementMatch) {
        key = element.key
        match = ReduceValueContext(element.value)
        member = element.member
    }
}

/// A value a reduce step reads, which `_reduceValue` writes: a `literal`, a payload local (`name`) or a
/// state field (`name`, read on `state`).
struct ReduceValueContext: Encodable {
    enum Kind: String, Encodable { case literal, payload, state }

    var kind: Kind
    var literal: PartsContext<LiteralPart>?
    var name: String?

    init(_ value: ResolvedReduceValue) {
        switch value {
        case .literal(let literal): (kind, self.literal) = (.literal, LiteralPart.parts(of: literal))
        case .payload(let local): (kind, name) = (.payload, local)
        case .state(let field): (kind, name) = (.state, field)
        }
    }
}
