import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import TestSupport
import Testing

/// Connections cannot pile up: one that stays silent, between requests or within one, is closed after the
/// idle timeout, and a process out of file descriptors goes on serving once connections close.
@Suite(.loopbackServers)
struct ConnectionTests {
    func start(idleTimeout: Duration) async throws -> InspectorServer {
        try await InspectorServer.start(.init(port: 0, limits: .init(idleTimeout: idleTimeout)))
    }

    static let postHead = "POST /app/events HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
    static let halfSent = [
        "",
        "GET /api/events HTTP/1.1\r\nHo",
        postHead + "Content-Length: 100\r\n\r\n{",
        postHead + "Transfer-Encoding: chunked\r\n\r\n10\r\n{",
    ]

    @Test(arguments: halfSent)
    func aConnectionThatStopsSendingIsClosed(_ sent: String) async throws {
        let server = try await start(idleTimeout: .milliseconds(200))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send(sent)
        _ = try await connection.readUntilClosed(patience: .seconds(60))
    }

    /// docs/devtools.md, "Limits": a body longer than FlyingFox keeps in memory (2 MiB) that stops coming is
    /// no answered request whose connection lives on: the connection is closed, and what the client sends
    /// after the pause, here a request of its own, is never read as one.
    @Test func aLongBodyThatStopsComingClosesTheConnectionUnanswered() async throws {
        let server = try await start(idleTimeout: .milliseconds(200))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send(Self.postHead + "Content-Length: 4194304\r\n\r\n{\"session\":")
        let received = try await connection.readUntilClosed(patience: .seconds(60))
        #expect(received == "", "\(received)")
    }

    @Test func aConnectionLeftIdleAfterARequestIsClosed() async throws {
        // Long enough for a busy machine to answer the request before the connection counts as idle.
        let server = try await start(idleTimeout: .seconds(2))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        try await connection.send("GET /api/events HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n")
        let received = try await connection.readUntilClosed(patience: .seconds(60))
        #expect(received.hasPrefix("HTTP/1.1 200"))
    }

    @Test func aLongPollIsNotAnIdleConnection() async throws {
        let server = try await start(idleTimeout: .milliseconds(100))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        #expect(try await page.postBatch(session: "run", seqs: 1...2).status == 200)
        // The poll waits for the jump below, three times the idle timeout: the inspector, not the client,
        // is the silent side meanwhile.
        let poll = Task {
            try await page.send(HTTPRequest(
                method: .get, path: "/app/commands", queryItems: [HTTPQueryItem(name: "session", value: "run")]))
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(try await page.post("/api/jump", json: #"{"seq": 1}"#).status == 200)
        let answer = try await poll.value
        #expect(answer.status == 200)
        #expect(String(decoding: answer.body, as: UTF8.self).contains("jump"))
    }

    /// Accepting a connection failed once the process had no file descriptor left, which ended the server,
    /// and the process exited with 0 as if stopped.
    @Test func theInspectorServesAgainAfterRunningOutOfFileDescriptors() async throws {
        let inspector = try InspectorProcess(fileDescriptorLimit: 64)
        defer { inspector.stop() }
        let port = try await inspector.port()

        var connections: [RawConnection] = []
        defer { connections.forEach { $0.close() } }
        for _ in 1...100 {
            guard let connection = try? await RawConnection.open(port: port) else { continue }
            connections.append(connection)
        }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(port)")!)
        try await waitUntil("the inspector answers again") {
            (try? await page.send(HTTPRequest(method: .get, path: "/api/events")).status) == 200
        }
        #expect(inspector.process.isRunning)
        #expect(inspector.errors.contains("accepting a connection failed"))
    }
}

/// `reduxgen-devtools --port 0` run with at most `fileDescriptorLimit` open files.
final class InspectorProcess: @unchecked Sendable {
    let process = Process()
    private let outputURL: URL
    private let errorURL: URL

    init(fileDescriptorLimit: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("devtools-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputURL = folder.appendingPathComponent("stdout")
        errorURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "ulimit -n \(fileDescriptorLimit) && exec \"$0\" --port 0", Self.executable.path]
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
    }

    /// `reduxgen-devtools`, built beside the test binary.
    static let executable: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<5 {
            let candidate = folder.appendingPathComponent("reduxgen-devtools")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "reduxgen-devtools (not built beside \(CommandLine.arguments[0]))")
    }()

    var output: String { (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "" }
    var errors: String { (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "" }

    /// The port from the start banner (`... listening on 127.0.0.1:PORT`).
    @MainActor
    func port() async throws -> UInt16 {
        try await waitUntil("the inspector prints where it listens") {
            output.contains("\n") || !process.isRunning
        }
        let banner = output.split(separator: "\n").first ?? ""
        return try #require(banner.split(separator: ":").last.flatMap { UInt16($0) }, "banner: \(output) \(errors)")
    }

    func stop() {
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
    }
}
