import Foundation
import Testing
@testable import ReduxRuntime

/// End-to-end tests of `APIClient` over `URLSessionHTTPTransport` against a loopback server.
@Suite struct HTTPClientTests {
    struct User: Codable, Equatable {
        var userId: Int
        var displayName: String
        var createdAt: Date
    }

    private let snakeCaseSeconds = JSONCoding(keys: .snakeCase, dates: .secondsSince1970)

    private func client(_ server: HTTPTestServer, path: String = "", timeout: Duration = .seconds(10)) -> APIClient {
        APIClient(
            baseURL: server.baseURL.appendingPathComponent(path),
            transport: URLSessionHTTPTransport(timeout: timeout),
            coding: snakeCaseSeconds)
    }

    @Test func pathParametersAndQueryItemsArePercentEncodedInOrder() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        let path = try HTTPPath.expand("/users/{id}/items", parameters: ["id": "a/b c?é"])
        let request = HTTPRequest(
            method: .get, path: path,
            queryItems: [
                HTTPQueryItem(name: "q", value: "x&y=z+1 ü"),
                HTTPQueryItem(name: "flag", value: nil),
                HTTPQueryItem(name: "q", value: "second"),
            ])

        try await client(server, path: "v1").send(request)

        #expect(server.requests.map(\.target) == [
            "/v1/users/a%2Fb%20c%3F%C3%A9/items?q=x%26y%3Dz%2B1%20%C3%BC&flag&q=second"
        ])
    }

    @Test func aDotSegmentPathParameterReachesTheServerAsOneSegment() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }

        for name in ["..", "."] {
            let path = try HTTPPath.expand("/files/{name}/meta", parameters: ["name": name])
            try await client(server, path: "v1").send(HTTPRequest(method: .get, path: path))
        }

        #expect(server.requests.map(\.target) == ["/v1/files/%2E%2E/meta", "/v1/files/%2E/meta"])
    }

    @Test func sendsMethodHeadersAndDefaultHeaders() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        let request = HTTPRequest(method: .delete, path: "/users/7", headers: ["X-Trace": "abc 123"])

        try await client(server).send(request)

        let received = try #require(server.requests.first)
        #expect(received.method == "DELETE")
        #expect(received.headers["x-trace"] == "abc 123")
        #expect(received.headers["accept"] == "application/json")
    }

    @Test func sendsJSONBodyEncodedWithTheSpecOptions() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        let api = client(server)
        let user = User(userId: 3, displayName: "Ada", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let request = HTTPRequest(method: .post, path: "/users", body: try api.jsonBody(user))

        try await api.send(request)

        let received = try #require(server.requests.first)
        #expect(received.method == "POST")
        #expect(received.headers["content-type"] == "application/json")
        #expect(String(decoding: received.body, as: UTF8.self)
            == #"{"created_at":1700000000,"display_name":"Ada","user_id":3}"#)
    }

    @Test func sendsAFormBodyThatAServerDecodesToTheSameFields() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        var form = HTTPFormBody()
        form.add(name: "amount", value: "1000")
        form.add(name: "description", value: "Tea & cake = 2+1 ü")
        form.add(name: "tag[]", value: "a")
        form.add(name: "tag[]", value: "")
        let request = HTTPRequest(method: .post, path: "/charges", headers: ["X-Trace": "1"], form: form)

        try await client(server).send(request)

        let received = try #require(server.requests.first)
        #expect(received.headers["content-type"] == "application/x-www-form-urlencoded")
        let text = String(decoding: received.body, as: UTF8.self)
        #expect(text == "amount=1000&description=Tea%20%26%20cake%20%3D%202%2B1%20%C3%BC&tag%5B%5D=a&tag%5B%5D=")
        // What a form decoder (here Foundation's, as a server's) reads back.
        var components = URLComponents()
        components.percentEncodedQuery = text
        let decoded = (components.queryItems ?? []).map { "\($0.name)=\($0.value ?? "nil")" }
        #expect(decoded == ["amount=1000", "description=Tea & cake = 2+1 ü", "tag[]=a", "tag[]="])
    }

    /// The literal is the same form as the fields added one by one, in the order written.
    @Test func aFormLiteralKeepsItsFieldsInOrder() {
        let literal: HTTPFormBody = ["b": "2", "a": "1 & 2"]
        var added = HTTPFormBody()
        added.add(name: "b", value: "2")
        added.add(name: "a", value: "1 & 2")
        #expect(literal == added)
        #expect(literal.encodedText == "b=2&a=1%20%26%202")
    }

    @Test func aFormRequestKeepsAContentTypeItsHeadersSet() {
        let form = HTTPFormBody([HTTPFormBody.Field(name: "a", value: "1")])
        let own = HTTPRequest(
            method: .put, path: "/", headers: ["content-type": "application/x-www-form-urlencoded; charset=utf-8"], form: form)
        #expect(own.headers.fields.map(\.value) == ["application/x-www-form-urlencoded; charset=utf-8"])
        let empty = HTTPRequest(method: .post, path: "/", form: HTTPFormBody())
        #expect(empty.body == Data())
        #expect(empty.headers == ["Content-Type": "application/x-www-form-urlencoded"])
    }

    @Test func decodesSuccessfulJSONResponse() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, headers: ["Content-Type": "application/json"],
                     body: #"{"user_id": 9, "display_name": "Grace", "created_at": 86400}"#)
        }
        defer { server.stop() }

        let user = try await client(server).send(HTTPRequest(method: .get, path: "/users/9"), as: User.self)

        #expect(user == User(userId: 9, displayName: "Grace", createdAt: Date(timeIntervalSince1970: 86_400)))
    }

    @Test func serverErrorBecomesHTTPStatusWithBody() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 500, body: "database unavailable") }
        defer { server.stop() }

        let error = await #expect(throws: APIError.self) {
            try await client(server).send(HTTPRequest(method: .get, path: "/users"), as: [User].self)
        }

        #expect(error == .httpStatus(500, body: "database unavailable"))
    }

    @Test func malformedJSONBecomesDecodingError() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: #"{"user_id": 1, "display_name": "#) }
        defer { server.stop() }

        let error = await #expect(throws: APIError.self) {
            try await client(server).send(HTTPRequest(method: .get, path: "/users/1"), as: User.self)
        }

        guard case .decoding(let message) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("invalid data at $"))
    }

    @Test func wrongJSONTypeNamesThePath() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 200, body: #"[{"user_id": "nine", "display_name": "x", "created_at": 0}]"#)
        }
        defer { server.stop() }

        let error = await #expect(throws: APIError.self) {
            try await client(server).send(HTTPRequest(method: .get, path: "/users"), as: [User].self)
        }

        guard case .decoding(let message) = error else {
            Issue.record("expected a decoding error, got \(String(describing: error))")
            return
        }
        #expect(message.hasPrefix("type mismatch at $[0].userId: expected Int"))
    }

    @Test func slowServerTimesOut() async throws {
        // Answers between the transport's 1 s timeout and the 10 s this helper otherwise gives, so a timeout
        // that is not applied lets the answer through. Deciding by the outcome rather than by a wall-clock
        // bound keeps the test exact on a machine busy enough to resume this task late.
        let server = try HTTPTestServer { _ in .respondAfter(delay: .seconds(6), status: 204) }
        defer { server.stop() }
        let started = ContinuousClock.now

        let error = await #expect(throws: APIError.self) {
            try await client(server, timeout: .seconds(1)).send(HTTPRequest(method: .get, path: "/slow"))
        }

        #expect(error == .transport(.timedOut))
        #expect(ContinuousClock.now - started >= .milliseconds(900))
    }

    // Only drops that FoundationNetworking on Linux survives: one that cuts the status line or headers short
    // stops the process there ("Transfer completed, but there's no response", fixed upstream in
    // swift-corelibs-foundation#5286).
    @Test(arguments: [HTTPTestServer.Action.closeWithoutResponse, .truncateBody])
    func droppedConnectionBecomesConnectionLost(drop: HTTPTestServer.Action) async throws {
        let server = try HTTPTestServer { _ in drop }
        defer { server.stop() }

        let error = await #expect(throws: APIError.self) {
            try await client(server).send(HTTPRequest(method: .get, path: "/drop"))
        }

        #expect(error == .transport(.connectionLost))
    }

    @Test func cancellingTheTaskCancelsTheRequest() async throws {
        let server = try HTTPTestServer { _ in .hang }
        defer { server.stop() }
        // A timeout far beyond the bound below, so only the cancellation can end the request in time; the
        // bound leaves a busy machine minutes to resume this task.
        let api = client(server, timeout: .seconds(600))
        let task = Task {
            try await api.send(HTTPRequest(method: .get, path: "/hang"))
        }
        for _ in 0..<500 where server.requests.isEmpty {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(server.requests.count == 1)
        let started = ContinuousClock.now

        task.cancel()
        let result = await task.result

        #expect(throws: APIError.cancelled) { try result.get() }
        #expect(ContinuousClock.now - started < .seconds(300))
    }

    @Test func alreadyCancelledTaskSendsNothing() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        let api = client(server)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await api.send(HTTPRequest(method: .get, path: "/never"))
        }

        let result = await task.result

        #expect(throws: APIError.cancelled) { try result.get() }
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.requests.isEmpty)
    }

    @Test func unreachableServerBecomesTransportError() async throws {
        // Bound but not listening: the connection is refused. A stopped test server's port could be given
        // to another test's server running at the same time, which would answer.
        let refusing = try RefusingLoopbackPort()
        let api = APIClient(
            baseURL: refusing.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(10)), coding: snakeCaseSeconds)

        let error = await #expect(throws: APIError.self) {
            try await api.send(HTTPRequest(method: .get, path: "/"))
        }

        #expect(error == .transport(.cannotConnect))
        withExtendedLifetime(refusing) {}
    }
}
