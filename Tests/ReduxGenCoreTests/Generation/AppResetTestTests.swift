import Testing
@testable import ReduxGenCore

/// The app test of `resetApp:` (docs/generated-code.md, "Tests"): one request in flight in each feature the
/// action resets, the action, each feature back at its initial state, and the requests' cancelled outcomes
/// in the order of the features.
@Suite struct AppResetTestTests {
    private static let session = """
        feature: Session
        state:
          token: { type: String, default: "" }
        actions:
          signedIn:
            payload: { token: String }
            reduce: [ { set: token, from: token } ]
          signedOut:
            reduce: [ { reset: token } ]
            resetApp: { except: [settings] }
        """
    private static let inbox = """
        feature: Inbox
        api: { baseURL: http://localhost:8080 }
        state:
          unread: { type: Int, default: 0 }
        endpoints:
          loadMessage:
            method: GET
            path: /messages/{id}
            payload: { id: Int }
            params: { id: payload.id }
          loadCount:
            method: GET
            path: /count
            response: Int
            store: { into: unread }
        """
    private static let outbox = """
        feature: Outbox
        api: { baseURL: http://localhost:8080 }
        endpoints:
          send:
            method: POST
            path: /messages/{id}
            payload: { id: Int }
            params: { id: payload.id }
        """
    private static let settings = """
        feature: Settings
        api: { baseURL: http://localhost:8080 }
        state:
          dark: { type: Bool, default: false }
        endpoints:
          loadSettings: { method: GET, path: /settings }
        """

    @Test func theResetFeaturesEachStartARequestThatTheActionCancels() throws {
        let contents = try generatedAppTests([
            (Self.inbox, "specs/inbox.yaml"), (Self.outbox, "specs/outbox.yaml"),
            (Self.session, "specs/session.yaml"), (Self.settings, "specs/settings.yaml"),
        ])
        // Inbox starts its endpoint without a payload; Outbox has only one with a payload, started with
        // its sample. Settings is kept: nothing of it is started or reset.
        let expected = """
                @Test("signedOut resets every feature but Session, Settings")
                func sessionSignedOutResetsTheApp() async {
                    let store = makeStore()
                    await store.send(.inbox(.loadCount)) {
                        $0.inbox.loadCount.nextRequestID = RequestID(2)
                        $0.inbox.loadCount.status = .loading(RequestID(1))
                    }
                    await store.send(.outbox(.send(id: 2))) {
                        $0.outbox.send.nextRequestID = RequestID(2)
                        $0.outbox.send.status = .loading(RequestID(1))
                    }
                    await store.send(.session(.signedOut)) {
                        $0.inbox = InboxState()
                        $0.outbox = OutboxState()
                        $0.session.token = ""
                    }
                    await store.receive(.inbox(.loadCountResponse(.cancelled(RequestID(1)))))
                    await store.receive(.outbox(.sendResponse(.cancelled(RequestID(1)))))
                    await store.finish()
                }
            """
        #expect(contents.contains(expected), "\(contents)")
        // The mocks answer late enough for the action to find the requests in flight.
        #expect(contents.contains("repository: MockInboxRepository(delay: .seconds(1), clock: clock)"), "\(contents)")
    }

    /// The action's payload is bound to locals at their samples, as the routing test binds it, since its
    /// own changes may read them.
    @Test func anActionWithAPayloadIsSentFromLocals() throws {
        let session = """
            feature: Session
            state:
              reason: { type: String, default: "" }
            actions:
              signedOut:
                payload: { reason: String }
                reduce: [ { set: reason, from: reason } ]
                resetApp: {}
            """
        let contents = try generatedAppTests([(Self.inbox, "specs/inbox.yaml"), (session, "specs/session.yaml")])
        let expected = """
                    let reason = "b"
                    await store.send(.session(.signedOut(reason: reason))) {
                        $0.inbox = InboxState()
                        $0.session.reason = "b"
                    }
            """
        #expect(contents.contains(expected), "\(contents)")
    }

    @Test func anActionWithoutResetAppHasNoResetTest() throws {
        let session = Self.session.replacingOccurrences(of: "resetApp: { except: [settings] }", with: "")
        let contents = try generatedAppTests([(Self.inbox, "specs/inbox.yaml"), (session, "specs/session.yaml")])
        #expect(!contents.contains("ResetsTheApp"), "\(contents)")
    }

    /// A request that sends a credential fails at once in the app tests, whose state starts with an empty
    /// one: no such request is started, and with nothing in flight there is no test.
    @Test func aResetFeatureWhoseRequestsSendACredentialStartsNone() throws {
        let locked = """
            feature: Inbox
            api:
              baseURL: http://localhost:8080
              auth: { bearer: app.session.token }
            endpoints:
              loadCount: { method: GET, path: /count }
            """
        let session = Self.session.replacingOccurrences(of: "{ except: [settings] }", with: "{}")
        let contents = try generatedAppTests([(locked, "specs/inbox.yaml"), (session, "specs/session.yaml")])
        #expect(!contents.contains("ResetsTheApp"), "\(contents)")
    }
}
