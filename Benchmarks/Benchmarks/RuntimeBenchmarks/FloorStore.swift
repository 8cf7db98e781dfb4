@preconcurrency import Benchmark
import ReduxRuntime

/// The smallest hand-written store loop: apply the same reducer, then call each subscriber. It is the
/// floor the real store is compared with.
///
/// The reducer goes through `identity` and `dispatch` is never inlined, so that the optimizer cannot fold
/// the benchmark loop into one addition, which the real store's generic code never allows either.
@MainActor
final class FloorStore {
    private(set) var state = CounterState()
    private let reducer = identity(counterReducer)
    private var subscribers: [(CounterState) -> Void] = []

    func subscribe(_ callback: @escaping (CounterState) -> Void) {
        subscribers.append(callback)
    }

    @inline(never)
    func dispatch(_ action: CounterAction) {
        _ = reducer.reduce(&state, action)
        guard !subscribers.isEmpty else { return }
        for subscriber in subscribers {
            subscriber(state)
        }
    }
}
