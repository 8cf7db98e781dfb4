import Observation

/// Holds the state of an app (or a feature), applies actions to it through a reducer, and runs the
/// effects the reducer returns.
///
/// - The store lives on the main actor and is `@Observable`: SwiftUI views re-render when `state` changes,
///   and any code can observe it with `withObservationTracking`, `subscribe` or `stream(select:)`.
/// - `state` is read-only from outside; the only way to change it is `dispatch(_:)`.
/// - Dispatching from a middleware, an effect or a subscriber while an action is being processed is safe:
///   the new action is queued and processed after the current one, in first-in, first-out order.
/// - When the store is deinitialized every effect it started is cancelled.
///
/// Sendable rules: `Action` must be `Sendable` because effects send actions from other tasks. `State` need
/// not be `Sendable` (it never leaves the main actor), except for values you select into `stream(select:)`.
@MainActor
@Observable
public final class Store<State, Action: Sendable> {
    /// The current state.
    public private(set) var state: State

    @ObservationIgnored private let reducer: Reducer<State, Action>
    @ObservationIgnored private var chain: Middleware<State, Action>.Dispatch?
    @ObservationIgnored private let effects = EffectRunner<Action>()
    @ObservationIgnored private var queue = ActionQueue<Action>()
    @ObservationIgnored private var isProcessing = false
    @ObservationIgnored private var needsNotify = false
    @ObservationIgnored var subscribers = SubscriberTable<State>()
    @ObservationIgnored var isNotifying = false

    /// Creates a store.
    ///
    /// - Parameters:
    ///   - initialState: The state before the first action.
    ///   - reducer: Applies actions to the state.
    ///   - middleware: Wraps the reducer; the first element sees each action first.
    public init(
        initialState: State,
        reducer: Reducer<State, Action>,
        middleware: [Middleware<State, Action>] = []
    ) {
        self.state = initialState
        self.reducer = reducer
        effects.deliver = { [weak self] action in
            self?.dispatch(action)
        }
        if !middleware.isEmpty {
            let context = MiddlewareContext(store: self)
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
    public func dispatch(_ action: Action) {
        if isProcessing {
            queue.append(action)
            return
        }
        isProcessing = true
        process(action)
        while let next = queue.popFirst() {
            process(next)
        }
        isProcessing = false
    }

    /// The number of asynchronous effects that have started and not finished yet.
    public var inFlightEffectCount: Int {
        effects.inFlightCount
    }

    /// Cancels every effect in flight and every effect started from now on.
    ///
    /// Use it when a feature is torn down while its store may still be referenced.
    public func cancelAllEffects() {
        effects.cancelAll()
    }

    /// Runs `effect` as if a reducer had returned it.
    func run(_ effect: Effect<Action>) {
        if !effect.isNone {
            effects.run(effect)
        }
    }

    private func process(_ action: Action) {
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

    private func reduce(_ action: Action) {
        let effect = reducer.reduce(&state, action)
        needsNotify = true
        if !effect.isNone {
            effects.run(effect)
        }
    }

    /// The innermost link of the middleware chain. A middleware may call `next` later, outside of any
    /// dispatch; that call is then processed like a dispatch that skips the middleware.
    private func reduceFromMiddleware(_ action: Action) {
        if isProcessing {
            reduce(action)
            return
        }
        isProcessing = true
        reduce(action)
        needsNotify = false
        notifySubscribers()
        while let next = queue.popFirst() {
            process(next)
        }
        isProcessing = false
    }

    /// Applies `action` with the reducer only: no middleware, no effects. Used to replay recorded actions.
    func reduceWithoutEffects(_ action: Action) {
        _ = reducer.reduce(&state, action)
        notifySubscribers()
    }
}
