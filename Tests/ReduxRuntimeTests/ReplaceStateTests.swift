import Observation
import ReduxRuntime
import Testing

/// `Store.replaceState(_:)`, the developer-tools way to set the state from outside (docs/runtime.md,
/// "DevTools"): it notifies observers and subscribers and runs no reducer, middleware or effect.
@MainActor
struct ReplaceStateTests {
    @Test func replacesTheStateAndNotifiesSubscribersAndObservers() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var counts: [Int] = []
        store.subscribe(select: { $0.count }) { counts.append($0) }
        let changes = Counter()
        withObservationTracking {
            _ = store.state
        } onChange: {
            changes.increment()
        }

        store.replaceState(CounterState(count: 42, log: ["restored"]))

        #expect(store.state == CounterState(count: 42, log: ["restored"]))
        #expect(counts == [0, 42])
        #expect(changes.value == 1)
    }

    @Test func runsNoMiddlewareAndLaterActionsApplyToTheReplacedState() {
        var middlewareCalls = 0
        let store = Store(
            initialState: CounterState(), reducer: counterReducer,
            middleware: [.before { _, _ in middlewareCalls += 1 }])

        store.replaceState(CounterState(count: 5))
        #expect(middlewareCalls == 0)
        #expect(store.state == CounterState(count: 5))

        store.dispatch(.increment)
        #expect(store.state.count == 6)
        #expect(middlewareCalls == 1)
    }

    @Test func aMiddlewareCanReplaceTheStateAndReplayActions() {
        var context: MiddlewareContext<CounterState, CounterAction>?
        let capture = Middleware<CounterState, CounterAction> { middlewareContext, next in
            context = middlewareContext
            return next
        }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [capture])
        store.dispatch(.add(10))

        context?.replaceState(CounterState(count: 1))
        #expect(store.state.count == 1)
        context?.replay([.increment, .add(3)])
        #expect(store.state.count == 5)
    }
}
