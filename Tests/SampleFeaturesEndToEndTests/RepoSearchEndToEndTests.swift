import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The RepoSearch feature against the fixture server: 40 repositories match "swift", 30 match "kotlin",
/// 30 to a page; the query is debounced by 300 ms.
@Suite(.loopbackServers)
@MainActor
struct RepoSearchEndToEndTests {
    let searchRoute = RouteMatcher("GET", "/repositories")

    func makeStore(_ server: FixtureServer) -> Store<RepoSearchState, RepoSearchAction> {
        makeRepoSearchStore(environment: RepoSearchEnvironment(repository: LiveRepoSearchRepository(baseURL: server.baseURL)))
    }

    @Test func typingWithinTheDebounceWindowSendsOneRequestForTheLastQuery() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.queryChanged(query: "s"))
            store.dispatch(.queryChanged(query: "sw"))
            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("the results for 'swift' are loaded") { store.state.searchRepositories.status == .loaded }

            let queries = await server.requests(matching: searchRoute).map { $0.queryValue("q") }
            #expect(queries == ["swift"])
            #expect(store.state.results.count == 30)
            #expect(store.state.results.allSatisfy { $0.fullName.contains("swift") })
        }
    }

    /// specs/search.yaml: `when: { notEmpty: state.query }` on the `queryChanged` trigger (docs/spec.md,
    /// "Conditions"): an empty query starts nothing, so the server receives nothing.
    @Test func anEmptyQuerySendsNothing() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.queryChanged(query: ""))
            #expect(store.state.searchRepositories.status == .idle)
            try await expectStillTrue("nothing is sent for the empty query, past its 300 ms debounce", for: .milliseconds(600)) {
                await server.requests(matching: searchRoute).isEmpty && store.state.searchRepositories.status == .idle
            }

            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("the results for 'swift' are loaded") { store.state.searchRepositories.status == .loaded }
            let queries = await server.requests(matching: searchRoute).map { $0.queryValue("q") }
            #expect(queries == ["swift"])
        }
    }

    /// Typing a letter and deleting it within the debounce window sends nothing: the `cancel:` step of
    /// `queryChanged` stops the waiting search, and the empty query starts none.
    @Test func clearingTheQueryWithinTheDebounceWindowSendsNothing() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.queryChanged(query: "s"))
            #expect(store.state.searchRepositories.status.isLoading)
            store.dispatch(.queryChanged(query: ""))
            #expect(store.state.searchRepositories.status == .idle)
            try await expectStillTrue("nothing is sent after the query was emptied", for: .milliseconds(600)) {
                await server.requests(matching: searchRoute).isEmpty && store.state.searchRepositories.status == .idle
            }
        }
    }

    @Test func repositoriesDecodeFromSnakeCaseKeys() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("the results are loaded") { store.state.searchRepositories.status == .loaded }

            let first = try #require(store.state.results.first)
            #expect(first.fullName == "org1/swift-project-1")
            #expect(first.summary == "A swift library")
            #expect(first.owner.avatarURL == URL(string: "https://example.com/avatars/1.png"))
            #expect(first.updatedAt == Date(timeIntervalSince1970: 1_704_067_200))
        }
    }

    /// A team's own client, on its one shared session, decodes the spec's snake_case models once it takes
    /// the spec's JSON options from `LiveRepoSearchRepository.specCoding` (docs/generated-code.md).
    @Test func aClientBuiltWithTheSpecCodingOnASharedSessionDecodesSnakeCaseKeys() async throws {
        // specs/search.yaml: `json: { keys: snake_case, dates: iso8601 }`. The models list every snake_case key
        // in their CodingKeys (docs/generated-code.md), so the coding converts no key.
        #expect(LiveRepoSearchRepository.specCoding == JSONCoding(keys: .useDefaultKeys, dates: .iso8601))
        try await withFixtureServer { server in
            let session = URLSession(configuration: .ephemeral)
            defer { session.finishTasksAndInvalidate() }
            let client = APIClient(
                baseURL: server.baseURL,
                transport: URLSessionHTTPTransport(session: session),
                coding: LiveRepoSearchRepository.specCoding)
            let results = try await LiveRepoSearchRepository(client: client).searchRepositories(query: "swift", page: 1)

            let first = try #require(results.first)
            #expect(first.fullName == "org1/swift-project-1")
            #expect(first.owner.avatarURL == URL(string: "https://example.com/avatars/1.png"))
            #expect(first.updatedAt == Date(timeIntervalSince1970: 1_704_067_200))
        }
    }

    @Test func aSlowResponseForAnOldQueryNeverOverwritesNewerResults() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(1_500)), for: RouteMatcher("GET", "/repositories", query: ["q": "kotlin"]))
            let store = makeStore(server)

            store.dispatch(.queryChanged(query: "kotlin"))
            try await waitUntil("the slow 'kotlin' request reaches the server") {
                await !server.requests(matching: searchRoute).isEmpty
            }
            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("the results for 'swift' are loaded") { store.state.searchRepositories.status == .loaded }
            #expect(store.state.results.allSatisfy { $0.fullName.contains("swift") })

            try await waitUntil("the server has answered the slow 'kotlin' request") {
                await server.requests(matching: searchRoute).first?.isAnswered == true
            }
            try await expectStillTrue("the results are those of 'swift'") {
                store.state.query == "swift" && !store.state.results.isEmpty
                    && store.state.results.allSatisfy { $0.fullName.contains("swift") }
            }
            let queries = await server.requests(matching: searchRoute).map { $0.queryValue("q") }
            #expect(queries == ["kotlin", "swift"])
        }
    }

    @Test func scrollingTwiceQuicklySendsOneNextPageRequest() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.queryChanged(query: "swift"))
            try await waitUntil("page 1 is loaded") { store.state.searchRepositories.status == .loaded }

            store.dispatch(.loadNextPage)
            store.dispatch(.loadNextPage)
            try await waitUntil("page 2 is loaded") { store.state.searchRepositories.status == .loaded }

            #expect(store.state.results.map(\.id) == Array(1...40))
            #expect(store.state.searchRepositories.page.reachedEnd)
            let pages = await server.requests(matching: searchRoute).map { $0.queryValue("page") }
            #expect(pages == ["1", "2"])
        }
    }
}
