extension Reducer {
    /// A reducer that runs `reducers` one after another on the same state and merges their effects.
    @inlinable
    public static func combine(_ reducers: Reducer<State, Action>...) -> Reducer<State, Action> {
        combine(reducers)
    }

    /// A reducer that runs `reducers` one after another on the same state and merges their effects.
    @inlinable
    public static func combine(_ reducers: [Reducer<State, Action>]) -> Reducer<State, Action> {
        Reducer { state, action in
            var effects: [Effect<Action>] = []
            for reducer in reducers {
                let effect = reducer.reduce(&state, action)
                if !effect.isNone { effects.append(effect) }
            }
            return .merge(effects)
        }
    }

    /// This reducer followed by `other`, on the same state.
    public func combined(with other: Reducer<State, Action>) -> Reducer<State, Action> {
        .combine(self, other)
    }
}
