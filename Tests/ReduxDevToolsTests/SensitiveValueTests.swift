import Foundation
import ReduxDevTools
import ReduxRuntime
import SampleFeatures
import TestSupport
import Testing

/// What specs/session.yaml marks sensitive, the login's password and the token, never reaches the
/// inspector nor a written action log (docs/devtools.md, "Sensitive values"): the generated app state and
/// app action find them under the Session feature, and the page shows "[redacted]" in their place.
@Suite(.loopbackServers)
@MainActor
struct SensitiveValueTests {
    nonisolated static let password = "hunter2-correct-horse"
    nonisolated static let token = "tok-4f1c9e2b7a"

    struct Repository: SessionRepository {
        func login(username: String, password: String) async throws(APIError) -> Session.SessionToken {
            Session.SessionToken(token: SensitiveValueTests.token)
        }

        func refreshToken(token: String) async throws(APIError) -> Session.SessionToken {
            Session.SessionToken(token: SensitiveValueTests.token)
        }

        func loadUser(token: String) async throws(APIError) -> Session.User {
            Session.User(name: "Ada")
        }
    }

    /// The Session feature of the generated app, on a store of the whole app state.
    func makeStore(middleware: [Middleware<AppState, AppAction>]) -> Store<AppState, AppAction> {
        let environment = SessionEnvironment(repository: Repository())
        return Store(
            initialState: AppState(),
            reducer: makeSessionReducer(environment: environment).pullback(state: \AppState.session, action: .session),
            middleware: middleware + [makeSessionMiddleware(environment: environment).pullback(state: \.session, action: .session)])
    }

    @Test func theAppStateAndActionNameTheSessionsSecretsByPath() {
        #expect(SessionState.sensitivePaths == [["token"]])
        #expect(
            SessionAction.sensitivePaths == [
                ["login", "password"], ["loginResponse", "_0", "succeeded", "_1"], ["refreshTokenResponse", "_0", "succeeded", "_1"],
            ])
        #expect(AppState.sensitivePaths == [["session", "token"]])
        #expect(
            AppAction.sensitivePaths == [
                ["session", "_0", "login", "password"], ["session", "_0", "loginResponse", "_0", "succeeded", "_1"],
                ["session", "_0", "refreshTokenResponse", "_0", "succeeded", "_1"],
            ])
    }

    @Test func theInspectorAndItsExportShowThePasswordAndTokenRedacted() async throws {
        let inspector = try await Inspector.start()
        defer { inspector.stop() }
        let devTools = DevTools<AppState, AppAction>(configuration: inspector.configuration())
        defer { devTools.stop() }
        let store = makeStore(middleware: [devTools.middleware])

        store.dispatch(.session(.login(username: "ada", password: Self.password)))
        try await waitUntil("the user is loaded") { store.state.session.user?.name == "Ada" }
        #expect(store.state.session.token == Self.token, "the app keeps the real value")
        try await waitUntil("the inspector shows the loaded user") {
            try await inspector.page.snapshot().events.last?.state?.description.contains(#""user":{"name":"Ada"}"#) == true
        }

        let events = try await inspector.page.snapshot().events
        let actions = events.compactMap(\.action?.description)
        #expect(actions.first == #"{"session":{"_0":{"login":{"password":"[redacted]","username":"ada"}}}}"#)
        let answer = try #require(actions.first { $0.contains("loginResponse") })
        #expect(answer.contains(#""succeeded":{"_0":1,"_1":{"token":"[redacted]"}}"#))
        let lastState = try #require(events.last?.state?.description)
        #expect(lastState.contains(#""token":"[redacted]""#))

        let everything = String(
            decoding: try await inspector.page.send(HTTPRequest(method: .get, path: "/api/events")).body, as: UTF8.self)
        let exported = String(
            decoding: try await inspector.page.send(HTTPRequest(method: .get, path: "/api/export")).body, as: UTF8.self)
        for text in [everything, exported] {
            #expect(!text.contains(Self.password))
            #expect(!text.contains(Self.token))
        }
        #expect(exported.contains("[redacted]"))
    }

    @Test func anActionRecorderLogFileHoldsNeitherThePasswordNorTheToken() async throws {
        let recorder = ActionRecorder<AppState, AppAction>()
        let store = makeStore(middleware: [recorder.middleware])
        store.dispatch(.session(.login(username: "ada", password: Self.password)))
        try await waitUntil("the user is loaded") { store.state.session.user?.name == "Ada" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("session-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }

        try recorder.log.write(to: url)

        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(!text.contains(Self.password))
        #expect(!text.contains(Self.token))
        #expect(text.contains(#""username" : "ada""#))
        // Replayed, the log reaches the recorded state with the placeholders in place of the secrets.
        let replayed = Store(
            initialState: AppState(),
            reducer: makeSessionReducer(environment: SessionEnvironment(repository: Repository()))
                .pullback(state: \AppState.session, action: .session))
        replayed.replay(try ActionLog<AppAction>.read(from: url))
        #expect(replayed.state.session.token == JSONRedaction.placeholder)
        #expect(replayed.state.session.user?.name == "Ada")
    }
}
