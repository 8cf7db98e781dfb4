import Testing
@testable import ReduxGenCore

/// The app tests of a reaction to an endpoint's outcome (docs/generated-code.md, "Files"): the outcome of
/// the request in flight, sent to a non-exhaustive store, receives each request action the reaction sends
/// without a `when:` or under a `when:` that holds on the state the outcome leaves; when only an outcome of the current request counts, the same outcome of a stale
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

    /// Nothing the success sends is received, so there is no first test; the stale success's test is there.
    private func expectOnlyTheStaleTest(_ contents: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(!contents.contains("SendsRequests"), "\(contents)", sourceLocation: sourceLocation)
        #expect(
            contents.contains("func sessionStaleLoginSucceededReachesNoOtherFeature() async {"), "\(contents)",
            sourceLocation: sourceLocation)
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
        expectOnlyTheStaleTest(contents)
    }

    private static func sessionWithToken(_ endpointLines: String) -> String {
        """
        feature: Session
        api: { baseURL: http://localhost:8080 }
        models:
          Token:
            fields: { value: String }
        state:
          token: { type: String, default: "" }
          signedIn: { type: Bool, default: false }
          loginError: { type: "String?", default: null }
        endpoints:
          login:
            method: POST
            path: /login
            response: Token
            concurrency: latest
        \(endpointLines)
        """
    }

    private static func triggered(when condition: String, on outcome: String = "loginSucceeded") -> String {
        """

                  - action: app.session.\(outcome)
                    when: { \(condition) }
            """
    }

    /// A `when:` on the acting feature is told on the state the outcome leaves: the sample token "a" stored
    /// from the response is not empty, so the request action is received.
    @Test func aConditionOnAFieldTheSuccessStoresHoldsOnTheSampleResponse() throws {
        let session = Self.sessionWithToken("    store: { into: token, path: value }")
        let contents = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "notEmpty: app.session.token")))
        #expect(contents.contains("""
                    await store.send(.session(.loginResponse(.succeeded(RequestID(1), Session.Token(value: "a")))))
                    await store.receive(.inbox(.loadMessages))
                    await store.finish()
            """), "\(contents)")
    }

    /// The same `when:` fails when the stored token is then reset by an `onSuccess:` step: nothing to
    /// receive, so only the stale outcome's test.
    @Test func anOnSuccessStepAfterTheStoreDecides() throws {
        let session = Self.sessionWithToken("""
                store: { into: token, path: value }
                onSuccess:
                  - reset: token
            """)
        let contents = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "notEmpty: app.session.token")))
        expectOnlyTheStaleTest(contents)
    }

    /// A literal an `onSuccess:` step sets is told exactly: `isTrue` holds after `set: signedIn` to `true`.
    @Test func aLiteralAnOnSuccessStepSetsIsTold() throws {
        let session = Self.sessionWithToken("""
                onSuccess:
                  - set: signedIn
                    value: true
            """)
        let contents = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "isTrue: app.session.signedIn")))
        #expect(contents.contains("await store.receive(.inbox(.loadMessages))"), "\(contents)")
    }

    /// A field of the acting feature the outcome does not change is at its default: `notEmpty` on the
    /// default `""` fails, so nothing is received.
    @Test func aFieldTheOutcomeLeavesIsAtItsDefault() throws {
        let session = Self.sessionWithToken("")
        let contents = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "notEmpty: app.session.token")))
        expectOnlyTheStaleTest(contents)
    }

    /// A failure's message is text no spec literal writes: a `when:` on the field it is stored in is passed
    /// over, while the one on a literal the same failure sets is received.
    @Test func aConditionOnTheFailuresMessageIsPassedOver() throws {
        let session = Self.sessionWithToken("""
                onFailure:
                  - set: loginError
                    from: message
                  - set: signedIn
                    value: false
            """)
        let unknown = try appTests(
            session: session, inbox: Self.inbox(triggers: Self.triggered(when: "notNil: app.session.loginError", on: "loginFailed")))
        #expect(!unknown.contains("SendsRequests"), "\(unknown)")
        let told = try appTests(
            session: session, inbox: Self.inbox(triggers: Self.triggered(when: "isFalse: app.session.signedIn", on: "loginFailed")))
        #expect(told.contains("""
                    await store.send(.session(.loginResponse(.failed(RequestID(1), .httpStatus(500, body: nil)))))
                    await store.receive(.inbox(.loadMessages))
            """), "\(told)")
    }

    /// What an `append:` target holds after a success is not told (it depends on what the list held): a
    /// `when:` on it is passed over, while one on a literal the same success sets is received.
    @Test func aConditionOnAnAppendTargetIsPassedOver() throws {
        let session = """
            feature: Session
            api: { baseURL: http://localhost:8080 }
            state:
              tags: { type: "[String]", default: [] }
              signedIn: { type: Bool, default: false }
            endpoints:
              login:
                method: POST
                path: /login
                response: "[String]"
                concurrency: latest
                store: { append: tags }
                onSuccess:
                  - set: signedIn
                    value: true
            """
        let unknown = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "notEmpty: app.session.tags")))
        #expect(!unknown.contains("SendsRequests"), "\(unknown)")
        let told = try appTests(session: session, inbox: Self.inbox(triggers: Self.triggered(when: "isTrue: app.session.signedIn")))
        #expect(told.contains("await store.receive(.inbox(.loadMessages))"), "\(told)")
    }
}
