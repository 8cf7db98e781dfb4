/// A pure function that applies an action to the state and returns the effects to run next.
///
/// ```swift
/// let counter = Reducer<CounterState, CounterAction> { state, action in
///     switch action {
///     case .increment:
///         state.count += 1
///         return .none
///     }
/// }
/// ```
///
/// The closure must not perform side effects itself; it describes them with the returned `Effect`.
/// Dependencies (repositories, clocks) are captured when the reducer is built, which is how tests inject
/// mocks. Because reducers are `Sendable`, captured dependencies must be `Sendable` too.
public struct Reducer<State, Action: Sendable>: Sendable {
    /// Applies `action` to `state` and returns the effect to run.
    public let reduce: @Sendable (_ state: inout State, _ action: Action) -> Effect<Action>

    /// Creates a reducer from its reduce function.
    @inlinable
    public init(_ reduce: @escaping @Sendable (_ state: inout State, _ action: Action) -> Effect<Action>) {
        self.reduce = reduce
    }

    /// Applies `action` to `state` and returns the effect to run.
    @inlinable
    public func callAsFunction(_ state: inout State, _ action: Action) -> Effect<Action> {
        reduce(&state, action)
    }

    /// A reducer that changes nothing and runs no effects.
    public static var empty: Reducer<State, Action> {
        Reducer { _, _ in .none }
    }
}
