import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Home feature against the fixture server: five sections from five endpoints.
@Suite(.loopbackServers)
@MainActor
struct HomeEndToEndTests {
    static let sectionRoutes = [
        RouteMatcher("GET", "/articles/{id}"),
        RouteMatcher("GET", "/articles"),
        RouteMatcher("GET", "/categories"),
        RouteMatcher("GET", "/authors"),
        RouteMatcher("GET", "/favorites"),
    ]

    func makeStore(_ server: FixtureServer) -> Store<HomeState, HomeAction> {
        makeHomeStore(environment: HomeEnvironment(repository: LiveHomeRepository(baseURL: server.baseURL)))
    }

    func statuses(_ state: HomeState) -> [RequestStatus] {
        [state.loadFeatured.status, state.loadLatest.status, state.loadCategories.status,
         state.loadAuthors.status, state.loadFavorites.status]
    }

    @Test func fiveSectionsLoadInParallel() async throws {
        try await withFixtureServer { server in
            // Each answer waits 2 s, so that all five requests are in flight at once when they are sent in
            // parallel; one after another, a request would reach the server only after the one before it
            // was answered. The server's log tells which, with 2 s to spare for a slow machine.
            for route in Self.sectionRoutes {
                await server.setBehavior(.delayed(.seconds(2)), for: route)
            }
            let store = makeStore(server)

            store.dispatch(.appeared)
            try await waitUntil("the five requests are at the server together, none answered yet") {
                let received = await server.requests.filter { request in Self.sectionRoutes.contains { $0.matches(request) } }
                return received.count == 5 && received.allSatisfy { !$0.isAnswered }
            }
            try await waitUntil("every section is loaded") { statuses(store.state).allSatisfy { $0 == .loaded } }
            #expect(store.state.featured?.id == 1)
            #expect(store.state.latest.map(\.id) == Array(1...5))
            #expect(store.state.categories.map(\.name) == ["news", "sports", "tech"])
            #expect(store.state.authors.count == 3)
            #expect(store.state.favorites.map(\.articleId) == [1, 2])
        }
    }

    @Test func aFailingSectionShowsAnErrorAndRetryRecoversIt() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.failing(.status(503)), for: RouteMatcher("GET", "/authors"))
            let store = makeStore(server)

            store.dispatch(.appeared)
            try await waitUntil("no section is loading") { !statuses(store.state).contains { $0.isLoading } }
            guard case .httpStatus(503, _)? = store.state.loadAuthors.status.error else {
                Issue.record("expected the authors section to fail with HTTP 503, found \(store.state.loadAuthors.status)")
                return
            }
            #expect(store.state.authors.isEmpty)
            #expect(statuses(store.state).filter { $0 == .loaded }.count == 4, "the other sections still load")

            await server.removeAllBehaviors()
            store.dispatch(.loadAuthors)
            try await waitUntil("the authors section is loaded") { store.state.loadAuthors.status == .loaded }
            #expect(store.state.authors.map(\.name) == ["Ada", "Grace", "Linus"])
            #expect(await server.requests(matching: RouteMatcher("GET", "/authors")).count == 2)
        }
    }
}
