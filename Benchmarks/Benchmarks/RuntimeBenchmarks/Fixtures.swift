import ReduxRuntime

/// The state every store benchmark uses: a counter that changes on every action and a limit that never
/// changes, so a subscriber can select either a value that always changes or one that never does.
struct CounterState: Equatable {
    var count = 0
    var limit = 100
}

enum CounterAction: Sendable {
    case increment
}

let counterReducer = Reducer<CounterState, CounterAction> { state, action in
    switch action {
    case .increment:
        state.count &+= 1
        return .none
    }
}

/// A middleware that only passes each action on.
func passThroughMiddleware() -> Middleware<CounterState, CounterAction> {
    Middleware { _, next in
        { action in next(action) }
    }
}

@MainActor
func makeCounterStore(middlewareCount: Int = 0) -> Store<CounterState, CounterAction> {
    Store(
        initialState: CounterState(),
        reducer: counterReducer,
        middleware: (0..<middlewareCount).map { _ in passThroughMiddleware() })
}
