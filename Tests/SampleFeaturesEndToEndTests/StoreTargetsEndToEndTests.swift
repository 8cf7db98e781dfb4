import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// docs/spec.md, "Response and store": Archive stores what the server answers for a saved favorite with
/// `store: { upsert: savedFavorites, by: id }` (addFavorite) and `store: { append: savedFavorites }`
/// (starArticle). Real HTTP over `URLSession` against the loopback fixture server, which answers a `POST`
/// with the item it stored.
@Suite(.loopbackServers)
@MainActor
struct StoreTargetsEndToEndTests {
    @Test func savedFavoritesAreUpsertedAndAppendedFromTheServersAnswers() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let store = makeLiveArchiveStore(server, persistenceFolder: folder)
                store.dispatch(.favoriteAdded(id: 7))
                store.dispatch(.favoriteAdded(id: 8))
                try await waitUntil("both favorites are saved") {
                    store.state.savedFavorites.count == 2 && store.inFlightEffectCount == 0
                }
                let expected = [Archive.Favorite(id: 7, articleId: 7), Archive.Favorite(id: 8, articleId: 8)]
                #expect(store.state.savedFavorites == expected)

                store.dispatch(.starArticle(id: 9))
                try await waitUntil("the star is saved") { store.state.starArticle.status == .loaded }
                #expect(store.state.savedFavorites.map(\.id) == [7, 8, 9])
            }
        }
    }
}
