import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import Testing
import TestSupport

/// What the inspector holds is bounded: the size of a request body, the events it keeps (in number and in
/// bytes) and the commands waiting for the app.
@Suite(.loopbackServers)
struct InspectorLimitTests {
    func start(_ limits: InspectorServer.Limits = .init()) async throws -> (InspectorServer, InspectorPageClient) {
        let server = try await InspectorServer.start(.init(port: 0, limits: limits))
        return (server, InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!))
    }

    @Test func aBodyLargerThan8MiBIsRefusedWith413() async throws {
        let (server, page) = try await start()
        defer { Task { await server.stop() } }
        let state = "\"" + String(repeating: "x", count: 8 * 1_024 * 1_024) + "\""
        let response = try await page.postBatch(session: "big", seqs: 1...1, state: state)
        #expect(response.status == 413)
        #expect(String(decoding: response.body, as: UTF8.self).contains("larger than the inspector accepts (8 MiB)"))
        #expect(try await page.snapshot().events.isEmpty)
    }

    @Test func aChunkedBodyPastTheLimitIsReadToItsEndAndRefused() async throws {
        let (server, page) = try await start(.init(maximumBodyBytes: 1_000))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        defer { connection.close() }
        let host = "Host: 127.0.0.1:\(server.port)\r\n"
        let chunk = String(repeating: " ", count: 600)
        try await connection.send(
            "POST /app/events HTTP/1.1\r\n\(host)Content-Type: application/json\r\n"
                + "Transfer-Encoding: chunked\r\n\r\n258\r\n\(chunk)\r\n258\r\n\(chunk)\r\n0\r\n\r\n")
        let answer = try await connection.readResponse()
        #expect(answer.hasPrefix("HTTP/1.1 413"))
        #expect(answer.contains("larger than the inspector accepts (1000 bytes)"))
        // The body was read to its end, so the connection carries the next request.
        try await connection.send("GET /api/events HTTP/1.1\r\n\(host)\r\n")
        #expect(try await connection.readResponse().hasPrefix("HTTP/1.1 200"))
        #expect(try await page.snapshot().events.isEmpty)
    }

    @Test func aBodyPastTheLimitThatNeverEndsIsGivenUpAtTheIdleTimeout() async throws {
        let (server, _) = try await start(.init(maximumBodyBytes: 1_000, idleTimeout: .milliseconds(500)))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send(
            "POST /app/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nContent-Type: application/json\r\n"
                + "Content-Length: 1000000\r\n\r\n" + String(repeating: " ", count: 2_000))
        // The rest of the body never comes: the connection is closed, not kept waiting.
        _ = try await connection.readUntilClosed(patience: .seconds(30))
    }

    @Test func eventsBeyondTheByteLimitAreForgottenOldestFirstAndCountedAsDropped() async throws {
        let (server, page) = try await start(.init(maximumEventBytes: 10_000))
        defer { Task { await server.stop() } }
        let state = "\"" + String(repeating: "s", count: 1_000) + "\""
        for seq in 1...30 {
            #expect(try await page.postBatch(session: "run", seqs: seq...seq, state: state).status == 200)
        }
        let snapshot = try await page.snapshot()
        // Each event counts 128 bytes, its action {"a": {}} 32 + 96 + 48 + (32 + 96) = 304 and its state, a
        // string of 1,000 bytes, 32 + 32 + 1,000: 1,496 bytes, of which six fit in 10,000.
        #expect(snapshot.events.map(\.seq) == Array(25...30))
        #expect(snapshot.dropped == 24)
    }

    /// An array of small objects takes far more memory than its JSON text; the limit counts the memory.
    @Test func aStateOfManySmallObjectsCountsTheMemoryItTakes() async throws {
        let (server, page) = try await start(.init(maximumEventBytes: 200_000))
        defer { Task { await server.stop() } }
        // 8 KB of JSON; in memory 32 + 32 + 1,000 × (32 + 96 + 48 + 32) = 208,064 bytes, over the limit.
        let state = "[" + Array(repeating: #"{"a":0}"#, count: 1_000).joined(separator: ",") + "]"
        for seq in 1...5 {
            #expect(try await page.postBatch(session: "run", seqs: seq...seq, state: state).status == 200)
        }
        let snapshot = try await page.snapshot()
        #expect(snapshot.events.map(\.seq) == [5], "the newest event is always kept")
        #expect(snapshot.dropped == 4)
    }

    @Test func eventsBeyondTheCountLimitAreForgottenOldestFirstAndCountedAsDropped() async throws {
        let (server, page) = try await start(.init(maximumEvents: 5))
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", dropped: 2, seqs: 1...8).status == 200)
        let snapshot = try await page.snapshot()
        #expect(snapshot.events.map(\.seq) == [4, 5, 6, 7, 8])
        #expect(snapshot.dropped == 5)
    }

    @Test func commandsBeyondEightWaitingAreRefusedWith429() async throws {
        let (server, page) = try await start()
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", seqs: 1...3).status == 200)
        for _ in 1...8 {
            #expect(try await page.post("/api/jump", json: #"{"seq": 2}"#).status == 200)
        }
        let refused = try await page.post("/api/jump", json: #"{"seq": 3}"#)
        #expect(refused.status == 429)
        #expect(String(decoding: refused.body, as: UTF8.self).contains("has not yet taken the commands"))
        #expect(try await page.post("/api/resume", json: "{}").status == 429)
        let log = #"{"version": 2, "entries": []}"#
        #expect(try await page.post("/api/import", json: log).status == 429)
        #expect(try await page.post("/api/skip", json: #"{"seq": 3}"#).status == 429)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"a": {}}}"#).status == 429)
        #expect(try await page.snapshot().travellingTo == 2, "a refused command changes nothing")
    }

    /// docs/devtools.md, "Limits": the commands waiting for a run take at most 64 MiB by default; one alone
    /// may take more, within the body limit.
    @Test func commandsPastTheirMemoryLimitAreRefusedWith429ButOneAloneIsKept() async throws {
        let (server, page) = try await start(.init(maximumCommandBytes: 10_000))
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", seqs: 1...2).status == 200)
        let large = String(repeating: "x", count: 20_000)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"a": "\#(large)"}}"#).status == 200)
        let refused = try await page.post("/api/dispatch", json: #"{"action": {"b": {}}}"#)
        #expect(refused.status == 429)
        #expect(InspectorServer.Limits().maximumCommandBytes == 64 * 1_024 * 1_024)
    }

    @Test func smallCommandsWithinTheMemoryLimitWait() async throws {
        let (server, page) = try await start(.init(maximumCommandBytes: 10_000))
        defer { Task { await server.stop() } }
        #expect(try await page.postBatch(session: "run", seqs: 1...2).status == 200)
        let medium = String(repeating: "x", count: 4_000)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"a": "\#(medium)"}}"#).status == 200)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"a": "\#(medium)"}}"#).status == 200)
        #expect(try await page.post("/api/dispatch", json: #"{"action": {"a": "\#(medium)"}}"#).status == 429)
    }
}
