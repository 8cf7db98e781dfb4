import ReduxRuntime

struct CounterState: Equatable, Sendable {
    var count = 0
    var log: [String] = []
}

enum CounterAction: Equatable, Sendable, Codable {
    case increment
    case decrement
    case add(Int)
    case record(String)
}

/// A reducer with no effects, shared by the store and composition tests.
let counterReducer = Reducer<CounterState, CounterAction> { state, action in
    switch action {
    case .increment:
        state.count += 1
    case .decrement:
        state.count -= 1
    case .add(let amount):
        state.count += amount
    case .record(let entry):
        state.log.append(entry)
    }
    return .none
}
