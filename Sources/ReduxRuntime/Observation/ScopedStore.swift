/// One feature's view of a larger store: its slice of the state and its actions.
///
/// Create one with `Store.scope(state:action:)`. It holds no state of its own: it reads the slice from
/// the parent store and sends every action through it (middleware, reducer, effects and all), so views of
/// the feature observe only the feature's fields while the app keeps one store.
///
/// ```swift
/// let search = appStore.scope(state: \.search, action: .search)
/// search.query                               // tracks `search.query` only
/// search.dispatch(.queryChanged(query: "swift"))   // dispatches `.search(.queryChanged(query: "swift"))`
/// ```
@MainActor
@dynamicMemberLookup
public final class ScopedStore<State, Action: Sendable> {
    private let readState: @MainActor () -> State
    private let trackField: @MainActor (AnyKeyPath?) -> Void
    private let send: @MainActor (Action) -> Void

    init(
        readState: @escaping @MainActor () -> State,
        trackField: @escaping @MainActor (_ keyPath: AnyKeyPath?) -> Void,
        send: @escaping @MainActor (Action) -> Void
    ) {
        self.readState = readState
        self.trackField = trackField
        self.send = send
    }

    /// The feature's current state. Reading it inside `withObservationTracking` (or a SwiftUI body)
    /// tracks the feature's state as a whole: it fires when any of its fields changes.
    public var state: State {
        trackField(nil)
        return readState()
    }

    /// A field of the feature's state; reading it tracks that field only.
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        trackField(keyPath)
        return readState()[keyPath: keyPath]
    }

    /// Sends `action`, embedded in the parent's action, through the parent store.
    public func dispatch(_ action: Action) {
        send(action)
    }

    /// A view of a part of this feature; see `Store.scope(state:action:)`.
    public func scope<ChildState, ChildAction: Sendable>(
        state statePath: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action
    ) -> ScopedStore<ChildState, ChildAction> {
        let readState = self.readState
        let trackField = self.trackField
        let send = self.send
        let paths = ScopedKeyPaths(scope: statePath)
        return ScopedStore<ChildState, ChildAction>(
            readState: { readState()[keyPath: statePath] },
            trackField: { keyPath in trackField(paths.fromParent(keyPath)) },
            send: { action in send(embed(action)) }
        )
    }

    /// A view of a part of this feature whose actions are embedded through `action`.
    public func scope<ChildState, ChildAction: Sendable>(
        state statePath: KeyPath<State, ChildState>,
        action: ActionPath<Action, ChildAction>
    ) -> ScopedStore<ChildState, ChildAction> {
        scope(state: statePath, action: action.embed)
    }
}

extension Store {
    /// A view of one feature inside this store: `statePath` is the feature's state, `embed` wraps the
    /// feature's actions into this store's actions.
    ///
    /// Reading a field of the scoped store tracks that field of this store only (when the states are
    /// `ObservableState`s, as generated states are), and its actions go through this store's middleware,
    /// reducer and effects. The scoped store keeps this store alive.
    public func scope<ChildState, ChildAction: Sendable>(
        state statePath: KeyPath<State, ChildState>,
        action embed: @escaping @MainActor (ChildAction) -> Action
    ) -> ScopedStore<ChildState, ChildAction> {
        let paths = ScopedKeyPaths(scope: statePath)
        return ScopedStore<ChildState, ChildAction>(
            readState: { self.currentState[keyPath: statePath] },
            trackField: { keyPath in self.track(paths.fromParent(keyPath)) },
            send: { action in self.dispatch(embed(action)) }
        )
    }

    /// A view of one feature inside this store whose actions are embedded through `action`, such as the
    /// `ActionPath` generated for each feature: `appStore.scope(state: \.search, action: .search)`.
    public func scope<ChildState, ChildAction: Sendable>(
        state statePath: KeyPath<State, ChildState>,
        action: ActionPath<Action, ChildAction>
    ) -> ScopedStore<ChildState, ChildAction> {
        scope(state: statePath, action: action.embed)
    }
}

/// Turns key paths from a scope's state into key paths from its parent's state, remembering each.
@MainActor
final class ScopedKeyPaths {
    private let scope: AnyKeyPath
    private var fromParentByChildKeyPath: [AnyKeyPath: AnyKeyPath] = [:]

    init(scope: AnyKeyPath) {
        self.scope = scope
    }

    /// The parent's key path of a field of the scope (nil: the scope's whole state).
    func fromParent(_ keyPath: AnyKeyPath?) -> AnyKeyPath {
        guard let keyPath else { return scope }
        if let known = fromParentByChildKeyPath[keyPath] { return known }
        guard let appended = scope.appending(path: keyPath) else {
            preconditionFailure("A key path of a scoped store does not start at its state")
        }
        fromParentByChildKeyPath[keyPath] = appended
        return appended
    }
}
