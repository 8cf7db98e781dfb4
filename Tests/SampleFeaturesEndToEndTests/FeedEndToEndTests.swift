import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Feed feature against the fixture server: 45 articles, 20 to a page.
@Suite(.loopbackServers)
@MainActor
struct FeedEndToEndTests {
    let articlesRoute = RouteMatcher("GET", "/articles")

    func makeStore(_ server: FixtureServer) -> Store<FeedState, FeedAction> {
        makeFeedStore(environment: FeedEnvironment(repository: LiveFeedRepository(baseURL: server.baseURL)))
    }

    @Test func pagesLoadAndAppendUntilTheLastPageThenStop() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            #expect(store.state.articles.map(\.id) == Array(1...20))

            store.dispatch(.loadNextArticlesPage)
            try await waitUntil("page 2 is loaded") { store.state.loadArticles.status == .loaded }
            #expect(store.state.articles.map(\.id) == Array(1...40))
            #expect(!store.state.loadArticles.page.reachedEnd)

            store.dispatch(.loadNextArticlesPage)
            try await waitUntil("page 3 is loaded") { store.state.loadArticles.status == .loaded }
            #expect(store.state.articles.map(\.id) == Array(1...45))
            #expect(store.state.loadArticles.page.reachedEnd)
            try await waitUntil("page 3's effect has finished") { store.inFlightEffectCount == 0 }

            store.dispatch(.loadNextArticlesPage)
            #expect(store.state.loadArticles.status == .loaded, "no request starts after the last page")
            #expect(store.inFlightEffectCount == 0)
            let pages = await server.requests(matching: articlesRoute).map { $0.queryValue("page") }
            #expect(pages == ["1", "2", "3"])
            #expect(await server.requests(matching: articlesRoute).allSatisfy { $0.queryValue("per_page") == "20" })
        }
    }

    @Test func articlesDecodeWithTheirDatesEnumsAndOptionalURLs() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }

            let first = try #require(store.state.articles.first)
            #expect(first.title == "Election story 1")
            #expect(first.category == .news)
            #expect(first.publishedAt == Date(timeIntervalSince1970: 1_704_067_200))   // 2024-01-01T00:00:00Z
            #expect(first.imageURL == URL(string: "https://example.com/images/1.png"))
            #expect(store.state.articles[1].imageURL == nil)
        }
    }

    @Test func refreshStartsAgainFromPageOne() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            store.dispatch(.loadNextArticlesPage)
            try await waitUntil("page 2 is loaded") { store.state.articles.count == 40 }

            store.dispatch(.refreshPulled)
            try await waitUntil("the refresh is loaded") { store.state.loadArticles.status == .loaded }

            #expect(store.state.articles.map(\.id) == Array(1...20))
            #expect(store.state.loadArticles.page.nextPage == 2)
            let pages = await server.requests(matching: articlesRoute).map { $0.queryValue("page") }
            #expect(pages == ["1", "2", "1"])
        }
    }
}
