@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// `pagination: { style: link }` in the feature generated from `Tests/Fixtures/Generated/LinkPages`, with its
/// live repository against a loopback server. docs/spec.md ("Pagination"): the first page is the spec's
/// request, with `sizeParam` and the spec's query; each next page is requested from the previous response's
/// `rel="next"` link exactly as it is (a relative link resolved against the request's URL), with the same
/// headers; a response without one is the last page, after which the next-page action sends nothing; a
/// refresh starts again at the first URL.
@Suite(.loopbackServers)
@MainActor
struct LinkPaginationTests {
    let firstPage = #"[{"id": 1, "title": "one"}, {"id": 2, "title": "two"}]"#
    let secondPage = #"[{"id": 3, "title": "three"}, {"id": 4, "title": "four"}]"#
    let lastPage = #"[{"id": 5, "title": "five"}]"#
    /// The first request as docs/spec.md describes it: the path parameter as one segment, the spec's query,
    /// then the page size.
    let firstRequest = "GET /api/repos/octo%2Fhello%20world/issues?state=open&per_page=2"

    func makeStore(_ server: LoopbackServer) -> Store<IssuesState, IssuesAction> {
        let repository = LiveIssuesRepository(baseURL: server.baseURL.appendingPathComponent("api"))
        return makeIssuesStore(environment: IssuesEnvironment(repository: repository))
    }

    /// A next link with a query the server wrote in its own way (its order, an escaped slash, a cursor), which
    /// a client must send back unchanged.
    func secondPageURL(_ server: LoopbackServer) -> String {
        "\(server.baseURL.absoluteString)/api/v2/issues?after=abc%2Fdef&per_page=2&page=2"
    }

    func loadFirstPage(_ store: Store<IssuesState, IssuesAction>, _ server: LoopbackServer) async throws {
        await server.answer(with: .json(firstPage, headers: [
            "Link": #"<\#(secondPageURL(server))>; rel="next", <\#(server.baseURL.absoluteString)/api/v2/issues?page=3>; rel="last""#,
        ]))
        store.dispatch(.appeared)
        try await waitUntil("page 1 is loaded") { store.state.listIssues.status == .loaded }
    }

    @Test func theFirstPageIsTheSpecsRequestAndKeepsTheNextLink() async throws {
        try await LoopbackServer.with { server in
            let store = makeStore(server)
            store.dispatch(.signedIn(token: "secret"))
            try await loadFirstPage(store, server)

            let request = try await server.onlyRequest()
            #expect(request.description == firstRequest)
            #expect(request.headers["authorization"] == "Bearer secret")
            #expect(store.state.issues.map(\.id) == [1, 2])
            #expect(store.state.listIssues.page.nextURL == URL(string: secondPageURL(server)))
            #expect(!store.state.listIssues.page.reachedEnd)
        }
    }

    @Test func theNextPageIsRequestedFromTheLinkExactlyWithTheSameHeaders() async throws {
        try await LoopbackServer.with { server in
            let store = makeStore(server)
            store.dispatch(.signedIn(token: "secret"))
            try await loadFirstPage(store, server)

            await server.answer(with: .json(secondPage, headers: ["Link": #"</api/v2/issues?after=ghi&page=3>; rel="next""#]))
            store.dispatch(.loadMoreIssues)
            try await waitUntil("page 2 is loaded") { store.state.issues.count == 4 }

            let requests = await server.requests
            #expect(requests.map(\.description) == [firstRequest, "GET /api/v2/issues?after=abc%2Fdef&per_page=2&page=2"])
            #expect(requests.last?.headers["authorization"] == "Bearer secret")
            #expect(requests.last?.headers["accept"] == "application/json")
            #expect(store.state.issues.map(\.id) == [1, 2, 3, 4])
            // A relative link resolves against the URL of the request it answered.
            #expect(store.state.listIssues.page.nextURL == URL(string: "\(server.baseURL.absoluteString)/api/v2/issues?after=ghi&page=3"))
        }
    }

    @Test func noRequestIsSentAfterAPageWithoutANextLink() async throws {
        try await LoopbackServer.with { server in
            let store = makeStore(server)
            try await loadFirstPage(store, server)
            await server.answer(with: .json(secondPage, headers: ["Link": #"</api/v2/issues?page=3>; rel="next""#]))
            store.dispatch(.loadMoreIssues)
            try await waitUntil("page 2 is loaded") { store.state.issues.count == 4 }
            // The last page links only back to the first.
            await server.answer(with: .json(lastPage, headers: ["Link": #"</api/v2/issues?page=1>; rel="first""#]))
            store.dispatch(.loadMoreIssues)
            try await waitUntil("page 3 is loaded") { store.state.issues.count == 5 }
            #expect(store.state.listIssues.page.reachedEnd)
            #expect(store.state.listIssues.page.nextURL == nil)
            try await waitUntil("page 3's effect has finished") { store.inFlightEffectCount == 0 }

            store.dispatch(.loadMoreIssues)

            #expect(store.state.listIssues.status == .loaded, "no request starts after the last page")
            #expect(store.inFlightEffectCount == 0)
            #expect(await server.requests.map(\.description) == [
                firstRequest, "GET /api/v2/issues?after=abc%2Fdef&per_page=2&page=2", "GET /api/v2/issues?page=3",
            ])
        }
    }

    @Test func aRefreshStartsAgainAtTheFirstURL() async throws {
        try await LoopbackServer.with { server in
            let store = makeStore(server)
            try await loadFirstPage(store, server)
            await server.answer(with: .json(secondPage))
            store.dispatch(.loadMoreIssues)
            try await waitUntil("page 2, the last, is loaded") { store.state.issues.count == 4 }
            #expect(store.state.listIssues.page.reachedEnd)

            await server.answer(with: .json(lastPage, headers: ["Link": #"</api/v2/issues?page=2>; rel="next""#]))
            store.dispatch(.refreshed)
            try await waitUntil("the refresh is loaded") { store.state.issues.count == 1 }

            let requests = await server.requests.map(\.description)
            #expect(requests.count == 3)
            #expect(requests.last == firstRequest)
            #expect(store.state.issues.map(\.id) == [5])
            #expect(!store.state.listIssues.page.reachedEnd)
            #expect(store.state.listIssues.page.nextURL == URL(string: "\(server.baseURL.absoluteString)/api/v2/issues?page=2"))
        }
    }

    @Test func itemsAreReadFromTheBodyAtThePaginationsItemsPath() async throws {
        try await LoopbackServer.with { server in
            let store = makeStore(server)
            await server.answer(with: .json(
                #"{"total_count": 3, "items": [{"id": 7, "title": "seven"}]}"#,
                headers: ["Link": #"<?q=x&page=2>; rel="next""#]
            ))
            store.dispatch(.searchIssues)
            try await waitUntil("the first results are loaded") { store.state.searchIssues.status == .loaded }
            #expect(store.state.results?.map(\.id) == [7])

            await server.answer(with: .json(#"{"total_count": 3}"#))
            store.dispatch(.loadMoreResults)
            try await waitUntil("the second results are loaded") { store.state.searchIssues.page.reachedEnd }

            #expect(store.state.results?.map(\.id) == [7], "a page without items adds none")
            #expect(await server.requests.map(\.description) == ["GET /api/search/issues", "GET /api/search/issues?q=x&page=2"])
        }
    }
}
