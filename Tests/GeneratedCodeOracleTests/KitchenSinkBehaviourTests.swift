import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import Testing
@testable import FixtureFeatures

/// The kitchen-sink feature in a real `Store`, with a hand-written repository and a test clock. Every
/// expected state is written from docs/spec.md ("reduce", "Concurrency", "Pagination") and
/// docs/generated-code.md ("Reducer", "Effects", "Persistence") as an absolute value.
@MainActor
struct KitchenSinkBehaviourTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()

    func makeStore(_ state: KitchenSinkState = KitchenSinkState()) -> Store<KitchenSinkState, KitchenSinkAction> {
        let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
        return Store(initialState: state, reducer: makeKitchenSinkReducer(environment: environment))
    }

    @Test func theInitialStateHoldsTheSpecDefaults() {
        let state = KitchenSinkState()
        #expect(state.query == "a \"quoted\" text\n")
        #expect(state.limit == 10)
        #expect(state.ratio == 0.5)
        #expect(state.enabled == true)
        #expect(state.kind == .high)
        #expect(state.label == nil)
        #expect(state.selected == [1, 2])
        #expect(state.counts == ["a": 1])
        #expect(state.`default` == 0)
        #expect(state.searchStatus == .idle)
        #expect(state.nextRequestID == RequestID(1))
    }

    @Test func everyReduceStepAppliesInOrder() {
        var initial = KitchenSinkState()
        initial.`default` = 5
        initial.selected = [1, 2, 1]
        let store = makeStore(initial)
        store.dispatch(.bumped)
        // increment ratio by 0.25; decrement limit by 2; append [7, 8]; remove every 1; set a literal; reset.
        #expect(store.state.ratio == 0.75)
        #expect(store.state.limit == 8)
        #expect(store.state.selected == [2, 7, 8])
        #expect(store.state.label == .inProgress)
        #expect(store.state.`default` == 0)

        store.dispatch(.toggled)
        #expect(store.state.enabled == false)
        store.dispatch(.picked(id: 7))
        #expect(store.state.selected == [2, 8], "a present element is removed")
        store.dispatch(.picked(id: 3))
        #expect(store.state.selected == [2, 8, 3], "an absent element is appended")
        #expect(repository.searches.calls.isEmpty && repository.counts.calls.isEmpty, "no step starts a request")
    }

    @Test func aSetFromAPayloadStartsTheDebouncedSearchWithTheLastValue() async throws {
        let store = makeStore()
        store.dispatch(.queryChanged(query: "s"))
        store.dispatch(.queryChanged(query: "sw"))
        store.dispatch(.queryChanged(query: "swift"))
        #expect(store.state.query == "swift")
        #expect(store.state.searchStatus == .loading(RequestID(3)))
        #expect(store.state.nextRequestID == RequestID(4))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(199))
        #expect(repository.searches.calls.isEmpty, "nothing is sent within the 200 ms debounce")
        await clock.advance(by: .milliseconds(1))
        try await eventually("the search is sent") { repository.searches.calls.count == 1 }
        #expect(repository.searches.calls == [.init(query: "swift", cursor: nil)])

        repository.searches.answer(0, with: .success(KitchenSinkValues.page(["a", "b"], nextCursor: "c2")))
        try await eventually("the first page is stored") { store.state.searchStatus == .loaded }
        #expect(store.state.entries == [KitchenSinkValues.entry("a"), KitchenSinkValues.entry("b")])
        #expect(store.state.searchPage.nextCursor == "c2")
        #expect(store.state.searchPage.reachedEnd == false)
    }

    @Test func cursorPagesAppendUntilTheLastAndARefreshStartsAgain() async throws {
        let store = makeStore()
        store.dispatch(.search)
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await eventually("the first page is requested") { repository.searches.calls.count == 1 }
        repository.searches.answer(0, with: .success(KitchenSinkValues.page(["a"], nextCursor: "c2")))
        try await eventually("the first page is stored") { store.state.searchStatus == .loaded }

        store.dispatch(.loadMore)
        store.dispatch(.loadMore)
        try await eventually("the next page is requested without a debounce") { repository.searches.calls.count == 2 }
        #expect(store.state.searchPage.isLoadingNextPage == true)
        #expect(repository.searches.calls[1] == .init(query: KitchenSinkState().query, cursor: "c2"))
        repository.searches.answer(1, with: .success(KitchenSinkValues.page(["b"], nextCursor: nil)))
        try await eventually("the next page is appended") { store.state.entries.count == 2 }
        #expect(store.state.entries.map(\.title) == ["a", "b"])
        #expect(store.state.searchPage.reachedEnd == true)
        #expect(store.state.searchPage.isLoadingNextPage == false)

        store.dispatch(.loadMore)
        await clock.advance(by: .seconds(1))
        #expect(repository.searches.calls.count == 2, "no page after the last: a nil cursor ends the list")

        store.dispatch(.refresh)
        try await eventually("the refresh is requested at once (its trigger has debounce: 0ms)") {
            repository.searches.calls.count == 3
        }
        #expect(repository.searches.calls[2].cursor == nil, "a refresh starts again from the first page")
        repository.searches.answer(2, with: .success(KitchenSinkValues.page(["z"], nextCursor: "c9")))
        try await eventually("the first page replaces the items") { store.state.entries.map(\.title) == ["z"] }
        #expect(store.state.searchPage.nextCursor == "c9")
        #expect(store.state.searchPage.reachedEnd == false)
    }

    /// `concurrency: latest`: a new request cancels the one in flight, so a changed query never shows the old
    /// query's results, even when the old response arrives after the new one.
    @Test func latestCancelsTheRequestInFlightAndItsLateAnswerIsIgnored() async throws {
        let store = makeStore()
        store.dispatch(.queryChanged(query: "old"))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await eventually("the old query is sent") { repository.searches.calls.count == 1 }
        store.dispatch(.queryChanged(query: "new"))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await eventually("the new query is sent") { repository.searches.calls.count == 2 }
        #expect(repository.searches.calls.map(\.query) == ["old", "new"])

        repository.searches.answer(1, with: .success(KitchenSinkValues.page(["new result"], nextCursor: nil)))
        try await eventually("the new results are stored") { store.state.searchStatus == .loaded }
        repository.searches.answer(0, with: .success(KitchenSinkValues.page(["old result"], nextCursor: nil)))
        try await stillHolds("the old answer changes nothing") {
            store.state.entries.map(\.title) == ["new result"] && store.state.searchStatus == .loaded
        }
    }

    @Test func staleResponsesAreIgnored() async throws {
        let store = makeStore()
        store.dispatch(.count)
        #expect(store.state.countStatus == .loading(RequestID(1)))
        store.dispatch(.countSucceeded(RequestID(7), KitchenSinkValues.page([], nextCursor: nil, total: 99)))
        store.dispatch(.countFailed(RequestID(7), .cancelled))
        #expect(store.state.countStatus == .loading(RequestID(1)), "a response to another request changes nothing")
        #expect(store.state.total == nil)
        try await eventually("the request is sent") { repository.counts.calls.count == 1 }
        repository.counts.answer(0, with: .success(KitchenSinkValues.page([], nextCursor: nil, total: 3)))
        try await eventually("the current response is stored") { store.state.countStatus == .loaded }
        #expect(store.state.total == 3, "stored from the path meta.total")
    }

    @Test func dropWhileInFlightIgnoresARequestWhileOneIsLoading() async throws {
        let store = makeStore()
        store.dispatch(.count)
        store.dispatch(.count)
        #expect(store.state.countStatus == .loading(RequestID(1)))
        #expect(store.state.nextRequestID == RequestID(2), "the second request is dropped before it takes an id")
        try await eventually("the first request is sent") { repository.counts.calls.count == 1 }
        repository.counts.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await eventually("the failure is shown") { store.state.countStatus == .failed(.httpStatus(500, body: nil)) }
        store.dispatch(.count)
        try await eventually("a request after the first ended is sent") { repository.counts.calls.count == 2 }
        #expect(store.state.countStatus == .loading(RequestID(2)))
    }

    @Test func queuedRequestsRunOneAfterAnotherAndEveryResponseIsStored() async throws {
        let store = makeStore()
        let first = KitchenSinkValues.entry("first")
        let second = KitchenSinkValues.entry("second")
        store.dispatch(.save(entry: first, note: nil, id: WireValues.uuid, kind: .low))
        store.dispatch(.save(entry: second, note: "n", id: WireValues.uuid, kind: .high))
        #expect(store.state.saveStatus == .loading(RequestID(2)), "the status follows the latest request")
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(100))
        try await eventually("the first save is sent") { repository.saves.calls.count == 1 }
        if clock.sleeperCount > 0 { await clock.advance(by: .milliseconds(100)) }
        try await stillHolds("the second save waits for the first") { repository.saves.calls == [first] }

        repository.saves.answer(0, with: .success(KitchenSinkValues.entry("saved first")))
        try await eventually("the first response is stored") { store.state.last?.title == "saved first" }
        #expect(store.state.saveStatus == .loading(RequestID(2)), "the response of an earlier request keeps the status")
        try await eventually("the second save is sent") {
            if clock.sleeperCount > 0 { Task { await clock.advance(by: .milliseconds(100)) } }
            return repository.saves.calls.count == 2
        }
        #expect(repository.saves.calls == [first, second])
        repository.saves.answer(1, with: .success(KitchenSinkValues.entry("saved second")))
        try await eventually("the second response is stored") { store.state.last?.title == "saved second" }
        #expect(store.state.saveStatus == .loaded)
    }

    @Test func aCustomActionRunsItsHookThenStartsItsRequests() async throws {
        let store = makeStore()
        store.dispatch(.tick(by: 3, state: "go"))
        // The hook (UserCode/KitchenSinkHooks.swift) adds `by` to limit and sends `toggled` for a non-empty text.
        #expect(store.state.limit == 13)
        #expect(store.state.countStatus == .loading(RequestID(1)))
        try await eventually("the hook's effect runs") { store.state.enabled == false }
        try await eventually("the triggered request is sent") { repository.counts.calls.count == 1 }
    }

    @Test func persistedFieldsSurviveANewStore() throws {
        let storage = InMemoryPersistenceStore()
        let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
        let store = makeKitchenSinkStore(environment: environment, persistenceStore: storage)
        store.dispatch(.toggled)
        store.dispatch(.picked(id: 5))
        store.dispatch(.queryChanged(query: "not persisted"))

        let restarted = makeKitchenSinkStore(environment: environment, persistenceStore: storage)
        #expect(restarted.state.enabled == false)
        #expect(restarted.state.selected == [1, 2, 5])
        #expect(restarted.state.query == KitchenSinkState().query, "a field without persist: true starts at its default")
        #expect(try storage.data(forKey: "KitchenSink.enabled") != nil, "saved under <Feature>.<field>")
    }
}
