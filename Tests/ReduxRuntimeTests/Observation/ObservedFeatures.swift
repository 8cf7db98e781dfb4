import ReduxRuntime

/// A search feature whose state conforms to `ObservableState` the way generated states do: the fields
/// listed in order and compared directly.
struct ObservedSearchState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var page = 1
}

extension ObservedSearchState: ObservableState {
    static var observedFields: [ObservedField<ObservedSearchState>] {
        [ObservedField(\.query), ObservedField(\.results), ObservedField(\.page)]
    }

    static func forEachChangedField(
        from old: ObservedSearchState,
        to new: ObservedSearchState,
        _ changed: (Int) -> Void
    ) {
        if old.query != new.query { changed(0) }
        if old.results != new.results { changed(1) }
        if old.page != new.page { changed(2) }
    }
}

enum ObservedSearchAction: Equatable, Sendable {
    case queryChanged(query: String)
    case resultsArrived([String])
    /// Sets the query to the value it already has, so nothing changes.
    case sameQueryAgain
    case nextPage
}

let observedSearchReducer = Reducer<ObservedSearchState, ObservedSearchAction> { state, action in
    switch action {
    case .queryChanged(let query):
        state.query = query
    case .resultsArrived(let results):
        state.results = results
    case .sameQueryAgain:
        state.query = state.query
    case .nextPage:
        state.page += 1
    }
    return .none
}

/// A second feature, relying on the default (key path) comparison of `ObservableState`.
struct ObservedHomeState: Equatable, Sendable {
    var title = "Home"
    var badge = 0
}

extension ObservedHomeState: ObservableState {
    static var observedFields: [ObservedField<ObservedHomeState>] {
        [ObservedField(\.title), ObservedField(\.badge)]
    }
}

enum ObservedHomeAction: Equatable, Sendable {
    case badgeIncremented
    case titleChanged(String)
}

let observedHomeReducer = Reducer<ObservedHomeState, ObservedHomeAction> { state, action in
    switch action {
    case .badgeIncremented:
        state.badge += 1
    case .titleChanged(let title):
        state.title = title
    }
    return .none
}

/// An app state holding both features, as the generated `AppState` does.
struct ObservedAppState: Equatable, Sendable {
    var search = ObservedSearchState()
    var home = ObservedHomeState()
}

extension ObservedAppState: ObservableState {
    static var observedFields: [ObservedField<ObservedAppState>] {
        [ObservedField(\.search), ObservedField(\.home)]
    }

    static func forEachChangedField(from old: ObservedAppState, to new: ObservedAppState, _ changed: (Int) -> Void) {
        if old.search != new.search { changed(0) }
        if old.home != new.home { changed(1) }
    }
}

enum ObservedAppAction: Equatable, Sendable {
    case search(ObservedSearchAction)
    case home(ObservedHomeAction)
}

extension ActionPath where Root == ObservedAppAction, Value == ObservedSearchAction {
    static let search = ActionPath(embed: ObservedAppAction.search) { action in
        guard case .search(let searchAction) = action else { return nil }
        return searchAction
    }
}

let observedAppReducer = Reducer<ObservedAppState, ObservedAppAction>.combine(
    observedSearchReducer.pullback(state: \ObservedAppState.search, action: .search),
    observedHomeReducer.pullback(
        state: \ObservedAppState.home,
        action: ActionPath(embed: ObservedAppAction.home) { action in
            guard case .home(let homeAction) = action else { return nil }
            return homeAction
        }
    )
)
