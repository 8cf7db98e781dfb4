import Testing
@testable import ReduxGenCore

/// The app tests of a reaction to an endpoint's outcome (docs/generated-code.md, "Files"): the outcome of
/// the request in flight, sent to a non-exhaustive store, receives each request action the reaction sends
/// without a `when:` or under a `when:` on another feature than the acting one that holds on its initial
/// state; when only an outcome of the current request counts, the same outcome of a stale
/// request, sent to an exhaustive store, reaches no other feature.
@Suite struct AppOutcomeTestTests {
    private static func session(concurrency: String = "latest", response: String = "response: Token") -> String {
        """
        feature: Session
        api: { baseURL: http://localhost:8080 }
        models:
          Token:
            fields: { value: String }
        endpoints:
          login:
            method: POST
            path: /login
            \(response)
            concurrency: \(concurrency)
        """
    }

    private static func inbox(triggers: String) -> String {
        """
        feature: Inbox
        api: { baseURL: http://localhost:8080 }
        state:
          unread: { type: Int, default: 0 }
          folder: { type: String, default: "" }
        endpoints:
          loadMessages:
            method: GET
            path: /messages
            response: Int
            store: { into: unread }
            triggers: \(triggers)
        """
    }

    private func appTests(session: String, inbox: String) throws -> String {
        try generatedAppTests([(inbox, "specs/inbox.yaml"), (session, "specs/session.yaml")])
    }

    @Test func aSuccessIsSentWithItsSampleResponseAndItsRequestsAreReceived() throws {
        let contents = try appTests(session: Self.session(), inbox: Self.inbox(triggers: "[app.session.loginSucceeded]"))
        let expected = """
                @Test("loginSucceeded sends loadMessages to Inbox")
                func sessionLoginSucceededSendsRequests() async {
                    var state = AppState()
                    state.session.login.status = .loading(RequestID(1))
                    state.session.login.nextRequestID = RequestID(2)
                    let store = makeStore(state)
                    // What the outcome and the requests do to their own features is what those features' tests check.
                    store.exhaustivity = .off
                    await store.send(.session(.loginResponse(.succeeded(RequestID(1), Session.Token(value: "a")))))
                    await store.receive(.inbox(.loadMessages))
                    await store.finish()
                }

                @Test("A stale loginSucceeded reaches no other feature")
                func sessionStaleLoginSucceededReachesNoOtherFeature() async {
                    var state = AppState()
                    state.session.login.status = .loading(RequestID(2))
                    state.session.login.nextRequestID = RequestID(3)
                    let store = makeStore(state)
                    await store.send(.session(.loginResponse(.succeeded(RequestID(1), Session.Token(value: "a")))))
                    await store.finish()
                }
            """
        #expect(contents.contains(expected), "\(contents)")
        // The store the tests start from takes the state, the app's initial one by default.
        #expect(contents.contains("func makeStore(_ initialState: AppState = AppState()) -> TestStore<AppState, AppAction> {"), "\(contents)")
    }

    @Test func aFailureIsAServerError() throws {
        let contents = try appTests(session: Self.session(), inbox: Self.inbox(triggers: "[app.session.loginFailed]"))
        #expect(contents.contains("""
                @Test("loginFailed sends loadMessages to Inbox")
                func sessionLoginFailedSendsRequests() async {
            """), "\(contents)")
        let failure = "await store.send(.session(.loginResponse(.failed(RequestID(1), .httpStatus(500, body: nil)))))"
        // Sent by both tests: the current request's failure, then the stale one.
        #expect(contents.components(separatedBy: failure).count == 3, "\(contents)")
    }

    @Test func aCancellationCarriesOnlyItsRequest() throws {
        let contents = try appTests(session: Self.session(), inbox: Self.inbox(triggers: "[app.session.loginCancelled]"))
        #expect(contents.contains("await store.send(.session(.loginResponse(.cancelled(RequestID(1)))))"), "\(contents)")
        #expect(contents.contains("func sessionStaleLoginCancelledReachesNoOtherFeature() async {"), "\(contents)")
    }

    @Test func aSuccessWithoutAResponseCarriesOnlyItsRequest() throws {
        let contents = try appTests(
            session: Self.session(response: ""), inbox: Self.inbox(triggers: "[app.session.loginSucceeded]"))
        #expect(contents.contains("await store.send(.session(.loginResponse(.succeeded(RequestID(1)))))"), "\(contents)")
    }

    /// A `queue` endpoint counts every success and keeps every failure, current or not: there is no stale
    /// outcome to test.
    @Test(arguments: ["loginSucceeded", "loginFailed"])
    func aQueueHasNoStaleTest(outcome: String) throws {
        let contents = try appTests(
            session: Self.session(concurrency: "queue"), inbox: Self.inbox(triggers: "[app.session.\(outcome)]"))
        #expect(contents.contains("func session\(outcome.prefix(1).uppercased() + outcome.dropFirst())SendsRequests() async {"), "\(contents)")
        #expect(!contents.contains("ReachesNoOtherFeature"), "\(contents)")
    }

    /// A `when:` on the receiving feature's state is told from its initial state: `isEmpty` holds on the
    /// default `""`, so the request action is received.
    @Test func aSendWhoseConditionHoldsOnTheInitialStateIsReceived() throws {
        let triggers = """

                  - action: app.session.loginSucceeded
                    when: { isEmpty: state.folder }
            """
        let contents = try appTests(session: Self.session(), inbox: Self.inbox(triggers: triggers))
        #expect(contents.contains("""
                    await store.send(.session(.loginResponse(.succeeded(RequestID(1), Session.Token(value: "a")))))
                    await store.receive(.inbox(.loadMessages))
                    await store.finish()
            """), "\(contents)")
    }

    /// `notEmpty` fails on the default `""`: nothing is received, and with nothing else to send there is no
    /// first test.
    @Test func aSendWhoseConditionFailsOnTheInitialStateHasNoFirstTest() throws {
        let triggers = """

                  - action: app.session.loginSucceeded
                    when: { notEmpty: state.folder }
            """
        let contents = try appTests(session: Self.session(), inbox: Self.inbox(triggers: triggers))
        #expect(!contents.contains("SendsRequests"), "\(contents)")
        #expect(contents.contains("func sessionStaleLoginSucceededReachesNoOtherFeature() async {"), "\(contents)")
    }

    /// A request action sent under a `when:` on the acting feature, which the outcome changes, is not
    /// received by the first test, which a reaction with nothing else to send does not have; the stale
    /// outcome's test is still there.
    @Test func aConditionedSendHasOnlyTheStaleTest() throws {
        let session = Self.session() + """

            state:
              token: { type: String, default: "" }
            """
        let triggers = """

                  - action: app.session.loginSucceeded
                    when: { notEmpty: app.session.token }
            """
        let contents = try appTests(session: session, inbox: Self.inbox(triggers: triggers))
        #expect(!contents.contains("SendsRequests"), "\(contents)")
        #expect(contents.contains("func sessionStaleLoginSucceededReachesNoOtherFeature() async {"), "\(contents)")
    }
}
