import Foundation
import ReduxRuntime
import Testing

/// A 401 that carries an HTTP authentication challenge (`WWW-Authenticate: Basic realm="api"`, which
/// RFC 9110 asks of every 401), through `URLSessionHTTPTransport(timeout:)` against a loopback server:
/// docs/runtime.md ("Credentials stay with their origin") says it is reported as the 401 it is, and
/// "Answered 401" that a renewal then sends the request once more.
@Suite struct AuthenticationChallengeTests {
    private func client(_ server: HTTPTestServer) -> APIClient {
        APIClient(baseURL: server.baseURL, transport: URLSessionHTTPTransport(timeout: .seconds(5)))
    }

    @Test(.timeLimit(.minutes(1))) func aBasicChallengeIsReportedAsTheStatus() async throws {
        let server = try HTTPTestServer { _ in
            .respond(status: 401, headers: ["WWW-Authenticate": #"Basic realm="api""#], body: "sign in")
        }
        defer { server.stop() }
        var request = HTTPRequest(method: .get, path: "/me")
        try APIAuth.bearer.authenticate(&request, with: "expired")

        // Not `.timedOut`: the request used to wait for ever, past its timeout; the time limit catches that.
        await #expect(throws: APIError.httpStatus(401, body: nil)) {
            try await client(server).send(request)
        }
    }

    @Test(.timeLimit(.minutes(1))) func aRenewalSendsTheChallengedRequestOnceMore() async throws {
        let server = try HTTPTestServer { request in
            request.headers["authorization"] == "Bearer fresh"
                ? .respond(status: 200, body: "[1]")
                : .respond(status: 401, headers: ["WWW-Authenticate": #"Basic realm="api""#], body: "")
        }
        defer { server.stop() }
        let renewal = CredentialRenewal { _ in "fresh" }

        let answer = try await renewal.send(with: "expired") { credential throws(APIError) in
            var request = HTTPRequest(method: .get, path: "/items")
            try APIAuth.bearer.authenticate(&request, with: credential)
            return try await client(server).send(request, as: [Int].self)
        }

        #expect(answer == [1])
        #expect(server.requests.map { $0.headers["authorization"] } == ["Bearer expired", "Bearer fresh"])
    }
}
