import ReduxRuntime

struct SearchState: Equatable, Sendable {
    var query = ""
    var results: [String] = []
    var isSearching = false
}

enum SearchAction: Equatable, Sendable {
    case queryChanged(String)
    case searchResponse([String])
    case cancelSearch
}

enum SearchCancelID: Hashable, Sendable {
    case search
}

/// A debounced search whose clock and search function are injected, the way generated features take
/// their repository and clock.
func searchReducer(
    clock: any Clock<Duration>,
    search: @escaping @Sendable (String) async throws -> [String]
) -> Reducer<SearchState, SearchAction> {
    Reducer { state, action in
        switch action {
        case .queryChanged(let query):
            state.query = query
            state.isSearching = true
            return .run { send in
                await send(.searchResponse(try await search(query)))
            }
            .debounce(id: SearchCancelID.search, for: .milliseconds(300), clock: clock)
        case .searchResponse(let results):
            state.isSearching = false
            state.results = results
            return .none
        case .cancelSearch:
            state.isSearching = false
            return .cancel(id: SearchCancelID.search)
        }
    }
}
