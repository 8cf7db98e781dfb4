import Foundation
import ReduxRuntime
import Testing

/// How `URLSessionHTTPTransport(timeout:)` follows HTTP redirects, as docs/runtime.md ("Credentials stay
/// with their origin") says.
@Suite struct RedirectTests {
    private func authenticated(_ auth: APIAuth, headers: HTTPHeaders = [:]) throws -> HTTPRequest {
        var request = HTTPRequest(method: .get, path: "/issues", headers: headers)
        try auth.authenticate(&request, with: "secret")
        return request
    }

    @Test func aRedirectToAnotherOriginIsFollowedWithoutTheCredential() async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200, body: "[1]") }
        let first = try HTTPTestServer { _ in
            .respond(status: 302, headers: ["Location": "\(other.baseURL.absoluteString)/moved"], body: "")
        }
        defer { first.stop(); other.stop() }
        let client = APIClient(baseURL: first.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)))

        let body = try await client.send(try authenticated(.bearer, headers: ["X-Trace": "t", "Cookie": "c=1"]), as: [Int].self)
        _ = try await client.send(try authenticated(.apiKeyHeader("X-API-Key")), as: [Int].self)

        #expect(body == [1])
        let received = other.requests
        try #require(received.count == 2)
        #expect(received[0].target == "/moved")
        #expect(received[0].headers["authorization"] == nil)
        #expect(received[0].headers["cookie"] == nil)
        #expect(received[0].headers["x-trace"] == "t")
        #expect(received[1].headers["x-api-key"] == nil)
    }

    @Test func aRedirectOnTheSameOriginKeepsTheCredential() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/issues"
                ? .respond(status: 307, headers: ["Location": "/moved"], body: "")
                : .respond(status: 200, body: "[2]")
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)))

        #expect(try await client.send(try authenticated(.apiKeyHeader("X-API-Key")), as: [Int].self) == [2])

        let moved = try #require(server.requests.last)
        #expect(moved.target == "/moved")
        #expect(moved.headers["x-api-key"] == "secret")
    }

    /// docs/runtime.md: the shared session keeps no cookie, so a cookie one answer sets is never sent again,
    /// to its own origin or to a next page's link elsewhere on the same host.
    @Test func theSharedSessionSendsNoCookieAServerSet() async throws {
        let other = try HTTPTestServer { _ in .respond(status: 200, body: "[]") }
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: ["Set-Cookie": "sid=SECRET; Path=/"], body: "[]") }
        defer { server.stop(); other.stop() }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)))
        let next = try #require(URL(string: "\(other.baseURL.absoluteString)/p2"))

        _ = try await client.send(HTTPRequest(method: .get, path: "/login"), as: [Int].self)
        _ = try await client.send(HTTPRequest(method: .get, path: "/again"), as: [Int].self)
        _ = try await client.send(HTTPRequest(method: .get, path: "/x").following(next), as: [Int].self)

        #expect(server.requests.map { $0.headers["cookie"] } == [nil, nil])
        #expect(other.requests.map { $0.headers["cookie"] } == [nil])
    }

    /// docs/runtime.md: on Linux a 307 or 308 of a request with a body is not followed (FoundationNetworking
    /// would send it again without the body), so the request fails with that status instead.
    @Test func aRedirectThatKeepsABodyIsTheFailureOnLinux() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/a" ? .respond(status: 307, headers: ["Location": "/b"], body: "moved") : .respond(status: 204)
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)))
        let save = HTTPRequest(method: .post, path: "/a", body: Data(#"{"x":1}"#.utf8))

        #if canImport(FoundationNetworking)
        // FoundationNetworking does not give the redirect's body.
        await #expect(throws: APIError.httpStatus(307, body: nil)) { try await client.send(save) }
        #expect(server.requests.map(\.target) == ["/a"])
        #else
        try await client.send(save)
        #expect(server.requests.map(\.body) == [Data(#"{"x":1}"#.utf8), Data(#"{"x":1}"#.utf8)])
        #endif
    }

    @Test func aRedirectToAGetIsFollowed() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/a" ? .respond(status: 303, headers: ["Location": "/b"], body: "") : .respond(status: 200, body: "[2]")
        }
        defer { server.stop() }
        let client = APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)))

        let answer = try await client.send(HTTPRequest(method: .post, path: "/a", body: Data("{}".utf8)), as: [Int].self)

        #expect(answer == [2])
        #expect(server.requests.map(\.method) == ["POST", "GET"])
    }
}
