import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import Testing
import TestSupport

/// Any web page open in the user's browser can make it send form submissions and `no-cors` fetches to the
/// loopback inspector. Such requests are refused with 403 and change nothing; the page's own requests and
/// the app's are answered.
@Suite(.loopbackServers)
struct CrossOriginTests {
    /// A request a foreign page could send: a path, a body and the headers a browser would add.
    struct Forged: Sendable, CustomTestStringConvertible {
        var path: String
        var body: String
        var headers: [String: String]
        var testDescription: String { "\(path) \(headers)" }
    }

    static let jump = #"{"seq": 2}"#
    static let batch =
        #"{"session": "forged", "app": "Forged", "events": [{"seq": 1, "time": 0, "kind": "initial", "state": {}}]}"#
    static let log = #"{"version": 2, "entries": [{"time": 0, "action": {"a": {}}}]}"#
    static let dispatch = #"{"action": {"a": {}}}"#
    static let otherPage = "http://127.0.0.1:1"

    static let forgeries: [Forged] = [
        // <form enctype="text/plain"> with a JSON-looking field name, from any site.
        Forged(path: "/api/jump", body: jump, headers: ["Content-Type": "text/plain", "Origin": otherPage]),
        Forged(path: "/api/import", body: log, headers: ["Content-Type": "text/plain"]),
        Forged(path: "/app/events", body: batch, headers: ["Content-Type": "text/plain"]),
        Forged(path: "/api/resume", body: "{}", headers: ["Content-Type": "application/x-www-form-urlencoded"]),
        Forged(path: "/api/jump", body: jump, headers: ["Content-Type": "multipart/form-data; boundary=x"]),
        Forged(path: "/api/resume", body: "", headers: ["Content-Type": ""]),
        // JSON, yet from another origin (a browser never sends that without a preflight, but a request is
        // judged by every header it has).
        Forged(path: "/api/jump", body: jump, headers: ["Origin": otherPage]),
        Forged(path: "/api/jump", body: jump, headers: ["Origin": "http://localhost.attacker.example"]),
        Forged(path: "/api/import", body: log, headers: ["Origin": "null"]),
        Forged(path: "/app/events", body: batch, headers: ["Sec-Fetch-Site": "cross-site"]),
        Forged(path: "/api/jump", body: jump, headers: ["Sec-Fetch-Site": "same-site"]),
        // The commands that change the app's state the most: a skip and an action of the attacker's choice.
        Forged(path: "/api/skip", body: jump, headers: ["Content-Type": "text/plain"]),
        Forged(path: "/api/skip", body: jump, headers: ["Origin": otherPage]),
        Forged(path: "/api/dispatch", body: dispatch, headers: ["Content-Type": "text/plain", "Origin": otherPage]),
        Forged(path: "/api/dispatch", body: dispatch, headers: ["Content-Type": "application/x-www-form-urlencoded"]),
        Forged(path: "/api/dispatch", body: dispatch, headers: ["Sec-Fetch-Site": "cross-site"]),
    ]

    @Test(arguments: forgeries)
    func aRequestAnotherPageCouldSendIsRefusedAndChangesNothing(_ forged: Forged) async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        #expect(try await page.postBatch(session: "app", seqs: 1...3).status == 200)
        let before = try await page.snapshot()

        var request = HTTPRequest(
            method: .post, path: forged.path, headers: ["Content-Type": "application/json"],
            body: Data(forged.body.utf8))
        for (name, value) in forged.headers {
            request.headers[name] = value
        }
        let response = try await page.send(request)
        #expect(response.status == 403)

        let after = try await page.snapshot()
        #expect(after.epoch == before.epoch)
        #expect(after.app == "Test")
        #expect(after.travellingTo == nil)
        #expect(after.events.map(\.seq) == [1, 2, 3])
    }

    /// FlyingFox reads the next request of a connection from the bytes after an answer. A body the inspector
    /// refuses without reading it would be read as requests: a page of another origin could hide one in a large
    /// body that carries none of the headers that give the page away.
    @Test func aRequestHiddenInTheBodyOfARefusedOneIsNeverAnswered() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        let host = "Host: 127.0.0.1:\(server.port)\r\n"
        let hidden = "POST /app/events HTTP/1.1\r\n\(host)Content-Type: application/json\r\n"
            + "Content-Length: \(Self.batch.utf8.count)\r\n\r\n\(Self.batch)"
        // Past the 2 MiB of a body FlyingFox reads to its end itself.
        let body = hidden + String(repeating: "\r\n", count: 1_600_000)
        let connection = try await RawConnection.open(port: server.port)
        defer { connection.close() }
        let sending = Task {
            try await connection.send(
                "POST /api/import HTTP/1.1\r\n\(host)Origin: http://127.0.0.1:1\r\nContent-Type: text/plain\r\n"
                    + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)")
        }
        let answer = try await connection.readResponse()
        #expect(answer.hasPrefix("HTTP/1.1 403"))
        try await sending.value
        // The connection goes on with the request after the refused one, not with one from its body.
        try await connection.send("GET /api/events HTTP/1.1\r\n\(host)\r\n")
        let next = try await connection.readResponse()
        #expect(next.hasPrefix("HTTP/1.1 200"))
        #expect(try await page.snapshot().events.isEmpty)
    }

    @Test func aReadFromAnotherSiteIsRefused() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        let request = HTTPRequest(method: .get, path: "/api/export", headers: ["Sec-Fetch-Site": "cross-site"])
        #expect(try await page.send(request).status == 403)
    }

    @Test func thePagesOwnRequestsAreAnswered() async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        #expect(try await page.postBatch(session: "app", seqs: 1...3).status == 200)
        let ownOrigin = ["Origin": "http://127.0.0.1:\(server.port)", "Sec-Fetch-Site": "same-origin"]

        let jump = try await page.post("/api/jump", json: Self.jump, headers: ownOrigin)
        #expect(jump.status == 200)
        #expect(try await page.snapshot().travellingTo == 2)
        let withCharset = ownOrigin.merging(["Content-Type": "application/json; charset=utf-8"]) { $1 }
        let resume = try await page.post("/api/resume", json: "{}", headers: withCharset)
        #expect(resume.status == 200)
        #expect(try await page.snapshot().travellingTo == nil)
        let typed = HTTPRequest(method: .get, path: "/api/events", headers: ["Sec-Fetch-Site": "none"])
        #expect(try await page.send(typed).status == 200)
    }
}
