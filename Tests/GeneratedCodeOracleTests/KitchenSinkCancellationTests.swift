@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// Cancelled requests of the kitchen-sink feature, once per side-effect flavor. The expected values are
/// written from docs/spec.md: "A request cancelled by `store.cancelAllEffects()` or a cancel effect sends
/// `<endpoint>Cancelled` and its status goes back to `.idle`, from which the endpoint loads again", and the
/// `cancel: e` and `resetStatus: e` steps ("each sends `eCancelled` and the status goes back to `.idle`").
@MainActor
struct KitchenSinkCancellationTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()

    func makeStore(_ flavor: KitchenSinkFlavor) -> KitchenSinkHarness {
        flavor.makeStore(repository: repository, clock: clock)
    }

    @Test(arguments: KitchenSinkFlavor.allCases)
    func cancelAllEffectsPutsARequestInFlightBackToIdleAndItLoadsAgain(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.count)
        try await waitUntil("the request is sent") { repository.counts.calls.count == 1 }
        #expect(store.state.count.status == .loading(RequestID(1)))

        store.cancelAllEffects()
        try await waitUntil("countCancelled puts the status back") { store.state.count.status == .idle }
        repository.counts.answer(0, with: .success(.init(titles: [], nextCursor: nil, total: 5)))
        try await expectStillTrue("the cancelled request's answer changes nothing") {
            store.state.count.status == .idle && store.state.total == nil
        }

        store.send(.count)
        #expect(store.state.count.status == .loading(RequestID(2)), "dropWhileInFlight no longer sees a request loading")
        try await waitUntil("the endpoint loads again") { repository.counts.calls.count == 2 }
        repository.counts.answer(1, with: .success(.init(titles: [], nextCursor: nil, total: 6)))
        try await waitUntil("the new answer is stored") { store.state.count.status == .loaded }
        #expect(store.state.total == 6)
    }

    /// Cancelled while waiting for its debounce: nothing is sent and the status goes back to `.idle`.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func cancellingADebouncedRequestBeforeItIsSentPutsItBackToIdle(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.queryChanged("swift"))
        #expect(store.state.search.status == .loading(RequestID(1)))
        try await whenSleeping(on: clock)

        store.cancelAllEffects()
        try await waitUntil("searchCancelled puts the status back") { store.state.search.status == .idle }
        await clock.advance(by: .seconds(1))
        try await expectStillTrue("the cancelled search is never sent") { repository.searches.calls.isEmpty }
        #expect(store.state.search.page.isLoadingNextPage == false)
    }

    /// A next page cancelled in flight: the status goes back to `.idle` and the page stops loading, so the
    /// next page can be asked for again.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func aCancelledNextPageStopsLoadingAndCanBeAskedForAgain(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.search)
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(200))
        try await waitUntil("the first page is requested") { repository.searches.calls.count == 1 }
        repository.searches.answer(0, with: .success(.init(titles: ["a"], nextCursor: "c2")))
        try await waitUntil("the first page is stored") { store.state.search.status == .loaded }

        store.send(.loadMore)
        try await waitUntil("the next page is requested") { repository.searches.calls.count == 2 }
        store.cancelAllEffects()
        try await waitUntil("searchCancelled puts the status back") { store.state.search.status == .idle }
        #expect(store.state.search.page.isLoadingNextPage == false)
        #expect(store.state.entryTitles == ["a"])

        store.send(.loadMore)
        try await waitUntil("the next page is requested again") { repository.searches.calls.count == 3 }
        #expect(repository.searches.calls[2] == .init(query: KitchenSinkState().query, cursor: "c2"))
    }

    /// `cancel: like` in `bumped` cancels the like in flight; it reports `likeCancelled` and loads again.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func aCancelStepPutsTheEndpointBackToIdle(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        let item = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        store.send(.like(item))
        try await waitUntil("the like is sent") { repository.likes.calls.count == 1 }
        #expect(store.state.like.status == .loading(RequestID(1)))

        store.send(.bumped)
        try await waitUntil("likeCancelled puts the status back") { store.state.like.status == .idle }
        repository.likes.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await expectStillTrue("the cancelled like's answer changes nothing") {
            store.state.like.status == .idle && store.state.like.failures.isEmpty
        }

        store.send(.like(item))
        try await waitUntil("the endpoint loads again") { repository.likes.calls.count == 2 }
        repository.likes.answer(1, with: .success(()))
        try await waitUntil("the new like answers") { store.state.like.status == .loaded }
    }

    /// `resetStatus: save` in `bumped` cancels the save waiting for its 100 ms delay, sets the status to
    /// `.idle` at once and empties `save.failures`.
    @Test(arguments: KitchenSinkFlavor.allCases)
    func aResetStatusStepCancelsAndForgetsTheFailures(_ flavor: KitchenSinkFlavor) async throws {
        let store = makeStore(flavor)
        store.send(.save(title: "first"))
        try await whenSleeping(on: clock)
        await clock.advance(by: .milliseconds(100))
        try await waitUntil("the first save is sent") { repository.saves.calls.count == 1 }
        repository.saves.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure is listed") { store.state.save.failures.count == 1 }
        store.send(.save(title: "second"))
        try await whenSleeping(on: clock)
        #expect(store.state.save.status == .loading(RequestID(2)))

        store.send(.bumped)
        #expect(store.state.save.status == .idle)
        #expect(store.state.save.failures.isEmpty)
        await clock.advance(by: .seconds(1))
        try await expectStillTrue("the second save, cancelled while waiting, is never sent") {
            repository.saves.calls == ["first"] && store.state.save.status == .idle && store.state.lastTitle == nil
        }
        try await waitUntil("no effect is left in flight") { store.inFlightEffectCount == 0 }
    }
}
