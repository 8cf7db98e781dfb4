import ReduxRuntime
import TestSupport
import Testing

/// `Reducer.reacting(_:)` and `Effect.cancel(ids:)`, as docs/runtime.md and the generated app reducer use
/// them: the reaction runs after the reducer, on the state it leaves, with the state before the action; a
/// cancellation by `ids` stops every effect marked with one of them and only those.
@MainActor
struct ReactingAndCancelAllTests {
    struct Counters: Equatable {
        var count = 0
        var seenBefore: [Int] = []
        var seenAfter: [Int] = []
    }

    enum Step: Sendable, Equatable {
        case increment
    }

    @Test func theReactionSeesTheStateBeforeAndAfterTheReducer() {
        let reducer = Reducer<Counters, Step> { state, _ in
            state.count += 1
            return .none
        }
        .reacting { previous, state, _ in
            state.seenBefore.append(previous.count)
            state.seenAfter.append(state.count)
            return .none
        }
        var state = Counters()
        _ = reducer(&state, .increment)
        _ = reducer(&state, .increment)
        #expect(state.count == 2)
        #expect(state.seenBefore == [0, 1])
        #expect(state.seenAfter == [1, 2])
    }

    @Test func theEffectsOfTheReducerAndTheReactionAreBothReturned() {
        let reducer = Reducer<Counters, Step> { _, _ in .send(.increment) }
            .reacting { _, _, _ in .send(.increment) }
        var state = Counters()
        let effect = reducer(&state, .increment)
        #expect(!effect.isNone)
        let onlyReaction = Reducer<Counters, Step> { _, _ in .none }.reacting { _, _, _ in .none }
        #expect(onlyReaction(&state, .increment).isNone, "nothing to run when neither returns an effect")
    }

    enum Job: Hashable, Sendable, CaseIterable {
        case first, second
    }

    struct Jobs: Equatable {
        var finished: [String] = []
    }

    enum JobAction: Sendable {
        case start(String, id: String)
        case cancelJobs
        case finished(String)
    }

    @Test func cancelByIDsStopsEveryEffectMarkedWithOneOfThemAndOnlyThose() async throws {
        let gates = ["first": AsyncGate(), "second": AsyncGate(), "other": AsyncGate()]
        let store = Store(initialState: Jobs(), reducer: Reducer<Jobs, JobAction> { state, action in
            switch action {
            case .start(let name, let id):
                let gate = gates[name]!
                let effect = Effect<JobAction>.run { send in
                    await gate.wait()
                    await send(.finished(name))
                }
                switch id {
                case "first": return effect.cancellable(id: Job.first)
                case "second": return effect.cancellable(id: Job.second)
                default: return effect.cancellable(id: "other")
                }
            case .cancelJobs:
                return .cancel(ids: Job.allCases)
            case .finished(let name):
                state.finished.append(name)
                return .none
            }
        })
        store.dispatch(.start("first", id: "first"))
        store.dispatch(.start("second", id: "second"))
        store.dispatch(.start("other", id: "other"))
        #expect(store.inFlightEffectCount == 3)

        store.dispatch(.cancelJobs)
        for gate in gates.values { gate.open() }

        try await waitUntil("the effect not cancelled finishes") { store.state.finished == ["other"] }
        try await expectStillTrue("the cancelled ones deliver nothing") { store.state.finished == ["other"] }
    }
}

/// Holds an effect until the test opens it.
final class AsyncGate: Sendable {
    private let stream: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (stream, continuation) = AsyncStream.makeStream(of: Void.self)
    }

    func wait() async {
        for await _ in stream { return }
    }

    func open() {
        continuation.yield()
        continuation.finish()
    }
}
