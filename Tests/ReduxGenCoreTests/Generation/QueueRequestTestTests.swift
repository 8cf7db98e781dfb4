import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": an endpoint with `concurrency: queue` sent at once gets a test that a
/// second request waits until the first has ended: both go to a mock answering a second later on the test
/// clock; 1 ms before the first answers the mock has been called once, the first success arrives with the
/// status still loading the second, and after the effects the mock has been called twice and the status is
/// `.loaded`. Expected texts are written from that section.
@Suite struct QueueRequestTestTests {
    func tests(_ spec: String) throws -> String {
        try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    @Test func aSecondRequestWaitsForTheFirst() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              saved: "Int?"
            endpoints:
              save:
                method: POST
                path: /save
                payload: { amount: Int }
                body: { fields: { amount: payload.amount } }
                response: Int
                store: saved
                concurrency: queue
            """)
        #expect(tests.contains("""
                @Test("save waits for the request in flight")
                func saveWaitsForTheRequestInFlight() async {
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    let response = 1
                    slowRepository.saveResults = [.success(response)]
                    let store = makeStore(ShopState(), repository: slowRepository)
                    let amount = 2
                    await store.send(.save(amount: amount)) {
                        $0.save.nextRequestID = RequestID(2)
                        $0.save.status = .loading(RequestID(1))
                    }
                    await store.send(.save(amount: amount)) {
                        $0.save.nextRequestID = RequestID(3)
                        $0.save.status = .loading(RequestID(2))
                    }
                    await clock.advance(by: .milliseconds(999))
                    #expect(slowRepository.calls.count == 1, "the second request is not sent while the first is in flight")
                    await clock.advance(by: .milliseconds(1))
                    await store.receive(.saveResponse(.succeeded(RequestID(1), response))) {
                        $0.saved = response
                    }
                    await store.runEffectsAndSkipReceivedActions(advancing: clock)
                    await store.finish()
                    #expect(slowRepository.calls.count == 2)
                    #expect(store.read(\\.save.status) == .loaded, "the second request was sent once the first had ended")
                }
            """), "\(tests)")
    }

    /// A keyed queue: the two requests send the same payload, so they share the key and queue.
    @Test func aKeyedQueueHasItToo() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              mark:
                method: POST
                path: /items/{id}/mark
                payload: { id: Int }
                params: { id: payload.id }
                concurrency: { policy: queue, key: payload.id }
            """)
        let test = try generatedTest("markWaitsForTheRequestInFlight", in: tests)
        #expect(test.contains("""
                    let id = 2
                    await store.send(.mark(id: id)) {
            """), "\(test)")
        #expect(test.contains("await store.receive(.markResponse(.succeeded(RequestID(1))))\n"), "\(test)")
    }

    /// `latest` and `dropWhileInFlight` endpoints do not queue, and a debounced queue waits for its
    /// debounce first: none of them has it.
    @Test func onlyQueuesSentAtOnceHaveIt() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            endpoints:
              load:
                method: GET
                path: /items
              refresh:
                method: GET
                path: /refresh
                concurrency: dropWhileInFlight
              later:
                method: POST
                path: /later
                debounce: 300ms
                concurrency: queue
            """)
        #expect(!tests.contains("WaitsForTheRequestInFlight"), "\(tests)")
        #expect(tests.contains("func laterSucceeds()"), "\(tests)")
    }

    /// With optimistic steps the test store is non-exhaustive: the sends check the requests' ids and
    /// statuses, the first success is received without expectations, and the calls and the final status
    /// are checked as for any queue.
    @Test func anOptimisticQueueIsCheckedNonExhaustively() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              flags: { type: "[Int]", default: [] }
            endpoints:
              flag:
                method: POST
                path: /flag/{id}
                payload: { id: Int }
                params: { id: payload.id }
                optimistic: [ { append: flags, from: id } ]
                concurrency: queue
            """)
        #expect(tests.contains("""
                @Test("flag waits for the request in flight")
                func flagWaitsForTheRequestInFlight() async {
                    let slowRepository = MockShopRepository(delay: .seconds(1), clock: clock)
                    slowRepository.flagResults = [.success(())]
                    let store = makeStore(ShopState(), repository: slowRepository)
                    store.exhaustivity = .off  // the optimistic steps' changes have tests of their own
                    let id = 2
                    await store.send(.flag(id: id)) {
                        $0.flag.nextRequestID = RequestID(2)
                        $0.flag.status = .loading(RequestID(1))
                    }
                    await store.send(.flag(id: id)) {
                        $0.flag.nextRequestID = RequestID(3)
                        $0.flag.status = .loading(RequestID(2))
                    }
                    await clock.advance(by: .milliseconds(999))
                    #expect(slowRepository.calls.count == 1, "the second request is not sent while the first is in flight")
                    await clock.advance(by: .milliseconds(1))
                    await store.receive(.flagResponse(.succeeded(RequestID(1))))
                    await store.runEffectsAndSkipReceivedActions(advancing: clock)
                    await store.finish()
                    #expect(slowRepository.calls.count == 2)
                    #expect(store.read(\\.flag.status) == .loaded, "the second request was sent once the first had ended")
                }
            """), "\(tests)")
    }

    /// An optimistic queue has the test even where its success test sets the response's key: the store
    /// does not check what the response stores.
    @Test func anOptimisticQueueWithAResponseKeyHasItToo() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            models:
              Item:
                fields: { id: Int, done: Bool }
            state:
              items: { type: "[Item]", default: [] }
            endpoints:
              close:
                method: PATCH
                path: /items/{id}
                payload: { id: Int }
                params: { id: payload.id }
                response: Item
                store: { upsert: items, by: id }
                optimistic:
                  - set: items
                    where: { id: payload.id }
                    field: done
                    value: true
                concurrency: queue
            """)
        let success = try generatedTest("closeSucceeds", in: tests)
        #expect(success.contains("response.id = 2"), "\(success)")
        let test = try generatedTest("closeWaitsForTheRequestInFlight", in: tests)
        #expect(test.contains("store.exhaustivity = .off"), "\(test)")
        #expect(test.contains("await store.receive(.closeResponse(.succeeded(RequestID(1), response)))\n"), "\(test)")
    }
}
