import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// docs/spec.md, "Optimistic updates": Archive's `starArticle` appends the id to `favoriteIDs` as soon as
/// the request starts, and a failed request restores the field to its value before the request (the
/// field still holds what the step left). Real HTTP over `URLSession` against the loopback fixture server.
@Suite(.loopbackServers)
@MainActor
struct OptimisticFavoriteEndToEndTests {
    let favoritesRoute = RouteMatcher("POST", "/favorites")

    @Test func aStarShowsAtOnceAndIsRolledBackAfterA500() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                await server.setBehavior(
                    RouteBehavior(delay: .milliseconds(300), failure: .status(500)),
                    for: favoritesRoute
                )
                let store = makeLiveArchiveStore(server, persistenceFolder: folder)

                store.dispatch(.starArticle(id: 7))
                #expect(store.state.favoriteIDs == [7], "the favorite appears before the server answers")
                #expect(store.state.starArticle.status == .loading(RequestID(1)))

                try await waitUntil("the 500 arrives") { store.state.starArticle.status.isError }
                #expect(store.state.favoriteIDs == [], "the failed request takes the favorite back")
                #expect(store.state.starArticle.failures.map(\.requestID) == [RequestID(1)])
                guard case .httpStatus(500, _)? = store.state.starArticle.failures.first?.error else {
                    Issue.record("expected the request's 500 in starArticle.failures")
                    return
                }
                #expect(store.state.starArticleUndoFavoriteIDs == [])
                #expect(await server.requests(matching: favoritesRoute).map { $0.jsonBody?["id"] } == [.int(7)])
            }
        }
    }

    @Test func aStarTheServerAcceptsStays() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let store = makeLiveArchiveStore(server, persistenceFolder: folder)
                store.dispatch(.starArticle(id: 8))
                #expect(store.state.favoriteIDs == [8])
                try await waitUntil("the favorite is saved") { store.state.starArticle.status == .loaded }
                #expect(store.state.favoriteIDs == [8])
                #expect(store.state.starArticleUndoFavoriteIDs == [])
                let stored = await server.items(in: "favorites").compactMap { $0["id"] }
                #expect(stored.contains(.int(8)))
            }
        }
    }
}
