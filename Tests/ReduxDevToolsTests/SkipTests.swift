import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// Skipping a past action, as in Redux DevTools: the app recomputes the later states without it, and
/// applying it again restores them.
@Suite(.loopbackServers)
@MainActor
struct SkipTests {
    /// A Counter store with the middleware, after increment, increment, decrement, increment (count 2),
    /// once the inspector lists the five events (seq 1 is the initial state).
    func counter(_ inspector: Inspector, historyCapacity: Int = 200) async throws
        -> (DevTools<CounterState, CounterAction>, Store<CounterState, CounterAction>)
    {
        let devTools = DevTools<CounterState, CounterAction>(
            configuration: inspector.configuration(historyCapacity: historyCapacity))
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
        for action in [CounterAction.incrementTapped, .incrementTapped, .decrementTapped, .incrementTapped] {
            store.dispatch(action)
        }
        try await waitUntil("the inspector lists the actions") { try await inspector.page.snapshot().events.count == 5 }
        return (devTools, store)
    }

    @Test func skippingAnActionRecomputesTheLaterStatesAndApplyingItAgainRestoresThem() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector)
        defer { devTools.stop() }

        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 4}"#).status == 200)
        try await waitUntil("the app recomputed the count without the decrement") { store.state.count == 3 }
        try await waitUntil("the inspector shows the recomputed states") {
            try await inspector.page.states() == [
                #"{"count":0}"#, #"{"count":1}"#, #"{"count":2}"#, #"{"count":2} [skipped]"#, #"{"count":3}"#,
            ]
        }

        // The page says "toggle": the inspector knows the action is skipped now.
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 4}"#).status == 200)
        try await waitUntil("the app applied the decrement again") { store.state.count == 2 }
        try await waitUntil("the inspector shows the states as they were") {
            try await inspector.page.states() == [
                #"{"count":0}"#, #"{"count":1}"#, #"{"count":2}"#, #"{"count":1}"#, #"{"count":2}"#,
            ]
        }
    }

    @Test func thePageIsToldWhichEventsItHasChanged() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector)
        defer { devTools.stop() }
        let before = try await inspector.page.snapshot()

        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 2}"#).status == 200)
        try await waitUntil("the app recomputed the count") { store.state.count == 1 }
        try await waitUntil("the inspector has the recomputed states") {
            try await inspector.page.states().last == #"{"count":1}"#
        }
        // A page that has every event up to seq 5 at the revision it last saw asks for what is new.
        let query = [
            HTTPQueryItem(name: "after", value: "5"), HTTPQueryItem(name: "epoch", value: "\(before.epoch)"),
            HTTPQueryItem(name: "revision", value: "\(before.revision ?? -1)"),
        ]
        let response = try await inspector.page.send(HTTPRequest(method: .get, path: "/api/events", queryItems: query))
        let snapshot = try JSONDecoder().decode(InspectorPageClient.Snapshot.self, from: response.body)
        #expect(snapshot.epoch == before.epoch, "the list did not start over")
        #expect(snapshot.events.isEmpty)
        #expect(snapshot.updated?.map(\.seq) == [2, 3, 4, 5])
        #expect(snapshot.updated?.first?.skipped == true)
    }

    @Test func actionsAfterASkipApplyToTheRecomputedState() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector)
        defer { devTools.stop() }
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 2, "skipped": true}"#).status == 200)
        try await waitUntil("the app recomputed the count") { store.state.count == 1 }

        store.dispatch(.incrementTapped)
        #expect(store.state.count == 2)
        // Applying the first increment again counts the one dispatched after the skip too.
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 2, "skipped": false}"#).status == 200)
        try await waitUntil("the app recomputed the count") { store.state.count == 3 }
    }

    @Test func skippingLeavesTimeTravelAndAppliesTheHeldActionsFirst() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector)
        defer { devTools.stop() }
        #expect(try await inspector.page.post("/api/jump", json: #"{"seq": 2}"#).status == 200)
        try await waitUntil("the app shows the first increment") { devTools.isTimeTravelling }
        store.dispatch(.resetTapped)
        #expect(store.state.count == 1, "held while travelling")

        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 4}"#).status == 200)
        try await waitUntil("the app left time travel") { !devTools.isTimeTravelling }
        // The reset came last: skipping the decrement before it leaves the count at 0.
        try await waitUntil("the inspector shows the recomputed states") {
            try await inspector.page.states().suffix(3) == [#"{"count":2} [skipped]"#, #"{"count":3}"#, #"{"count":0}"#]
        }
        #expect(store.state.count == 0)
        #expect(try await inspector.page.snapshot().travellingTo == nil)
    }

    @Test func anActionOlderThanTheAppKeepsCannotBeSkippedAndTheAppSaysWhy() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector, historyCapacity: 2)
        defer { devTools.stop() }

        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 3}"#).status == 200)
        try await waitUntil("the app says why") { try await inspector.page.newestError() != nil }
        #expect(try await inspector.page.newestError() == "action #3 can no longer be skipped: the app keeps its last "
            + "2 actions (DevToolsConfiguration.historyCapacity)")
        #expect(store.state.count == 2)

        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 4}"#).status == 200)
        try await waitUntil("a kept action is skipped") { store.state.count == 3 }
    }

    @Test func onlyActionsCanBeSkipped() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, _) = try await counter(inspector)
        defer { devTools.stop() }
        let initial = try await inspector.page.post("/api/skip", json: #"{"seq": 1}"#)
        #expect(initial.status == 404)
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 99}"#).status == 404)
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 2, "skipped": "yes"}"#).status == 400)
        #expect(try await inspector.page.post("/api/skip", json: #"{}"#).status == 400)
    }

    @Test func anExportLeavesSkippedActionsOutSoThatItReplaysToTheShownState() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let (devTools, store) = try await counter(inspector)
        defer { devTools.stop() }
        #expect(try await inspector.page.post("/api/skip", json: #"{"seq": 4}"#).status == 200)
        try await waitUntil("the inspector marks the decrement skipped") {
            try await inspector.page.snapshot().events.contains { $0.skipped == true }
        }

        let exported = try await inspector.page.send(HTTPRequest(method: .get, path: "/api/export"))
        let log = try DevToolsJSON.makeDecoder().decode(ActionLog<CounterAction>.self, from: exported.body)
        #expect(log.actions == [.incrementTapped, .incrementTapped, .incrementTapped])
        #expect(store.state.count == 3)
    }
}
