@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// The kitchen sink's `store:` targets and reduce steps that read state, in a real `Store` with a
/// hand-written repository. Every expected state is written from docs/spec.md ("Response and store",
/// "Reading state") as an absolute value.
@Suite(.loopbackServers)
@MainActor
struct KitchenSinkStoreTargetTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()

    static let first = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
    static let second = UUID(uuidString: "00000000-0000-0000-0000-000000000002")!
    static let third = UUID(uuidString: "00000000-0000-0000-0000-000000000003")!

    func makeStore(_ state: KitchenSinkState = KitchenSinkState()) -> Store<KitchenSinkState, KitchenSinkAction> {
        let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
        return Store(initialState: state, reducer: makeKitchenSinkReducer(environment: environment))
    }

    func entry(_ title: String, _ id: UUID) -> KitchenSink.Entry {
        KitchenSinkValues.entry(title, id: id)
    }

    @Test func aCreatedEntryIsAppendedAndAlsoReplacesLast() async throws {
        var initial = KitchenSinkState()
        initial.entries = [entry("a", Self.first)]
        let store = makeStore(initial)
        store.dispatch(.create(entry: entry("draft", Self.second)))
        try await waitUntil("the create is sent") { repository.creates.calls.count == 1 }
        repository.creates.answer(0, with: .success(entry("b", Self.second)))
        try await waitUntil("the created entry is stored") { store.state.create.status == .loaded }
        // store: [{ append: entries }, { into: last }]
        #expect(store.state.entries == [entry("a", Self.first), entry("b", Self.second)])
        #expect(store.state.last == entry("b", Self.second))
    }

    @Test func twoQuickCreatesBothAppendInOrder() async throws {
        let store = makeStore()
        store.dispatch(.create(entry: entry("x", Self.first)))
        store.dispatch(.create(entry: entry("y", Self.second)))
        // A POST queues by default: the second is sent once the first has answered.
        try await waitUntil("the first create is sent") { repository.creates.calls.count == 1 }
        repository.creates.answer(0, with: .success(entry("x", Self.first)))
        try await waitUntil("the second create is sent") { repository.creates.calls.count == 2 }
        repository.creates.answer(1, with: .success(entry("y", Self.second)))
        try await waitUntil("both are stored") { store.state.create.status == .loaded }
        #expect(store.state.entries == [entry("x", Self.first), entry("y", Self.second)])
    }

    @Test func anUpsertReplacesTheElementWithTheSameIDOrAppends() async throws {
        var initial = KitchenSinkState()
        initial.entries = [entry("a", Self.first), entry("b", Self.second)]
        let store = makeStore(initial)
        store.dispatch(.update(id: Self.first, entry: entry("ignored", Self.first)))
        try await waitUntil("the update is sent") { repository.updates.calls == [Self.first] }
        repository.updates.answer(0, with: .success(entry("a2", Self.first)))
        try await waitUntil("the answer replaces the element with its id") {
            store.state.entries == [entry("a2", Self.first), entry("b", Self.second)]
        }

        store.dispatch(.update(id: Self.third, entry: entry("ignored", Self.third)))
        try await waitUntil("the second update is sent") { repository.updates.calls.count == 2 }
        repository.updates.answer(1, with: .success(entry("c", Self.third)))
        try await waitUntil("an unknown id is appended") {
            store.state.entries == [entry("a2", Self.first), entry("b", Self.second), entry("c", Self.third)]
        }
    }

    @Test func aRemovalTakesTheIDFromTheResponseAndEveryElementWithIt() async throws {
        var initial = KitchenSinkState()
        initial.entries = [entry("a", Self.first), entry("b", Self.second), entry("a again", Self.first)]
        let store = makeStore(initial)
        // The request names the second entry, but the response's id decides what is removed.
        store.dispatch(.archive(id: Self.second))
        try await waitUntil("the archive is sent") { repository.archives.calls == [Self.second] }
        repository.archives.answer(0, with: .success(entry("archived", Self.first)))
        try await waitUntil("the archive is stored") { store.state.archive.status == .loaded }
        // store: [{ removeFrom: entries, by: id }, { upsert: archived, by: id }]
        #expect(store.state.entries == [entry("b", Self.second)])
        #expect(store.state.archived == [entry("archived", Self.first)])
    }

    @Test func aFailedRemovalChangesNoElement() async throws {
        var initial = KitchenSinkState()
        initial.entries = [entry("a", Self.first)]
        let store = makeStore(initial)
        store.dispatch(.archive(id: Self.first))
        try await waitUntil("the archive is sent") { repository.archives.calls.count == 1 }
        repository.archives.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure is kept") { store.state.archive.failures.count == 1 }
        #expect(store.state.entries == [entry("a", Self.first)])
        #expect(store.state.archived == [])
    }

    @Test func targetsWithPathsFillSeveralFieldsFromOneResponse() async throws {
        var initial = KitchenSinkState()
        initial.archived = [entry("z", Self.third)]
        let store = makeStore(initial)
        store.dispatch(.summary)
        try await waitUntil("the summary is sent") { repository.summaries.calls.count == 1 }
        let page = KitchenSink.Page(
            items: [entry("x", Self.first), entry("y", Self.second)],
            meta: KitchenSink.Meta(nextCursor: nil, total: 7)
        )
        repository.summaries.answer(0, with: .success(page))
        try await waitUntil("the summary is stored") { store.state.summary.status == .loaded }
        // store: [{ into: total, path: meta.total }, { append: archived, path: items }]
        #expect(store.state.total == 7)
        #expect(store.state.archived == [entry("z", Self.third), entry("x", Self.first), entry("y", Self.second)])
    }

    @Test func stepsReadStateAsTheStepsBeforeThemLeftIt() {
        var initial = KitchenSinkState()
        initial.query = "swift"
        initial.entries = [entry("a", Self.first)]
        initial.archived = [entry("z", Self.third)]
        initial.`default` = 3
        let store = makeStore(initial)
        store.dispatch(.remembered)
        // set previousQuery from state.query (before the next step), set query to "next",
        // append state.entries (an array) to archived, set limit from state.default.
        #expect(store.state.previousQuery == "swift")
        #expect(store.state.query == "next")
        #expect(store.state.archived == [entry("z", Self.third), entry("a", Self.first)])
        #expect(store.state.limit == 3)
    }

    @Test func stepsWithWhereChangeAFieldOfEveryMatchingElementOnly() {
        var initial = KitchenSinkState()
        var focused = entry("focused", Self.third)
        focused.done = true
        focused.userID = 5
        initial.entries = [entry("a", Self.first), focused, entry("b", Self.second), entry("a again", Self.first)]
        initial.focusedID = Self.third
        let store = makeStore(initial)
        store.dispatch(.entryDone(id: Self.first, done: true))
        // set done from the payload where id == payload.id (both entries with the first id);
        // toggle done and add 2 to userID where id == state.focusedID; subtract 0.5 from score where id == id.
        var expectedFirst = entry("a", Self.first)
        expectedFirst.done = true
        expectedFirst.score = 0.5
        var expectedAgain = entry("a again", Self.first)
        expectedAgain.done = true
        expectedAgain.score = 0.5
        var expectedFocused = focused
        expectedFocused.done = false
        expectedFocused.userID = 7
        #expect(store.state.entries == [expectedFirst, expectedFocused, entry("b", Self.second), expectedAgain])
    }

    @Test func aStepWithWhereMatchingNoElementChangesNothing() {
        var initial = KitchenSinkState()
        initial.entries = [entry("a", Self.first)]
        let store = makeStore(initial)
        // focusedID keeps its default, 00000000-0000-0000-0000-000000000009, which no entry has.
        store.dispatch(.entryDone(id: Self.second, done: true))
        #expect(store.state.entries == [entry("a", Self.first)])
    }
}

/// The kitchen sink's optimistic `star` endpoint (docs/spec.md, "Optimistic updates"): its steps apply when
/// the request starts; a failed or cancelled request restores each place it changed to the value from before
/// the request, unless something changed that place since.
@MainActor
struct KitchenSinkOptimisticTests {
    let repository = GatedKitchenSinkRepository()
    let clock = TestClock()
    let first = KitchenSinkStoreTargetTests.first
    let second = KitchenSinkStoreTargetTests.second

    func makeStore(_ state: KitchenSinkState) -> Store<KitchenSinkState, KitchenSinkAction> {
        let environment = KitchenSinkEnvironment(repository: repository, clock: clock)
        return Store(initialState: state, reducer: makeKitchenSinkReducer(environment: environment))
    }

    func initialState() -> KitchenSinkState {
        var state = KitchenSinkState()
        state.entries = [KitchenSinkValues.entry("a", id: first), KitchenSinkValues.entry("b", id: second)]
        return state
    }

    @Test func theStepsApplyAtOnceAndStayWhenTheRequestSucceeds() async throws {
        let store = makeStore(initialState())
        store.dispatch(.star(id: first, done: true))
        // set done where id == payload.id; append 9 to selected; increment limit by 1.
        #expect(store.state.entries.map(\.done) == [true, false])
        #expect(store.state.selected == [1, 2, 9])
        #expect(store.state.limit == 11)
        try await waitUntil("the star is sent") { repository.stars.calls == [first] }
        repository.stars.answer(0, with: .success(()))
        try await waitUntil("the success arrives") { store.state.star.status == .loaded }
        #expect(store.state.entries.map(\.done) == [true, false])
        #expect(store.state.selected == [1, 2, 9])
        #expect(store.state.limit == 11)
        #expect(store.state.starUndoEntries == [] && store.state.starUndoSelected == [] && store.state.starUndoLimit == [])
    }

    @Test func aFailureRestoresEveryChangedPlace() async throws {
        let store = makeStore(initialState())
        store.dispatch(.star(id: first, done: true))
        try await waitUntil("the star is sent") { repository.stars.calls.count == 1 }
        repository.stars.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure arrives") { store.state.star.status.isError }
        #expect(store.state.entries.map(\.done) == [false, false])
        #expect(store.state.selected == [1, 2])
        #expect(store.state.limit == 10)
        #expect(store.state.star.failures.count == 1)
        #expect(store.state.starUndoEntries == [] && store.state.starUndoSelected == [] && store.state.starUndoLimit == [])
    }

    @Test func twoQueuedStarsOnDifferentElementsUndoOnlyTheFailedOne() async throws {
        let store = makeStore(initialState())
        store.dispatch(.star(id: first, done: true))
        store.dispatch(.star(id: second, done: true))
        #expect(store.state.entries.map(\.done) == [true, true])
        #expect(store.state.limit == 12)
        try await waitUntil("the first star is sent") { repository.stars.calls == [first] }
        repository.stars.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the second star is sent after the first answered") { repository.stars.calls == [first, second] }
        // The first element's field still holds what the failed request wrote: it goes back. The whole
        // fields selected and limit were changed again by the second request since, so they stay.
        #expect(store.state.entries.map(\.done) == [false, true])
        #expect(store.state.selected == [1, 2, 9, 9])
        #expect(store.state.limit == 12)
        repository.stars.answer(1, with: .success(()))
        try await waitUntil("the second star succeeds") { store.state.star.status == .loaded }
        #expect(store.state.entries.map(\.done) == [false, true])
        #expect(store.state.star.failures.map(\.requestID) == [RequestID(1)])
    }

    /// docs/spec.md, "Optimistic updates": a cancelled request may already have reached the server, so
    /// its changes stay; only its records go.
    @Test func aCancelledRequestKeepsItsChanges() async throws {
        let store = makeStore(initialState())
        store.dispatch(.star(id: second, done: true))
        try await waitUntil("the star is sent") { repository.stars.calls.count == 1 }
        store.cancelAllEffects()
        try await waitUntil("the cancellation arrives") { store.state.star.status == .idle }
        #expect(store.state.entries.map(\.done) == [false, true])
        #expect(store.state.selected == [1, 2, 9])
        #expect(store.state.limit == 11)
        #expect(store.state.starUndoEntries.isEmpty && store.state.starUndoSelected.isEmpty && store.state.starUndoLimit.isEmpty)
    }

    @Test func anUndoLeavesAPlaceSomethingElseChangedSince() async throws {
        let store = makeStore(initialState())
        store.dispatch(.star(id: first, done: true))
        // An action changes selected after the optimistic append: the undo must not overwrite it.
        store.dispatch(.picked(id: 3))
        #expect(store.state.selected == [1, 2, 9, 3])
        try await waitUntil("the star is sent") { repository.stars.calls.count == 1 }
        repository.stars.answer(0, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the failure arrives") { store.state.star.status.isError }
        #expect(store.state.selected == [1, 2, 9, 3], "a field changed since keeps its newer value")
        #expect(store.state.entries.map(\.done) == [false, false], "an unchanged place is restored")
        #expect(store.state.limit == 10)
    }
}
