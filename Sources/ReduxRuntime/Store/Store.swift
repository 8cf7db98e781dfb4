import Observation

/// Holds the state of an app (or a feature), applies actions to it through a reducer, and runs the
/// effects the reducer returns.
///
/// - The store lives on the main actor and is `Observable`: SwiftUI views re-render when what they read
///   changes, and any code can observe it with `withObservationTracking`, `subscribe` or `stream(select:)`.
///   (The conformance is written by hand rather than with the `@Observable` macro so that the key paths
///   are created once per store instead of on every access.)
/// - When `State` is an `ObservableState` (every generated state is), observation is per field: reading
///   `store.query` (dynamic member lookup) tracks `query` only, and a view is invalidated only when an
///   action changed a field it read. Reading `store.state` tracks the state as a whole, which still stays
///   quiet for an action that changes nothing. Otherwise every action invalidates readers of `state`.
/// - `state` is read-only from outside; the only way to change it is `dispatch(_:)`.
/// - Dispatching from a middleware, an effect or a subscriber while an action is being processed is safe:
///   the new action is queued and processed after the current one, in first-in, first-out order.
/// - When the store is deinitialized every effect it started is cancelled.
///
/// Sendable rules: `Action` must be `Sendable` because effects send actions from other tasks. `State` need
/// not be `Sendable` (it never leaves the main actor), except for values you select into `stream(select:)`.
///
/// The dispatch path is `@inlinable` so that it is specialized for the app's concrete state and action
/// types; unspecialized generic code would look up type metadata on every dispatch.
@MainActor
@dynamicMemberLookup
public final class Store<State, Action: Sendable>: Observable {
    /// The current state. Reading it inside `withObservationTracking` (or a SwiftUI body) tracks it as a
    /// whole; read one field through the store (`store.query`) to track that field only.
    @inlinable
    public var state: State {
        trackWholeState()
        return currentState
    }

    /// A field of the current state. Reading it inside `withObservationTracking` (or a SwiftUI body) tracks
    /// that field only, when `State` is an `ObservableState`.
    @inlinable
    public subscript<Value>(dynamicMember keyPath: KeyPath<State, Value>) -> Value {
        track(keyPath)
        return currentState[keyPath: keyPath]
    }

    /// The state, read without registering observation (for subscribers, which are notified directly).
    @usableFromInline var currentState: State
    @usableFromInline let registrar = ObservationRegistrar()
    @usableFromInline let stateKeyPath: KeyPath<Store, State>
    /// Per-field observation, when `State` is an `ObservableState`.
    @usableFromInline let fieldObservation: FieldObservation<State>?
    /// The key path each field node is observed under, by node index.
    @usableFromInline let fieldKeyPaths: [KeyPath<Store, Int>]
    @usableFromInline let reducer: Reducer<State, Action>
    @usableFromInline let effects = EffectRunner<Action>()
    // Subscribers may subscribe and unsubscribe while being notified: a callback is taken out of the
    // table before it runs, so no access to the table is in progress while it does.
    @usableFromInline var subscribers = SubscriberTable<State>()
    /// What middleware contexts and streams reference weakly; see `StoreReference`.
    @usableFromInline var weaklyHeldReference: StoreReference<State, Action>?

    // Bookkeeping of the dispatch loop.
    @usableFromInline var chain: Middleware<State, Action>.Dispatch?
    @usableFromInline var queue = ActionQueue<Action>()
    @usableFromInline var isProcessing = false
    @usableFromInline var needsNotify = false
    @usableFromInline var isNotifying = false
    /// Whether `state` has been read (so observers of the whole state may exist).
    @usableFromInline var isWholeStateWatched = false

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: Applies actions to the state.
    ///   - middleware: Wraps the reducer; the first element sees each action first.
    @inlinable
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = []
    ) {
        self.currentState = initialState
        self.reducer = reducer
        self.stateKeyPath = \Store.state
        (self.fieldObservation, self.fieldKeyPaths) = Self.makeFieldObservation()
        // The runner belongs to this store and delivers only while it is alive.
        effects.deliver = { [unowned self] action in
            self.dispatch(action)
        }
        if !middleware.isEmpty {
            let context = MiddlewareContext(reference: reference())
            var next: Middleware<State, Action>.Dispatch = { [unowned self] action in
                self.reduceFromMiddleware(action)
            }
            for layer in middleware.reversed() {
                next = layer.wrap(context, next)
            }
            chain = next
        }
    }

    /// Sends `action` through the middleware to the reducer, runs the returned effect and notifies
    /// subscribers.
    ///
    /// Called while another action is being processed (from a middleware, an effect or a subscriber),
    /// the action is queued and processed right after, in the order dispatched.
    @inlinable
    public func dispatch(_ action: Action) {
        if isProcessing {
            queue.append(action)
            return
        }
        isProcessing = true
        process(action)
        if !queue.isEmpty {
            drainQueue()
        }
        isProcessing = false
    }

    /// Processes the actions queued while processing, including those they queue in turn.
    @usableFromInline
    func drainQueue() {
        while let next = queue.popFirst() {
            process(next)
        }
    }

    /// The object to reference weakly instead of the store; see `StoreReference`.
    @inlinable
    func reference() -> StoreReference<State, Action> {
        if let weaklyHeldReference { return weaklyHeldReference }
        let reference = StoreReference(self)
        weaklyHeldReference = reference
        return reference
    }

    /// The number of asynchronous effects that have started and not finished yet.
    public var inFlightEffectCount: Int {
        effects.inFlightCount
    }

    /// Identifies each asynchronous effect that has started and not finished yet, so the test store can say
    /// which action started the effects a test left running.
    package var inFlightEffectKeys: Set<UInt64> {
        effects.inFlightKeys
    }

    /// ``inFlightEffectKeys``, readable off the main actor: a test store's `deinit` checks that the test
    /// left no effect running.
    package nonisolated var runningEffectKeys: Set<UInt64> {
        effects.runningTaskKeys
    }

    /// Cancels every effect in flight. Effects started afterwards run normally.
    ///
    /// Use it when a screen goes away while its store lives on; deinitializing the store does it anyway.
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    /// Runs `effect` as if a reducer had returned it.
    func run(_ effect: Effect<Action>) {
        if !effect.isNone {
            effects.run(effect)
        }
    }

    @inlinable
    func process(_ action: Action) {
        if let chain {
            chain(action)
        } else {
            reduce(action)
        }
        if needsNotify {
            needsNotify = false
            notifySubscribers()
        }
    }

    @inlinable
    func reduce(_ action: Action) {
        let effect = reduceNotifyingObservers(action)
        needsNotify = true
        if !effect.isNone {
            effects.run(effect)
        }
    }

    /// The innermost link of the middleware chain. A middleware may call `next` later, outside of any
    /// dispatch; that call is then processed like a dispatch that skips the middleware.
    @inlinable
    func reduceFromMiddleware(_ action: Action) {
        if isProcessing {
            reduce(action)
            return
        }
        isProcessing = true
        reduce(action)
        needsNotify = false
        notifySubscribers()
        drainQueue()
        isProcessing = false
    }

    /// Replaces the whole state from outside the reducer, then notifies observers and subscribers.
    ///
    /// For developer tools only (time travel, replaying a session): an app changes its state with actions.
    /// No middleware, reducer or effect runs, and effects in flight keep running; the actions they send
    /// later apply to the replaced state.
    public func replaceState(_ state: State) {
        if let fieldObservation {
            // Observers of each changed field, and of the whole state, are told, as after an action.
            var newState = state
            replaceState(with: &newState, fieldObservation: fieldObservation)
        } else {
            registrar.withMutation(of: self, keyPath: stateKeyPath) {
                currentState = state
            }
        }
        notifySubscribers()
    }

    /// Applies `action` with the reducer only: no middleware, no effects. Used to replay recorded actions.
    func reduceWithoutEffects(_ action: Action) {
        _ = reduceNotifyingObservers(action)
        notifySubscribers()
    }
}
