@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

/// The kitchen-sink feature in a real `Store`, with a hand-written repository and a test clock. Every
/// expected state is written from docs/spec.md ("reduce") and docs/generated-code.md ("Reducer",
/// "Persistence") as an absolute value. Its requests, in both side-effect flavors, are tested in
/// `KitchenSinkRequestTests` and `KitchenSinkCancellationTests`.
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
        #expect(state.focusedID == UUID(uuidString: "00000000-0000-0000-0000-000000000009"))
        #expect(state.search.status == .idle)
        #expect(state.search.page == PageState(firstPage: 1))
        #expect(state.save.failures.isEmpty)
        #expect(state.search.nextRequestID == RequestID(1), "each endpoint counts its requests from 1")
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

    @Test func aLiteralAppendedToAnArrayOfArraysIsOneElementUnlessEachItemIsAnArray() {
        let store = makeStore()
        store.dispatch(.gridGrown)
        // docs/spec.md: `[7]` appends one element, `[[8], [9, 10]]` appends each item, `[]` one empty element.
        #expect(store.state.grid == [[7], [8], [9, 10], []])
    }

    @Test func aCustomActionRunsItsHookThenStartsItsRequests() async throws {
        let store = makeStore()
        store.dispatch(.tick(by: 3, state: "go"))
        // The hook (UserCode/KitchenSinkHooks.swift) adds `by` to limit and sends `toggled` for a non-empty text.
        #expect(store.state.limit == 13)
        #expect(store.state.count.status == .loading(RequestID(1)))
        try await waitUntil("the hook's effect runs") { store.state.enabled == false }
        try await waitUntil("the triggered request is sent") { repository.counts.calls.count == 1 }
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
