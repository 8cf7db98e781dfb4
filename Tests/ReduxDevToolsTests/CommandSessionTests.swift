import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import Testing
import TestSupport

/// A command is for the run of the app the page was showing: a later run never takes it, and the page is
/// told when a run ended with commands untaken.
@Suite(.loopbackServers)
struct CommandSessionTests {
    func start() async throws -> (InspectorServer, InspectorPageClient) {
        let server = try await InspectorServer.start(.init(port: 0))
        return (server, InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!))
    }

    /// Events of the run `session`, the state after event `seq` being `{"run": session, "n": seq}`.
    func events(of session: String, seqs: ClosedRange<Int>) -> String {
        let events = seqs.map { seq in
            let state = #"{"run": "\#(session)", "n": \#(seq)}"#
            return #"{"seq": \#(seq), "time": 0, "kind": "action", "action": {"a": {}}, "state": \#(state)}"#
        }
        return #"{"session": "\#(session)", "app": "Test", "events": [\#(events.joined(separator: ","))]}"#
    }

    @Test func aJumpSentWhileNoAppRunsIsNotDeliveredToTheNextRun() async throws {
        let (server, page) = try await start()
        defer { Task { await server.stop() } }
        #expect(try await page.post("/app/events", json: events(of: "first", seqs: 1...3)).status == 200)
        // The first run has quit; the page still lists its actions, and the user jumps to one.
        #expect(try await page.post("/api/jump", json: #"{"seq": 2}"#).status == 200)

        #expect(try await page.post("/app/events", json: events(of: "second", seqs: 1...2)).status == 200)
        #expect(try await page.snapshot().undeliveredCommands == 1, "the page is told")
        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#).status == 200)

        let poll = HTTPRequest(
            method: .get, path: "/app/commands", queryItems: [HTTPQueryItem(name: "session", value: "second")])
        let commands = try JSONSerialization.jsonObject(with: try await page.send(poll).body) as? [[String: Any]]
        #expect(commands?.count == 1)
        let state = commands?.first?["state"] as? [String: Any]
        #expect(state?["run"] as? String == "second")
        #expect(state?["n"] as? Int == 1)
    }

    @Test func aCommandWithoutAnyAppIsRefused() async throws {
        let (server, page) = try await start()
        defer { Task { await server.stop() } }
        let log = #"{"version": 2, "entries": [{"time": 0, "action": {"a": {}}}]}"#
        let imported = try await page.post("/api/import", json: log)
        #expect(imported.status == 409)
        #expect(String(decoding: imported.body, as: UTF8.self).contains("no app has sent events"))
        #expect(try await page.post("/api/resume", json: "{}").status == 409)
    }
}
