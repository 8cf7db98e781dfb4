import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// An action typed as JSON in the page is sent to the app, which decodes it with its own action type and
/// dispatches it, or says why it cannot.
@Suite(.loopbackServers)
@MainActor
struct DispatchTests {
    @Test func anActionTypedInThePageIsDispatchedInTheApp() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<CounterState, CounterAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
        store.dispatch(.incrementTapped)
        try await waitUntil("the inspector lists the app") { try await inspector.page.snapshot().events.count == 2 }

        let response = try await inspector.page.post("/api/dispatch", json: #"{"action": {"incrementTapped": {}}}"#)
        #expect(response.status == 200)
        try await waitUntil("the app applied the action") { store.state.count == 2 }
        try await waitUntil("the inspector lists it") {
            try await inspector.page.states() == [#"{"count":0}"#, #"{"count":1}"#, #"{"count":2}"#]
        }
    }

    @Test func anActionWithAPayloadAndADateIsDecodedWithTheAppsTypes() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.cleared)
        try await waitUntil("the inspector lists the app") { try await inspector.page.snapshot().events.count == 2 }

        let action = #"{"action": {"edited": {"title": "typed", "at": "2026-02-01T10:30:00Z"}}}"#
        #expect(try await inspector.page.post("/api/dispatch", json: action).status == 200)
        try await waitUntil("the app applied the action") { store.state.title == "typed" }
        #expect(store.state.editedAt == februaryFirst)
    }

    @Test(arguments: [
        (#"{"edited": {"title": "no date"}}"#, "at edited: no value for 'at'"),
        (#"{"edited": {"title": "x", "at": "yesterday"}}"#, "at edited.at: 'yesterday' is neither an ISO 8601 date"),
        (#"{"renamed": {}}"#, "it has no case 'renamed'"),
        (#"[1, 2]"#, "not a NoteAction"),
    ])
    func anActionThatDoesNotDecodeIsReportedAndChangesNothing(action: String, problem: String) async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.edited(title: "kept", at: januaryThirtyFirst))
        try await waitUntil("the inspector lists the app") { try await inspector.page.snapshot().events.count == 2 }

        #expect(try await inspector.page.post("/api/dispatch", json: #"{"action": \#(action)}"#).status == 200)
        try await waitUntil("the app reports the problem") { try await inspector.page.newestError() != nil }
        let message = try #require(try await inspector.page.newestError())
        #expect(message.hasPrefix("the action to dispatch is not a NoteAction: "))
        #expect(message.contains(problem))
        #expect(store.state == NoteState(title: "kept", editedAt: januaryThirtyFirst))
        #expect(try await inspector.page.snapshot().events.count(where: { $0.kind == "action" }) == 1)
    }

    @Test func aDispatchWithoutAnActionOrWithoutAnAppIsRefused() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let noApp = try await inspector.page.post("/api/dispatch", json: #"{"action": {"a": {}}}"#)
        #expect(noApp.status == 409)
        #expect(try await inspector.page.postBatch(session: "run", seqs: 1...1).status == 200)
        let noAction = try await inspector.page.post("/api/dispatch", json: #"{"type": "a"}"#)
        #expect(noAction.status == 400)
        #expect(String(decoding: noAction.body, as: UTF8.self).contains("needs the 'action'"))
        let notJSON = try await inspector.page.post("/api/dispatch", json: #"{"action": incrementTapped}"#)
        #expect(notJSON.status == 400)
    }

    @Test func anActionDispatchedWhileTimeTravellingIsHeldUntilResumed() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<CounterState, CounterAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [devTools.middleware])
        store.dispatch(.incrementTapped)
        store.dispatch(.incrementTapped)
        try await waitUntil("the inspector lists the actions") { try await inspector.page.snapshot().events.count == 3 }
        #expect(try await inspector.page.post("/api/jump", json: #"{"seq": 1}"#).status == 200)
        try await waitUntil("the app shows the initial state") { store.state.count == 0 }

        for action in ["resetTapped", "decrementTapped"] {
            let response = try await inspector.page.post("/api/dispatch", json: #"{"action": {"\#(action)": {}}}"#)
            #expect(response.status == 200)
        }
        // Commands reach the app in order: the resume after both dispatches.
        #expect(try await inspector.page.post("/api/resume", json: "{}").status == 200)
        try await waitUntil("the held actions applied to the live state") {
            try await inspector.page.states().last == #"{"count":-1}"#
        }
        #expect(store.state.count == -1)
    }
}
