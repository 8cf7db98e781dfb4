extension Store {
    /// An asynchronous sequence of the selected part of the state: the current value first, then each
    /// new value after an action changes it (repeats are skipped).
    ///
    /// The stream ends when the store is deinitialized; cancelling the iterating task unsubscribes.
    ///
    /// - Parameters:
    ///   - select: Picks the value to observe.
    ///   - bufferingPolicy: What to keep while the consumer is slow; by default every value is kept. Use
    ///     `.bufferingNewest(1)` to see only the latest.
    public func stream<Value: Equatable & Sendable>(
        select: @escaping @MainActor (State) -> Value,
        bufferingPolicy: AsyncStream<Value>.Continuation.BufferingPolicy = .unbounded
    ) -> AsyncStream<Value> {
        let (stream, continuation) = AsyncStream.makeStream(of: Value.self, bufferingPolicy: bufferingPolicy)
        let owner = ContinuationOwner(continuation)
        let token = subscribe(select: select) { value in
            owner.continuation.yield(value)
        }
        let reference = reference()
        continuation.onTermination = { [weak reference] _ in
            Task { @MainActor in
                reference?.store.unsubscribe(token)
            }
        }
        return stream
    }
}

/// Finishes a stream when the subscription holding it is released (on unsubscribe or store deinit).
private final class ContinuationOwner<Value: Sendable>: Sendable {
    let continuation: AsyncStream<Value>.Continuation

    init(_ continuation: AsyncStream<Value>.Continuation) {
        self.continuation = continuation
    }

    deinit {
        continuation.finish()
    }
}
