import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// How a request's status moves as docs/generated-code.md describes it, against the fixture server: a
/// `dropWhileInFlight` endpoint loads again as soon as it has loaded, cancellation puts the status back to
/// `.idle`, and queued requests keep each failure.
@Suite(.loopbackServers)
@MainActor
struct RequestLifecycleEndToEndTests {
    let featuredRoute = RouteMatcher("GET", "/articles/{id}")
    let removeFavoriteRoute = RouteMatcher("DELETE", "/favorites/{id}")

    func makeHomeStore(_ server: FixtureServer) -> Store<HomeState, HomeAction> {
        SampleFeatures.makeHomeStore(environment: HomeEnvironment(repository: LiveHomeRepository(baseURL: server.baseURL)))
    }

    /// `loadFeatured` is `dropWhileInFlight`: a refresh sent by a subscriber the moment the status becomes
    /// `.loaded` is a new request, not one dropped because the finished request still counts as in flight.
    @Test func aRefreshSentTheMomentTheFeaturedArticleHasLoadedLoadsItAgain() async throws {
        try await withFixtureServer { server in
            let store = makeHomeStore(server)
            var refreshesSent = 0
            let token = store.subscribe(select: \.loadFeatured.status) { status in
                if status == .loaded, refreshesSent == 0 {
                    refreshesSent += 1
                    store.dispatch(.refreshPulled)
                }
            }
            defer { store.unsubscribe(token) }

            store.dispatch(.appeared)
            try await waitUntil("the refresh has loaded the featured article again") {
                await server.requests(matching: featuredRoute).count == 2 && store.state.loadFeatured.status == .loaded
            }
            #expect(refreshesSent == 1)
            #expect(store.state.featured?.id == 1)
        }
    }

    /// docs/generated-code.md: a request cancelled by `Store.cancelAllEffects()` sets its status back to
    /// `.idle`, from which the endpoint loads again.
    @Test func cancellingEveryEffectPutsTheStatusBackToIdleAndTheNextRefreshLoads() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.seconds(2)), for: featuredRoute)
            let store = makeHomeStore(server)

            store.dispatch(.appeared)
            #expect(store.state.loadFeatured.status.isLoading)
            store.cancelAllEffects()
            #expect(store.state.loadFeatured.status == .idle)
            #expect(store.state.loadLatest.status == .idle)
            try await waitUntil("the cancelled requests have ended") { store.inFlightEffectCount == 0 }
            #expect(store.state.loadFeatured.status == .idle, "a cancelled request's response never arrives")

            await server.setBehavior(RouteBehavior(), for: featuredRoute)
            store.dispatch(.refreshPulled)
            #expect(store.state.loadFeatured.status.isLoading)
            try await waitUntil("the featured article is loaded") { store.state.loadFeatured.status == .loaded }
            #expect(store.state.featured?.id == 1)
        }
    }

    /// docs/generated-code.md: with `concurrency: queue` every failed request is kept in the endpoint's
    /// failure list, even when a later request succeeds.
    @Test func aQueuedRequestThatFailsStaysVisibleAfterALaterOneSucceeds() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                let store = makeArchiveStore(
                    environment: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: server.baseURL)),
                    persistenceStore: FilePersistenceStore(directory: folder)
                )

                store.dispatch(.favoriteRemoved(id: 999))   // no such favorite: 404
                store.dispatch(.favoriteRemoved(id: 1))
                try await waitUntil("both deletes have been answered") {
                    store.inFlightEffectCount == 0 && store.state.removeFavorite.status == .loaded
                }

                #expect(await server.requests(matching: removeFavoriteRoute).map(\.path) == ["/favorites/999", "/favorites/1"])
                #expect(store.state.removeFavorite.failures.map(\.requestID) == [RequestID(1)])
                guard case .httpStatus(404, _)? = store.state.removeFavorite.failures.first?.error else {
                    Issue.record("expected the first delete to fail with HTTP 404, found \(store.state.removeFavorite.failures)")
                    return
                }
            }
        }
    }
}

/// docs/spec.md: a write endpoint (`POST`, `PUT`, `PATCH`, `DELETE`) that names no `concurrency:` is
/// `queue`d, so writes never cancel one another. Archive's `addFavorite` (`POST /favorites`) names none.
@MainActor
struct WriteDefaultsEndToEndTests {
    let addFavoriteRoute = RouteMatcher("POST", "/favorites")

    @Test func favoritesAddedQuicklyOneAfterAnotherAllReachTheServerInOrder() async throws {
        try await withFixtureServer { server in
            try await withTemporaryFolder { folder in
                await server.setBehavior(.delayed(.milliseconds(200)), for: addFavoriteRoute)
                let store = makeArchiveStore(
                    environment: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: server.baseURL)),
                    persistenceStore: FilePersistenceStore(directory: folder)
                )

                store.dispatch(.favoriteAdded(id: 7))
                store.dispatch(.favoriteAdded(id: 8))
                store.dispatch(.favoriteAdded(id: 9))
                try await waitUntil("every favorite has been posted") {
                    store.inFlightEffectCount == 0 && !store.state.addFavorite.status.isLoading
                }

                let posted = await server.requests(matching: addFavoriteRoute).map { $0.jsonBody?["id"] }
                #expect(posted == [.int(7), .int(8), .int(9)])
                #expect(store.state.addFavorite.status == .loaded)
                #expect(store.state.addFavorite.failures == [])
                let stored = await server.items(in: "favorites").compactMap { $0["id"] }
                #expect(stored.contains(.int(7)) && stored.contains(.int(8)) && stored.contains(.int(9)))
            }
        }
    }
}

/// docs/spec.md: a `cancel: endpoint` reduce step cancels the endpoint's request in flight or waiting for
/// its debounce, and its status goes back to `.idle`. RepoSearch's `clearQuery` cancels the search.
@MainActor
struct CancelStepEndToEndTests {
    let searchRoute = RouteMatcher("GET", "/repositories")

    @Test func clearingTheQueryDuringTheDebounceSendsNothing() async throws {
        try await withFixtureServer { server in
            let store = makeRepoSearchStore(
                environment: RepoSearchEnvironment(repository: LiveRepoSearchRepository(baseURL: server.baseURL))
            )

            store.dispatch(.queryChanged(query: "swift"))
            #expect(store.state.searchRepositories.status.isLoading)
            store.dispatch(.clearQuery)
            #expect(store.state.searchRepositories.status == .idle)
            #expect(store.state.query == "")

            // The debounce is 300 ms: wait well past it.
            try await expectStillTrue("no search is sent and no results arrive", for: .milliseconds(800)) {
                await server.requests(matching: searchRoute).isEmpty && store.state.results.isEmpty
            }
            #expect(store.inFlightEffectCount == 0)
            #expect(store.state.searchRepositories.status == .idle)

            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("a new search loads") { store.state.searchRepositories.status == .loaded }
            #expect(await server.requests(matching: searchRoute).map { $0.queryValue("q") } == ["swift"])
        }
    }
}
