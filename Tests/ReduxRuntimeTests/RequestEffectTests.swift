import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// `Effect.task` and `Effect.onCancel(send:)` as docs/runtime.md describes them: a task stops counting as
/// in flight before its action is handled, and an explicit cancellation sends the cancel action at once.
@MainActor
struct RequestEffectTests {
    struct State: Equatable {
        var status: RequestStatus = .idle
        var nextID = RequestID(1)
        var started = 0
        var loaded: [RequestID] = []
        var cancelled: [RequestID] = []
    }

    enum Action: Equatable, Sendable {
        case load(policy: CancellationPolicy)
        case loaded(RequestID)
        case cancelled(RequestID)
        case cancel
    }

    nonisolated static let loadID = "load"

    /// A reducer shaped like generated request code: the status guards a `dropWhileInFlight` start, and
    /// each request waits for `gate` (when given) before answering.
    static func reducer(gate: Latch? = nil) -> Reducer<State, Action> {
        Reducer { state, action in
            switch action {
            case .load(let policy):
                if policy == .dropWhileInFlight, state.status.isLoading { return .none }
                let id = state.nextID
                state.nextID = id.next
                state.status = .loading(id)
                state.started += 1
                return Effect<Action>.task {
                    await gate?.wait()
                    return .loaded(id)
                }
                .cancellable(id: Self.loadID, policy: policy)
                .onCancel(send: .cancelled(id))
            case .loaded(let id):
                state.loaded.append(id)
                if state.status.isCurrent(id) { state.status = .loaded }
                return .none
            case .cancelled(let id):
                state.cancelled.append(id)
                if state.status.isCurrent(id) { state.status = .idle }
                return .none
            case .cancel:
                return .cancel(id: Self.loadID)
            }
        }
    }

    @Test func aDropWhileInFlightRequestSentBySubscriberWhenTheFirstHasLoadedRuns() async {
        let store = Store(initialState: State(), reducer: Self.reducer())
        var resent = false
        let token = store.subscribe(select: \.status) { status in
            if status == .loaded, !resent {
                resent = true
                store.dispatch(.load(policy: .dropWhileInFlight))
            }
        }
        defer { store.unsubscribe(token) }

        store.dispatch(.load(policy: .dropWhileInFlight))
        #expect(await eventually { store.inFlightEffectCount == 0 && store.state.status == .loaded })
        #expect(store.state.started == 2)
        #expect(store.state.loaded == [RequestID(1), RequestID(2)])
    }

    @Test func aCancelEffectSendsTheCancelActionAtOnceAndTheLateAnswerIsNeverDelivered() async {
        let gate = Latch()
        let store = Store(initialState: State(), reducer: Self.reducer(gate: gate))
        store.dispatch(.load(policy: .cancelInFlight))
        store.dispatch(.cancel)
        #expect(store.state.status == .idle)
        #expect(store.state.cancelled == [RequestID(1)])
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.loaded == [])
        #expect(store.state.cancelled == [RequestID(1)], "the cancel action is sent once")
    }

    @Test func cancelAllEffectsSendsTheCancelActionOfEveryRequestInFlight() async {
        let gate = Latch()
        let store = Store(initialState: State(), reducer: Self.reducer(gate: gate))
        store.dispatch(.load(policy: .queue))
        store.dispatch(.load(policy: .queue))
        store.cancelAllEffects()
        #expect(store.state.cancelled == [RequestID(1), RequestID(2)])
        #expect(store.state.status == .idle)
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.loaded == [])

        store.dispatch(.load(policy: .dropWhileInFlight))
        #expect(await eventually { store.state.status == .loaded }, "the endpoint loads again after a cancellation")
    }

    @Test func aRequestReplacedByANewerOneSendsNoCancelAction() async {
        let gate = Latch()
        let store = Store(initialState: State(), reducer: Self.reducer(gate: gate))
        store.dispatch(.load(policy: .cancelInFlight))
        store.dispatch(.load(policy: .cancelInFlight))
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.cancelled == [])
        #expect(store.state.loaded == [RequestID(2)])
        #expect(store.state.status == .loaded)
    }

    @Test func aDebouncedRequestCancelledWhileWaitingSendsItsCancelAction() async {
        let clock = TestClock()
        let base = Self.reducer()
        let store = Store(initialState: State(), reducer: Reducer<State, Action> { state, action in
            guard case .load = action else { return base(&state, action) }
            let id = state.nextID
            state.nextID = id.next
            state.status = .loading(id)
            return Effect<Action>.task { .loaded(id) }
                .debounce(id: Self.loadID, for: .milliseconds(300), clock: clock)
                .onCancel(send: .cancelled(id))
        })
        store.dispatch(.load(policy: .cancelInFlight))
        store.cancelAllEffects()
        #expect(store.state.status == .idle)
        #expect(store.state.cancelled == [RequestID(1)])
        await clock.advance(by: .milliseconds(300))
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.loaded == [])
    }
}

/// `KeyedEffectID` as docs/runtime.md describes it: a policy applies to the effects with the same id and
/// key, never across keys.
@MainActor
struct KeyedEffectIDTests {
    enum Action: Equatable, Sendable {
        case like(item: Int, request: Int)
        case liked(Int)
    }

    static func reducer(gate: Latch, policy: CancellationPolicy) -> Reducer<[Int], Action> {
        Reducer { state, action in
            switch action {
            case .like(let item, let request):
                return Effect<Action>.task {
                    await gate.wait()
                    return .liked(request)
                }
                .cancellable(id: KeyedEffectID("like", key: item), policy: policy)
            case .liked(let request):
                state.append(request)
                return .none
            }
        }
    }

    @Test func latestPerKeyCancelsOnlyTheOlderRequestOfTheSameKey() async {
        let gate = Latch()
        let store = Store(initialState: [Int](), reducer: Self.reducer(gate: gate, policy: .cancelInFlight))
        store.dispatch(.like(item: 1, request: 1))
        store.dispatch(.like(item: 2, request: 2))
        store.dispatch(.like(item: 1, request: 3))
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.sorted() == [2, 3])
    }

    @Test func equalIdsAndKeysAreEqualAndOthersAreNot() {
        #expect(KeyedEffectID("like", key: 1) == KeyedEffectID("like", key: 1))
        #expect(KeyedEffectID("like", key: 1) != KeyedEffectID("like", key: 2))
        #expect(KeyedEffectID("like", key: 1) != KeyedEffectID("save", key: 1))
        #expect(KeyedEffectID("like", key: 7).description == "like[7]")
    }
}

extension KeyedEffectIDTests {
    @Test func cancellingTheIdCancelsEveryKey() async {
        let gate = Latch()
        let base = Self.reducer(gate: gate, policy: .queue)
        let store = Store(initialState: [Int](), reducer: Reducer<[Int], Action> { state, action in
            switch action {
            case .like(item: 0, _):
                return .cancel(id: "like")
            default:
                return base(&state, action)
            }
        })
        store.dispatch(.like(item: 1, request: 1))
        store.dispatch(.like(item: 2, request: 2))
        store.dispatch(.like(item: 0, request: 0))
        gate.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state == [])
    }
}
