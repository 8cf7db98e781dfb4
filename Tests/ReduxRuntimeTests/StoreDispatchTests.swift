import Testing
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
}
