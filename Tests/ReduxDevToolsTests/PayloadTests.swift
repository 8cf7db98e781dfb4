import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The page shows an action's payload next to the state diff; it reads it from the action's JSON form,
/// which must reach it whole: case name, labels and values, and the payloads of the actions effects send.
@Suite(.loopbackServers)
@MainActor
struct PayloadTests {
    struct Repositories: RepoSearchRepository {
        func searchRepositories(query: String, page: Int) async throws(APIError) -> [RepoSearch.Repository] {
            [
                RepoSearch.Repository(
                    id: 7, fullName: "example/\(query)", summary: nil, stars: 3, topics: [],
                    owner: RepoSearch.Owner(login: "example", avatarURL: nil), homepage: nil,
                    updatedAt: januaryThirtyFirst)
            ]
        }
    }

    @Test func anActionReachesThePageWithItsPayload() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<RepoSearchState, RepoSearchAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = makeRepoSearchStore(
            environment: RepoSearchEnvironment(repository: Repositories()), middleware: [devTools.middleware])
        store.dispatch(.queryChanged(query: "b"))

        try await waitUntil("the search's answer is listed") {
            try await inspector.page.snapshot().events.count { $0.kind == "action" } == 2
        }
        let actions = try await inspector.page.snapshot().events.compactMap(\.action?.description)
        #expect(actions.first == #"{"queryChanged":{"query":"b"}}"#)
        let answer = try #require(actions.last)
        #expect(answer.hasPrefix(#"{"searchRepositoriesResponse":{"_0":{"succeeded":{"_0":"#))
        #expect(answer.contains(#""full_name":"example\/b""#))
        #expect(answer.contains(#""updated_at":"2026-01-31T09:15:00Z""#))
    }

    @Test func thePageHasAnActionPaneNextToTheDiff() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let html = String(
            decoding: try await inspector.page.send(HTTPRequest(method: .get, path: "/")).body, as: UTF8.self)
        let action = try #require(html.range(of: #"<div id="action" class="tree">"#))
        let diff = try #require(html.range(of: #"<ul id="diff" class="diff">"#))
        #expect(action.lowerBound < diff.lowerBound)
        #expect(html[action.upperBound..<diff.lowerBound].contains(#"<div class="pane">"#), "side by side")
    }
}
