import ReduxRuntime

/// The shape the generator emits: one property per feature state, one case per feature action, and an
/// app reducer composing the feature reducers with pullback.
struct AppState: Equatable, Sendable {
    var counter = CounterState()
    var search = SearchState()
    var actionCount = 0
}

enum AppAction: Equatable, Sendable {
    case counter(CounterAction)
    case search(SearchAction)
}

extension ActionPath where Root == AppAction, Value == CounterAction {
    static let counter = ActionPath(embed: AppAction.counter) { action in
        guard case .counter(let counterAction) = action else { return nil }
        return counterAction
    }
}

extension ActionPath where Root == AppAction, Value == SearchAction {
    static let search = ActionPath(embed: AppAction.search) { action in
        guard case .search(let searchAction) = action else { return nil }
        return searchAction
    }
}

func appReducer(clock: any Clock<Duration>, search: @escaping @Sendable (String) async throws -> [String]) -> Reducer<AppState, AppAction> {
    .combine(
        counterReducer.pullback(state: \AppState.counter, action: .counter),
        searchReducer(clock: clock, search: search).pullback(state: \AppState.search, action: .search),
        Reducer { state, _ in
            state.actionCount += 1
            return .none
        }
    )
}
