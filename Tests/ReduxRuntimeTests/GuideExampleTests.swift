import Testing
import ReduxRuntime
import ReduxRuntimeTesting

/// The worked example of docs/runtime.md, kept compiling and passing.
enum GuideExample {
    struct SearchState: Equatable {
        var query = ""
        var results: [String] = []
    }

    enum SearchAction: Equatable, Sendable {
        case queryChanged(String)
        case searchResponse([String])
        case searchFailed(String)
    }

    protocol SearchRepository: Sendable {
        func search(_ query: String) async throws -> [String]
    }

    enum SearchCancelID: Hashable, Sendable { case search }

    static func searchReducer(
        repository: any SearchRepository,
        clock: any Clock<Duration>
    ) -> Reducer<SearchState, SearchAction> {
        Reducer { state, action in
            switch action {
            case .queryChanged(let query):
                state.query = query
                return .run { send in
                    await send(.searchResponse(try await repository.search(query)))
                } catch: { error, send in
                    await send(.searchFailed("\(error)"))
                }
                .debounce(id: SearchCancelID.search, for: .milliseconds(300), clock: clock)
            case .searchResponse(let results):
                state.results = results
                return .none
            case .searchFailed:
                state.results = []
                return .none
            }
        }
    }

    struct MockSearchRepository: SearchRepository {
        var results: [String]
        func search(_ query: String) async throws -> [String] { results }
    }

    struct FailingSearchRepository: SearchRepository {
        struct Offline: Error {}
        func search(_ query: String) async throws -> [String] { throw Offline() }
    }
}

@MainActor
struct GuideExampleTests {
    typealias Example = GuideExample

    @Test func searchDebouncesAndShowsResults() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: Example.SearchState(),
            reducer: Example.searchReducer(repository: Example.MockSearchRepository(results: ["Swift"]), clock: clock)
        )
        await store.send(.queryChanged("sw")) { $0.query = "sw" }
        await store.send(.queryChanged("swift")) { $0.query = "swift" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(["Swift"])) { $0.results = ["Swift"] }
        await store.finish()
    }

    @Test func searchFailureIsSentAsAnAction() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: Example.SearchState(results: ["old"]),
            reducer: Example.searchReducer(repository: Example.FailingSearchRepository(), clock: clock)
        )
        await store.send(.queryChanged("x")) { $0.query = "x" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchFailed("Offline()")) { $0.results = [] }
        await store.finish()
    }
}
