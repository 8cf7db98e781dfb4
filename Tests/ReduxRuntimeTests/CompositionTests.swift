import Testing
import ReduxRuntime
import ReduxRuntimeTesting

@MainActor
struct CompositionTests {
    @Test func pulledBackReducersOnlyHandleTheirOwnActions() {
        let store = Store(initialState: AppState(), reducer: appReducer(clock: TestClock()) { _ in [] })
        store.dispatch(.counter(.add(3)))
        store.dispatch(.counter(.record("x")))
        #expect(store.state.counter == CounterState(count: 3, log: ["x"]))
        #expect(store.state.search == SearchState())
        #expect(store.state.actionCount == 2)
    }

    @Test func featureEffectsSendAppActions() async {
        let clock = TestClock()
        let store = TestStore(initialState: AppState(), reducer: appReducer(clock: clock) { ["result for \($0)"] })
        await store.send(.search(.queryChanged("q"))) {
            $0.search.query = "q"
            $0.search.isSearching = true
            $0.actionCount = 1
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.search(.searchResponse(["result for q"]))) {
            $0.search.isSearching = false
            $0.search.results = ["result for q"]
            $0.actionCount = 2
        }
        await store.finish()
    }

    @Test func combineMergesEffectsOfEveryReducer() {
        let first = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.record("first")) : .none
        }
        let second = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.record("second")) : .none
        }
        let store = Store(initialState: CounterState(), reducer: .combine(first, second, counterReducer))
        store.dispatch(.increment)
        #expect(store.state.count == 1)
        #expect(store.state.log == ["first", "second"])
    }

    @Test func actionPathRoundTrips() {
        #expect(ActionPath.counter.extract(ActionPath.counter.embed(.increment)) == .increment)
        #expect(ActionPath.counter.extract(.search(.cancelSearch)) == nil)
    }
}
