@preconcurrency import Benchmark
import ReduxRuntime

/// A request's full round trip: an action starts an effect, the effect calls a repository mock that
/// answers at once, and the success action lands in the state.
func registerRequestLifecycleBenchmarks() {
    Benchmark("request lifecycle floor (detached task + hop back)", configuration: .perOperation) { benchmark async in
        await FloorRequestLoop.measure(benchmark)
    }

    Benchmark("request lifecycle (request → effect → success)", configuration: .perOperation) { benchmark async in
        await RequestLifecycle.measure(benchmark)
    }
}

struct ImmediateRepository: Sendable {
    func fetchValue() async throws -> Int { 42 }
}

struct RequestState: Equatable {
    var isLoading = false
    var value = 0
    var completed = 0
}

enum RequestAction: Sendable {
    case load
    case loaded(Int)
    case failed
}

@MainActor
final class RequestLifecycle {
    private let store: Store<RequestState, RequestAction>
    private var waiter: CheckedContinuation<Void, Never>?

    init(repository: ImmediateRepository = ImmediateRepository()) {
        store = Store(initialState: RequestState(), reducer: Reducer { state, action in
            switch action {
            case .load:
                state.isLoading = true
                return .run { send in
                    do {
                        await send(.loaded(try await repository.fetchValue()))
                    } catch {
                        await send(.failed)
                    }
                }
            case .loaded(let value):
                state.isLoading = false
                state.value = value
                state.completed += 1
                return .none
            case .failed:
                state.isLoading = false
                state.completed += 1
                return .none
            }
        })
        store.subscribe(select: \.completed) { [weak self] _ in
            self?.waiter?.resume()
            self?.waiter = nil
        }
    }

    func runOnce() async {
        await withCheckedContinuation { continuation in
            waiter = continuation
            store.dispatch(.load)
        }
    }

    static func measure(_ benchmark: Benchmark) async {
        let lifecycle = RequestLifecycle()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            await lifecycle.runOnce()
        }
        benchmark.stopMeasurement()
        blackHole(lifecycle.store.state)
    }
}

/// The floor: the same work written by hand, a detached task for the request and a hop back to the main
/// actor for the result.
@MainActor
final class FloorRequestLoop {
    private var state = RequestState()
    private let repository = ImmediateRepository()

    func runOnce() async {
        state.isLoading = true
        let repository = repository
        let value = await Task.detached { try? await repository.fetchValue() }.value
        state.isLoading = false
        state.value = value ?? 0
        state.completed += 1
    }

    static func measure(_ benchmark: Benchmark) async {
        let loop = FloorRequestLoop()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            await loop.runOnce()
        }
        benchmark.stopMeasurement()
        blackHole(loop.state)
    }
}
