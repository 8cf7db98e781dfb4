@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// The kitchen-sink feature's requests in a real store, once per side-effect flavor, with a hand-written
/// repository and a test clock. Every expected value is written from docs/spec.md ("Concurrency",
/// "Per item", "Pagination", "sideEffects": both flavors behave the same) and docs/generated-code.md
/// ("Effects", "Middleware") as an absolute value.
@Suite(.loopbackServers)
@MainActor
struct KitchenSinkRequestTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()

    func makeStore(_ flavor: KitchenSinkFlavor) -> KitchenSinkHarness {
        flavor.makeStore(repository: repository, clock: clock)
    }

    @Test(arguments: KitchenSinkFlavor.allCases)
    func aSetFromAPayloadStartsTheDebouncedSearchWithTheLastValue(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.queryChanged("s"))
        store.send(.queryChanged("sw"))
        store.send(.queryChanged("swift"))
        #expect(store.state.search.status == .loading(RequestID(3)))
        #expect(store.state.search.nextRequestID == RequestID(4))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(199))
        #expect(repository.searches.calls.isEmpty, "nothing is sent within the 200 ms debounce")
        await clock.advance(by: .milliseconds(1))
        try await waitUntil("the search is sent") { repository.searches.calls.count == 1 }
        #expect(repository.searches.calls == [.init(query: "swift", cursor: nil)])

        repository.searches.answer(0, with: .success(.init(titles: ["a", "b"], nextCursor: "c2")))
        try await waitUntil("the first page is stored") { store.state.search.status == .loaded }
        #expect(store.state.entryTitles == ["a", "b"])
        #expect(store.state.search.page.nextCursor == "c2")
        #expect(store.state.search.page.reachedEnd == false)
    }

    @Test(arguments: KitchenSinkFlavor.allCases)
    func cursorPagesAppendUntilTheLastAndARefreshStartsAgain(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.search)
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await waitUntil("the first page is requested") { repository.searches.calls.count == 1 }
        repository.searches.answer(0, with: .success(.init(titles: ["a"], nextCursor: "c2")))
        try await waitUntil("the first page is stored") { store.state.search.status == .loaded }

        store.send(.loadMore)
        store.send(.loadMore)
        try await waitUntil("the next page is requested without a debounce") { repository.searches.calls.count == 2 }
        #expect(store.state.search.page.isLoadingNextPage == true)
        #expect(repository.searches.calls[1] == .init(query: KitchenSinkState().query, cursor: "c2"))
        repository.searches.answer(1, with: .success(.init(titles: ["b"], nextCursor: nil)))
        try await waitUntil("the next page is appended") { store.state.entryTitles.count == 2 }
        #expect(store.state.entryTitles == ["a", "b"])
        #expect(store.state.search.page.reachedEnd == true)
        #expect(store.state.search.page.isLoadingNextPage == false)

        store.send(.loadMore)
        await clock.advance(by: .seconds(1))
        #expect(repository.searches.calls.count == 2, "no page after the last: a nil cursor ends the list")

        store.send(.refresh)
        try await waitUntil("the refresh is requested at once (its trigger has debounce: 0ms)") {
            repository.searches.calls.count == 3
        }
        #expect(repository.searches.calls[2].cursor == nil, "a refresh starts again from the first page")
        repository.searches.answer(2, with: .success(.init(titles: ["z"], nextCursor: "c9")))
        try await waitUntil("the first page replaces the items") { store.state.entryTitles == ["z"] }
        #expect(store.state.search.page.nextCursor == "c9")
        #expect(store.state.search.page.reachedEnd == false)
    }

    /// `concurrency: latest`: a new request cancels the one in flight, so a changed query never shows the old
    /// query's results, even when the old response arrives after the new one.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func latestCancelsTheRequestInFlightAndItsLateAnswerIsIgnored(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.queryChanged("old"))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await waitUntil("the old query is sent") { repository.searches.calls.count == 1 }
        store.send(.queryChanged("new"))
        #expect(store.state.search.status == .loading(RequestID(2)))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await waitUntil("the new query is sent") { repository.searches.calls.count == 2 }
        #expect(repository.searches.calls.map(\.query) == ["old", "new"])
        #expect(store.state.search.status == .loading(RequestID(2)), "the replaced request does not reset the status")

        repository.searches.answer(1, with: .success(.init(titles: ["new result"], nextCursor: nil)))
        try await waitUntil("the new results are stored") { store.state.search.status == .loaded }
        repository.searches.answer(0, with: .success(.init(titles: ["old result"], nextCursor: nil)))
        try await expectStillTrue("the old answer changes nothing") {
            store.state.entryTitles == ["new result"] && store.state.search.status == .loaded
        }
    }

    @Test(arguments: KitchenSinkFlavor.allCases)
    func staleResponsesAreIgnored(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.count)
        #expect(store.state.count.status == .loading(RequestID(1)))
        store.send(.countSucceeded(RequestID(7), total: 99))
        store.send(.countFailed(RequestID(7), .cancelled))
        #expect(store.state.count.status == .loading(RequestID(1)), "a response to another request changes nothing")
        #expect(store.state.total == nil)
        try await waitUntil("the request is sent") { repository.counts.calls.count == 1 }
        repository.counts.answer(0, with: .success(.init(titles: [], nextCursor: nil, total: 3)))
        try await waitUntil("the current response is stored") { store.state.count.status == .loaded }
        #expect(store.state.total == 3, "stored from the path meta.total")
    }

    @Test(arguments: KitchenSinkFlavor.allCases)
    func dropWhileInFlightIgnoresARequestWhileOneIsLoading(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.count)
        store.send(.count)
        #expect(store.state.count.status == .loading(RequestID(1)))
        #expect(store.state.count.nextRequestID == RequestID(2), "the second request is dropped before it takes an id")
        try await waitUntil("the first request is sent") { repository.counts.calls.count == 1 }
        try await expectStillTrue("the dropped request is never sent") { repository.counts.calls.count == 1 }
        repository.counts.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure is shown") { store.state.count.status == .failed(.httpStatus(500, body: nil)) }
        store.send(.count)
        try await waitUntil("a request after the first ended is sent") { repository.counts.calls.count == 2 }
        #expect(store.state.count.status == .loading(RequestID(2)))
    }

    /// `queue` with a 100 ms `delayed`-style debounce: every save reaches the server, one after another.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func queuedRequestsRunOneAfterAnotherAndEveryResponseIsStored(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.save(title: "first"))
        store.send(.save(title: "second"))
        #expect(store.state.save.status == .loading(RequestID(2)), "the status follows the latest request")
        try await advanceQueuedSaves(until: 1)
        try await expectStillTrue("the second save waits for the first") { repository.saves.calls == ["first"] }

        repository.saves.answer(0, with: .success("saved first"))
        try await waitUntil("the first response is stored") { store.state.lastTitle == "saved first" }
        #expect(store.state.save.status == .loading(RequestID(2)), "the response of an earlier request keeps the status")
        try await advanceQueuedSaves(until: 2)
        #expect(repository.saves.calls == ["first", "second"])
        repository.saves.answer(1, with: .success("saved second"))
        try await waitUntil("the second response is stored") { store.state.lastTitle == "saved second" }
        #expect(store.state.save.status == .loaded)
        #expect(store.state.save.failures == [])
    }

    /// `queue`: "each failed request is kept in the generated `<endpoint>Failures` list, so a later success
    /// never hides an earlier failure".
    @Test(arguments: KitchenSinkFlavor.allCases)
    func aQueuedFailureStaysListedAfterALaterSuccess(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.save(title: "first"))
        store.send(.save(title: "second"))
        try await advanceQueuedSaves(until: 1)
        repository.saves.answer(0, with: .failure(.httpStatus(409, body: nil)))
        try await waitUntil("the failure is listed") { store.state.save.failures.count == 1 }
        #expect(store.state.save.failures == [RequestFailure(RequestID(1), .httpStatus(409, body: nil))])
        #expect(store.state.save.status == .loading(RequestID(2)), "the failure of an earlier request keeps the status")

        try await advanceQueuedSaves(until: 2)
        repository.saves.answer(1, with: .success("saved second"))
        try await waitUntil("the second response is stored") { store.state.save.status == .loaded }
        #expect(store.state.lastTitle == "saved second")
        #expect(store.state.save.failures == [RequestFailure(RequestID(1), .httpStatus(409, body: nil))])
    }

    /// `concurrency: { policy: latest, key: payload.id }`: liking item 1 twice sends the second like of item 1
    /// and cancels the first, while the like of item 2 in between is sent and stays current.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func aKeyedLatestPolicyReplacesOnlyTheRequestWithTheSameKey(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        let item1 = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        let item2 = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
        store.send(.like(item1))
        try await waitUntil("the first like of item 1 is sent") { repository.likes.calls.count == 1 }
        store.send(.like(item2))
        try await waitUntil("the like of item 2 is sent") { repository.likes.calls.count == 2 }
        store.send(.like(item1))
        try await waitUntil("the second like of item 1 is sent") { repository.likes.calls.count == 3 }
        #expect(repository.likes.calls == [item1, item2, item1])
        #expect(store.state.like.status == .loading(RequestID(3)), "the status follows the latest request")

        repository.likes.answer(1, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure of item 2's like is listed") { store.state.like.failures.count == 1 }
        #expect(store.state.like.failures == [RequestFailure(RequestID(2), .httpStatus(500, body: nil))])
        repository.likes.answer(0, with: .failure(.httpStatus(500, body: nil)))
        repository.likes.answer(2, with: .success(()))
        try await waitUntil("the latest like of item 1 answers") { store.state.like.status == .loaded }
        try await expectStillTrue("the replaced like of item 1 reports nothing") {
            store.state.like.failures == [RequestFailure(RequestID(2), .httpStatus(500, body: nil))]
                && store.state.like.status == .loaded
        }
    }

    /// Waits until `count` saves have been sent, moving the test clock past the 100 ms delay of every save
    /// that waits on it meanwhile (one advance at a time, awaited).
    private func advanceQueuedSaves(until count: Int, sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil("\(count) save(s) are sent", sourceLocation: sourceLocation) {
            if repository.saves.calls.count >= count { return true }
            if clock.sleeperCount > 0 { await clock.advance(by: .milliseconds(100)) }
            return false
        }
    }
}
