import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": a `cancel:` step of a declared action on an endpoint of its feature gets
/// a test that starts the endpoint's request against a mock answering a second later on the test clock,
/// sends the action and receives the request's `.cancelled` outcome, its status back at `.idle`. Expected
/// texts are written from that section.
@Suite struct CancelTestTests {
    func tests(_ spec: String) throws -> String {
        try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    @Test func aCancelStepIsTestedOnARunningRequest() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
            actions:
              cleared:
                reduce:
                  - reset: query
                  - cancel: search
            endpoints:
              search:
                method: GET
                path: /search
                payload: { term: String }
                query: { q: payload.term }
            """)
        #expect(tests.contains("""
                @Test("cleared cancels a running search")
                func clearedCancelsSearch() async {
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    let store = makeStore(sampleState(), repository: slowRepository)
                    await store.send(.search(term: "b")) {
                        $0.search.nextRequestID = RequestID(2)
                        $0.search.status = .loading(RequestID(1))
                    }
                    await store.send(.cleared) {
                        $0.query = ""
                    }
                    await store.receive(.searchResponse(.cancelled(RequestID(1)))) {
                        $0.search.status = .idle
                    }
                    await store.finish()
                }
            """), "\(tests)")
        #expect(!tests.contains("next page"), "only a paginated endpoint has the next page's test")
        // The store the test builds sends the requests to the mock it is given.
        #expect(tests.contains("""
                func makeStore(
                    _ state: ShopState,
                    repository: MockShopRepository? = nil
                ) -> TestStore<ShopState, ShopAction> {
                    let repository = repository ?? self.repository
            """), "\(tests)")
    }

    /// The action's payload is sent as in its own test, after the request has started.
    @Test func theActionIsSentWithItsPayloadAfterTheRequestStarts() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              note: { type: String, default: "" }
            actions:
              noted:
                payload: { text: String }
                reduce:
                  - set: note
                    from: text
                  - cancel: load
            endpoints:
              load:
                method: GET
                path: /items
            """)
        let test = try generatedTest("notedCancelsLoad", in: tests)
        #expect(test.contains("""
                    await store.send(.load) {
                        $0.load.nextRequestID = RequestID(2)
                        $0.load.status = .loading(RequestID(1))
                    }
                    let text = "b"
                    await store.send(.noted(text: text)) {
                        $0.note = "b"
                    }
                    await store.receive(.loadResponse(.cancelled(RequestID(1)))) {
                        $0.load.status = .idle
                    }
            """), "\(test)")
    }

    /// An action whose own test starts a request (here the one it cancels, started again) has no such
    /// test: that request's answer would arrive beside the cancelled one's.
    @Test func anActionWhoseTestStartsARequestHasNoCancelTest() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
            actions:
              queryChanged:
                payload: { query: String }
                reduce:
                  - set: query
                    from: query
                  - cancel: search
            endpoints:
              search:
                method: GET
                path: /search
                query: { q: state.query }
                triggers: [queryChanged]
            """)
        #expect(tests.contains("func queryChangedAction()"), "\(tests)")
        #expect(!tests.contains("func queryChangedCancels"), "\(tests)")
    }

    /// A request the same action's `resetStatus:` step resets, and one with optimistic steps, are left out;
    /// another cancelled request of the same action keeps its test.
    @Test func resetAndOptimisticRequestsAreLeftOut() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              liked: { type: Bool, default: false }
            actions:
              signedOut:
                reduce:
                  - resetStatus: login
                  - cancel: login
                  - cancel: like
                  - cancel: profile
            endpoints:
              login:
                method: GET
                path: /login
              like:
                method: POST
                path: /like
                optimistic:
                  - set: liked
                    value: true
              profile:
                method: GET
                path: /profile
            """)
        #expect(!tests.contains("func signedOutCancelsLogin()"), "\(tests)")
        #expect(!tests.contains("func signedOutCancelsLike()"), "\(tests)")
        let test = try generatedTest("signedOutCancelsProfile", in: tests)
        #expect(test.contains("""
                    var state = sampleState()
                    state.login.nextRequestID = RequestID(2)
                    state.login.status = .loading(RequestID(1))
                    let store = makeStore(state, repository: slowRepository)
                    await store.send(.profile) {
            """), "\(test)")
    }

    /// A request whose cancelled outcome starts another one does more than put its status back: no such test.
    @Test func aRequestWhoseCancellationStartsAnotherIsLeftOut() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            actions:
              stopped:
                reduce: [ { cancel: refresh } ]
            endpoints:
              refresh:
                method: GET
                path: /refresh
              log:
                method: POST
                path: /log
                triggers: [refreshCancelled]
            """)
        #expect(tests.contains("func stoppedAction()"), "\(tests)")
        #expect(!tests.contains("func stoppedCancelsRefresh()"), "\(tests)")
    }

    /// A paginated endpoint's next page in flight is cancelled by the same step: the test sends the
    /// next-page action, which also marks a page loading, and the cancelled outcome marks none loading.
    @Test func aPaginatedEndpointsNextPageIsTestedToo() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
              items: { type: "[String]", default: [] }
            actions:
              cleared:
                reduce:
                  - reset: query
                  - cancel: search
            endpoints:
              search:
                method: GET
                path: /search
                response: "[String]"
                store: { into: items }
                pagination: { style: page, pageSize: 20, nextPageAction: loadMore }
            """)
        #expect(tests.contains("""
                @Test("cleared cancels a running search")
                func clearedCancelsSearch() async {
            """), "\(tests)")
        #expect(tests.contains("""
                @Test("cleared cancels a running next page of search")
                func clearedCancelsTheNextPageOfSearch() async {
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    let store = makeStore(sampleState(), repository: slowRepository)
                    await store.send(.loadMore) {
                        $0.search.nextRequestID = RequestID(2)
                        $0.search.status = .loading(RequestID(1))
                        $0.search.page.isLoadingNextPage = true
                    }
                    await store.send(.cleared) {
                        $0.query = ""
                    }
                    await store.receive(.searchResponse(.cancelled(RequestID(1)))) {
                        $0.search.status = .idle
                        $0.search.page.isLoadingNextPage = false
                    }
                    await store.finish()
                }
            """), "\(tests)")
    }
}
