import Foundation
import ReduxDevTools
import ReduxRuntime
import TestSupport
import Testing

/// Dates reach the inspector as ISO 8601 text, and the app reads them back in that form and in the one
/// logs had before (seconds since 2001-01-01).
@Suite(.loopbackServers)
@MainActor
struct DateTests {
    @Test func datesInActionsAndStatesReachTheInspectorAsISO8601Text() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.edited(title: "a", at: januaryThirtyFirst))

        try await waitUntil("the inspector lists the action") { try await inspector.page.snapshot().events.count == 2 }
        let event = try await inspector.page.snapshot().events[1]
        #expect(event.action?.description == #"{"edited":{"at":"2026-01-31T09:15:00Z","title":"a"}}"#)
        #expect(event.state?.description == #"{"editedAt":"2026-01-31T09:15:00Z","title":"a"}"#)
    }

    /// The same date as seconds since 2001 (how `JSONEncoder` wrote it before) and as ISO 8601 text.
    @Test(arguments: ["791543700", #""2026-01-31T09:15:00Z""#, #""2026-01-31T09:15:00.000Z""#])
    func anImportedLogReplaysWithDatesInEitherForm(date: String) async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.cleared)
        try await waitUntil("the inspector lists the app") { try await inspector.page.snapshot().events.count == 2 }

        let log = #"{"version": 2, "entries": [{"time": 0, "action": {"edited": {"title": "old", "at": \#(date)}}}]}"#
        #expect(try await inspector.page.post("/api/import", json: log).status == 200)
        try await waitUntil("the app replayed the log") { store.state.title == "old" }
        #expect(store.state.editedAt == januaryThirtyFirst)
        #expect(try await inspector.page.newestError() == nil)
    }

    @Test func aJumpShowsAKeptStateExactlyFractionsOfASecondIncluded() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        let edited = januaryThirtyFirst.addingTimeInterval(0.123_456)
        store.dispatch(.edited(title: "first", at: edited))
        store.dispatch(.edited(title: "second", at: februaryFirst))
        try await waitUntil("the inspector lists the actions") { try await inspector.page.snapshot().events.count == 3 }

        #expect(try await inspector.page.post("/api/jump", json: #"{"seq": 2}"#).status == 200)
        try await waitUntil("the app shows the first edit") { store.state.title == "first" }
        // ISO 8601 text keeps whole seconds: the state came from the app's own history, not from the JSON.
        #expect(store.state.editedAt == edited)
    }

    @Test func aJumpToAStateTheAppNoLongerKeepsTakesItFromTheInspector() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration(historyCapacity: 1))
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.edited(title: "first", at: januaryThirtyFirst.addingTimeInterval(0.5)))
        store.dispatch(.edited(title: "second", at: februaryFirst))
        store.dispatch(.cleared)
        try await waitUntil("the inspector lists the actions") { try await inspector.page.snapshot().events.count == 4 }

        #expect(try await inspector.page.post("/api/jump", json: #"{"seq": 2}"#).status == 200)
        try await waitUntil("the app shows the first edit") { store.state.title == "first" }
        #expect(store.state.editedAt == januaryThirtyFirst, "read back from ISO 8601 text, to the second")
    }

    @Test func anExportedLogReadsBackWithDevToolsJSON() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<NoteState, NoteAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = Store(initialState: NoteState(), reducer: noteReducer, middleware: [devTools.middleware])
        store.dispatch(.edited(title: "a", at: januaryThirtyFirst))
        store.dispatch(.cleared)
        try await waitUntil("the inspector lists the actions") { try await inspector.page.snapshot().events.count == 3 }

        let exported = try await inspector.page.send(HTTPRequest(method: .get, path: "/api/export"))
        let text = String(decoding: exported.body, as: UTF8.self)
        #expect(text.contains(#""at" : "2026-01-31T09:15:00Z""#))
        let log = try DevToolsJSON.makeDecoder().decode(ActionLog<NoteAction>.self, from: exported.body)
        #expect(log.actions == [.edited(title: "a", at: januaryThirtyFirst), .cleared])
    }
}
