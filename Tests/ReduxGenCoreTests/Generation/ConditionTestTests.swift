import Testing
@testable import ReduxGenCore

/// docs/generated-code.md, "Tests": an action with a trigger whose `when:` reads a value is also
/// tested from the other side of the condition, with the first of these inputs that turns it: the defaults
/// with the usual payload, then the sample state and the defaults with the payload at its empty values
/// (`""`, `[]`, `nil`, a `Bool` at `true`); a trigger whose `when:` reads another feature's value, with
/// that value at its empty value. Expected texts are written from that section.
@Suite struct ConditionTestTests {
    func tests(_ spec: String) throws -> String {
        try #require(try generatedFiles(spec, module: "Shop")["ShopTests.swift"])
    }

    /// The sample payload passes `notEmpty`; the defaults do not change that (the step sets the query from
    /// the payload), so the sample state with `query: ""` makes the test.
    @Test func anEmptyTextPayloadTurnsANotEmptyCondition() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              query: { type: String, default: "" }
            actions:
              queryChanged:
                payload: { query: String }
                reduce: [ { set: query, from: query } ]
            endpoints:
              search:
                method: GET
                path: /search
                query: { q: state.query }
                triggers: [ { action: queryChanged, when: { notEmpty: state.query } } ]
            """)
        #expect(tests.contains("""
                @Test("queryChanged sends no search when the condition fails")
                func queryChangedWhenConditionFails() async {
                    let store = makeStore(sampleState())
                    let query = ""
                    await store.send(.queryChanged(query: query)) {
                        $0.query = ""
                    }
                    await store.finish()
                }
            """), "\(tests)")
    }

    /// The sample state's `total` (1) fails `isNil`; the defaults (`nil`) pass it, so that test starts from
    /// `makeStore()` and expects the request to start.
    @Test func theDefaultsTurnAConditionTheSampleStateFails() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              total: "Int?"
            actions:
              totalWanted: {}
            endpoints:
              count:
                method: GET
                path: /count
                triggers: [ { action: totalWanted, when: { isNil: state.total } } ]
            """)
        #expect(tests.contains("""
                @Test("totalWanted sends count when the condition holds")
                func totalWantedWhenConditionHolds() async {
                    repository.countResults = [.success(())]
                    let store = makeStore()
                    await store.send(.totalWanted) {
                        $0.count.nextRequestID = RequestID(2)
                        $0.count.status = .loading(RequestID(1))
                    }
                    await store.runEffectsAndSkipReceivedActions(advancing: clock)
                    #expect(!store.read(\\.count.status.isLoading), "count was sent and has ended")
                    await store.finish()
                }
            """), "\(tests)")
        // The action's own test starts no request: it stubs none and runs no effects.
        #expect(tests.contains("""
                func totalWantedAction() async {
                    let store = makeStore(sampleState())
                    await store.send(.totalWanted)
                    await store.finish()
                }
            """), "\(tests)")
    }

    /// A `Bool` payload's sample is `false`; sent at `true` from the sample state it turns `isTrue`.
    @Test func aBoolPayloadIsSentAtTrue() throws {
        let tests = try tests("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              live: Bool
            actions:
              liveSet:
                payload: { on: Bool }
                reduce: [ { set: live, from: "on" } ]
            endpoints:
              watch:
                method: GET
                path: /watch
                triggers: [ { action: liveSet, when: { isTrue: state.live } } ]
            """)
        let test = try generatedTest("liveSetWhenConditionHolds", in: tests)
        #expect(test.contains("""
                    let store = makeStore(sampleState())
                    let on = true
                    await store.send(.liveSet(on: on)) {
                        $0.live = true
                        $0.watch.nextRequestID = RequestID(2)
                        $0.watch.status = .loading(RequestID(1))
                    }
            """), "\(test)")
    }

    static func appConditionFiles(_ test: String, type: String = "String") throws -> [String: String] {
        try generatedFiles("""
            feature: Shop
            api: { baseURL: "http://localhost:8080" }
            state:
              items: "[Int]"
            actions:
              appeared: {}
            endpoints:
              load:
                method: GET
                path: /items
                triggers: [ { action: appeared, when: { \(test): app.other.name } } ]
            """, module: "Shop", alongside: ["feature: Other\nstate:\n  name: \"\(type)\"\nactions:\n  tapped: {}\n"])
    }

    /// The tests give another feature's text its second sample, `"b"`, which passes `notEmpty`; the test
    /// from the other side gives the environment `""` through `makeStore`, whose parameter defaults to the
    /// sample, and expects no request.
    @Test func anotherFeaturesValueIsEmptiedThroughMakeStore() throws {
        let tests = try #require(try Self.appConditionFiles("notEmpty")["ShopTests.swift"])
        #expect(tests.contains("""
                func makeStore(
                    _ state: ShopState,
                    repository: MockShopRepository? = nil,
                    otherName: String = "b"
                ) -> TestStore<ShopState, ShopAction> {
                    let repository = repository ?? self.repository
                    let environment = ShopEnvironment(repository: repository, otherName: { otherName })
            """), "\(tests)")
        #expect(tests.contains("""
                @Test("appeared sends no load when the condition fails")
                func appearedWhenConditionFails() async {
                    let store = makeStore(sampleState(), otherName: "")
                    await store.send(.appeared)
                    await store.finish()
                }
            """), "\(tests)")
    }

    /// The empty values of the other types, as for a payload: `nil` for an optional, `true` for a `Bool`,
    /// whose sample in the tests is its second, `false`.
    @Test(arguments: [("notNil", "String?", "nil"), ("isFalse", "Bool", "true")])
    func anotherFeaturesValueOfEachTypeIsEmptied(test: String, type: String, empty: String) throws {
        let tests = try #require(try Self.appConditionFiles(test, type: type)["ShopTests.swift"])
        #expect(tests.contains("let store = makeStore(sampleState(), otherName: \(empty))"), "\(tests)")
    }

    /// `isEmpty` fails on the sample (`"b"`) and would hold on `""`: a request that starts only on an
    /// empty value of another feature is not tested from that side.
    @Test func aConditionOnAnotherFeaturesValueThatFailsInTheOwnTestHasNoSuchTest() throws {
        let tests = try #require(try Self.appConditionFiles("isEmpty")["ShopTests.swift"])
        #expect(tests.contains("func appearedAction()"), "\(tests)")
        #expect(!tests.contains("appearedWhenCondition"), "\(tests)")
    }
}

/// docs/generated-code.md, "Tests": a request an action's `resetStatus:` step resets is running when the
/// action's test starts, so the test expects its status back at `.idle`; not so for a request the action
/// starts again itself, or a queued one.
@Suite struct StatusResetTestStartTests {
    static func spec(loadConcurrency: String = "latest", restarts: Bool = false) -> String {
        """
        feature: Shop
        api: { baseURL: "http://localhost:8080" }
        state:
          items: "[Int]"
        actions:
          signedOut:
            reduce: [ { reset: items }, { resetStatus: load } ]
        endpoints:
          load:
            method: GET
            path: /items
            concurrency: \(loadConcurrency)
        \(restarts ? "    triggers: [ signedOut ]" : "")
        """
    }

    @Test func theResetRequestIsRunningWhenTheTestStarts() throws {
        let tests = try #require(try generatedFiles(Self.spec(), module: "Shop")["ShopTests.swift"])
        let test = try generatedTest("signedOutAction", in: tests)
        #expect(test.contains("""
                    var state = sampleState()
                    state.load.nextRequestID = RequestID(2)
                    state.load.status = .loading(RequestID(1))
                    let store = makeStore(state)
                    await store.send(.signedOut) {
                        $0.items = []
                        $0.load.status = .idle
                    }
            """), "\(test)")
    }

    @Test func aRequestTheActionStartsAgainIsNotSetUp() throws {
        let tests = try #require(try generatedFiles(Self.spec(restarts: true), module: "Shop")["ShopTests.swift"])
        let test = try generatedTest("signedOutAction", in: tests)
        #expect(test.contains("let store = makeStore(sampleState())"), "\(test)")
        #expect(!test.contains(".idle"), "\(test)")
    }

    @Test func aQueuedRequestIsNotSetUp() throws {
        let tests = try #require(try generatedFiles(Self.spec(loadConcurrency: "queue"), module: "Shop")["ShopTests.swift"])
        let test = try generatedTest("signedOutAction", in: tests)
        #expect(test.contains("let store = makeStore(sampleState())"), "\(test)")
    }
}
