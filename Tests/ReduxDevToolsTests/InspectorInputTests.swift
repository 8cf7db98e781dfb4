import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import Testing
import TestSupport

/// What apps and pages send that the inspector must survive: numbers at the edge of their range, deep
/// nesting. Each request goes over real HTTP on loopback, and the inspector must answer the next one.
@Suite(.loopbackServers)
struct InspectorInputTests {
    func startServer() async throws -> (InspectorServer, InspectorPageClient) {
        let server = try await InspectorServer.start(.init(port: 0))
        return (server, InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!))
    }

    /// Two such batches made the sum of the counts overflow, which stopped the inspector's process.
    @Test func droppedCountsTooLargeToAddUpStayAtTheLargestCount() async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", dropped: Int.max, seqs: 1...1).status == 200)
        #expect(try await page.postBatch(session: "run", dropped: Int.max, seqs: 2...2).status == 200)
        #expect(try await page.postBatch(session: "run", dropped: 1, seqs: 3...3).status == 200)
        let snapshot = try await page.snapshot()
        #expect(snapshot.dropped == Int.max)
        #expect(snapshot.events.map(\.seq) == [1, 2, 3])
    }

    @Test func aNegativeDroppedCountIsRefused() async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", dropped: 5, seqs: 1...1).status == 200)
        let response = try await page.postBatch(session: "run", dropped: -3, seqs: 2...2)
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("'dropped' is negative"))
        let snapshot = try await page.snapshot()
        #expect(snapshot.dropped == 5)
        #expect(snapshot.events.map(\.seq) == [1])
    }

    @Test func aStateNestedAsDeepAsAcceptedIsServedToThePage() async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        // The batch wraps the state in three levels (batch, events list, event): the body is 500 deep.
        let state = String(repeating: "[", count: 497) + String(repeating: "]", count: 497)
        #expect(try await page.postBatch(session: "deep", seqs: 1...1, state: state).status == 200)

        let response = try await page.send(HTTPRequest(method: .get, path: "/api/events"))
        #expect(response.status == 200)
        let snapshot = try JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        #expect((snapshot?["events"] as? [Any])?.count == 1)
    }

    /// A body of 512 levels was accepted before, and the page's list, which nests it no less, could then not
    /// be written as JSON at all.
    @Test(arguments: [498, 509])
    func aBodyNestedDeeperIsRefusedAndSaysWhy(stateDepth: Int) async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        let state = String(repeating: "[", count: stateDepth) + String(repeating: "]", count: stateDepth)
        let response = try await page.postBatch(session: "deep", seqs: 1...1, state: state)
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains("nested more than 500 levels deep"))
        #expect(try await page.snapshot().events.isEmpty)
    }

    /// docs/devtools.md, "Protocol" and "Limits": `POST /api/resume` takes `{}`, and its body is checked as
    /// every body is; a resume with another body was queued without reading it.
    @Test(arguments: [
        (String(repeating: "[", count: 600) + String(repeating: "]", count: 600), "nested more than 500 levels deep"),
        ("{", "invalid JSON"),
        ("[]", "a resume takes the body {}"),
    ])
    func aResumeWithAnotherBodyIsRefused(body: String, reason: String) async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", seqs: 1...2).status == 200)
        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#).status == 200)
        let response = try await page.post("/api/resume", json: body)
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains(reason), "\(String(decoding: response.body, as: UTF8.self))")
        #expect(try await page.post("/api/resume", json: "{}").status == 200)
    }

    /// The page names an action event by its action and lists only the kinds it knows: an event without
    /// either stopped its filter.
    @Test(arguments: [
        (#"{"seq": 2, "time": 0, "kind": "action", "state": {}}"#, "event 0 is an action but has no 'action'"),
        (#"{"seq": 2, "time": 0, "kind": "replayed", "action": null}"#, "event 0 is an action but has no 'action'"),
        (#"{"seq": 2, "time": 0, "kind": "note", "state": {}}"#, "event 0 has the kind 'note'"),
    ])
    func anEventThePageCouldNotShowIsRefusedAndSaysWhy(event: String, reason: String) async throws {
        let (server, page) = try await startServer()
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", seqs: 1...1).status == 200)
        let batch = #"{"session": "run", "app": "Test", "events": [\#(event)]}"#
        let response = try await page.post("/app/events", json: batch)
        #expect(response.status == 400)
        #expect(String(decoding: response.body, as: UTF8.self).contains(reason))
        #expect(try await page.snapshot().events.map(\.seq) == [1])
    }
}
