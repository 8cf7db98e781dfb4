import Foundation
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// The Session feature (specs/session.yaml) against the fixture server's session routes: `POST /login`
/// answers `{"token": "token-<username>"}` for the password "secret", and `GET /me` answers the user of the
/// bearer `Authorization` header (docs/spec.md: `{ template: "Bearer {state.token}" }`).
@Suite(.loopbackServers)
@MainActor
struct SessionEndToEndTests {
    let loginRoute = RouteMatcher("POST", "/login")
    let meRoute = RouteMatcher("GET", "/me")

    /// The actions a store handled, in order.
    @MainActor
    final class ActionLog {
        var actions: [SessionAction] = []
    }

    func makeStore(_ server: FixtureServer, log: ActionLog = ActionLog()) -> Store<SessionState, SessionAction> {
        let recording = Middleware<SessionState, SessionAction>.before { _, action in log.actions.append(action) }
        return makeSessionStore(
            environment: SessionEnvironment(repository: LiveSessionRepository(baseURL: server.baseURL)),
            middleware: [recording]
        )
    }

    /// docs/spec.md, "Chains": `loadUser` is triggered by `loginSucceeded` and reads `state.token` when it
    /// starts, after the login's `store:` has put the token there.
    @Test func aLoginLoadsTheUserWithTheTokenInAHeader() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.login(username: "alice", password: "secret"))
            try await waitUntil("the user is loaded") { store.state.loadUser.status == .loaded }

            #expect(store.state.token == "token-alice")
            #expect(store.state.user == Session.User(name: "alice"))
            #expect(store.state.login.status == .loaded)
            #expect(store.state.loginError == nil)
            let logins = await server.requests(matching: loginRoute)
            #expect(logins.count == 1)
            #expect(logins.first?.jsonBody == ["username": .string("alice"), "password": .string("secret")])
            let userRequests = await server.requests(matching: meRoute)
            #expect(userRequests.count == 1)
            #expect(userRequests.first?.header("Authorization") == "Bearer token-alice")
        }
    }

    /// docs/spec.md, "Outcome steps": `onFailure:` sets `loginError` from the error's description; a
    /// failed login is no `loginSucceeded`, so no user is loaded.
    @Test func aWrongPasswordKeepsTheErrorAndLoadsNoUser() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.login(username: "alice", password: "guess"))
            try await waitUntil("the login has failed") { store.state.login.status.isError }

            let error = try #require(store.state.loginError)
            #expect(error.hasPrefix("HTTP status 401"))
            #expect(store.state.token == "")
            try await expectStillTrue("no user is requested") {
                await server.requests(matching: meRoute).isEmpty && store.state.loadUser.status == .idle
            }

            store.dispatch(.login(username: "alice", password: "secret"))
            try await waitUntil("the user is loaded") { store.state.loadUser.status == .loaded }
            #expect(store.state.loginError == nil)
        }
    }

    /// `logout` cancels the login in flight (`cancel: login`): its effect ends with `loginCancelled`, and
    /// its answer never reaches the store.
    @Test func logoutCancelsTheLoginInFlight() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(800)), for: loginRoute)
            let log = ActionLog()
            let store = makeStore(server, log: log)

            store.dispatch(.login(username: "alice", password: "secret"))
            try await waitUntil("the login reaches the server") { await !server.requests(matching: loginRoute).isEmpty }
            store.dispatch(.logout)
            #expect(store.state.login.status == .idle)

            try await waitUntil("the login's effect ends cancelled") {
                log.actions.contains { if case .loginResponse(.cancelled) = $0 { true } else { false } }
            }
            try await waitUntil("the server has answered the login") {
                await server.requests(matching: loginRoute).first?.isAnswered == true
            }
            try await expectStillTrue("the cancelled login's answer never arrives") {
                !log.actions.contains { if case .loginResponse(.succeeded) = $0 { true } else { false } }
                    && store.state.token == "" && store.state.login.status == .idle
            }
            #expect(await server.requests(matching: meRoute).isEmpty)
        }
    }

    /// A login answer that arrives after logout (a response the cancellation came too late for) is stale:
    /// `resetStatus: login` left the status `.idle`, so the answer stores no token and starts no chain.
    @Test func aLateLoginAnswerAfterLogoutChangesNothing() async throws {
        try await withFixtureServer { server in
            await server.setBehavior(.delayed(.milliseconds(800)), for: loginRoute)
            let store = makeStore(server)

            store.dispatch(.login(username: "alice", password: "secret"))
            guard case .loading(let loginID) = store.state.login.status else {
                Issue.record("the login did not start: \(store.state.login.status)")
                return
            }
            store.dispatch(.logout)
            store.dispatch(.loginResponse(.succeeded(loginID, Session.SessionToken(token: "token-late"))))

            #expect(store.state.token == "")
            #expect(store.state.login.status == .idle)
            #expect(store.state.loadUser.status == .idle)
            try await expectStillTrue("no user is requested after the late answer", for: .milliseconds(1_000)) {
                await server.requests(matching: meRoute).isEmpty && store.state.user == nil && store.state.token == ""
            }
        }
    }

    /// A logout after a completed login forgets the token and the user.
    @Test func logoutForgetsTheSession() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            store.dispatch(.login(username: "bob", password: "secret"))
            try await waitUntil("the user is loaded") { store.state.loadUser.status == .loaded }
            #expect(store.state.user == Session.User(name: "bob"))

            store.dispatch(.logout)

            #expect(store.state.token == "")
            #expect(store.state.user == nil)
            #expect(store.state.login.status == .idle)
        }
    }
}
