extension Reducer {
    /// Lifts a feature reducer to the app: it runs on `state`'s slice of the app state, only for app
    /// actions that `action` can extract, and its effects send app actions.
    ///
    /// ```swift
    /// let appReducer = Reducer<AppState, AppAction>.combine(
    ///     feedReducer.pullback(state: \AppState.feed, action: .feed),
    ///     profileReducer.pullback(state: \AppState.profile, action: .profile)
    /// )
    /// ```
    @inlinable
    public func pullback<AppState, AppAction: Sendable>(
        state toChild: WritableKeyPath<AppState, State> & Sendable,
        action path: ActionPath<AppAction, Action>
    ) -> Reducer<AppState, AppAction> {
        Reducer<AppState, AppAction> { appState, appAction in
            guard let action = path.extract(appAction) else { return .none }
            let effect = reduce(&appState[keyPath: toChild], action)
            if effect.isNone { return .none }
            return effect.map(path.embed)
        }
    }
}
