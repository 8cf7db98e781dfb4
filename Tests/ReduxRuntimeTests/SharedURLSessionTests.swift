import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import ReduxRuntime

/// `URLSessionHTTPTransport(session:timeout:)`: one configured `URLSession` shared by every feature's
/// client, against a loopback server.
@Suite struct SharedURLSessionTests {
    struct Greeting: Codable, Equatable {
        var messageText: String
    }

    private func session(headers: [String: String] = [:], timeout: TimeInterval = 10) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpAdditionalHeaders = headers
        configuration.timeoutIntervalForRequest = timeout
        return URLSession(configuration: configuration)
    }

    @Test func clientsOfSeveralFeaturesSendThroughTheOneConfiguredSession() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 200, body: #"{"message_text":"hi"}"#) }
        defer { server.stop() }
        let shared = session(headers: ["Authorization": "Bearer team-token"])
        defer { shared.finishTasksAndInvalidate() }
        let transport = URLSessionHTTPTransport(session: shared)
        let feed = APIClient(baseURL: server.baseURL, transport: transport, coding: JSONCoding(keys: .snakeCase))
        let search = APIClient(baseURL: server.baseURL, transport: transport, coding: JSONCoding(keys: .snakeCase))

        let first = try await feed.send(HTTPRequest(method: .get, path: "/feed"), as: Greeting.self)
        let second = try await search.send(HTTPRequest(method: .get, path: "/search"), as: Greeting.self)

        #expect(first == Greeting(messageText: "hi"))
        #expect(second == Greeting(messageText: "hi"))
        #expect(transport.session === shared)
        #expect(server.requests.map(\.target) == ["/feed", "/search"])
        #expect(server.requests.map { $0.headers["authorization"] } == ["Bearer team-token", "Bearer team-token"])
    }

    @Test func theSessionOutlivesATransportThatWasGivenIt() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        let shared = session()
        defer { shared.finishTasksAndInvalidate() }
        weak var released: URLSessionHTTPTransport?
        do {
            let transport = URLSessionHTTPTransport(session: shared)
            released = transport
            try await APIClient(baseURL: server.baseURL, transport: transport).send(HTTPRequest(method: .get, path: "/one"))
        }
        #expect(released == nil)

        try await APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(session: shared))
            .send(HTTPRequest(method: .get, path: "/two"))

        #expect(server.requests.map(\.target) == ["/one", "/two"])
    }

    @Test func withoutATimeoutTheSessionConfigurationsTimeoutApplies() async throws {
        // Answers after the configuration's 1 s and before URLSession's own 60 s default, so a timeout that
        // is not applied lets the answer through, however late a busy machine resumes this task.
        let server = try HTTPTestServer { _ in .respondAfter(delay: .seconds(6), status: 204) }
        defer { server.stop() }
        let shared = session(timeout: 1)
        defer { shared.finishTasksAndInvalidate() }
        let transport = URLSessionHTTPTransport(session: shared)
        #expect(transport.timeout == .seconds(1))
        let started = ContinuousClock.now

        let error = await #expect(throws: APIError.self) {
            try await APIClient(baseURL: server.baseURL, transport: transport).send(HTTPRequest(method: .get, path: "/slow"))
        }

        #expect(error == .transport(.timedOut))
        #expect(ContinuousClock.now - started >= .milliseconds(900))
    }

    /// docs/generated-code.md: every `URLSessionHTTPTransport()` sends through one session the process
    /// shares, each request with its own transport's timeout.
    @Test func transportsWithoutASessionShareOneThatOutlivesThem() async throws {
        let server = try HTTPTestServer { _ in .respond(status: 204) }
        defer { server.stop() }
        var first: URLSessionHTTPTransport? = URLSessionHTTPTransport(timeout: .seconds(5))
        let second = URLSessionHTTPTransport()
        #expect(first?.session === second.session)
        #expect(first?.timeout == .seconds(5) && second.timeout == .seconds(60))
        try await APIClient(baseURL: server.baseURL, transport: first!).send(HTTPRequest(method: .get, path: "/one"))
        first = nil

        try await APIClient(baseURL: server.baseURL, transport: second).send(HTTPRequest(method: .get, path: "/two"))

        #expect(server.requests.map(\.target) == ["/one", "/two"])
    }

    @Test func aTimeoutGivenToTheTransportWinsOverTheSessions() async throws {
        let shared = session(timeout: 30)
        defer { shared.finishTasksAndInvalidate() }
        #expect(URLSessionHTTPTransport(session: shared, timeout: .seconds(5)).timeout == .seconds(5))
        #expect(URLSessionHTTPTransport(session: shared).timeout == .seconds(30))
    }
}
