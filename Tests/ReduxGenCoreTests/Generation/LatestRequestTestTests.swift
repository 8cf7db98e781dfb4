import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": an endpoint with `concurrency: latest` sent at once gets a test that a
/// second request cancels the first: both go to a mock answering a second later on the test clock, and only
/// the second request's success arrives. Expected texts are written from that section.
@Suite struct LatestRequestTestTests {
    func tests(_ spec: String) throws -> String {
        try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    @Test func aSecondRequestCancelsTheFirst() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              items: { type: "[String]", default: [] }
            endpoints:
              load:
                method: GET
                path: /items
                payload: { category: String }
                query: { c: payload.category }
                response: "[String]"
                store: items
            """)
        #expect(tests.contains("""
                @Test("load cancels the request in flight when sent again")
                func loadCancelsTheRequestInFlight() async {
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    let response = ["a"]
                    slowRepository.loadResults = [.success(response)]
                    let store = makeStore(ShopState(), repository: slowRepository)
                    let category = "b"
                    await store.send(.load(category: category)) {
                        $0.load.nextRequestID = RequestID(2)
                        $0.load.status = .loading(RequestID(1))
                    }
                    await store.send(.load(category: category)) {
                        $0.load.nextRequestID = RequestID(3)
                        $0.load.status = .loading(RequestID(2))
                    }
                    await clock.advance(by: .seconds(1))
                    await store.receive(.loadResponse(.succeeded(RequestID(2), response))) {
                        $0.load.status = .loaded
                        $0.items = response
                    }
                    await store.finish()
                }
            """), "\(tests)")
    }

    /// A debounced `latest` endpoint has its own test ("sends only the last of quick requests"); `queue` and
    /// `dropWhileInFlight` endpoints keep every request or drop the second.
    @Test func onlyLatestEndpointsSentAtOnceHaveIt() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
            endpoints:
              search:
                method: GET
                path: /search
                query: { q: state.query }
                debounce: 300ms
              save:
                method: POST
                path: /save
              refresh:
                method: GET
                path: /refresh
                concurrency: dropWhileInFlight
            """)
        #expect(tests.contains("func searchSendsOnlyTheLastOfQuickRequests()"), "\(tests)")
        #expect(!tests.contains("CancelsTheRequestInFlight"), "\(tests)")
    }

    /// The request's credential is set on the state the test starts from, as in its success test.
    @Test func aStateCredentialIsSetFirst() throws {
        let tests = try tests("""
            feature: Shop
            api:
              baseURL: "http://localhost:8080"
              auth: { bearer: state.token }
            state:
              token: { type: String, default: "" }
            endpoints:
              profile:
                method: GET
                path: /profile
            """)
        let test = try generatedTest("profileCancelsTheRequestInFlight", in: tests)
        #expect(test.contains("""
                    var state = ShopState()
                    state.token = "b"
                    let store = makeStore(state, repository: slowRepository)
            """), "\(test)")
    }

    /// The requests the second request's success starts (a chain) start as in the success test, then run
    /// to their end.
    @Test func aSuccessChainRunsToItsEnd() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              signIn:
                method: GET
                path: /sign-in
              loadProfile:
                method: GET
                path: /profile
                triggers: [signInSucceeded]
            """)
        let test = try generatedTest("signInCancelsTheRequestInFlight", in: tests)
        #expect(test.contains("""
                    await clock.advance(by: .seconds(1))
                    await store.receive(.signInResponse(.succeeded(RequestID(2)))) {
                        $0.signIn.status = .loaded
                        $0.loadProfile.nextRequestID = RequestID(2)
                        $0.loadProfile.status = .loading(RequestID(1))
                    }
                    await store.runEffectsAndSkipReceivedActions(advancing: clock)
                    await store.finish()
            """), "\(test)")
    }
}
