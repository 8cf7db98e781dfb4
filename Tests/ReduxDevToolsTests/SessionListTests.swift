import Foundation
import ReduxDevTools
import ReduxDevToolsInspector
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// Several apps, or several runs of one app, report to one inspector: the page lists the runs and shows
/// the one picked, each within its own limits, and a command goes to the run it names only.
@Suite(.loopbackServers)
@MainActor
struct SessionListTests {
    @Test func twoAppsAtOnceAreListedAndEachIsShownAndCommandedOnItsOwn() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let first = DevTools<CounterState, CounterAction>(configuration: inspector.configuration(appName: "Phone"))
        defer { first.stop() }
        let second = DevTools<CounterState, CounterAction>(configuration: inspector.configuration(appName: "Tablet"))
        defer { second.stop() }
        let phone = Store(initialState: CounterState(), reducer: counterReducer, middleware: [first.middleware])
        let tablet = Store(initialState: CounterState(), reducer: counterReducer, middleware: [second.middleware])
        phone.dispatch(.incrementTapped)
        tablet.dispatch(.decrementTapped)
        tablet.dispatch(.decrementTapped)

        let page = inspector.page
        try await waitUntil("both runs are listed with their events") {
            let sessions = try await page.snapshot().sessions ?? []
            return Set(sessions.map { "\($0.app) \($0.eventCount)" }) == ["Phone 2", "Tablet 3"]
        }
        let sessions = try #require(try await page.snapshot().sessions)
        let phoneRun = try #require(sessions.first { $0.app == "Phone" }).id
        let tabletRun = try #require(sessions.first { $0.app == "Tablet" }).id
        #expect(try await page.snapshot(session: phoneRun).app == "Phone")
        #expect(try await page.states(session: phoneRun) == [#"{"count":0}"#, #"{"count":1}"#])
        #expect(try await page.states(session: tabletRun) == [#"{"count":0}"#, #"{"count":-1}"#, #"{"count":-2}"#])

        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#, session: phoneRun).status == 200)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"resetTapped": {}}}"#, session: tabletRun)
            .status == 200)
        try await waitUntil("each app carried out its own command") {
            phone.state.count == 0 && first.isTimeTravelling && tablet.state.count == 0
        }
        #expect(try await page.snapshot(session: phoneRun).travellingTo == 1)
        #expect(try await page.snapshot(session: tabletRun).travellingTo == nil)
        #expect(!second.isTimeTravelling)
    }

    @Test func eachRunHasItsOwnEventLimits() async throws {
        let inspector = try await Inspector.start(.init(maximumEvents: 3))
        defer { inspector.stop() }
        let page = inspector.page
        #expect(try await page.postBatch(session: "busy", app: "A", seqs: 1...5).status == 200)
        #expect(try await page.postBatch(session: "quiet", app: "B", seqs: 1...2).status == 200)
        #expect(try await page.postBatch(session: "busy", app: "A", seqs: 6...6).status == 200)

        let busy = try await page.snapshot(session: "busy")
        #expect(busy.events.map(\.seq) == [4, 5, 6])
        #expect(busy.dropped == 3)
        let quiet = try await page.snapshot(session: "quiet")
        #expect(quiet.events.map(\.seq) == [1, 2])
        #expect(quiet.dropped == 0)
    }

    @Test func beyondTheCapTheRunHeardFromLeastRecentlyIsForgotten() async throws {
        let inspector = try await Inspector.start(.init(maximumSessions: 2))
        defer { inspector.stop() }
        let page = inspector.page
        #expect(try await page.postBatch(session: "a", app: "A", seqs: 1...1).status == 200)
        #expect(try await page.postBatch(session: "b", app: "B", seqs: 1...1).status == 200)
        #expect(try await page.postBatch(session: "a", app: "A", seqs: 2...2).status == 200)
        #expect(try await page.postBatch(session: "c", app: "C", seqs: 1...1).status == 200)

        let snapshot = try await page.snapshot()
        #expect(snapshot.sessions?.map(\.id) == ["c", "a"], "newest first; b was heard from least recently")
        #expect(snapshot.session == "c")
        let forgotten = try await page.post("/api/jump", json: #"{"seq": 1}"#, session: "b")
        #expect(forgotten.status == 404)
        #expect(String(decoding: forgotten.body, as: UTF8.self).contains("does not know that run"))
        let export = HTTPRequest(
            method: .get, path: "/api/export", queryItems: [HTTPQueryItem(name: "session", value: "b")])
        #expect(try await page.send(export).status == 404, "no other run's log instead")
    }

    @Test func aLaterRunOfTheSameAppEndsTheEarlierOneButARunOfAnotherAppDoesNot() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let page = inspector.page
        #expect(try await page.postBatch(session: "first", app: "Issues", seqs: 1...2).status == 200)
        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#, session: "first").status == 200)
        #expect(try await page.postBatch(session: "widget", app: "IssuesWidget", seqs: 1...1).status == 200)
        #expect(try await page.post("/api/resume", json: "{}", session: "first").status == 200,
                "another app's run leaves the first run open")

        #expect(try await page.postBatch(session: "second", app: "Issues", seqs: 1...1).status == 200)
        let ended = try await page.post("/api/jump", json: #"{"seq": 2}"#, session: "first")
        #expect(ended.status == 409)
        #expect(String(decoding: ended.body, as: UTF8.self).contains("this run of Issues has ended"))
        let snapshot = try await page.snapshot(session: "second")
        #expect(snapshot.undeliveredCommands == 2, "the jump and the resume the first run never took")
        #expect(snapshot.sessions?.first { $0.id == "first" }?.ended == true)
        #expect(snapshot.sessions?.first { $0.id == "widget" }?.ended == false)
        // The later run never takes the earlier run's commands.
        let poll = HTTPRequest(
            method: .get, path: "/app/commands", queryItems: [HTTPQueryItem(name: "session", value: "second")])
        #expect(try await page.post("/api/resume", json: "{}", session: "second").status == 200)
        let commands = try JSONSerialization.jsonObject(with: try await page.send(poll).body) as? [[String: Any]]
        #expect(commands?.map { $0["type"] as? String } == ["resume"])
    }

    @Test func anEndedRunStaysEndedWhenItReportsAgain() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let page = inspector.page
        #expect(try await page.postBatch(session: "first", app: "Issues", seqs: 1...2).status == 200)
        #expect(try await page.postBatch(session: "second", app: "Issues", seqs: 1...1).status == 200)
        #expect(try await page.postBatch(session: "first", app: "Issues", seqs: 3...3).status == 200)

        let snapshot = try await page.snapshot(session: "first")
        #expect(snapshot.events.map(\.seq) == [1, 2, 3], "its events are still kept")
        #expect(snapshot.sessions?.first { $0.id == "first" }?.ended == true)
        #expect(snapshot.sessions?.first { $0.id == "second" }?.ended == false)
        #expect(try await page.post("/api/jump", json: #"{"seq": 2}"#, session: "first").status == 409)
        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#, session: "second").status == 200)
    }
}
