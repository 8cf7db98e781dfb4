extension Middleware {
    /// The middleware of a feature, working on the app's store: it sees the feature's actions (others pass
    /// by untouched), reads the feature's slice of the state, and what it dispatches or runs is embedded
    /// into app actions.
    ///
    /// ```swift
    /// makeFeedMiddleware(environment: environment.feed).pullback(state: \AppState.feed, action: .feed)
    /// ```
    @MainActor
    public func pullback<ParentState, ParentAction>(
        state statePath: KeyPath<ParentState, State>,
        action actionPath: ActionPath<ParentAction, Action>
    ) -> Middleware<ParentState, ParentAction> {
        Middleware<ParentState, ParentAction> { parentContext, parentNext in
            let childContext = MiddlewareContext<State, Action>(
                scope: MiddlewareContextScope(
                    state: { parentContext.state[keyPath: statePath] },
                    dispatch: { parentContext.dispatch(actionPath.embed($0)) },
                    run: { parentContext.run($0.map(actionPath.embed)) }
                )
            )
            let childDispatch = wrap(childContext) { childAction in
                parentNext(actionPath.embed(childAction))
            }
            return { parentAction in
                if let childAction = actionPath.extract(parentAction) {
                    childDispatch(childAction)
                } else {
                    parentNext(parentAction)
                }
            }
        }
    }
}

/// What a pulled-back middleware's context does instead of talking to a store of its own types.
@MainActor
@usableFromInline
final class MiddlewareContextScope<State, Action: Sendable> {
    @usableFromInline let state: @MainActor () -> State
    @usableFromInline let dispatch: @MainActor (Action) -> Void
    let run: @MainActor (Effect<Action>) -> Void

    init(
        state: @escaping @MainActor () -> State,
        dispatch: @escaping @MainActor (Action) -> Void,
        run: @escaping @MainActor (Effect<Action>) -> Void
    ) {
        self.state = state
        self.dispatch = dispatch
        self.run = run
    }
}
