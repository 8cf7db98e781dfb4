import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": a paginated endpoint with `concurrency: latest` sent at once and no
/// optimistic steps gets a test that a refresh cancels a next page in flight: the next page (request 2) and
/// the refresh (request 3, the page back at its first) go to a mock answering a second later on the test
/// clock, and only the refresh's success arrives. Expected texts are written from that section.
@Suite struct NextPageCancelTestTests {
    private func tests(concurrency: String = "latest", extra: String = "") throws -> String {
        let spec = """
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            models:
              Item:
                fields: { name: String }
            state:
              items: { type: "[Item]", default: [] }
            endpoints:
              loadItems:
                method: GET
                path: /items
                response: "[Item]"
                store: { into: items }
                concurrency: \(concurrency)
                pagination: { style: page, pageSize: 10, nextPageAction: loadMore }
            \(extra)
            """
        return try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    @Test func aRefreshCancelsTheNextPageInFlight() throws {
        let tests = try tests()
        #expect(tests.contains("""
                @Test("loadItems cancels a next page in flight when sent again")
                func loadItemsCancelsTheNextPageInFlight() async {
                    let first = ShopSamples.item
                    let response = [ShopSamples.Other.item]
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    slowRepository.loadItemsResults = [.success(response)]
                    var state = ShopState()
                    state.items = [first]
                    state.loadItems.status = .loaded
                    state.loadItems.page.nextPage = 2
                    state.loadItems.nextRequestID = RequestID(2)
                    let store = makeStore(state, repository: slowRepository)
                    await store.send(.loadMore) {
                        $0.loadItems.nextRequestID = RequestID(3)
                        $0.loadItems.status = .loading(RequestID(2))
                        $0.loadItems.page.isLoadingNextPage = true
                    }
                    await store.send(.loadItems) {
                        $0.loadItems.nextRequestID = RequestID(4)
                        $0.loadItems.status = .loading(RequestID(3))
                        $0.loadItems.page = PageState(firstPage: 1)
                    }
                    await clock.advance(by: .seconds(1))
                    await store.receive(.loadItemsResponse(.succeeded(RequestID(3), response))) {
                        $0.loadItems.status = .loaded
                        $0.items = response
                        $0.loadItems.page.nextPage = 2
                        $0.loadItems.page.reachedEnd = true
                    }
                    await store.finish()
                }
            """), "\(tests)")
    }

    /// A `dropWhileInFlight` endpoint drops the refresh while a page is loading, rather than cancel the page
    /// (a paginated endpoint cannot be a `queue`).
    @Test func aDropWhileInFlightEndpointHasNoSuchTest() throws {
        let tests = try tests(concurrency: "dropWhileInFlight")
        #expect(tests.contains("func loadItemsAppendsTheNextPage()"), "\(tests)")
        #expect(!tests.contains("CancelsTheNextPageInFlight"), "\(tests)")
    }

    /// A state value both the credential and a query item read is set once, at the sample the request tests
    /// give the credential, in the next-page tests as in the others.
    @Test func aValueTheRequestReadsTwiceIsSetOnce() throws {
        let spec = """
            feature: Shop
            api:
              baseURL: "http://localhost:8080"
              auth: { apiKey: { header: X-Key, from: state.token } }
            models:
              Item:
                fields: { name: String }
            state:
              token: { type: String, default: "" }
              items: { type: "[Item]", default: [] }
            endpoints:
              loadItems:
                method: GET
                path: /items
                query: { owner: state.token }
                headers: { X-Owner: state.token }
                response: "[Item]"
                store: { into: items }
                pagination: { style: page, pageSize: 10, nextPageAction: loadMore }
            """
        let tests = try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
        #expect(tests.contains("""
                    let store = makeStore {
                        $0.token = "b"
                        $0.items = [first]
            """), "\(tests)")
        #expect(tests.contains("""
                    var state = ShopState()
                    state.token = "b"
                    state.items = [first]
            """), "\(tests)")
    }

    /// A debounced refresh waits before it is sent; the test is for requests sent at once.
    @Test func aDebouncedEndpointHasNoSuchTest() throws {
        let tests = try tests(extra: "    debounce: 300ms")
        #expect(tests.contains("func loadItemsAppendsTheNextPage()"), "\(tests)")
        #expect(!tests.contains("CancelsTheNextPageInFlight"), "\(tests)")
    }
}
