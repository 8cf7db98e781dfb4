import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Archive feature against the fixture server: filtered articles, favorites added with `POST` and
/// removed with `DELETE`, and favorite ids kept in a `FilePersistenceStore`.
@Suite(.loopbackServers)
@MainActor
struct ArchiveEndToEndTests {
    let articlesRoute = RouteMatcher("GET", "/articles")
    let addFavoriteRoute = RouteMatcher("POST", "/favorites")
    let removeFavoriteRoute = RouteMatcher("DELETE", "/favorites/{id}")

    func makeStore(_ server: FixtureServer, persistenceFolder: URL) -> Store<ArchiveState, ArchiveAction> {
        makeLiveArchiveStore(server, persistenceFolder: persistenceFolder)
    }

    @Test func keywordAndCategoryReachTheServerAsQueryParameters() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let store = makeStore(server, persistenceFolder: folder)

                store.dispatch(.appeared)
                store.dispatch(.keywordChanged(keyword: "story 1"))
                store.dispatch(.categorySelected(category: .tech))
                try await waitUntil("the filtered articles are loaded") { store.state.loadArticles.status == .loaded }

                let requests = await server.requests(matching: articlesRoute)
                #expect(requests.count == 1, "the debounce sends one request, found \(requests)")
                #expect(requests.last?.queryValue("q") == "story 1")
                #expect(requests.last?.queryValue("category") == "tech")
                #expect(store.state.articles.map(\.id) == [12, 15, 18])
                #expect(store.state.articles.allSatisfy { $0.category == .tech })

                store.dispatch(.categorySelected(category: nil))
                try await waitUntil("the articles of every category are loaded") {
                    store.state.loadArticles.status == .loaded && store.state.articles.count > 4
                }
                let last = try #require(await server.requests(matching: articlesRoute).last)
                #expect(last.queryValue("category") == nil, "a nil category is left out of the query")
                #expect(store.state.articles.map(\.id) == [1] + Array(10...19))
            }
        }
    }

    @Test func addingAndRemovingAFavoriteSendPostAndDelete() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let store = makeStore(server, persistenceFolder: folder)

                store.dispatch(.favoriteAdded(id: 7))
                #expect(store.state.favoriteIDs == [7])
                try await waitUntil("the favorite is posted") { store.state.addFavorite.status == .loaded }
                let post = try #require(await server.requests(matching: addFavoriteRoute).first)
                #expect(post.jsonBody == ["id": .int(7), "articleId": .int(7)])
                #expect(await server.items(in: "favorites").contains { $0["id"] == .int(7) })

                store.dispatch(.favoriteRemoved(id: 7))
                #expect(store.state.favoriteIDs == [])
                try await waitUntil("the favorite is deleted") { store.state.removeFavorite.status == .loaded }
                #expect(await server.requests(matching: removeFavoriteRoute).map(\.path) == ["/favorites/7"])
                #expect(await !server.items(in: "favorites").contains { $0["id"] == .int(7) })
            }
        }
    }

    @Test func favoritesSurviveABrandNewStore() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let first = makeStore(server, persistenceFolder: folder)
                first.dispatch(.favoriteAdded(id: 3))
                first.dispatch(.favoriteAdded(id: 9))
                first.dispatch(.favoriteRemoved(id: 3))
                try await waitUntil("the favorite requests are answered") {
                    let requests = await server.requests
                    return requests.count == 3 && requests.allSatisfy(\.isAnswered)
                }

                let second = makeStore(server, persistenceFolder: folder)
                #expect(second.state.favoriteIDs == [9])
                #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Archive.favoriteIDs.json").path))
            }
        }
    }
}
