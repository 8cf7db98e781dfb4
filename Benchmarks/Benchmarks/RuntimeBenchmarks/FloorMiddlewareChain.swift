@preconcurrency import Benchmark
import ReduxRuntime

/// The smallest hand-written middleware chain: `count` closures that each pass the action on, around a
/// call to the hand-written floor store. It is the floor of "dispatch, N pass-through middleware": what the
/// closures alone cost, without the store's queue, observation and effects.
@MainActor
final class FloorMiddlewareChain {
    let store = FloorStore()
    private let dispatchThroughChain: (CounterAction) -> Void

    init(count: Int) {
        let store = store
        var next: (CounterAction) -> Void = { action in store.dispatch(action) }
        for _ in 0..<count {
            let inner = next
            next = { action in inner(action) }
        }
        dispatchThroughChain = identity(next)
    }

    @inline(never)
    func dispatch(_ action: CounterAction) {
        dispatchThroughChain(action)
    }
}
