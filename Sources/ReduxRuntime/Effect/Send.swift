/// Sends actions from an effect back into the store that runs it.
///
/// Call it like a function: `await send(.loaded(items))`. Delivery happens on the main actor, in the
/// order the effect sends. After the effect has been cancelled (or its store has gone away) `send` does
/// nothing, so a cancelled request can never overwrite newer state.
public struct Send<Action: Sendable>: Sendable {
    @usableFromInline let deliver: @MainActor @Sendable (Action) -> Void

    /// Creates a `Send` that hands each action to `deliver`. Stores create these; tests may too.
    @inlinable
    public init(_ deliver: @escaping @MainActor @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Sends `action` to the store unless the current task has been cancelled.
    @MainActor
    @inlinable
    public func callAsFunction(_ action: Action) {
        guard !Task.isCancelled else { return }
        deliver(action)
    }
}
