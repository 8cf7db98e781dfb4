import Foundation
import ReduxDevToolsInspector
import ReduxRuntime
import Testing
import TestSupport

/// The page cannot be framed by another site, a token must be hard to guess, and on loopback a request
/// must be addressed to a loopback name exactly.
@Suite(.loopbackServers)
struct PageSecurityTests {
    @Test(arguments: ["/", "/inspector.js", "/api/events", "/no-such-page"])
    func noOtherSiteMayFrameAnAnswer(_ path: String) async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let page = InspectorPageClient(baseURL: URL(string: "http://127.0.0.1:\(server.port)")!)
        let response = try await page.send(HTTPRequest(method: .get, path: path))
        #expect(response.headers["X-Frame-Options"] == "DENY")
        #expect(response.headers["Content-Security-Policy"]?.contains("frame-ancestors 'none'") == true)
    }

    @Test(arguments: [
        " ", "", "                ", "short-secret", "sixteen chars ok", "sixteen-chars-é!", "0123456789abcde",
    ])
    func aWeakTokenIsRefused(_ token: String) async throws {
        let error = await #expect(throws: InspectorServer.OptionsError.self) {
            let server = try await InspectorServer.start(.init(port: 0, token: token))
            await server.stop()
        }
        #expect(error?.description.contains("at least 16 characters") == true)
    }

    @Test func aTokenOf16VisibleCharactersIsAccepted() async throws {
        let server = try await InspectorServer.start(.init(port: 0, token: "0123456789abcde!"))
        await server.stop()
    }

    @Test(arguments: ["[::1]evil.example", "localhost:99999", "127.0.0.1:1:1"])
    func aRequestNotAddressedExactlyToALoopbackNameIsRefused(_ host: String) async throws {
        let server = try await InspectorServer.start(.init(port: 0))
        defer { Task { await server.stop() } }
        let connection = try await RawConnection.open(port: server.port)
        defer { connection.close() }
        try await connection.send("GET /api/events HTTP/1.1\r\nHost: \(host)\r\n\r\n")
        let answer = try await connection.readResponse()
        #expect(answer.hasPrefix("HTTP/1.1 403"))
    }
}
