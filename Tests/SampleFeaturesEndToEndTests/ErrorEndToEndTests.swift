import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// Failures on the wire land in state as typed `APIError`s, and a later retry succeeds.
@Suite(.loopbackServers)
struct ErrorEndToEndTests {
    /// One injected failure and the error it must become.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var failure: RouteBehavior
        /// How long the transport waits for an answer: long, so that a slow machine running every test at
        /// once never turns a failure the server sends into a timeout; short only where the timeout is the
        /// failure under test.
        var transportTimeout: Duration = .seconds(300)
        var matches: @Sendable (APIError) -> Bool

        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(name: "HTTP 500", failure: .failing(.status(500))) { error in
            if case .httpStatus(500, let body) = error { return body?.contains("failure injected") == true }
            return false
        },
        Case(name: "malformed JSON", failure: .failing(.malformedJSON)) { error in
            if case .decoding = error { return true }
            return false
        },
        // The transport gives up after 3 s; the server answers after 6 s. The retry goes through the same
        // transport, so its timeout must leave a busy machine time to answer it: with 1 s, a run of every
        // test at once on two cores once timed the retry out too.
        Case(name: "timeout", failure: .delayed(.seconds(6)), transportTimeout: .seconds(3)) { error in
            error == .transport(.timedOut)
        },
        Case(name: "dropped connection", failure: .failing(.droppedConnection)) { error in
            error == .transport(.connectionLost)
        },
    ]

    @Test(arguments: cases) @MainActor
    func failureLandsInStateAsATypedErrorAndRetrySucceeds(_ testCase: Case) async throws {
        try await withFixtureServer { server in
            let route = RouteMatcher("GET", "/articles")
            await server.setBehavior(testCase.failure, for: route)
            let repository = LiveFeedRepository(
                baseURL: server.baseURL,
                transport: URLSessionHTTPTransport(timeout: testCase.transportTimeout)
            )
            let store = makeFeedStore(environment: FeedEnvironment(repository: repository))

            store.dispatch(.appeared)
            try await waitUntil("the request fails") { store.state.loadArticles.status.isError }
            let error = try #require(store.state.loadArticles.status.error)
            #expect(testCase.matches(error), "\(testCase.name) became \(error)")
            #expect(store.state.articles.isEmpty)

            await server.removeAllBehaviors()
            store.dispatch(.refreshPulled)
            try await waitUntil("the retry ends") {
                store.state.loadArticles.status == .loaded || store.state.loadArticles.status.isError
            }
            #expect(store.state.loadArticles.status == .loaded, "the retry failed: \(String(describing: store.state.loadArticles.status))")
            #expect(store.state.articles.count == 20)
        }
    }
}
