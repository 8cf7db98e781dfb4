@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// `resetApp:` in the app composed from `Tests/Fixtures/Generated/AppValues`: Session's `signedOut` has
/// `resetApp: { except: [settings] }`. docs/spec.md ("Resetting the app"): after the action, every other
/// feature not kept is back at its initial state, every request of those features is cancelled (their
/// answers never land, even though the fresh state counts its requests from 1 again), and the kept
/// features and the acting one keep their state. Inbox sends its requests with effects, Outbox with a
/// middleware; the repositories hold every call until the test answers it.
@MainActor
struct AppResetTests {
    let inbox = GatedInbox()
    let outbox = GatedOutbox()

    func makeStore() -> Store<AppState, AppAction> {
        makeGatedAppStore(inbox: inbox, outbox: outbox)
    }

    @Test func signingOutResetsTheOtherFeaturesAndKeepsTheExceptedOne() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
        store.dispatch(.settings(.darkModeToggled))
        store.dispatch(.inbox(.opened))
        try await waitUntil("the inbox request is sent") { inbox.loads.calls.count == 1 }
        inbox.loads.answer(0, with: .success([Inbox.Message(id: 1, text: "hi")]))
        try await waitUntil("the messages are stored") { store.state.inbox.messages.count == 1 }
        #expect(store.state.inbox != InboxState())

        store.dispatch(.session(.signedOut))

        #expect(store.state.inbox == InboxState(), "Inbox is back at its initial state")
        #expect(store.state.outbox == OutboxState(), "Outbox is back at its initial state")
        #expect(store.state.settings.darkMode == true, "Settings is kept")
        #expect(store.state.session == SessionState(), "Session's own steps reset its fields")
    }

    @Test func signingOutCancelsTheRequestsInFlightAndTheirAnswersNeverLand() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
        store.dispatch(.inbox(.opened))
        store.dispatch(.outbox(.sendTapped(text: "first")))
        store.dispatch(.outbox(.sendTapped(text: "second")))
        try await waitUntil("the inbox load and the first send are in flight") {
            inbox.loads.calls.count == 1 && outbox.sends.calls.count == 1
        }
        #expect(store.state.inbox.loadMessages.status == .loading(RequestID(1)))
        #expect(store.state.outbox.send.isLoading)

        store.dispatch(.session(.signedOut))
        #expect(store.state.inbox == InboxState())
        #expect(store.state.outbox == OutboxState())

        // The old requests answer after the reset, and the fresh state's first request has id 1 again.
        inbox.loads.answer(0, with: .success([Inbox.Message(id: 1, text: "previous user's")]))
        outbox.sends.answer(0, with: .success(()))
        try await expectStillTrue("the cancelled answers change nothing") {
            store.state.inbox == InboxState() && store.state.outbox == OutboxState()
        }
        #expect(outbox.sends.calls.count == 1, "the queued second send is never sent")
        // Cancelled effects end on their own tasks, which a loaded machine may run late.
        try await waitUntil("the cancelled requests have ended") { store.inFlightEffectCount == 0 }

        // The features work again after the reset, for the next user (Inbox's `opened` sends nothing
        // without a token).
        store.dispatch(.session(.signedIn(token: "next", userID: 8)))
        store.dispatch(.inbox(.opened))
        #expect(store.state.inbox.loadMessages.status == .loading(RequestID(1)))
        try await waitUntil("the new inbox request is sent") { inbox.loads.calls.count == 2 }
        inbox.loads.answer(1, with: .success([Inbox.Message(id: 2, text: "new user's")]))
        try await waitUntil("the new answer is stored") { store.state.inbox.loadMessages.status == .loaded }
        #expect(store.state.inbox.messages == [Inbox.Message(id: 2, text: "new user's")])
    }

    /// docs/spec.md, "Resetting the app": the acting feature is not reset, and "a request the action
    /// triggers itself (a POST /logout) is sent", with the values of other features the action found:
    /// Outbox's `leaveTapped` resets Session and triggers `farewell`, which carries Session's token. Outbox
    /// sends its requests with a middleware, which runs after the reset.
    @Test func aRequestTheResettingActionTriggersCarriesTheValuesTheActionFound() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "abc", userID: 7)))

        store.dispatch(.outbox(.leaveTapped))

        #expect(store.state.session == SessionState(), "Session is reset")
        try await waitUntil("the farewell is sent") { outbox.farewells.calls.count == 1 }
        #expect(outbox.farewells.calls == ["abc"])
        outbox.farewells.answer(0, with: .success(()))
        try await waitUntil("the farewell has answered") { store.state.outbox.farewell.status == .loaded }
    }
}
