import Foundation
import ReduxRuntime
import SampleFeatures
import SampleFeaturesMocks
import TestSupport
import Testing

/// The Feed feature is generated in the middleware flavor (`sideEffects: middleware` in specs/feed.yaml):
/// its reducer only marks a request as started and `makeFeedMiddleware` sends it (docs/generated-code.md,
/// "Effects or middleware"). These tests run it against the fixture server: 45 articles, 20 to a page.
@Suite(.loopbackServers)
@MainActor
struct FeedMiddlewareEndToEndTests {
    let articlesRoute = RouteMatcher("GET", "/articles")

    func liveEnvironment(_ server: FixtureServer) -> FeedEnvironment {
        FeedEnvironment(repository: LiveFeedRepository(baseURL: server.baseURL))
    }

    @Test func theReducerAloneMarksTheRequestButSendsNothing() async throws {
        try await withFixtureServer { server in
            let store = Store(initialState: FeedState(), reducer: makeFeedReducer(environment: liveEnvironment(server)))
            store.dispatch(.appeared)
            #expect(store.state.loadArticles.status == .loading(RequestID(1)))
            #expect(store.state.loadArticles.nextRequestID == RequestID(2))
            #expect(store.inFlightEffectCount == 0)
            #expect(await server.requests(matching: articlesRoute).isEmpty)
        }
    }

    @Test func theMiddlewareSendsWhatTheReducerStarted() async throws {
        try await withFixtureServer { server in
            let environment = liveEnvironment(server)
            let store = Store(
                initialState: FeedState(),
                reducer: makeFeedReducer(environment: environment),
                middleware: [makeFeedMiddleware(environment: environment)]
            )
            store.dispatch(.appeared)
            #expect(store.inFlightEffectCount == 1)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            #expect(store.state.articles.map(\.id) == Array(1...20))
            let pages = await server.requests(matching: articlesRoute).map { $0.queryValue("page") }
            #expect(pages == ["1"])
        }
    }

    @Test func aNextPageWhileOneIsLoadingSendsNothing() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(300)), for: articlesRoute)
            let store = makeFeedStore(environment: liveEnvironment(server))
            store.dispatch(.appeared)
            // The reducer refuses the next page while page 1 loads, so the middleware sends no request.
            store.dispatch(.loadNextArticlesPage)
            #expect(store.state.loadArticles.status == .loading(RequestID(1)))
            #expect(store.inFlightEffectCount == 1)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            try await waitUntil("the effect has finished") { store.inFlightEffectCount == 0 }
            let pages = await server.requests(matching: articlesRoute).map { $0.queryValue("page") }
            #expect(pages == ["1"])
            #expect(store.state.articles.map(\.id) == Array(1...20))
        }
    }

    @Test func aRefreshCancelsTheRequestInFlightAndOnlyTheLatestIsApplied() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(300)), for: articlesRoute)
            let store = makeFeedStore(environment: liveEnvironment(server))
            store.dispatch(.appeared)
            store.dispatch(.refreshPulled)
            // `concurrency: latest`: the second request cancels the first; the status follows request 2.
            #expect(store.state.loadArticles.status == .loading(RequestID(2)))
            try await waitUntil("the refresh is loaded") { store.state.loadArticles.status == .loaded }
            try await waitUntil("every effect has finished") { store.inFlightEffectCount == 0 }
            #expect(store.state.articles.map(\.id) == Array(1...20))
            #expect(store.state.loadArticles.status == .loaded)
            #expect(store.state.loadArticles.nextRequestID == RequestID(3))
        }
    }

    /// docs/spec.md: a request cancelled by `store.cancelAllEffects()` sends `<endpoint>Cancelled` and its
    /// status goes back to `.idle`, from which the endpoint loads again; here a next page (`style: page`).
    @Test func aCancelledNextPageGoesBackToIdleAndLoadsAgain() async throws {
        try await withFixtureServer { server in
            let store = makeFeedStore(environment: liveEnvironment(server))
            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            await server.setBehavior(.delayed(.milliseconds(500)), for: articlesRoute)
            store.dispatch(.loadNextArticlesPage)
            #expect(store.state.loadArticles.status == .loading(RequestID(2)))
            #expect(store.state.loadArticles.page.isLoadingNextPage == true)

            store.cancelAllEffects()
            try await waitUntil("loadArticlesCancelled puts the status back") { store.state.loadArticles.status == .idle }
            #expect(store.state.loadArticles.page.isLoadingNextPage == false)
            try await waitUntil("the cancelled effect has finished") { store.inFlightEffectCount == 0 }
            #expect(store.state.articles.map(\.id) == Array(1...20))

            store.dispatch(.loadNextArticlesPage)
            #expect(store.state.loadArticles.status == .loading(RequestID(3)))
            try await waitUntil("page 2 is loaded") { store.state.articles.count == 40 }
            #expect(store.state.articles.map(\.id) == Array(1...40))
            #expect(store.state.loadArticles.status == .loaded)
        }
    }

    @Test func aServerErrorIsReportedAsFailed() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.failing(.status(500)), for: articlesRoute)
            let store = makeFeedStore(environment: liveEnvironment(server))
            store.dispatch(.appeared)
            try await waitUntil("the request has failed") { store.state.loadArticles.status.isError }
            #expect(store.state.articles.isEmpty)
            #expect(store.state.loadArticles.page.isLoadingNextPage == false)
        }
    }

    @Test func theAppStoreSendsFeedRequestsThroughTheFeedMiddleware() async throws {
        try await withFixtureServer { server in
            let environment = AppEnvironment(
                archive: ArchiveEnvironment(repository: MockArchiveRepository()),
                feed: liveEnvironment(server),
                home: HomeEnvironment(repository: MockHomeRepository()),
                issues: IssuesEnvironment(repository: MockIssuesRepository(), sessionToken: { "" }),
                pets: PetsEnvironment(repository: MockPetsRepository()),
                petstore: PetstoreEnvironment(repository: MockPetstoreRepository()),
                repoSearch: RepoSearchEnvironment(repository: MockRepoSearchRepository()),
                session: SessionEnvironment(repository: MockSessionRepository())
            )
            let store = makeAppStore(environment: environment, persistenceStore: InMemoryPersistenceStore())
            store.dispatch(.counter(.incrementTapped))
            #expect(store.inFlightEffectCount == 0)
            store.dispatch(.feed(.appeared))
            try await waitUntil("page 1 is loaded") { store.state.feed.loadArticles.status == .loaded }
            #expect(store.state.feed.articles.map(\.id) == Array(1...20))
            store.dispatch(.feed(.loadNextArticlesPage))
            try await waitUntil("page 2 is loaded") { store.state.feed.articles.count == 40 }
            let pages = await server.requests(matching: articlesRoute).map { $0.queryValue("page") }
            #expect(pages == ["1", "2"])
        }
    }
}

/// `mockFeedMiddleware` answers the Feed feature's requests from given results, for previews and tests.
@MainActor
struct MockFeedMiddlewareTests {
    static let article = Feed.Article(
        id: 7,
        title: "Preview",
        summary: "A story for previews",
        category: .tech,
        author: "Ada",
        publishedAt: Date(timeIntervalSince1970: 0),
        imageURL: nil
    )

    func makeStore(_ middleware: Middleware<FeedState, FeedAction>) -> Store<FeedState, FeedAction> {
        // The reducer needs no repository in the middleware flavor; the mock middleware brings its own.
        Store(
            initialState: FeedState(),
            reducer: makeFeedReducer(environment: FeedEnvironment(repository: MockFeedRepository())),
            middleware: [middleware]
        )
    }

    @Test func itAnswersFromTheGivenResults() async throws {
        let store = makeStore(mockFeedMiddleware(loadArticlesResults: [.success([Self.article])]))
        store.dispatch(.appeared)
        try await waitUntil("the mock has answered") { store.state.loadArticles.status == .loaded }
        #expect(store.state.articles == [Self.article])
        // One article is fewer than a page of 20, so it is the last page.
        #expect(store.state.loadArticles.page.reachedEnd)
    }

    @Test func itFailsWithAGivenError() async throws {
        let store = makeStore(mockFeedMiddleware(loadArticlesResults: [.failure(.cancelled)]))
        store.dispatch(.appeared)
        try await waitUntil("the mock has answered") { store.state.loadArticles.status.isError }
        #expect(store.state.loadArticles.status == .failed(.cancelled))
    }
}
