extension Effect {
    /// Marks this effect as cancellable with `id` and chooses what happens when another effect with the
    /// same id is still in flight.
    ///
    /// - Parameters:
    ///   - id: Identifies the effect for `Effect.cancel(id:)` and for the policy.
    ///   - policy: `.cancelInFlight` (latest wins, the default), `.dropWhileInFlight` or `.queue`.
    ///
    /// A cancel action of this effect (`onCancel(send:)`) stays outside, so that it is sent when the effect
    /// is cancelled while it waits in a queue too.
    public func cancellable(
        id: some Hashable & Sendable,
        policy: CancellationPolicy = .cancelInFlight
    ) -> Effect<Action> {
        if isNone, policy != .cancelInFlight { return self }
        if case .onCancel(let action, let inner) = operation {
            return inner.cancellable(id: id, policy: policy).onCancel(send: action)
        }
        return Effect(operation: .cancellable(id: EffectID(id), policy: policy, effect: self))
    }

    /// An effect that cancels every effect in flight that was marked cancellable with `id`, or with
    /// `KeyedEffectID(id, key:)` for any key.
    public static func cancel(id: some Hashable & Sendable) -> Effect<Action> {
        Effect(operation: .cancel(EffectID(id)))
    }

    /// An effect that cancels every effect in flight marked cancellable with one of `ids`:
    /// `.cancel(ids: InboxCancelID.allCases)` cancels every request of a generated feature.
    public static func cancel<ID: Hashable & Sendable>(ids: some Sequence<ID>) -> Effect<Action> {
        .merge(ids.map { .cancel(id: $0) })
    }

    /// Sends `action` when this effect is cancelled before it has finished, by `Effect.cancel(id:)` or by
    /// `Store.cancelAllEffects()`, so that state waiting for the effect (a request's `.loading` status) can
    /// be put back. The action is delivered at once, after the action being processed, and at most once.
    ///
    /// It is not sent when a newer effect replaces this one under `.cancelInFlight` (or a debounce): the
    /// newer effect is the one the state now waits for. Nor is it sent when the store is deinitialized:
    /// its state goes away with it. `cancellable`, `delayed` and `debounce` keep it outside themselves.
    public func onCancel(send action: Action) -> Effect<Action> {
        if isNone { return self }
        return Effect(operation: .onCancel(action: action, effect: self))
    }
}
