import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The composed sample app (docs/generated-code.md, "With several specs in one run") with live repositories
/// against a loopback server: each feature's action reaches its slice, page pagination sends the page and size
/// items the spec names, and persisted fields survive a new app store.
@Suite(.loopbackServers)
@MainActor
struct SampleAppTests {
    func environment(_ server: LoopbackServer) -> AppEnvironment {
        AppEnvironment(
            archive: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: server.baseURL)),
            feed: FeedEnvironment(repository: LiveFeedRepository(baseURL: server.baseURL)),
            home: HomeEnvironment(repository: LiveHomeRepository(baseURL: server.baseURL)),
            // In the app, Issues reads Session's token from the app state, not from this provider.
            issues: IssuesEnvironment(repository: LiveIssuesRepository(baseURL: server.baseURL), sessionToken: { "" }),
            pets: PetsEnvironment(repository: LivePetsRepository(baseURL: server.baseURL)),
            petstore: PetstoreEnvironment(repository: LivePetstoreRepository(baseURL: server.baseURL)),
            repoSearch: RepoSearchEnvironment(repository: LiveRepoSearchRepository(baseURL: server.baseURL)),
            session: SessionEnvironment(repository: LiveSessionRepository(baseURL: server.baseURL))
        )
    }

    /// A JSON array of `count` articles as the feed's server sends them, ids from `firstID`.
    func articles(_ count: Int, firstID: Int) -> String {
        let items = (0..<count).map { index in
            """
            {"id": \(firstID + index), "title": "t", "summary": "s", "category": "tech", "author": "a",
             "publishedAt": "2024-05-01T12:00:00Z"}
            """
        }
        return "[" + items.joined(separator: ",") + "]"
    }

    @Test func eachFeatureActionChangesOnlyItsSlice() async throws {
        try await LoopbackServer.with { server in
            let store = makeAppStore(environment: environment(server), persistenceStore: InMemoryPersistenceStore())
            store.dispatch(.counter(.incrementTapped))
            store.dispatch(.counter(.incrementTapped))
            store.dispatch(.counter(.decrementTapped))
            #expect(store.state.counter.count == 1)
            store.dispatch(.archive(.keywordChanged(keyword: "cost $0.50")))
            #expect(store.state.archive.keyword == "cost $0.50")
            #expect(store.state.feed == FeedState())
            #expect(store.state.home == HomeState())
            #expect(store.state.repoSearch == RepoSearchState())
        }
    }

    @Test func pagesSendPageAndSizeAndAppendUntilAShortPage() async throws {
        try await LoopbackServer.with(answering: .json(articles(20, firstID: 1))) { server in
            let store = makeAppStore(environment: environment(server), persistenceStore: InMemoryPersistenceStore())
            store.dispatch(.feed(.appeared))
            try await waitUntil("the first page is stored") { store.state.feed.articles.count == 20 }
            await server.answer(with: .json(articles(3, firstID: 21)))
            store.dispatch(.feed(.loadNextArticlesPage))
            try await waitUntil("the second page is appended") { store.state.feed.articles.count == 23 }
            #expect(store.state.feed.articles.map(\.id) == Array(1...23))
            #expect(store.state.feed.loadArticles.page.reachedEnd == true, "3 < pageSize 20 is the last page")
            store.dispatch(.feed(.loadNextArticlesPage))
            let requests = await server.requests
            #expect(requests.map(\.description) == ["GET /articles?page=1&per_page=20", "GET /articles?page=2&per_page=20"])
            #expect(requests.allSatisfy { $0.headers["accept"] == "application/json" })

            store.dispatch(.feed(.refreshPulled))
            try await waitUntil("a refresh replaces the items with page 1") { store.state.feed.articles.count == 3 }
            #expect(await server.requests.last?.description == "GET /articles?page=1&per_page=20")
        }
    }

    @Test func persistedFieldsSurviveANewAppStore() async throws {
        try await withTemporaryFolder { folder in
            try await LoopbackServer.with(answering: .json(#"{"id": 7, "articleId": 7}"#)) { server in
                let first = makeAppStore(
                    environment: environment(server),
                    persistenceStore: FilePersistenceStore(directory: folder)
                )
                first.dispatch(.archive(.favoriteAdded(id: 7)))
                first.dispatch(.archive(.favoriteAdded(id: 9)))
                first.dispatch(.counter(.incrementTapped))
                let second = makeAppStore(
                    environment: environment(server),
                    persistenceStore: FilePersistenceStore(directory: folder)
                )
                #expect(second.state.archive.favoriteIDs == [7, 9])
                #expect(second.state.counter.count == 0, "count is not persisted")
            }
        }
    }
}

/// Runs `body` with a new empty folder and removes the folder afterwards.
func withTemporaryFolder<T>(
    isolation: isolated (any Actor)? = #isolation,
    _ body: (URL) async throws -> T
) async throws -> T {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("GeneratedCodeOracleTests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    return try await body(folder)
}
