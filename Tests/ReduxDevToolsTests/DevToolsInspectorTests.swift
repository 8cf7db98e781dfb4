import Foundation
import ReduxDevTools
import ReduxDevToolsInspector
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The DevTools middleware of a generated feature against the real inspector server on loopback: what
/// the inspector receives, time travel, export and replay, tokens, and life without an inspector.
@Suite(.loopbackServers)
@MainActor
struct DevToolsInspectorTests {
    func makeCounterStore(devTools: DevTools<CounterState, CounterAction>) -> Store<CounterState, CounterAction> {
        Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
    }

    func configuration(_ server: InspectorServer, token: String? = nil) -> DevToolsConfiguration {
        DevToolsConfiguration(
            inspectorURL: URL(string: "http://127.0.0.1:\(server.port)")!, token: token, appName: "CounterTest",
            retryInterval: .milliseconds(100))
    }

    func page(_ server: InspectorServer, token: String? = nil) -> InspectorPageClient {
        InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!, token: token)
    }

    @Test func theInspectorReceivesEachActionWithTheStateAfterIt() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let devTools = DevTools<CounterState, CounterAction>(configuration: configuration(server))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)
        store.dispatch(.decrementTapped)

        let page = page(server)
        try await waitUntil("the inspector lists the three actions") { try await page.snapshot().events.count == 4 }
        let snapshot = try await page.snapshot()
        #expect(snapshot.app == "CounterTest")
        #expect(snapshot.events.map(\.kind) == ["initial", "action", "action", "action"])
        #expect(snapshot.events.map(\.action?.description) == [
            nil, #"{"incrementTapped":{}}"#, #"{"incrementTapped":{}}"#, #"{"decrementTapped":{}}"#,
        ])
        #expect(snapshot.events.map(\.state?.description) == [
            #"{"count":0}"#, #"{"count":1}"#, #"{"count":2}"#, #"{"count":1}"#,
        ])
    }

    @Test func jumpingShowsThePastStateHoldsActionsAndResumingAppliesThem() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let devTools = DevTools<CounterState, CounterAction>(configuration: configuration(server))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        for _ in 1...3 {
            store.dispatch(.incrementTapped)
        }
        let page = page(server)
        try await waitUntil("the inspector lists the actions") { try await page.snapshot().events.count == 4 }

        let jump = try await page.post("/api/jump", json: #"{"seq": 2}"#)
        #expect(jump.status == 200)
        try await waitUntil("the store shows the state after the first increment") { store.state.count == 1 }
        #expect(devTools.isTimeTravelling)

        store.dispatch(.incrementTapped)
        #expect(store.state.count == 1, "actions wait while time travelling")

        _ = try await page.post("/api/resume", json: "{}")
        try await waitUntil("the store is live again with the held action applied") { store.state.count == 4 }
        #expect(!devTools.isTimeTravelling)
        try await waitUntil("the inspector lists the held action") { try await page.snapshot().events.count == 5 }
    }

    @Test func anExportedLogReplaysIntoTheApp() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let devTools = DevTools<CounterState, CounterAction>(configuration: configuration(server))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)
        let page = page(server)
        try await waitUntil("the inspector lists the actions") { try await page.snapshot().events.count == 3 }

        let exported = try await page.send(HTTPRequest(method: .get, path: "/api/export"))
        let log = try ActionLog<CounterAction>.decode(from: exported.body)
        #expect(log.version == ActionLog<CounterAction>.currentVersion)
        #expect(log.actions == [.incrementTapped, .incrementTapped])

        store.dispatch(.resetTapped)
        store.dispatch(.decrementTapped)
        #expect(store.state.count == -1)

        let imported = try await page.post("/api/import", json: String(decoding: exported.body, as: UTF8.self))
        #expect(imported.status == 200)
        try await waitUntil("the app replayed the log") { store.state.count == 2 }
        try await waitUntil("the inspector lists the replayed actions") {
            try await page.snapshot().events.map(\.kind) == ["initial", "replayed", "replayed"]
        }
    }

    @Test func aLogOfAnotherAppIsRefusedByTheAppWhichSaysWhy() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let devTools = DevTools<CounterState, CounterAction>(configuration: configuration(server))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        store.dispatch(.incrementTapped)
        let page = page(server)
        try await waitUntil("the inspector lists the action") { try await page.snapshot().events.count == 2 }

        let foreign = #"{"version": 2, "entries": [{"time": 0, "action": {"queryChanged": {"query": "swift"}}}]}"#
        #expect(try await page.post("/api/import", json: foreign).status == 200)
        try await waitUntil("the app reports that the log does not fit") {
            try await page.snapshot().events.contains { $0.kind == "error" }
        }
        let error = try #require(try await page.snapshot().events.first { $0.kind == "error" })
        #expect(error.message == "the replay command does not fit this app: entry 0's action: this app has no "
            + "case 'queryChanged' (is the log of another app?)")
        #expect(store.state.count == 1, "the app's state is untouched")
        #expect(try await page.snapshot().events.map(\.kind) == ["initial", "action", "error"],
                "the run's events stay as the app's state does")
        let exported = try await page.send(HTTPRequest(method: .get, path: "/api/export"))
        #expect(try ActionLog<CounterAction>.decode(from: exported.body).actions == [.incrementTapped])
    }

    @Test func theInspectorRefusesSomethingThatIsNoActionLog() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let response = try await page(server).post("/api/import", json: #"{"version": 9, "entries": []}"#)
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("version 9 is not supported"))
    }

    @Test func aTokenIsRequiredFromTheAppAndThePageWhenSet() async throws {
        let secret = "s3cret7s3cret7s3cret"
        let server = try await InspectorServer.start(.init(port: 0, token: secret))
        defer { Task { await server.stop() } }
        #expect(server.pageURL.absoluteString.hasSuffix("/?token=s3cret7s3cret7s3cret"))
        let withoutToken = try await page(server).send(HTTPRequest(method: .get, path: "/api/events"))
        #expect(withoutToken.status == 401)

        let wrong = DevTools<CounterState, CounterAction>(configuration: configuration(server, token: "guess"))
        defer { wrong.stop() }
        let wrongStore = makeCounterStore(devTools: wrong)
        wrongStore.dispatch(.incrementTapped)
        let right = DevTools<CounterState, CounterAction>(configuration: configuration(server, token: secret))
        defer { right.stop() }
        let rightStore = makeCounterStore(devTools: right)
        rightStore.dispatch(.decrementTapped)

        let page = page(server, token: secret)
        try await waitUntil("the app with the token is listed") { try await page.snapshot().events.count == 2 }
        // The other app keeps retrying with its wrong token; none of its events is ever accepted.
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await page.snapshot().events.map(\.state?.description) == [#"{"count":0}"#, #"{"count":-1}"#])
    }

    @Test func listeningBeyondLoopbackWithoutATokenIsRefused() async throws {
        await #expect(throws: InspectorServer.OptionsError.self) {
            _ = try await InspectorServer.start(.init(host: "0.0.0.0", port: 0))
        }
    }

    @Test func withoutAnInspectorTheAppRunsAndKeepsOnlyTheNewestEvents() async throws {
        // Nothing listens on port 9 (discard) on loopback in the test environment; connecting fails at once.
        let devTools = DevTools<CounterState, CounterAction>(configuration: DevToolsConfiguration(
            inspectorURL: URL(string: "http://127.0.0.1:9")!, bufferCapacity: 10, retryInterval: .milliseconds(50)))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        for _ in 1...1_000 {
            store.dispatch(.incrementTapped)
        }
        #expect(store.state.count == 1_000)
        #expect(devTools.pendingEventCount <= 10)
    }

    @Test func theAppReconnectsWhenTheInspectorRestarts() async throws {
        let first = try await InspectorServer.start(.init(port: 0))
        let port = first.port
        let devTools = DevTools<CounterState, CounterAction>(configuration: configuration(first))
        defer { devTools.stop() }
        let store = makeCounterStore(devTools: devTools)
        store.dispatch(.incrementTapped)
        try await waitUntil("the first inspector lists the action") { try await page(first).snapshot().events.count == 2 }
        await first.stop()

        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)
        let second = try await InspectorServer.start(.init(port: port))
        defer { Task { await second.stop() } }
        try await waitUntil("the restarted inspector receives the actions sent meanwhile") {
            try await page(second).snapshot().events.last?.state?.description == #"{"count":3}"#
        }
    }
}
