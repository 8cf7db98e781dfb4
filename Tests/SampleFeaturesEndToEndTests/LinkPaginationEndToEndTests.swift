@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// A list paged with `Link` headers (`pagination: { style: link }`, the middleware-flavored `ArticlePages`
/// feature of `Tests/Fixtures/Generated/LinkPagesMiddleware`) against the fixture server: 45 articles, 20
/// to a page, each page answered with a `Link` header whose targets are relative to the server, as
/// docs/spec.md ("Pagination") describes it.
@Suite(.loopbackServers)
@MainActor
struct LinkPaginationEndToEndTests {
    let articlesRoute = RouteMatcher("GET", "/articles")

    func makeStore(_ server: FixtureServer) -> Store<ArticlePagesState, ArticlePagesAction> {
        makeArticlePagesStore(environment: ArticlePagesEnvironment(repository: LiveArticlePagesRepository(baseURL: server.baseURL)))
    }

    @Test func pagesFollowTheNextLinkUntilTheLastPageThenStop() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            #expect(store.state.articles.map(\.id) == Array(1...20))
            #expect(store.state.loadArticles.page.nextURL == URL(string: "\(server.baseURL.absoluteString)/articles?per_page=20&page=2"))

            store.dispatch(.loadNextArticles)
            try await waitUntil("page 2 is loaded") { store.state.articles.count == 40 }
            #expect(!store.state.loadArticles.page.reachedEnd)

            store.dispatch(.loadNextArticles)
            try await waitUntil("page 3 is loaded") { store.state.articles.count == 45 }
            #expect(store.state.articles.map(\.id) == Array(1...45))
            #expect(store.state.loadArticles.page.reachedEnd)
            try await waitUntil("page 3's effect has finished") { store.inFlightEffectCount == 0 }

            store.dispatch(.loadNextArticles)
            #expect(store.state.loadArticles.status == .loaded, "no request starts after the last page")
            #expect(store.inFlightEffectCount == 0)
            // The first request is the spec's; the next ones are the server's links, as written.
            let requests = await server.requests(matching: articlesRoute).map(\.description)
            #expect(requests == [
                "GET /articles?per_page=20", "GET /articles?per_page=20&page=2", "GET /articles?per_page=20&page=3",
            ])
        }
    }

    @Test func refreshStartsAgainAtTheFirstURL() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.appeared)
            try await waitUntil("page 1 is loaded") { store.state.loadArticles.status == .loaded }
            store.dispatch(.loadNextArticles)
            try await waitUntil("page 2 is loaded") { store.state.articles.count == 40 }

            store.dispatch(.refreshPulled)
            try await waitUntil("the refresh is loaded") {
                store.state.loadArticles.status == .loaded && store.state.articles.count == 20
            }

            #expect(store.state.articles.map(\.id) == Array(1...20))
            #expect(store.state.loadArticles.page.nextURL == URL(string: "\(server.baseURL.absoluteString)/articles?per_page=20&page=2"))
            let requests = await server.requests(matching: articlesRoute).map(\.description)
            #expect(requests == ["GET /articles?per_page=20", "GET /articles?per_page=20&page=2", "GET /articles?per_page=20"])
        }
    }
}
