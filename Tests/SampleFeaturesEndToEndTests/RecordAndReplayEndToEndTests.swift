import Foundation
import ReduxRuntime
import SampleFeatures
import SampleFeaturesMocks
import TestSupport
import Testing

/// `ActionRecorder` on the whole generated app against the fixture server: a recorded session, written
/// to a file and replayed into a fresh store, reaches the same state; logs of the older format still read.
@Suite(.loopbackServers)
@MainActor
struct RecordAndReplayEndToEndTests {
    func environment(_ server: FixtureServer) -> AppEnvironment {
        AppEnvironment(
            archive: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: server.baseURL)),
            feed: FeedEnvironment(repository: LiveFeedRepository(baseURL: server.baseURL)),
            home: HomeEnvironment(repository: LiveHomeRepository(baseURL: server.baseURL)),
            // In the app, Issues reads Session's token from the app state, not from this provider.
            issues: IssuesEnvironment(repository: LiveIssuesRepository(baseURL: server.baseURL), sessionToken: { "" }),
            pets: PetsEnvironment(repository: LivePetsRepository(baseURL: server.baseURL)),
            // The Petstore feature is not used in these sessions; its requests would go to the same server.
            petstore: PetstoreEnvironment(repository: LivePetstoreRepository(baseURL: server.baseURL)),
            repoSearch: RepoSearchEnvironment(repository: LiveRepoSearchRepository(baseURL: server.baseURL)),
            session: SessionEnvironment(repository: LiveSessionRepository(baseURL: server.baseURL))
        )
    }

    @Test func aRecordedSessionReplaysIntoAFreshStoreToAnEqualState() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let recorder = ActionRecorder<AppState, AppAction>()
                let store = makeAppStore(
                    environment: environment(server), persistenceStore: InMemoryPersistenceStore(),
                    middleware: [recorder.middleware])

                store.dispatch(.counter(.incrementTapped))
                store.dispatch(.counter(.incrementTapped))
                store.dispatch(.repoSearch(.queryChanged(query: "swift")))
                try await waitUntil("page 1 of 'swift' is loaded") { store.state.repoSearch.searchRepositories.status == .loaded }
                store.dispatch(.repoSearch(.loadNextPage))
                try await waitUntil("page 2 of 'swift' is loaded") { store.state.repoSearch.results.count == 40 }

                let url = folder.appendingPathComponent("session.json")
                try recorder.log.write(to: url)
                let fileObject = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
                #expect(fileObject?["version"] as? Int == 2)
                #expect(fileObject?["recordedAt"] is String)

                let log = try ActionLog<AppAction>.read(from: url)
                // The responses the effects sent are in the log, so replaying needs no server.
                let responses = log.actions.filter {
                    if case .repoSearch(.searchRepositoriesResponse(.succeeded)) = $0 { return true }
                    return false
                }
                #expect(responses.count == 2)

                await server.stop()
                let replayed = Store(initialState: AppState(), reducer: makeAppReducer(environment: environment(server)))
                replayed.replay(log)
                #expect(replayed.state == store.state)
                #expect(replayed.state.counter.count == 2)
                #expect(replayed.state.repoSearch.results.count == 40)
                #expect(replayed.inFlightEffectCount == 0)
            }
        }
    }

    /// Fixtures/action-log-v1.json was written in format version 1 (no `recordedAt`); the expected state
    /// is worked out by hand from the sample specs.
    @Test func aLogOfFormatVersion1StillReadsAndReplays() throws {
        let url = try #require(Bundle.module.url(forResource: "action-log-v1", withExtension: "json", subdirectory: "Fixtures"))
        let log = try ActionLog<AppAction>.read(from: url)
        #expect(log.version == 1)
        #expect(log.recordedAt == nil)
        #expect(log.entries.map(\.time) == [0.1, 0.2, 0.3, 0.7])

        let store = Store(
            initialState: AppState(),
            reducer: makeAppReducer(environment: AppEnvironment(
                archive: ArchiveEnvironment(repository: MockArchiveRepository()),
                feed: FeedEnvironment(repository: MockFeedRepository()),
                home: HomeEnvironment(repository: MockHomeRepository()),
                issues: IssuesEnvironment(repository: MockIssuesRepository(), sessionToken: { "" }),
                pets: PetsEnvironment(repository: MockPetsRepository()),
                petstore: PetstoreEnvironment(repository: MockPetstoreRepository()),
                repoSearch: RepoSearchEnvironment(repository: MockRepoSearchRepository()),
                session: SessionEnvironment(repository: MockSessionRepository())
            ))
        )
        store.replay(log)
        #expect(store.state.counter.count == 2)
        #expect(store.state.repoSearch.query == "swift")
        #expect(store.state.repoSearch.searchRepositories.status == .failed(.httpStatus(503, body: "busy")))
        #expect(store.state.repoSearch.searchRepositories.nextRequestID == RequestID(2))
    }
}
