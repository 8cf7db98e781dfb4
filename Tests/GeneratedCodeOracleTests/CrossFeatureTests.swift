@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import Synchronization
import TestSupport
import Testing

/// Actions across features in the app composed from `Tests/Fixtures/Generated/AppValues`, with every
/// expected value taken from docs/spec.md ("Actions across features"):
/// - Session's `inboxCleared` has `reset: app.inbox.messages`, `resetStatus: app.inbox.loadMessages` and
///   `cancel: app.outbox.loadSentCount`; `settingsForgotten` has `reset: app.settings`.
/// - Inbox's `loadMessages` is triggered by `app.session.loginSucceeded` and by `app.session.tokenRestored`
///   `when: { notEmpty: app.session.token }`; Mailbox's `loadUnread` by `app.session.loginSucceeded`
///   `when: { isEmpty: state.folders }`; Outbox's `loadSentCount` (middleware flavor) by
///   `app.session.loginSucceeded`. Session's `login` is `concurrency: latest`.
/// - Inbox's own trigger `opened` and Outbox's `sendTapped` (middleware flavor) have
///   `when: { notEmpty: app.session.token }`: a condition on another feature's value, read when the trigger
///   is reduced.
@MainActor
struct CrossFeatureTests {
    let inbox = GatedInbox()
    let outbox = GatedOutbox()
    let session = GatedSession()

    func makeStore() -> Store<AppState, AppAction> {
        makeGatedAppStore(inbox: inbox, outbox: outbox, session: session)
    }

    @Test func aLoginThatSucceedsStartsTheRequestsOfTheFeaturesTriggeredByIt() async throws {
        let store = makeStore()
        store.dispatch(.session(.login(username: "ada")))
        try await waitUntil("the login is sent") { session.logins.calls == ["ada"] }
        #expect(inbox.loads.calls.isEmpty, "nothing is sent before the login answers")
        #expect(outbox.sentCounts.calls.isEmpty)

        session.logins.answer(0, with: .success(Session.SessionToken(token: "t1")))

        // Each request reads the token the login stored: the reaction runs after Session's reducer.
        try await waitUntil("Inbox and Outbox send their requests") {
            inbox.loads.calls == ["t1"] && outbox.sentCounts.calls == ["t1"]
        }
        inbox.loads.answer(0, with: .success([Inbox.Message(id: 1, text: "hi")]))
        outbox.sentCounts.answer(0, with: .success(3))
        try await waitUntil("both answers are stored") {
            store.state.inbox.messages == [Inbox.Message(id: 1, text: "hi")] && store.state.outbox.sentCount == 3
        }
    }

    @Test func theTriggerSendsTheRequestActionThroughTheStore() async throws {
        let recorder = ActionRecorder<AppState, AppAction>()
        let store = makeGatedAppStore(inbox: inbox, outbox: outbox, session: session, middleware: [recorder.middleware])
        var actions: [AppAction] { recorder.log.entries.map(\.action) }
        store.dispatch(.session(.login(username: "ada")))
        try await waitUntil("the login is sent") { session.logins.calls.count == 1 }
        session.logins.answer(0, with: .success(Session.SessionToken(token: "t1")))
        try await waitUntil("Inbox's request action is sent") { actions.contains(.inbox(.loadMessages)) }
        #expect(actions.contains(.outbox(.loadSentCount)))
        let login = try #require(actions.firstIndex { if case .session(.loginResponse) = $0 { true } else { false } })
        // Mailbox has no folder yet, so its `when:` holds.
        #expect(
            actions[(login + 1)...].prefix(3) == [.inbox(.loadMessages), .mailbox(.loadUnread), .outbox(.loadSentCount)],
            "right after the outcome, in app order")
    }

    @Test func aFailedLoginStartsNothing() async throws {
        let store = makeStore()
        store.dispatch(.session(.login(username: "ada")))
        try await waitUntil("the login is sent") { session.logins.calls.count == 1 }
        session.logins.answer(0, with: .failure(.httpStatus(401, body: nil)))
        try await waitUntil("the login failed") { store.state.session.login.status.isError }
        try await expectStillTrue("no other feature sends a request") {
            inbox.loads.calls.isEmpty && outbox.sentCounts.calls.isEmpty
        }
    }

    @Test func aStaleLoginSuccessStartsNothing() async throws {
        let store = makeStore()
        store.dispatch(.session(.login(username: "first")))
        try await waitUntil("the first login is sent") { session.logins.calls.count == 1 }
        // Under `latest` the second login makes the first one stale; its answer does not count.
        store.dispatch(.session(.login(username: "second")))
        try await waitUntil("the second login is sent") { session.logins.calls.count == 2 }
        session.logins.answer(0, with: .success(Session.SessionToken(token: "stale")))
        session.logins.answer(1, with: .success(Session.SessionToken(token: "current")))
        try await waitUntil("the current login is stored") { store.state.session.token == "current" }
        try await waitUntil("Inbox loads once") { inbox.loads.calls.count == 1 }
        try await expectStillTrue("only the current login starts the other features, with its token") {
            inbox.loads.calls == ["current"] && outbox.sentCounts.calls.count <= 1
        }
        #expect(outbox.sentCounts.calls == ["current"])
    }

    @Test func aDispatchedStaleSuccessStartsNothing() async throws {
        // The app reducer itself, with an outcome whose request is not the current one: it counts only if it
        // answers the endpoint's current request.
        let reducer = makeAppReducer(environment: AppEnvironment(
            inbox: InboxEnvironment(repository: inbox, sessionToken: { "" }, sessionUserID: { nil }),
            mailbox: MailboxEnvironment(repository: LiveMailboxRepository(baseURL: LiveMailboxRepository.specBaseURL), sessionToken: { "" }),
            outbox: OutboxEnvironment(repository: outbox, sessionToken: { "" }, sessionUserID: { nil }),
            session: SessionEnvironment(repository: session)
        ))
        var state = AppState()
        state.session.login.status = .loading(RequestID(2))
        state.session.login.nextRequestID = RequestID(3)
        let stale = reducer(&state, .session(.loginResponse(.succeeded(RequestID(1), Session.SessionToken(token: "old")))))
        #expect(stale.isNone, "a stale success sends nothing")
        #expect(state.session.token == "", "and is not stored")
        let current = reducer(&state, .session(.loginResponse(.succeeded(RequestID(2), Session.SessionToken(token: "new")))))
        #expect(!current.isNone, "the current success sends the triggered request actions")
        #expect(state.session.token == "new")
    }

    @Test func aTriggerWithWhenSendsOnlyWhenTheConditionHoldsOnTheStateTheActionLeaves() async throws {
        let store = makeStore()
        store.dispatch(.session(.tokenRestored(token: "")))
        try await expectStillTrue("an empty token sends nothing") { inbox.loads.calls.isEmpty }

        store.dispatch(.session(.tokenRestored(token: "kept")))
        try await waitUntil("the restored token is sent") { inbox.loads.calls == ["kept"] }
        #expect(outbox.sentCounts.calls.isEmpty, "Outbox is not triggered by tokenRestored")
    }

    @Test func stepsResetAFieldAndARequestStateOfAnotherFeature() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
        store.dispatch(.inbox(.opened))
        try await waitUntil("the inbox load is sent") { inbox.loads.calls.count == 1 }
        inbox.loads.answer(0, with: .success([Inbox.Message(id: 1, text: "hi")]))
        try await waitUntil("the messages are stored") { store.state.inbox.messages.count == 1 }
        store.dispatch(.inbox(.opened))
        try await waitUntil("a second load is sent") { inbox.loads.calls.count == 2 }
        inbox.loads.answer(1, with: .failure(.httpStatus(500, body: nil)))
        try await waitUntil("the second load failed") { store.state.inbox.loadMessages.status.isError }

        store.dispatch(.session(.inboxCleared))

        #expect(store.state.inbox.messages == [], "reset: app.inbox.messages sets the default, []")
        #expect(store.state.inbox.loadMessages.status == .idle, "resetStatus: the failed status goes back to idle")
        #expect(store.state.inbox.loadMessages.nextRequestID == RequestID(3), "request ids keep counting")
    }

    @Test func resetStatusOfAnotherFeatureCancelsItsRequestAndTheAnswerNeverLands() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
        store.dispatch(.inbox(.opened))
        try await waitUntil("the inbox load is sent") { inbox.loads.calls.count == 1 }
        #expect(store.state.inbox.loadMessages.status == .loading(RequestID(1)))

        store.dispatch(.session(.inboxCleared))

        #expect(store.state.inbox.loadMessages.status == .idle)
        inbox.loads.answer(0, with: .success([Inbox.Message(id: 2, text: "late")]))
        try await expectStillTrue("the cancelled load's answer never lands") {
            store.state.inbox.messages == [] && store.state.inbox.loadMessages.status == .idle
        }
        #expect(store.inFlightEffectCount == 0)
    }

    @Test func cancelStopsAnotherFeaturesRequestAndItsStatusGoesBackToIdle() async throws {
        let store = makeStore()
        store.dispatch(.outbox(.loadSentCount))
        try await waitUntil("the count request is sent") { outbox.sentCounts.calls.count == 1 }
        #expect(store.state.outbox.loadSentCount.isLoading)

        store.dispatch(.session(.inboxCleared))

        try await waitUntil("the cancelled request reports .cancelled and its status is idle") {
            store.state.outbox.loadSentCount.status == .idle
        }
        outbox.sentCounts.answer(0, with: .success(9))
        try await expectStillTrue("its answer never lands") { store.state.outbox.sentCount == 0 }
    }

    @Test func resetOfAWholeFeatureSetsItBackToItsInitialState() {
        let store = makeStore()
        store.dispatch(.settings(.darkModeToggled))
        #expect(store.state.settings.darkMode)
        store.dispatch(.session(.settingsForgotten))
        #expect(store.state.settings == SettingsState())
    }

    @Test func aStoreOfTheActingFeatureAloneIgnoresStepsAndTriggersThatNameOtherFeatures() async throws {
        let store = makeSessionStore(environment: SessionEnvironment(repository: session))
        store.dispatch(.settingsForgotten)
        store.dispatch(.inboxCleared)
        #expect(store.state == SessionState(), "the steps change nothing of Session itself")
        store.dispatch(.login(username: "ada"))
        try await waitUntil("the login is sent") { session.logins.calls.count == 1 }
        session.logins.answer(0, with: .success(Session.SessionToken(token: "t1")))
        try await waitUntil("the token is stored") { store.state.token == "t1" }
        try await expectStillTrue("no other feature's request is sent") {
            inbox.loads.calls.isEmpty && outbox.sentCounts.calls.isEmpty
        }
    }

    @Test func aConditionOnAnotherFeaturesValueSendsNothingBeforeSignIn() async throws {
        let store = makeStore()
        store.dispatch(.inbox(.opened))
        store.dispatch(.outbox(.sendTapped(text: "early")))
        #expect(store.state.inbox.loadMessages.status == .idle, "no request starts: no id, no status change")
        #expect(store.state.outbox.send.status == .idle)
        #expect(store.state.inbox.loadMessages.nextRequestID == RequestID(1))
        try await expectStillTrue("nothing is sent without a token") {
            inbox.loads.calls.isEmpty && outbox.sends.calls.isEmpty
        }

        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
        store.dispatch(.inbox(.opened))
        store.dispatch(.outbox(.sendTapped(text: "after")))
        try await waitUntil("both requests are sent once signed in") {
            inbox.loads.calls == ["abc"] && outbox.sends.calls == ["after"]
        }
    }

    @Test func aStoreOfTheFeatureAloneTestsTheProviderItWasGiven() async throws {
        let token = Mutex("")
        let store = makeInboxStore(environment: InboxEnvironment(repository: inbox, sessionToken: { token.withLock { $0 } }, sessionUserID: { nil }))
        store.dispatch(.opened)
        #expect(store.state.loadMessages.status == .idle, "the provider returns an empty token: nothing starts")
        token.withLock { $0 = "from the provider" }
        store.dispatch(.opened)
        #expect(store.state.loadMessages.status == .loading(RequestID(1)))
        try await waitUntil("the request is sent") { inbox.loads.calls == ["from the provider"] }
    }
}
