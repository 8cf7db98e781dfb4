/// What a middleware may do with its store: read the state, dispatch actions and start effects.
///
/// The context does not keep the store alive; once the store is gone, reading `state` is a programming
/// error and `dispatch`/`run` do nothing.
@MainActor
public struct MiddlewareContext<State, Action: Sendable> {
    @usableFromInline weak var reference: StoreReference<State, Action>?
    /// Set instead of `reference` for a pulled-back middleware, whose store has other types.
    @usableFromInline let scope: MiddlewareContextScope<State, Action>?

    @inlinable
    init(reference: StoreReference<State, Action>) {
        self.reference = reference
        self.scope = nil
    }

    init(scope: MiddlewareContextScope<State, Action>) {
        self.reference = nil
        self.scope = scope
    }

    @inlinable
    var store: Store<State, Action>? {
        reference?.store
    }

    /// The store's current state. Reading it does not register observation: middleware runs inside
    /// dispatch, not inside a view.
    @inlinable
    public var state: State {
        if let scope { return scope.state() }
        guard let store else { preconditionFailure("A middleware context was used after its store was deinitialized") }
        return store.currentState
    }

    /// Dispatches `action` to the store; it is processed after the current action.
    @inlinable
    public func dispatch(_ action: Action) {
        if let scope { return scope.dispatch(action) }
        store?.dispatch(action)
    }

    /// Runs `effect` in the store, exactly as if a reducer had returned it (asynchronous work, cancellation
    /// and debounce included).
    public func run(_ effect: Effect<Action>) {
        if let scope { return scope.run(effect) }
        store?.run(effect)
    }

    /// Replaces the store's state without running the reducer; see `Store.replaceState(_:)`. For developer
    /// tools, such as the DevTools middleware's time travel.
    public func replaceState(_ state: State) {
        store?.replaceState(state)
    }

    /// Applies `actions` with the reducer only, skipping middleware and effects; see `Store.replay(_:)`.
    public func replay(_ actions: some Sequence<Action>) {
        store?.replay(actions)
    }
}
