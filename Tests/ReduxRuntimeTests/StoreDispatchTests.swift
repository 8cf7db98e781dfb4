import Testing
import Observation
import ReduxRuntime

@MainActor
struct StoreDispatchTests {
    @Test func dispatchAppliesTheReducer() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.decrement)
        #expect(store.state.count == 5)
    }

    @Test func dispatchFromASubscriberIsQueuedAfterTheCurrentAction() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        var seen: [Int] = []
        store.subscribe(select: { $0.count }) { count in
            seen.append(count)
            if count == 1 {
                store.dispatch(.record("from subscriber"))
                store.dispatch(.add(10))
                // Still the state of the first action: the new ones are queued.
                seen.append(store.state.count * 100)
            }
        }
        store.dispatch(.increment)
        #expect(seen == [0, 1, 100, 11])
        #expect(store.state.log == ["from subscriber"])
    }

    @Test func reentrantDispatchesKeepFirstInFirstOutOrderAcrossLevels() {
        var order: [String] = []
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            if case .record(let entry) = action {
                state.log.append(entry)
            }
            return .none
        }
        let fanOut = Middleware<CounterState, CounterAction> { context, next in
            { action in
                next(action)
                if case .record(let entry) = action, entry.count < 3 {
                    // Each action dispatches two children; breadth-first order proves FIFO queuing.
                    context.dispatch(.record(entry + "a"))
                    context.dispatch(.record(entry + "b"))
                }
                order.append(context.state.log.last ?? "")
            }
        }
        let store = Store(initialState: CounterState(), reducer: reducer, middleware: [fanOut])
        store.dispatch(.record("r"))
        #expect(store.state.log == ["r", "ra", "rb", "raa", "rab", "rba", "rbb"])
        #expect(order == store.state.log)
    }

    @Test func effectSendIsProcessedAfterTheActionThatReturnedIt() {
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            switch action {
            case .increment:
                state.log.append("increment")
                return .merge(.send(.record("first")), .send(.record("second")))
            case .record(let entry):
                state.log.append(entry)
                return .none
            default:
                return .none
            }
        }
        let store = Store(initialState: CounterState(), reducer: reducer)
        var logsSeen: [[String]] = []
        store.subscribe(select: { $0.log }) { logsSeen.append($0) }
        store.dispatch(.increment)
        #expect(store.state.log == ["increment", "first", "second"])
        // One notification per action, in order.
        #expect(logsSeen == [[], ["increment"], ["increment", "first"], ["increment", "first", "second"]])
    }

    @Test func deepReentrancyDoesNotGrowTheStack() {
        // Each action dispatches the next from a subscriber; queuing keeps this iterative.
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        store.subscribe(select: { $0.count }) { count in
            if count > 0, count < 100_000 { store.dispatch(.increment) }
        }
        store.dispatch(.increment)
        #expect(store.state.count == 100_000)
    }

    @Test func stateIsObservable() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let changes = Counter()
        withObservationTracking {
            _ = store.state.count
        } onChange: {
            changes.increment()
        }
        store.dispatch(.increment)
        #expect(changes.value == 1)
        #expect(store.state.count == 1)
    }
}
