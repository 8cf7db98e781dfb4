import ReduxRuntime
import SampleFeatures
import Testing

/// The Counter feature in a real store.
@MainActor
struct CounterEndToEndTests {
    @Test func incrementAndDecrement() {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)
        store.dispatch(.decrementTapped)
        #expect(store.state.count == 1)
        store.dispatch(.resetTapped)
        #expect(store.state.count == 0)
    }

    @Test func dispatchesFromManyConcurrentTasksLoseNoUpdate() async {
        let store = Store(initialState: CounterState(), reducer: counterReducer)
        let taskCount = 1_000
        var tasks: [Task<Void, Never>] = []
        for index in 0..<taskCount {
            tasks.append(Task { @MainActor in
                await Task.yield()
                store.dispatch(index.isMultiple(of: 4) ? .decrementTapped : .incrementTapped)
            })
        }
        for task in tasks {
            await task.value
        }
        // 750 increments and 250 decrements.
        #expect(store.state.count == 500)
    }
}
