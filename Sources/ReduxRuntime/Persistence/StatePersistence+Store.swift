extension StatePersistence {
    /// A middleware that saves the persisted fields an action changed, right after the reducer ran.
    ///
    /// Put it last in the store's middleware list so that it sees exactly the reducer's change.
    public func middleware<Action: Sendable>() -> Middleware<State, Action> {
        Middleware { context, next in
            { action in
                let before = context.state
                next(action)
                saveChanges(from: before, to: context.state)
            }
        }
    }
}

extension Store {
    /// Creates a store whose persisted fields start from their stored values and are saved whenever an
    /// action changes them.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action, for fields that have no stored value and for
    ///     all other fields.
    ///   - reducer: Applies actions to the state.
    ///   - middleware: Wraps the reducer; the persistence middleware is added after these.
    ///   - persistence: The persisted fields and where they are stored.
    public convenience init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = [],
        persistence: StatePersistence<State>
    ) {
        self.init(
            initialState: persistence.restored(initialState),
            reducer: reducer,
            middleware: middleware + [persistence.middleware()])
    }
}
