/// A link in the chain between `dispatch` and the reducer, with typed actions.
///
/// A middleware is built once, when the store is created: it receives a context (to read state,
/// dispatch, and run effects) and `next`, the rest of the chain, and returns its own dispatch function.
/// It can act before the reducer, after it (by calling `next` first), transform or swallow actions.
///
/// ```swift
/// let analytics = Middleware<AppState, AppAction> { context, next in
///     { action in
///         next(action)                 // the reducer runs here
///         tracker.track(action, context.state)
///     }
/// }
/// ```
///
/// Actions a middleware dispatches through the context are queued behind the current action.
public struct Middleware<State, Action: Sendable> {
    /// A dispatch function: the next link of the chain, or the one a middleware returns.
    public typealias Dispatch = @MainActor (Action) -> Void

    @usableFromInline let wrap: @MainActor (MiddlewareContext<State, Action>, @escaping Dispatch) -> Dispatch

    /// Creates a middleware from a function that wraps the rest of the chain.
    @inlinable
    public init(
        _ wrap: @escaping @MainActor (_ context: MiddlewareContext<State, Action>, _ next: @escaping Dispatch) -> Dispatch
    ) {
        self.wrap = wrap
    }

    /// A middleware that calls `body` before passing each action on to the reducer.
    @inlinable
    public static func before(
        _ body: @escaping @MainActor (_ context: MiddlewareContext<State, Action>, _ action: Action) -> Void
    ) -> Middleware {
        Middleware { context, next in
            { action in
                body(context, action)
                next(action)
            }
        }
    }

    /// A middleware that calls `body` after the reducer (and the middleware after this one) has handled
    /// each action.
    @inlinable
    public static func after(
        _ body: @escaping @MainActor (_ context: MiddlewareContext<State, Action>, _ action: Action) -> Void
    ) -> Middleware {
        Middleware { context, next in
            { action in
                next(action)
                body(context, action)
            }
        }
    }
}
