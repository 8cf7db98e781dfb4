extension Reducer {
    /// A reducer that runs this one, then `reaction` on the state it leaves.
    ///
    /// The generated `makeAppReducer` uses it for what an action of one feature does to the others
    /// (`resetApp:`, steps and triggers that name `app.<feature>` in a spec): the reaction reads the state
    /// the acting feature's reducer left, and `previous`, the state before the action, which tells whether
    /// an outcome answered its endpoint's current request.
    ///
    /// ```swift
    /// featureReducers.reacting { previous, state, action in
    ///     switch action {
    ///     case .session(.loginResponse(.succeeded(let id, _))) where previous.session.login.status.isCurrent(id):
    ///         return .send(.issues(.listIssues))
    ///     default:
    ///         return .none
    ///     }
    /// }
    /// ```
    public func reacting(
        _ reaction: @escaping @Sendable (_ previous: State, _ state: inout State, _ action: Action) -> Effect<Action>
    ) -> Reducer<State, Action> {
        Reducer { state, action in
            let previous = state
            let effect = reduce(&state, action)
            return .merge(effect, reaction(previous, &state, action))
        }
    }
}
