extension Middleware {
    /// A middleware that runs side effects after the reducer, from the action and the state it left.
    ///
    /// For each action it takes `snapshot` of the state, passes the action on (the reducer runs), then
    /// runs the effect `effect` returns for the action, the snapshot and the new state, exactly as if the
    /// reducer had returned it: cancellation ids, debounce and the store's lifetime apply alike. The
    /// reducer stays a pure state transition; generated middleware use it to send the requests the
    /// reducer marked as started:
    ///
    /// ```swift
    /// Middleware.sideEffects(snapshot: \.load) { action, previous, state in
    ///     guard case .refresh = action,
    ///           let id = state.load.requestID(startedSince: previous) else { return .none }
    ///     return .run { send in await send(.loaded(id, try await repository.load())) }
    /// }
    /// ```
    ///
    /// Actions swallowed by a later middleware never reach the reducer; `effect` still sees them, with the
    /// state unchanged.
    public static func sideEffects<Snapshot>(
        snapshot: @escaping @MainActor (State) -> Snapshot,
        _ effect: @escaping @MainActor (_ action: Action, _ before: Snapshot, _ state: State) -> Effect<Action>
    ) -> Middleware {
        Middleware { context, next in
            { action in
                let before = snapshot(context.state)
                next(action)
                let sideEffect = effect(action, before, context.state)
                if !sideEffect.isNone {
                    context.run(sideEffect)
                }
            }
        }
    }
}
