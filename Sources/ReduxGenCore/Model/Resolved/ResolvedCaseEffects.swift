/// What a reducer case does after its state changes, for the `_caseEffects` partial: the calls it makes in
/// order (a hand-written hook first, then the requests it starts, some only when their trigger's `when:`
/// holds) and the effects it returns.
public struct ResolvedCaseEffects: Hashable, Sendable {
    /// The trigger's `when:` of the one request an action starts and returns alone: the case returns `.none`
    /// unless it holds (`guard !state.query.isEmpty else { return .none }`).
    public var condition: ResolvedTriggerCondition?
    /// The calls made before the `return`, in order.
    public var calls: [ResolvedEffectCall] = []
    /// The effects returned, in order (a cancellation, `hookEffect`, a bound call's local, or the one
    /// request's start itself): none returns `.none`, several are merged.
    public var returned: [ResolvedReturnedEffect] = []

    public init(
        condition: ResolvedTriggerCondition? = nil,
        calls: [ResolvedEffectCall] = [],
        returned: [ResolvedReturnedEffect] = []
    ) {
        self.condition = condition
        self.calls = calls
        self.returned = returned
    }
}

/// One call a reducer case makes before it returns.
public struct ResolvedEffectCall: Hashable, Sendable {
    /// The call: a hook (`FeedHooks.refresh(state: &state, environment: environment)`), a request's start
    /// (`FeedEffects.load(state: &state, environment: environment)`), or in the middleware flavor the mark
    /// that a request started (`FeedRequestStarts.load(state: &state)`).
    public var call: ResolvedCall
    /// The local the call's effect is bound to (`hookEffect`, `loadEffect`), or `nil` for a call that returns
    /// no effect (the middleware flavor's mark).
    public var local: String?
    /// The trigger's `when:`: the call is made only when it holds, and a bound effect is `.none` otherwise.
    public var condition: ResolvedTriggerCondition?

    public init(call: ResolvedCall, local: String? = nil, condition: ResolvedTriggerCondition? = nil) {
        self.call = call
        self.local = local
        self.condition = condition
    }
}

/// A trigger's `when:`: a test of a state field, read on `state` as the steps before left it.
public struct ResolvedTriggerCondition: Hashable, Sendable {
    /// The state field tested, escaped; for another feature's field, the environment's provider of it
    /// (`sessionToken`, see `appValue`).
    public var field: String
    /// Whether `field` names the environment's provider of another feature's value rather than a state field.
    public var isAppValue = false
    /// What is asked of it.
    public var test: TriggerCondition.Test
}
