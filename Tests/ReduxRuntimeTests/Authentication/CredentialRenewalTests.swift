import ReduxRuntime
import Synchronization
import Testing

/// `CredentialRenewal.send(with:_:)`, as docs/runtime.md ("Authentication") describes it: a request answered
/// 401 is sent once more with a renewed credential; without one, or after a second 401, the 401 stays.
struct CredentialRenewalTests {
    /// Records the credentials a request is sent with and answers each from `answers`, in order.
    final class Server: Sendable {
        let sent = Mutex<[String]>([])
        let answers: Mutex<[Result<String, APIError>]>
        init(_ answers: [Result<String, APIError>]) { self.answers = Mutex(answers) }

        func request(_ credential: String) throws(APIError) -> String {
            sent.withLock { $0.append(credential) }
            return try answers.withLock { $0.removeFirst() }.get()
        }
    }

    static let unauthorized = APIError.httpStatus(401, body: nil)

    @Test func aRequestThatSucceedsIsSentOnce() async throws {
        let server = Server([.success("ok")])
        let renewal = CredentialRenewal { _ in Issue.record("no renewal without a 401"); return nil }
        let answer = try await renewal.send(with: "t1") { credential throws(APIError) in try server.request(credential) }
        #expect(answer == "ok")
        #expect(server.sent.withLock { $0 } == ["t1"])
    }

    @Test func a401IsSentOnceMoreWithTheRenewedCredential() async throws {
        let server = Server([.failure(Self.unauthorized), .success("ok")])
        let rejected = Mutex<[String]>([])
        let renewal = CredentialRenewal { credential in
            rejected.withLock { $0.append(credential) }
            return "t2"
        }
        let answer = try await renewal.send(with: "t1") { credential throws(APIError) in try server.request(credential) }
        #expect(answer == "ok")
        #expect(server.sent.withLock { $0 } == ["t1", "t2"])
        #expect(rejected.withLock { $0 } == ["t1"], "the renewal learns which credential was rejected")
    }

    @Test func aSecond401IsTheFailureWithoutAnotherRenewal() async {
        let server = Server([.failure(Self.unauthorized), .failure(Self.unauthorized)])
        let renewals = Mutex(0)
        let renewal = CredentialRenewal { _ in
            renewals.withLock { $0 += 1 }
            return "t2"
        }
        await #expect(throws: Self.unauthorized) {
            try await renewal.send(with: "t1") { credential throws(APIError) in try server.request(credential) }
        }
        #expect(renewals.withLock { $0 } == 1)
        #expect(server.sent.withLock { $0 } == ["t1", "t2"])
    }

    @Test func withoutARenewedCredentialThe401Stays() async {
        let server = Server([.failure(Self.unauthorized)])
        await #expect(throws: Self.unauthorized) {
            try await CredentialRenewal.none.send(with: "t1") { credential throws(APIError) in try server.request(credential) }
        }
        #expect(server.sent.withLock { $0 } == ["t1"])
    }

    @Test func otherFailuresAreNotRenewed() async {
        let server = Server([.failure(.httpStatus(403, body: nil))])
        let renewal = CredentialRenewal { _ in Issue.record("403 is no reason to renew"); return "t2" }
        await #expect(throws: APIError.httpStatus(403, body: nil)) {
            try await renewal.send(with: "t1") { credential throws(APIError) in try server.request(credential) }
        }
    }

    @Test(arguments: [nil, ""] as [String?])
    func aMissingCredentialSendsNothing(credential: String?) async {
        let server = Server([])
        await #expect(throws: APIError.missingCredential) {
            try await CredentialRenewal.none.send(with: credential) { credential throws(APIError) in try server.request(credential) }
        }
        #expect(server.sent.withLock { $0 }.isEmpty)
    }
}
