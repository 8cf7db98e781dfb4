import Testing
import ReduxRuntime

/// A store of an `ObservableState` tells observers only about the fields an action changed.
@MainActor
struct FieldObservationTests {
    private func makeStore() -> Store<ObservedSearchState, ObservedSearchAction> {
        Store(initialState: ObservedSearchState(), reducer: observedSearchReducer)
    }

    @Test func readingAFieldFiresWhenThatFieldChanges() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.query }
        store.dispatch(.queryChanged(query: "swift"))
        #expect(probe.fireCount == 1)
        #expect(store.query == "swift")
    }

    @Test func readingAFieldDoesNotFireWhenOnlyAnotherFieldChanges() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.query }
        store.dispatch(.resultsArrived(["Swift"]))
        store.dispatch(.nextPage)
        #expect(!probe.fired)
        #expect(store.results == ["Swift"])
        #expect(store.page == 2)
    }

    @Test func anActionThatChangesNothingFiresNobody() {
        let store = makeStore()
        store.dispatch(.queryChanged(query: "swift"))
        let fieldProbe = ObservationProbe { _ = store.query }
        let wholeStateProbe = ObservationProbe { _ = store.state }
        store.dispatch(.sameQueryAgain)
        store.dispatch(.queryChanged(query: "swift"))
        #expect(!fieldProbe.fired)
        #expect(!wholeStateProbe.fired)
    }

    @Test func replacingTheStateFiresForTheChangedFieldsOnly() {
        let store = makeStore()
        let queryProbe = ObservationProbe { _ = store.query }
        let pageProbe = ObservationProbe { _ = store.page }
        var replacement = store.state
        replacement.query = "time travel"
        store.replaceState(replacement)
        #expect(queryProbe.fireCount == 1)
        #expect(!pageProbe.fired)
        #expect(store.query == "time travel")
    }

    @Test func readingTheWholeStateFiresForAnyChangedField() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.state }
        store.dispatch(.nextPage)
        #expect(probe.fireCount == 1)
    }

    @Test func readingTheWholeStateFiresEvenWhenAFieldIsReadElsewhere() {
        let store = makeStore()
        let fieldProbe = ObservationProbe { _ = store.query }
        let wholeStateProbe = ObservationProbe { _ = store.state.query }
        store.dispatch(.resultsArrived(["Swift"]))
        #expect(!fieldProbe.fired)
        #expect(wholeStateProbe.fireCount == 1)
    }

    @Test func aRearmedObserverFiresAgainForTheNextChange() {
        let store = makeStore()
        let probe = ObservationProbe { _ = store.query }
        store.dispatch(.queryChanged(query: "s"))
        probe.rearm()
        store.dispatch(.resultsArrived(["Swift"]))
        #expect(probe.fireCount == 1)
        store.dispatch(.queryChanged(query: "sw"))
        #expect(probe.fireCount == 2)
    }

    @Test func observersSeeEachFieldTheyRead() {
        let store = makeStore()
        let probe = ObservationProbe {
            _ = store.query
            _ = store.page
        }
        store.dispatch(.nextPage)
        #expect(probe.fireCount == 1)
    }

    @Test func theDefaultComparisonThroughKeyPathsObservesPerFieldToo() {
        let store = Store(initialState: ObservedHomeState(), reducer: observedHomeReducer)
        let titleProbe = ObservationProbe { _ = store.title }
        let badgeProbe = ObservationProbe { _ = store.badge }
        store.dispatch(.badgeIncremented)
        #expect(!titleProbe.fired)
        #expect(badgeProbe.fireCount == 1)
    }

    @Test func observationWorksThroughMiddleware() {
        let passThrough = Middleware<ObservedSearchState, ObservedSearchAction> { _, next in
            { action in next(action) }
        }
        let store = Store(
            initialState: ObservedSearchState(),
            reducer: observedSearchReducer,
            middleware: [passThrough, passThrough, passThrough]
        )
        let queryProbe = ObservationProbe { _ = store.query }
        let resultsProbe = ObservationProbe { _ = store.results }
        store.dispatch(.resultsArrived(["Swift"]))
        #expect(!queryProbe.fired)
        #expect(resultsProbe.fireCount == 1)
    }

    @Test func readingANestedKeyPathThroughTheStoreTracksTheWholeState() {
        // `\.results.count` is not an observed field, so the store falls back to the whole state.
        let store = makeStore()
        let probe = ObservationProbe { _ = store[dynamicMember: \.results.count] }
        store.dispatch(.nextPage)
        #expect(probe.fireCount == 1)
    }
}
