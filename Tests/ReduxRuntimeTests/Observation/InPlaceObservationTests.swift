import Observation
import ReduxRuntime
import Testing

/// The two ways a store compares fields (docs/runtime.md, "Observation per field"): while only fields of the
/// root state are read it reduces in place and compares those fields alone; once a field inside a feature's
/// state is read it reduces a copy. Observers must not be able to tell the two apart.
@MainActor
struct InPlaceObservationTests {
    @Test func aFieldReadInPlaceFiresForEveryChangeAndForNothingElse() {
        let store = Store(initialState: ObservedSearchState(), reducer: observedSearchReducer)
        let results = ObservationProbe { _ = store.results }
        store.dispatch(.queryChanged(query: "swift"))
        store.dispatch(.sameQueryAgain)
        #expect(!results.fired, "neither another field's change nor a no-op fires")

        store.dispatch(.resultsArrived(["Swift"]))
        #expect(results.fireCount == 1)
        results.rearm()
        store.dispatch(.resultsArrived(["Swift"]))
        #expect(results.fireCount == 1, "the same value again changes nothing")
        store.dispatch(.resultsArrived(["Swift", "SwiftUI"]))
        #expect(results.fireCount == 2, "the value saved before the previous action is not compared again")
        #expect(store.state.results == ["Swift", "SwiftUI"])
    }

    @Test func twoFieldsReadInPlaceFireEachForItsOwnChange() {
        let store = Store(initialState: ObservedSearchState(), reducer: observedSearchReducer)
        let query = ObservationProbe { _ = store.query }
        let page = ObservationProbe { _ = store.page }
        store.dispatch(.nextPage)
        #expect(page.fireCount == 1)
        #expect(!query.fired)
        store.dispatch(.queryChanged(query: "swift"))
        #expect(query.fireCount == 1)
        #expect(page.fireCount == 1)
    }

    @Test func aFeatureReadAsAWholeInPlaceFiresOnlyForItsOwnActions() {
        let appStore = Store(initialState: ObservedAppState(), reducer: observedAppReducer)
        let search = ObservationProbe { _ = appStore.search }
        appStore.dispatch(.home(.badgeIncremented))
        #expect(!search.fired)
        appStore.dispatch(.search(.nextPage))
        #expect(search.fireCount == 1)
    }

    @Test func readingANestedFieldLaterKeepsEveryObserverRight() {
        let appStore = Store(initialState: ObservedAppState(), reducer: observedAppReducer)
        let home = ObservationProbe { _ = appStore.home }
        let query = ObservationProbe { _ = appStore[dynamicMember: \.search.query] }
        appStore.dispatch(.search(.nextPage))
        #expect(!home.fired)
        #expect(!query.fired, "another field of the feature changed")
        appStore.dispatch(.home(.titleChanged("Start")))
        #expect(home.fireCount == 1)
        #expect(!query.fired)
        appStore.dispatch(.search(.queryChanged(query: "swift")))
        #expect(query.fireCount == 1)
        #expect(appStore.state.search.query == "swift")
    }

    @Test func aFieldReadOnTheFeatureValueTracksTheWholeFeature() {
        // docs/runtime.md, "Observation per field": `store.search.query` reads `store.search` through the
        // store, then `.query` on the value, so it tracks all of `search`.
        let appStore = Store(initialState: ObservedAppState(), reducer: observedAppReducer)
        let query = ObservationProbe { _ = appStore.search.query }
        appStore.dispatch(.home(.titleChanged("Start")))
        #expect(!query.fired)
        appStore.dispatch(.search(.nextPage))
        #expect(query.fireCount == 1, "another field of the feature changed")
    }

    @Test func aFieldWithoutAFixedOffsetIsWatchedThroughItsKeyPath() {
        let store = Store(initialState: ComputedFieldState(), reducer: computedFieldReducer)
        let label = ObservationProbe { _ = store.label }
        let count = ObservationProbe { _ = store.count }
        store.dispatch(.rename("b"))
        #expect(label.fireCount == 1, "the computed field changed with the name under it")
        #expect(!count.fired)
        label.rearm()
        store.dispatch(.rename("b"))
        #expect(label.fireCount == 1, "the same name again changes nothing")
        store.dispatch(.increment)
        #expect(label.fireCount == 1)
        #expect(count.fireCount == 1)
    }
}

/// A state that lists a computed property among its fields: `MemoryLayout.offset(of:)` has no offset for
/// it, so the store watches it through the key path.
struct ComputedFieldState: Equatable, ObservableState {
    var name = "a"
    var count = 0
    var label: String { "name: " + name }

    static var observedFields: [ObservedField<ComputedFieldState>] {
        [ObservedField(\.name), ObservedField(\.count), ObservedField(\.label)]
    }
}

enum ComputedFieldAction: Sendable {
    case rename(String)
    case increment
}

let computedFieldReducer = Reducer<ComputedFieldState, ComputedFieldAction> { state, action in
    switch action {
    case .rename(let name): state.name = name
    case .increment: state.count += 1
    }
    return .none
}
