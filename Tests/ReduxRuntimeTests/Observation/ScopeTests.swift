import Testing
import ReduxRuntime

/// A scoped store shows one feature of an app store: its fields are observed one by one, and its
/// actions go through the app store.
@MainActor
struct ScopeTests {
    private func makeAppStore(
        middleware: [Middleware<ObservedAppState, ObservedAppAction>] = []
    ) -> Store<ObservedAppState, ObservedAppAction> {
        Store(initialState: ObservedAppState(), reducer: observedAppReducer, middleware: middleware)
    }

    @Test func aScopedFieldFiresWhenItChanges() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let probe = ObservationProbe { _ = search.query }
        search.dispatch(.queryChanged(query: "swift"))
        #expect(probe.fireCount == 1)
        #expect(search.query == "swift")
        #expect(appStore.state.search.query == "swift")
    }

    @Test func aScopedFieldDoesNotFireForAnotherFieldOfTheFeature() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let probe = ObservationProbe { _ = search.query }
        search.dispatch(.resultsArrived(["Swift"]))
        #expect(!probe.fired)
    }

    @Test func aScopedFeatureDoesNotFireForAnotherFeature() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let fieldProbe = ObservationProbe { _ = search.query }
        let featureProbe = ObservationProbe { _ = search.state }
        appStore.dispatch(.home(.badgeIncremented))
        #expect(!fieldProbe.fired)
        #expect(!featureProbe.fired)
        #expect(appStore.home.badge == 1)
    }

    @Test func theScopedWholeStateFiresForAnyFieldOfTheFeature() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let probe = ObservationProbe { _ = search.state }
        appStore.dispatch(.search(.nextPage))
        #expect(probe.fireCount == 1)
    }

    @Test func aNoOpActionThroughTheScopeFiresNobody() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let fieldProbe = ObservationProbe { _ = search.query }
        let featureProbe = ObservationProbe { _ = search.state }
        let appProbe = ObservationProbe { _ = appStore.state }
        search.dispatch(.sameQueryAgain)
        #expect(!fieldProbe.fired)
        #expect(!featureProbe.fired)
        #expect(!appProbe.fired)
    }

    @Test func readingAFeatureThroughTheAppStoreTracksTheWholeFeature() {
        let appStore = makeAppStore()
        let searchProbe = ObservationProbe { _ = appStore.search }
        let homeProbe = ObservationProbe { _ = appStore.home }
        appStore.dispatch(.search(.resultsArrived(["Swift"])))
        #expect(searchProbe.fireCount == 1)
        #expect(!homeProbe.fired)
    }

    @Test func scopedActionsGoThroughTheAppStoresMiddleware() {
        let seen = Box<[ObservedAppAction]>([])
        let recorder = Middleware<ObservedAppState, ObservedAppAction> { _, next in
            { action in
                seen.value.append(action)
                next(action)
            }
        }
        let appStore = makeAppStore(middleware: [recorder])
        let search = appStore.scope(state: \.search, action: .search)
        search.dispatch(.queryChanged(query: "swift"))
        #expect(seen.value == [.search(.queryChanged(query: "swift"))])
    }

    @Test func aScopeOfAScopeTracksItsOwnField() {
        let appStore = makeAppStore()
        let search = appStore.scope(state: \.search, action: .search)
        let query = search.scope(state: \.query, action: { ObservedSearchAction.queryChanged(query: $0) })
        let probe = ObservationProbe { _ = query.state }
        search.dispatch(.nextPage)
        #expect(!probe.fired)
        query.dispatch("swift")
        #expect(probe.fireCount == 1)
        #expect(appStore.state.search.query == "swift")
    }
}

/// Key paths through a feature reach the same fields as a scope does.
@MainActor
struct NestedFieldObservationTests {
    @Test func readingANestedFieldThroughTheAppStoreTracksThatFieldOnly() {
        let appStore = Store(initialState: ObservedAppState(), reducer: observedAppReducer)
        let probe = ObservationProbe { _ = appStore[dynamicMember: \.search.query] }
        appStore.dispatch(.search(.resultsArrived(["Swift"])))
        #expect(!probe.fired)
        appStore.dispatch(.search(.queryChanged(query: "swift")))
        #expect(probe.fireCount == 1)
    }
}
