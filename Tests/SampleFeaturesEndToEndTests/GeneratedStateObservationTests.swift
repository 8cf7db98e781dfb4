import Observation
import ReduxRuntime
import SampleFeatures
import SampleFeaturesMocks
import Testing

/// The generated states observe each field on its own (docs/runtime.md, "Observation per field"): a
/// reader of one field is told only when an action changed that field, also inside the app store and
/// through a scope.
@MainActor
struct GeneratedStateObservationTests {
    private func makeStore() -> Store<AppState, AppAction> {
        let clock = ContinuousClock()
        let environment = AppEnvironment(
            archive: ArchiveEnvironment(repository: MockArchiveRepository(), clock: clock),
            feed: FeedEnvironment(repository: MockFeedRepository()),
            home: HomeEnvironment(repository: MockHomeRepository()),
            issues: IssuesEnvironment(repository: MockIssuesRepository(), sessionToken: { "" }),
            pets: PetsEnvironment(repository: MockPetsRepository()),
            petstore: PetstoreEnvironment(repository: MockPetstoreRepository()),
            repoSearch: RepoSearchEnvironment(repository: MockRepoSearchRepository()),
            session: SessionEnvironment(repository: MockSessionRepository())
        )
        return makeAppStore(environment: environment, persistenceStore: InMemoryPersistenceStore())
    }

    @Test func aScopedFieldFiresOnlyForItsOwnChanges() {
        let store = makeStore()
        let search = store.scope(state: \.repoSearch, action: .repoSearch)
        let query = Probe { _ = search.query }
        let results = Probe { _ = search.results }

        store.dispatch(.counter(.incrementTapped))
        #expect(!query.fired)

        // Changing the query starts a (debounced) search: status and request id change, results do not.
        search.dispatch(.queryChanged(query: "swift"))
        #expect(query.fired)
        #expect(!results.fired)
        store.cancelAllEffects()
    }

    @Test func anActionThatChangesNothingFiresNobody() {
        let store = makeStore()
        let count = Probe { _ = store.counter.count }
        let wholeState = Probe { _ = store.state }
        // The count is already 0.
        store.dispatch(.counter(.resetTapped))
        #expect(!count.fired)
        #expect(!wholeState.fired)
        store.dispatch(.counter(.incrementTapped))
        #expect(count.fired)
        #expect(wholeState.fired)
    }

    @Test func failureListsAndOptimisticRecordsAreObservedOnTheirOwn() {
        // docs/generated-code.md: `observedFields` lists every stored property, these included, so a reader
        // of one is not told when only another field of the same feature changed.
        let store = makeStore()
        let feed = store.scope(state: \.feed, action: AppAction.feed)
        let failures = Probe { _ = feed.markRead.failures }
        let records = Probe { _ = feed.markReadUndoReadIDs }
        let status = Probe { _ = feed.loadArticles.status }
        // Starts loading: the status and the request id change, the failures and records do not.
        feed.dispatch(.loadArticles)
        #expect(status.fired)
        #expect(!failures.fired)
        #expect(!records.fired)
        store.cancelAllEffects()
    }

    @Test func aBindingWritesThroughTheFeaturesAction() {
        let store = makeStore()
        let search = store.scope(state: \.repoSearch, action: .repoSearch)
        let query = search.fieldBinding(\.query, send: { .queryChanged(query: $0) })
        query.wrappedValue = "swift"
        #expect(store.state.repoSearch.query == "swift")
        store.cancelAllEffects()
    }
}

/// Reads something inside `withObservationTracking` and records whether its `onChange` fired.
@MainActor
private final class Probe {
    private let flag = FiredFlag()

    init(_ read: @escaping @MainActor () -> Void) {
        let flag = self.flag
        withObservationTracking {
            read()
        } onChange: {
            flag.set()
        }
    }

    var fired: Bool { flag.value }
}

private final class FiredFlag: @unchecked Sendable {
    private(set) var value = false

    /// Observation calls `onChange` synchronously on the thread that changes the state, the main actor.
    func set() {
        value = true
    }
}
