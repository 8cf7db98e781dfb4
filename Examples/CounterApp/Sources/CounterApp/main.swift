import CounterFeature
import ReduxRuntime

/// Dispatches a few actions through the generated app reducer and prints the state after each.
@MainActor
func runCounterApp() {
    let store = makeCounterAppStore()
    func send(_ action: AppAction, _ label: String) {
        store.dispatch(action)
        print("\(label): \(store.state)")
    }
    print("start: \(store.state)")
    send(.counter(.incrementTapped), "increment")
    send(.counter(.incrementTapped), "increment")
    send(.counter(.countSaved(value: store.state.counter.count)), "save the count")
    send(.stepper(.stepChanged(step: 5)), "set the step to 5")
    send(.stepper(.largeStepsToggled), "toggle large steps")
    send(.counter(.decrementTapped), "decrement")
    send(.counter(.resetTapped), "reset the counter")
}

MainActor.assumeIsolated { runCounterApp() }
