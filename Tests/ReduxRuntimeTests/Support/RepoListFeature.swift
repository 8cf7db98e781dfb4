import ReduxRuntime

/// A search feature with the bookkeeping generated features keep (request ids, a request status, undo
/// records), for the tests of what a test store asserts and how its failures read.
struct Repo: Equatable, Sendable {
    var name: String
    var stars: Int
    var topics: [String] = []
}

struct RepoListState: Equatable, Sendable {
    var query = ""
    var results: [Repo] = []
    var status: RequestStatus = .idle
    var nextRequestID = RequestID(1)
    var undo: [String] = []
    var log: [String] = []
}

enum RepoListAction: Equatable, Sendable {
    case queryChanged(query: String)
    case searchSucceeded(RequestID, [Repo])
    case logged(String)
    case star(index: Int)
    case startTimer
    case tick
}

enum RepoListCancelID: Hashable, Sendable {
    case timer
}

/// `results` are what a search answers with; nil makes `queryChanged` start no search, for tests of one
/// action's state change.
func repoListReducer(
    results: [Repo]?,
    clock: any Clock<Duration> = ContinuousClock()
) -> Reducer<RepoListState, RepoListAction> {
    Reducer { state, action in
        switch action {
        case .queryChanged(let query):
            state.undo.append("query: \(state.query)")
            state.query = query
            let id = state.nextRequestID
            state.status = .loading(id)
            state.nextRequestID = id.next
            guard let results else { return .none }
            return .run { send in
                await send(.logged("searching \(query)"))
                await send(.searchSucceeded(id, results))
            }
        case .searchSucceeded(_, let repos):
            state.status = .loaded
            state.results = repos
            return .none
        case .logged(let entry):
            state.log.append(entry)
            return .none
        case .star(let index):
            state.undo.append("star: \(index)")
            state.results[index].stars += 1
            return .none
        case .startTimer:
            return .run { send in
                while true {
                    try? await clock.sleep(for: .seconds(1))
                    if Task.isCancelled { return }
                    await send(.tick)
                }
            }
            .cancellable(id: RepoListCancelID.timer, policy: .cancelInFlight)
        case .tick:
            state.log.append("tick")
            return .none
        }
    }
}

extension ActionPath where Root == RepoListAction, Value == [Repo] {
    /// The repositories of any successful search, whatever its request id.
    static var searchSucceeded: ActionPath<RepoListAction, [Repo]> {
        ActionPath(embed: { RepoListAction.searchSucceeded(RequestID(1), $0) }) { action in
            guard case .searchSucceeded(_, let repos) = action else { return nil }
            return repos
        }
    }
}
