import Testing
import ReduxRuntime

/// A field binding reads one field and dispatches an action to write it.
@MainActor
struct FieldBindingTests {
    @Test func readingReturnsTheFieldAndWritingDispatchesTheAction() {
        let store = Store(initialState: ObservedSearchState(), reducer: observedSearchReducer)
        let query = store.fieldBinding(\.query, send: { .queryChanged(query: $0) })
        #expect(query.wrappedValue == "")
        query.wrappedValue = "swift"
        #expect(store.state.query == "swift")
        #expect(query.wrappedValue == "swift")
    }

    @Test func readingThroughABindingTracksOnlyThatField() {
        let store = Store(initialState: ObservedSearchState(), reducer: observedSearchReducer)
        let query = store.fieldBinding(\.query, send: { .queryChanged(query: $0) })
        let probe = ObservationProbe { _ = query.wrappedValue }
        store.dispatch(.resultsArrived(["Swift"]))
        #expect(!probe.fired)
        query.wrappedValue = "swift"
        #expect(probe.fireCount == 1)
    }

    @Test func aScopedBindingDispatchesThroughTheAppStore() {
        let appStore = Store(initialState: ObservedAppState(), reducer: observedAppReducer)
        let search = appStore.scope(state: \.search, action: .search)
        let query = search.fieldBinding(\.query, send: { .queryChanged(query: $0) })
        let probe = ObservationProbe { _ = query.wrappedValue }
        appStore.dispatch(.home(.titleChanged("Start")))
        #expect(!probe.fired)
        query.wrappedValue = "swift"
        #expect(appStore.state.search.query == "swift")
        #expect(probe.fireCount == 1)
    }
}
