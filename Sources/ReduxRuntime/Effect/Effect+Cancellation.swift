extension Effect {
    /// Marks this effect as cancellable with `id` and chooses what happens when another effect with the
    /// same id is still in flight.
    ///
    /// - Parameters:
    ///   - id: Identifies the effect for `Effect.cancel(id:)` and for the policy.
    ///   - policy: `.cancelInFlight` (latest wins, the default), `.dropWhileInFlight` or `.queue`.
    public func cancellable(
        id: some Hashable & Sendable,
        policy: CancellationPolicy = .cancelInFlight
    ) -> Effect<Action> {
        if isNone, policy != .cancelInFlight { return self }
        return Effect(operation: .cancellable(id: EffectID(id), policy: policy, effect: self))
    }

    /// An effect that cancels every effect in flight that was marked cancellable with `id`.
    public static func cancel(id: some Hashable & Sendable) -> Effect<Action> {
        Effect(operation: .cancel(EffectID(id)))
    }
}
