import ReduxRuntime
import Synchronization
import TestSupport
import Testing

/// `CredentialRenewer` in a running store, as docs/runtime.md ("Authentication") describes it: one refresh
/// for requests rejected together, the renewed credential for a request rejected with one already renewed,
/// and the sign-out action when the refresh fails.
@MainActor
struct CredentialRenewerTests {
    struct SessionState: Equatable {
        var token = "t1"
        var refresh = RequestStatus.idle
        var signOuts = 0
    }

    enum SessionAction: Sendable {
        case refresh
        case refreshed(String?)
        case signedOut
    }

    /// Answers each refresh when the test says so: with a new token, or `nil` for a failure.
    final class RefreshServer: Sendable {
        let answers = AnswerGate<Void, String?>()
    }

    func makeStore(_ server: RefreshServer) -> Store<SessionState, SessionAction> {
        Store(initialState: SessionState(), reducer: Reducer { state, action in
            switch action {
            case .refresh:
                state.refresh = .loading(RequestID(1))
                return .run { send in await send(.refreshed(try? await server.answers.call(()))) }
            case .refreshed(let token?):
                state.token = token
                state.refresh = .loaded
                return .none
            case .refreshed(nil):
                state.refresh = .failed(.httpStatus(500, body: nil))
                return .none
            case .signedOut:
                state.signOuts += 1
                state.token = ""
                return .none
            }
        })
    }

    func makeRenewer(_ store: Store<SessionState, SessionAction>) -> CredentialRenewer<SessionState, SessionAction> {
        let renewer = CredentialRenewer<SessionState, SessionAction>(
            refresh: .init(action: .refresh, status: \.refresh),
            credential: \.token,
            signOut: .signedOut
        )
        renewer.attach(to: store)
        return renewer
    }

    @Test func requestsRejectedTogetherShareOneRefresh() async throws {
        let server = RefreshServer()
        let store = makeStore(server)
        let renewal = makeRenewer(store).renewal
        async let first = renewal.renew("t1")
        async let second = renewal.renew("t1")
        async let third = renewal.renew("t1")
        try await waitUntil("the refresh is sent") { server.answers.calls.count == 1 }
        server.answers.answer(0, with: .success("t2"))
        #expect(await [first, second, third] == ["t2", "t2", "t2"])
        #expect(server.answers.calls.count == 1, "one refresh for the three")
        #expect(store.state.signOuts == 0)
    }

    /// What a request rejected with `rejected` gets once the test answers refresh number `refresh` (from 0)
    /// with `renewed`.
    func renewal(
        _ renewal: CredentialRenewal, rejecting rejected: String, refresh: Int, answer renewed: String, server: RefreshServer
    ) async throws -> String? {
        async let result = renewal.renew(rejected)
        try await waitUntil("refresh \(refresh) is sent") { server.answers.calls.count == refresh + 1 }
        server.answers.answer(refresh, with: .success(renewed))
        return await result
    }

    @Test func aRequestRejectedWithARenewedCredentialGetsTheNewOneWithoutRefreshing() async throws {
        let server = RefreshServer()
        let store = makeStore(server)  // the renewer holds its store weakly
        let renewal = makeRenewer(store).renewal
        #expect(try await self.renewal(renewal, rejecting: "t1", refresh: 0, answer: "t2", server: server) == "t2")
        #expect(await renewal.renew("t1") == "t2", "a late 401 with t1")
        #expect(server.answers.calls.count == 1)
        #expect(store.state.token == "t2")
    }

    @Test func aRequestRejectedWithACredentialRenewedTwiceSinceGetsTheCurrentOneWithoutRefreshing() async throws {
        let server = RefreshServer()
        let store = makeStore(server)
        let renewal = makeRenewer(store).renewal
        #expect(try await self.renewal(renewal, rejecting: "t1", refresh: 0, answer: "t2", server: server) == "t2")
        #expect(try await self.renewal(renewal, rejecting: "t2", refresh: 1, answer: "t3", server: server) == "t3")
        server.answers.answer(2, with: .success("t4"))  // a third refresh, were one sent, ends at once
        #expect(await renewal.renew("t1") == "t3", "a late 401 of a request sent with t1")
        #expect(server.answers.calls.count == 2, "no third refresh")
        #expect(store.state.token == "t3")
    }

    @Test func aRequestRejectedAfterASignOutGetsNoCredentialAndSignsOutNoMore() async throws {
        let server = RefreshServer()
        let store = makeStore(server)
        let renewal = makeRenewer(store).renewal
        #expect(try await self.renewal(renewal, rejecting: "t1", refresh: 0, answer: "t2", server: server) == "t2")
        store.dispatch(.signedOut)
        server.answers.answer(1, with: .success(nil))  // a second refresh, were one sent, fails at once
        #expect(await renewal.renew("t0") == nil, "a late 401 of a request sent before the sign-out")
        #expect(server.answers.calls.count == 1)
        #expect(store.state.signOuts == 1)
    }

    @Test func aFailedRefreshSignsOutOnce() async throws {
        let server = RefreshServer()
        let store = makeStore(server)
        let renewal = makeRenewer(store).renewal
        async let first = renewal.renew("t1")
        async let second = renewal.renew("t1")
        try await waitUntil("the refresh is sent") { server.answers.calls.count == 1 }
        server.answers.answer(0, with: .success(nil))
        #expect(await [first, second] == [nil, nil])
        #expect(store.state.signOuts == 1)
        #expect(await renewal.renew("t1") == nil, "a late 401 with the rejected credential")
        #expect(store.state.signOuts == 1, "signs out once")
    }

    @Test func withoutARefreshEndpointA401SignsOut() async {
        let store = makeStore(RefreshServer())
        let renewer = CredentialRenewer<SessionState, SessionAction>(refresh: nil, credential: \.token, signOut: .signedOut)
        renewer.attach(to: store)
        #expect(await renewer.renewal.renew("t1") == nil)
        #expect(store.state.signOuts == 1)
    }
}

extension CredentialRenewal {
    /// The credential the renewal gives for `rejected`, through `send(with:_:)` as a request would see it.
    fileprivate func renew(_ rejected: String) async -> String? {
        let used = Mutex<[String]>([])
        _ = try? await send(with: rejected) { credential throws(APIError) in
            used.withLock { $0.append(credential) }
            if credential == rejected { throw APIError.httpStatus(401, body: nil) }
        }
        let credentials = used.withLock { $0 }
        return credentials.count == 2 ? credentials[1] : nil
    }
}
