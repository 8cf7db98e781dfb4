extension Effect {
    /// Runs this effect after `duration` has passed on `clock`; a duration of zero (or less) runs it at once,
    /// without waiting on the clock.
    ///
    /// Inject the clock (a `ContinuousClock` in the app, a `TestClock` in tests) so tests never sleep.
    /// A cancel action of this effect (`onCancel(send:)`) stays outside the delay, so that it is sent when
    /// the effect is cancelled while it waits too.
    public func delayed(for duration: Duration, clock: any Clock<Duration>) -> Effect<Action> {
        if isNone || duration <= .zero { return self }
        if case .onCancel(let action, let inner) = operation {
            return inner.delayed(for: duration, clock: clock).onCancel(send: action)
        }
        return Effect(operation: .delayed(clock: clock, duration: duration, effect: self))
    }

    /// Runs this effect only once `duration` has passed on `clock` without another effect with the same
    /// `id` being started: each new debounced effect cancels the one waiting or running before it.
    ///
    /// ```swift
    /// case .queryChanged(let query):
    ///     state.query = query
    ///     return .run { send in await send(.results(try await api.search(query))) }
    ///         .debounce(id: CancelID.search, for: .milliseconds(300), clock: clock)
    /// ```
    public func debounce(
        id: some Hashable & Sendable,
        for duration: Duration,
        clock: any Clock<Duration>
    ) -> Effect<Action> {
        delayed(for: duration, clock: clock).cancellable(id: id, policy: .cancelInFlight)
    }
}
