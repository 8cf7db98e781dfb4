@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// Trigger conditions, chains, outcome steps and outcome hooks of the kitchen-sink feature in a real
/// `Store`. Expected values are written from docs/spec.md ("Conditions", "Chains", "Outcome steps",
/// "Outcome hooks") and docs/generated-code.md ("Hooks on outcomes") for the kitchen-sink spec:
/// `search` is triggered by `queryChanged` when `notEmpty: state.query`; `count` by `tick` when
/// `isNil: state.total`, and by `pingFailed`, with `onFailure: set query from message`; `save` has
/// `onSuccess: increment limit, set last from response`; `ping` is triggered by `saveSucceeded` and has
/// hooks on `succeeded` and `failed` (UserCode/KitchenSinkHooks.swift: a 404 pings again through the
/// environment's repository).
@MainActor
struct KitchenSinkTriggerTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()

    func makeStore(_ state: KitchenSinkState = KitchenSinkState()) -> Store<KitchenSinkState, KitchenSinkAction> {
        let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
        return Store(initialState: state, reducer: makeKitchenSinkReducer(environment: environment))
    }

    @Test func anEmptyQueryStartsNoSearch() async throws {
        let store = makeStore()
        store.dispatch(.queryChanged(query: ""))
        #expect(store.state.query == "")
        #expect(store.state.search.status == .idle, "the condition fails: no status change")
        #expect(store.state.search.nextRequestID == RequestID(1), "and no request id is taken")
        await clock.advance(by: .milliseconds(500))
        try await expectStillTrue("nothing is sent") { repository.searches.calls.isEmpty }
    }

    @Test func aNonEmptyQueryStartsTheSearch() {
        let store = makeStore()
        store.dispatch(.queryChanged(query: "a"))
        #expect(store.state.search.status == .loading(RequestID(1)))
        #expect(store.state.search.nextRequestID == RequestID(2))
    }

    @Test func aConditionReadsTheStateTheCustomHookLeaves() {
        var withTotal = KitchenSinkState()
        withTotal.total = 3
        let store = makeStore(withTotal)
        store.dispatch(.tick(by: 1, state: ""))
        #expect(store.state.limit == 11, "the hook ran")
        #expect(store.state.count.status == .idle, "isNil: state.total fails: count does not start")

        let fresh = makeStore()
        fresh.dispatch(.tick(by: 1, state: ""))
        #expect(fresh.state.count.status == .loading(RequestID(1)))
    }

    /// docs/spec.md, "Per-trigger debounce": `{ action: refresh, debounce: 0ms }` replaces the endpoint's
    /// 200 ms for refreshes, while `queryChanged` keeps waiting 200 ms.
    @Test func aTriggersOwnDebounceReplacesTheEndpoints() async throws {
        let store = makeStore()
        store.dispatch(.refresh)
        #expect(store.state.search.status == .loading(RequestID(1)))
        try await waitUntil("the refresh is sent without the clock advancing") { repository.searches.calls.count == 1 }

        store.dispatch(.queryChanged(query: "swift"))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(199))
        try await expectStillTrue("typing still waits for the endpoint's 200 ms") { repository.searches.calls.count == 1 }
        await clock.advance(by: .milliseconds(1))
        try await waitUntil("the query is sent after 200 ms") { repository.searches.calls.count == 2 }
        #expect(repository.searches.calls.last == .init(query: "swift", cursor: nil))
    }

    @Test func aSuccessRunsItsStepsThenStartsTheChainedRequest() async throws {
        let store = makeStore()
        let entry = KitchenSinkValues.entry("draft")
        store.dispatch(.save(entry: entry, note: nil, id: WireValues.uuid, kind: .low))
        #expect(store.state.save.status == .loading(RequestID(1)))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(100))
        try await waitUntil("the save is sent") { repository.saves.calls.count == 1 }

        repository.saves.answer(0, with: .success("saved"))
        try await waitUntil("the success is handled") { store.state.save.status == .loaded }
        #expect(store.state.limit == 11, "onSuccess: increment limit (default 10) by 1")
        #expect(store.state.last == KitchenSinkValues.entry("saved"), "onSuccess: set last from response")
        // Each endpoint counts its requests from 1 (docs/generated-code.md): the chained ping is ping's first.
        #expect(store.state.ping.status == .loading(RequestID(1)), "saveSucceeded triggers ping")
        #expect(store.state.ping.nextRequestID == RequestID(2))
        #expect(store.state.save.nextRequestID == RequestID(2))
        try await waitUntil("the chained ping is sent with state.default") { repository.pings.calls == [0] }
    }

    @Test func aFailureChainsAndItsStepsReadTheErrorMessage() async throws {
        var state = KitchenSinkState()
        state.total = 1
        let store = makeStore(state)
        store.dispatch(.ping)
        try await waitUntil("the ping is sent") { repository.pings.calls.count == 1 }

        repository.pings.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure is handled") { store.state.ping.status == .failed(.httpStatus(500, body: nil)) }
        #expect(store.state.count.status == .loading(RequestID(1)), "pingFailed triggers count, its first request")
        try await waitUntil("the chained count is sent") { repository.counts.calls.count == 1 }

        repository.counts.answer(0, with: .failure(.httpStatus(503, body: "busy")))
        try await waitUntil("the count failure is handled") { store.state.count.status.isError }
        #expect(store.state.query == "HTTP status 503: busy", "onFailure: set query from message (the error's description)")
    }

    @Test func aStaleAnswerRunsNoStepsAndStartsNoChain() {
        var state = KitchenSinkState()
        state.ping.status = .loading(RequestID(2))
        state.ping.nextRequestID = RequestID(3)
        let store = makeStore(state)
        store.dispatch(.pingResponse(.failed(RequestID(1), .httpStatus(404, body: nil))))
        #expect(store.state.ping.status == .loading(RequestID(2)))
        #expect(store.state.count.status == .idle, "a stale failure chains nothing")
        #expect(store.state.count.nextRequestID == RequestID(1))
        #expect(store.state.ping.nextRequestID == RequestID(3))
        #expect(repository.pings.calls.isEmpty, "nor runs the hook")
    }

    @Test func anOutcomeHookRunsWithTheEnvironmentBeforeTheChain() async throws {
        var state = KitchenSinkState()
        state.total = 1
        state.ping.status = .loading(RequestID(1))
        state.ping.nextRequestID = RequestID(2)
        let store = makeStore(state)
        store.dispatch(.pingResponse(.failed(RequestID(1), .httpStatus(404, body: nil))))
        #expect(store.state.ping.status == .failed(.httpStatus(404, body: nil)))
        #expect(store.state.count.status == .loading(RequestID(1)), "the chain starts after the hook")
        try await waitUntil("the hook pings again through environment.repository") { repository.pings.calls == [0] }
    }
}
