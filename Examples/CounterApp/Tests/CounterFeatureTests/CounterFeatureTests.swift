import CounterFeature
import ReduxRuntime
import ReduxRuntimeTesting
import Testing

/// The generated reducers of the example, driven through the generated app reducer.
@MainActor
struct CounterFeatureTests {
    func makeStore() -> TestStore<AppState, AppAction> {
        TestStore(
            initialState: AppState(),
            reducer: makeAppReducer(environment: AppEnvironment())
        )
    }

    @Test func incrementsDecrementsAndResets() async {
        let store = makeStore()
        await store.send(.counter(.incrementTapped)) { $0.counter.count = 1 }
        await store.send(.counter(.incrementTapped)) { $0.counter.count = 2 }
        await store.send(.counter(.countSaved(value: 2))) { $0.counter.history = [2] }
        await store.send(.counter(.decrementTapped)) { $0.counter.count = 1 }
        await store.send(.counter(.resetTapped)) {
            $0.counter.count = 0
            $0.counter.history = []
        }
    }

    @Test func theStepperChangesOnlyItsOwnSlice() async {
        let store = makeStore()
        await store.send(.stepper(.stepChanged(step: 5))) { $0.stepper.step = 5 }
        await store.send(.stepper(.largeStepsToggled)) { $0.stepper.isLarge = true }
        #expect(store.state.counter == CounterState())
    }

    @Test func theLiveStorePrintsItsState() {
        let store = makeCounterAppStore()
        store.dispatch(.counter(.incrementTapped))
        #expect(store.state.description == "count 1 (history []), step 1")
    }
}
