import Foundation
import ReduxRuntime
import Testing

/// `APIClient.sendLinkedPage(_:as:)` and `HTTPRequest.following(_:)` against a loopback server, as
/// docs/runtime.md ("Pages linked by `Link` headers") describes them.
@Suite struct LinkedPageClientTests {
    private func client(_ server: HTTPTestServer, path: String = "") -> APIClient {
        APIClient(baseURL: server.baseURL.appendingPathComponent(path), transport: URLSessionHTTPTransport(timeout: .seconds(10)))
    }

    @Test func aRelativeNextLinkResolvesAgainstTheRequestURL() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: ["Link": #"<?page=2&per_page=2>; rel="next", </v1/issues?page=9>; rel="last""#], body: "[1, 2]")
        }
        defer { server.stop() }
        let request = HTTPRequest(method: .get, path: "/issues", queryItems: [HTTPQueryItem(name: "per_page", value: "2")])

        let page = try await client(server, path: "v1").sendLinkedPage(request, as: [Int].self)

        #expect(page.body == [1, 2])
        #expect(page.next == URL(string: "\(server.baseURL.absoluteString)/v1/issues?page=2&per_page=2"))
    }

    @Test func aRelativeNextLinkResolvesAgainstTheURLARedirectLedTo() async throws {
        let server = try HTTPTestServer { request in
            request.target == "/a"
                ? .respond(status: 301, headers: ["Location": "/x/y/b"], body: "")
                : .respond(status: 200, headers: ["Link": #"<c?page=2>; rel="next""#], body: "[1]")
        }
        defer { server.stop() }

        let page = try await client(server).sendLinkedPage(HTTPRequest(method: .get, path: "/a"), as: [Int].self)

        #expect(page.next == URL(string: "\(server.baseURL.absoluteString)/x/y/c?page=2"))
    }

    @Test func anAbsoluteNextLinkIsKeptAsWritten() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: ["Link": "<https://api.example.com/issues?since=abc%20def&page=2>; rel=\"prev next\""], body: "[]")
        }
        defer { server.stop() }

        let page = try await client(server).sendLinkedPage(HTTPRequest(method: .get, path: "/issues"), as: [Int].self)

        #expect(page.next?.absoluteString == "https://api.example.com/issues?since=abc%20def&page=2")
    }

    @Test func aPageWithoutANextLinkIsTheLast() async throws {
        let server = try HTTPTestServer { request in
            request.target.contains("a=1")
                ? .respond(status: 200, headers: ["Link": #"</issues?page=1>; rel="first""#], body: "[3]")
                : .respond(status: 200, body: "[4]")
        }
        defer { server.stop() }
        let first = HTTPRequest(method: .get, path: "/issues", queryItems: [HTTPQueryItem(name: "a", value: "1")])

        #expect(try await client(server).sendLinkedPage(first, as: [Int].self) == LinkedPage(body: [3], next: nil))
        #expect(try await client(server).sendLinkedPage(HTTPRequest(method: .get, path: "/x"), as: [Int].self) == LinkedPage(body: [4]))
    }

    @Test func aNextLinkThatIsNoWebURLEndsThePages() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: ["Link": "<file:///etc/passwd>; rel=next"], body: "[]") }
        defer { server.stop() }

        let page = try await client(server).sendLinkedPage(HTTPRequest(method: .get, path: "/issues"), as: [Int].self)

        #expect(page.next == nil)
    }

    @Test func anEmptyNextLinkEndsThePages() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, headers: ["Link": "<>; rel=next"], body: "[]") }
        defer { server.stop() }

        let page = try await client(server).sendLinkedPage(HTTPRequest(method: .get, path: "/issues"), as: [Int].self)

        #expect(page.next == nil)
    }

    @Test func theNextPageIsRequestedFromTheLinkExactlyWithTheSameHeaders() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: "[5]") }
        defer { server.stop() }
        let next = try #require(URL(string: "\(server.baseURL.absoluteString)/issues?page=2&per_page=30&q=a%20b"))
        let request = HTTPRequest(
            method: .get, path: "/ignored", queryItems: [HTTPQueryItem(name: "per_page", value: "30")], headers: ["X-Token": "t"]
        )

        let page = try await client(server, path: "v1").sendLinkedPage(request.following(next), as: [Int].self)

        #expect(page.body == [5])
        let received = try #require(server.requests.first)
        #expect(received.target == "/issues?page=2&per_page=30&q=a%20b")
        #expect(received.method == "GET")
        #expect(received.headers["x-token"] == "t")
        #expect(received.headers["accept"] == "application/json")
    }

    @Test func aNextLinkToAnotherOriginIsSentWithoutTheCredential() async throws {
        let first = try HTTPTestServer { _ in .respond(status: 200, body: "[]") }
        let other = try HTTPTestServer { _ in .respond(status: 200, body: "[6]") }
        defer { first.stop(); other.stop() }
        var bearer = HTTPRequest(method: .get, path: "/issues", headers: ["X-Trace": "t", "Cookie": "session=1"])
        try APIAuth.bearer.authenticate(&bearer, with: "secret")
        var apiKey = HTTPRequest(method: .get, path: "/issues")
        try APIAuth.apiKeyHeader("X-API-Key").authenticate(&apiKey, with: "key")
        let next = try #require(URL(string: "\(other.baseURL.absoluteString)/issues?page=2"))

        let page = try await client(first).sendLinkedPage(bearer.following(next), as: [Int].self)
        _ = try await client(first).sendLinkedPage(apiKey.following(next), as: [Int].self)

        #expect(page.body == [6])
        #expect(first.requests.isEmpty)
        let received = other.requests
        try #require(received.count == 2)
        #expect(received[0].target == "/issues?page=2")
        #expect(received[0].headers["authorization"] == nil)
        #expect(received[0].headers["cookie"] == nil)
        #expect(received[0].headers["x-trace"] == "t")
        #expect(received[0].headers["accept"] == "application/json")
        #expect(received[1].headers["x-api-key"] == nil)
    }

    @Test func aNextLinkOnTheSameOriginKeepsTheCredential() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: "[7]") }
        defer { server.stop() }
        var request = HTTPRequest(method: .get, path: "/issues")
        try APIAuth.apiKeyHeader("X-API-Key").authenticate(&request, with: "key")
        // The base URL's path (`/v1`) is no part of its origin.
        let next = try #require(URL(string: "\(server.baseURL.absoluteString)/elsewhere?page=2"))

        _ = try await client(server, path: "v1").sendLinkedPage(request.following(next), as: [Int].self)

        let received = try #require(server.requests.first)
        #expect(received.target == "/elsewhere?page=2")
        #expect(received.headers["x-api-key"] == "key")
    }

    @Test func followingNoLinkKeepsTheRequest() throws {
        let request = HTTPRequest(method: .get, path: "/issues", queryItems: [HTTPQueryItem(name: "per_page", value: "30")])
        #expect(request.following(nil) == request)
        let next = try #require(URL(string: "https://api.example.com/issues?page=2"))
        let followed = request.following(next)
        #expect(followed.url(relativeTo: try #require(URL(string: "https://other.example/v1"))) == next)
        #expect(followed.absoluteURL == next)
        #expect(followed.queryItems.isEmpty)
    }
}
