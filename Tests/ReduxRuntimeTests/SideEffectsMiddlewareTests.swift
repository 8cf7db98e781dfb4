import Testing
import ReduxRuntime
import ReduxRuntimeTesting

/// A request feature in the middleware style: the reducer only marks a request as started, and a
/// `sideEffects` middleware sends the requests the reducer started.
private struct LoadState: Equatable, Sendable {
    var status: RequestStatus = .idle
    var nextRequestID = RequestID(1)
    var items: [String] = []
}

private enum LoadAction: Equatable, Sendable {
    case load
    /// Starts a request only when none is loading.
    case loadIfIdle
    case loaded(RequestID, [String])
}

private let loadReducer = Reducer<LoadState, LoadAction> { state, action in
    switch action {
    case .load:
        state.status = .loading(state.nextRequestID)
        state.nextRequestID = state.nextRequestID.next
    case .loadIfIdle:
        guard !state.status.isLoading else { return .none }
        state.status = .loading(state.nextRequestID)
        state.nextRequestID = state.nextRequestID.next
    case .loaded(let id, let items):
        guard state.status.isCurrent(id) else { return .none }
        state.status = .loaded
        state.items = items
    }
    return .none
}

private enum LoadCancelID: Hashable, Sendable { case load }

/// Sends a started request, which answers `items` after `delay` on `clock`.
private func loadMiddleware(
    items: [String],
    delay: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
) -> Middleware<LoadState, LoadAction> {
    .sideEffects(snapshot: \.nextRequestID) { action, firstNewRequest, state in
        switch action {
        case .load, .loadIfIdle:
            guard let id = state.status.requestID(startedSince: firstNewRequest) else { return .none }
            return Effect<LoadAction>.run { send in
                try await clock.sleep(for: delay)
                await send(.loaded(id, items))
            }
            .cancellable(id: LoadCancelID.load, policy: .cancelInFlight)
        case .loaded:
            return .none
        }
    }
}

@MainActor
struct SideEffectsMiddlewareTests {
    @Test func aStartedRequestIsSentAndItsResponseReduced() async {
        let store = TestStore(initialState: LoadState(), reducer: loadReducer, middleware: [loadMiddleware(items: ["a"])])
        await store.send(.load) {
            $0.status = .loading(RequestID(1))
            $0.nextRequestID = RequestID(2)
        }
        await store.receive(.loaded(RequestID(1), ["a"])) {
            $0.status = .loaded
            $0.items = ["a"]
        }
        await store.finish()
    }

    @Test func anActionTheReducerRefusesSendsNothing() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: LoadState(),
            reducer: loadReducer,
            middleware: [loadMiddleware(items: ["a"], delay: .seconds(1), clock: clock)]
        )
        await store.send(.load) {
            $0.status = .loading(RequestID(1))
            $0.nextRequestID = RequestID(2)
        }
        // A request is loading, so the reducer leaves the state alone and the middleware sends nothing:
        // one effect runs, not two (a second would cancel the first and be the one to answer).
        await store.send(.loadIfIdle)
        #expect(store.inFlightEffectCount == 1)
        await clock.advance(by: .seconds(1))
        await store.receive(.loaded(RequestID(1), ["a"])) {
            $0.status = .loaded
            $0.items = ["a"]
        }
        await store.finish()
    }

    @Test func requestIDStartedSinceSeesOnlyNewRequests() {
        #expect(RequestStatus.loading(RequestID(3)).requestID(startedSince: RequestID(3)) == RequestID(3))
        #expect(RequestStatus.loading(RequestID(4)).requestID(startedSince: RequestID(3)) == RequestID(4))
        #expect(RequestStatus.loading(RequestID(2)).requestID(startedSince: RequestID(3)) == nil)
        #expect(RequestStatus.loaded.requestID(startedSince: RequestID(1)) == nil)
        #expect(RequestStatus.idle.requestID(startedSince: RequestID(1)) == nil)
    }
}

private struct ParentState: Equatable, Sendable {
    var load = LoadState()
    var other = 0
}

private enum ParentAction: Equatable, Sendable {
    case load(LoadAction)
    case other
}

extension ActionPath where Root == ParentAction, Value == LoadAction {
    fileprivate static let load = ActionPath(embed: ParentAction.load) { action in
        guard case .load(let child) = action else { return nil }
        return child
    }
}

private let parentReducer = Reducer<ParentState, ParentAction>.combine(
    loadReducer.pullback(state: \ParentState.load, action: .load),
    Reducer { state, action in
        if action == .other { state.other += 1 }
        return .none
    }
)

@MainActor
struct MiddlewarePullbackTests {
    @Test func aPulledBackMiddlewareWorksOnItsSliceAndEmbedsWhatItSends() async {
        let store = TestStore(
            initialState: ParentState(),
            reducer: parentReducer,
            middleware: [loadMiddleware(items: ["b"]).pullback(state: \ParentState.load, action: .load)]
        )
        await store.send(.other) { $0.other = 1 }
        await store.send(.load(.load)) {
            $0.load.status = .loading(RequestID(1))
            $0.load.nextRequestID = RequestID(2)
        }
        await store.receive(.load(.loaded(RequestID(1), ["b"]))) {
            $0.load.status = .loaded
            $0.load.items = ["b"]
        }
        await store.finish()
    }

    @Test func otherActionsPassByTheFeatureMiddleware() {
        var seen: [LoadAction] = []
        let spy = Middleware<LoadState, LoadAction>.before { _, action in seen.append(action) }
        let store = Store(
            initialState: ParentState(),
            reducer: parentReducer,
            middleware: [spy.pullback(state: \ParentState.load, action: .load)]
        )
        store.dispatch(.other)
        store.dispatch(.load(.loaded(RequestID(9), [])))
        #expect(seen == [.loaded(RequestID(9), [])])
        #expect(store.state.other == 1)
    }

    @Test func aPulledBackContextReadsAndDispatchesThroughTheParent() {
        var readCounts: [Int] = []
        let echo = Middleware<LoadState, LoadAction> { context, next in
            { action in
                next(action)
                readCounts.append(context.state.items.count)
                if action == .load { context.dispatch(.loaded(RequestID(1), ["x", "y"])) }
            }
        }
        let store = Store(
            initialState: ParentState(),
            reducer: parentReducer,
            middleware: [echo.pullback(state: \ParentState.load, action: .load)]
        )
        store.dispatch(.load(.load))
        #expect(store.state.load.items == ["x", "y"])
        #expect(readCounts == [0, 2])
    }
}
