import ReduxRuntime
import TestSupport
import Testing

@MainActor
struct MiddlewareTests {
    @Test func middlewareRunsInOrderAroundTheReducer() {
        var events: [String] = []
        let outer = Middleware<CounterState, CounterAction> { context, next in
            { action in
                events.append("outer before \(context.state.count)")
                next(action)
                events.append("outer after \(context.state.count)")
            }
        }
        let inner = Middleware<CounterState, CounterAction>.before { context, _ in
            events.append("inner before \(context.state.count)")
        }
        let last = Middleware<CounterState, CounterAction>.after { context, _ in
            events.append("last after \(context.state.count)")
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [outer, inner, last])
        store.dispatch(.increment)
        #expect(events == ["outer before 0", "inner before 0", "last after 1", "outer after 1"])
    }

    @Test func middlewareCanSwallowAndTransformActions() {
        let filter = Middleware<CounterState, CounterAction> { _, next in
            { action in
                switch action {
                case .decrement: return
                case .add(let amount): next(.add(amount * 2))
                default: next(action)
                }
            }
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [filter])
        var notifications = 0
        store.subscribe(select: { $0.count }) { _ in notifications += 1 }
        store.dispatch(.decrement)
        store.dispatch(.add(3))
        #expect(store.state.count == 6)
        // The swallowed action did not reach the reducer, so it caused no notification.
        #expect(notifications == 2)
    }

    @Test func middlewareCanStartAsyncWork() async {
        let fetchOnIncrement = Middleware<CounterState, CounterAction>.after { context, action in
            guard action == .increment else { return }
            context.run(.run { send in
                await Task.yield()
                await send(.record("fetched"))
            })
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [fetchOnIncrement])
        store.dispatch(.increment)
        #expect(await eventually { store.state.log == ["fetched"] })
    }

    @Test func nextCalledLaterStillReachesTheReducerAndNotifies() async {
        let latch = Latch()
        let delay = Middleware<CounterState, CounterAction> { _, next in
            { action in
                Task { @MainActor in
                    await latch.wait()
                    next(action)
                }
            }
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [delay])
        var seen: [Int] = []
        store.subscribe(select: { $0.count }) { seen.append($0) }
        store.dispatch(.increment)
        #expect(store.state.count == 0)
        latch.open()
        #expect(await eventually { store.state.count == 1 })
        #expect(seen == [0, 1])
    }

    @Test func contextDoesNotKeepTheStoreAlive() {
        var captured: MiddlewareContext<CounterState, CounterAction>?
        let capture = Middleware<CounterState, CounterAction> { context, next in
            captured = context
            return next
        }
        weak var weakStore: Store<CounterState, CounterAction>?
        do {
            let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [capture])
            weakStore = store
            store.dispatch(.increment)
        }
        #expect(weakStore == nil)
        #expect(captured != nil)
        // Dispatching through a context whose store is gone is a no-op, not a crash.
        captured?.dispatch(.increment)
    }
}
