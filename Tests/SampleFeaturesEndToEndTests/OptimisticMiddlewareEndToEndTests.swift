import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// docs/spec.md, "Optimistic updates", in the middleware flavor: Feed's `markRead` appends the id to
/// `readIDs` when the request starts (`FeedRequestStarts.markRead`), the middleware sends the POST, and a
/// failure restores the field. Its policy is `queue` per article id, so marks of several articles are sent
/// together and every one reaches the server.
@Suite(.loopbackServers)
@MainActor
struct OptimisticMiddlewareEndToEndTests {
    let favoritesRoute = RouteMatcher("POST", "/favorites")

    func makeStore(_ server: FixtureServer) -> Store<FeedState, FeedAction> {
        makeFeedStore(environment: FeedEnvironment(repository: LiveFeedRepository(baseURL: server.baseURL)))
    }

    @Test func aMarkShowsAtOnceAndIsRolledBackAfterA500() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(RouteBehavior(delay: .milliseconds(300), failure: .status(500)), for: favoritesRoute)
            let store = makeStore(server)
            store.dispatch(.markRead(id: 13))
            #expect(store.state.readIDs == [13], "the mark appears before the server answers")
            try await waitUntil("the 500 arrives") { store.state.markRead.status.isError }
            #expect(store.state.readIDs == [], "the failed request takes the mark back")
            #expect(store.state.markRead.failures.map(\.requestID) == [RequestID(1)])
            #expect(store.state.markReadUndoReadIDs == [])
            #expect(await server.requests(matching: favoritesRoute).map { $0.jsonBody?["id"] } == [.int(13)])
        }
    }

    @Test func marksOfSeveralArticlesSentQuicklyAllReachTheServerAndStay() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(200)), for: favoritesRoute)
            let store = makeStore(server)
            // The fixture data holds favorites 1 and 2; these ids are new to the server.
            store.dispatch(.markRead(id: 11))
            store.dispatch(.markRead(id: 12))
            store.dispatch(.markRead(id: 13))
            #expect(store.state.readIDs == [11, 12, 13])
            try await waitUntil("every mark has answered") {
                store.inFlightEffectCount == 0 && store.state.markReadUndoReadIDs.isEmpty
            }
            // One queue per id: the three are in flight together, so they may arrive in any order.
            let posted = await server.requests(matching: favoritesRoute).compactMap { request -> Int? in
                guard case .int(let id)? = request.jsonBody?["id"] else { return nil }
                return id
            }
            #expect(posted.sorted() == [11, 12, 13])
            #expect(store.state.readIDs == [11, 12, 13])
            #expect(store.state.markRead.failures == [])
            let stored = await server.items(in: "favorites").compactMap { $0["id"] }
            #expect(stored.contains(.int(11)) && stored.contains(.int(12)) && stored.contains(.int(13)))
        }
    }
}
