@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import Synchronization
import TestSupport
import Testing

/// `onUnauthorized` in the app composed from `Tests/Fixtures/Generated/AppValues`, with every expected value
/// taken from docs/spec.md ("Authentication", "Answered 401"): Mailbox sends `app.session.token` and has
/// `onUnauthorized: { refresh: app.session.refreshToken, signOut: app.session.signedOut }`; Session's
/// `signedOut` resets the other features (`resetApp:`). The tests send Mailbox's `loadFolders`, `loadUnread`
/// and `renameFolder`.
@MainActor
struct UnauthorizedTests {
    /// A Mailbox API that accepts one token, answers 401 to any other, and records each credential sent.
    final class TokenCheckingMailbox: MailboxRepository {
        let validToken = Mutex("t2")
        let sent = Mutex<[String]>([])

        private func check(_ credential: String, _ name: String) throws(APIError) {
            sent.withLock { $0.append("\(name) \(credential)") }
            guard credential == validToken.withLock({ $0 }) else { throw .httpStatus(401, body: nil) }
        }
        func loadFolders(credential: String) async throws(APIError) -> [Mailbox.Folder] {
            try check(credential, "loadFolders")
            return [Mailbox.Folder(id: 1, name: "Inbox")]
        }
        func loadUnread(credential: String) async throws(APIError) -> Int {
            try check(credential, "loadUnread")
            return 4
        }
        func renameFolder(id: Int, name: String, credential: String) async throws(APIError) -> Mailbox.Folder {
            try check(credential, "renameFolder")
            return Mailbox.Folder(id: id, name: name)
        }
        func checkStatus() async throws(APIError) -> String { "ok" }
    }

    let mailbox = TokenCheckingMailbox()
    let session = GatedSession()

    func makeStore() -> Store<AppState, AppAction> {
        makeAppStore(environment: AppEnvironment(
            inbox: InboxEnvironment(repository: GatedInbox(), sessionToken: { "" }, sessionUserID: { nil }),
            mailbox: MailboxEnvironment(repository: mailbox, sessionToken: { "" }),
            outbox: OutboxEnvironment(repository: GatedOutbox(), sessionToken: { "" }, sessionUserID: { nil }),
            session: SessionEnvironment(repository: session)
        ))
    }

    @Test func threeRequestsRejectedTogetherCauseOneRefreshAndAreEachSentOnceMore() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "t1", userID: 7)))
        store.dispatch(.mailbox(.loadFolders))
        store.dispatch(.mailbox(.loadUnread))
        store.dispatch(.mailbox(.renameFolder(id: 1, name: "Mail")))
        try await waitUntil("the three requests are answered 401") { mailbox.sent.withLock { $0 }.count == 3 }
        try await waitUntil("the refresh is sent") { session.refreshes.calls.count == 1 }
        #expect(session.refreshes.calls == ["t1"], "the refresh request carries the expired token")

        session.refreshes.answer(0, with: .success(Session.SessionToken(token: "t2")))

        try await waitUntil("the three requests succeed") {
            store.state.mailbox.loadFolders.status == .loaded && store.state.mailbox.loadUnread.status == .loaded
                && store.state.mailbox.renameFolder.status == .loaded
        }
        #expect(session.refreshes.calls.count == 1, "one refresh for the three")
        #expect(store.state.session.token == "t2")
        #expect(store.state.mailbox.folders.map(\.id) == [1])
        #expect(store.state.mailbox.unread == 4)
        let sent = mailbox.sent.withLock { $0 }
        for name in ["loadFolders", "loadUnread", "renameFolder"] {
            #expect(sent.filter { $0.hasPrefix(name + " ") } == ["\(name) t1", "\(name) t2"], "\(name): once with each token")
        }
    }

    @Test func aFailedRefreshSignsOutAndTheRequestsFailWithTheir401() async throws {
        let store = makeStore()
        store.dispatch(.session(.signedIn(token: "t1", userID: 7)))
        store.dispatch(.mailbox(.loadFolders))
        store.dispatch(.mailbox(.loadUnread))
        try await waitUntil("the refresh is sent") { session.refreshes.calls.count == 1 }

        session.refreshes.answer(0, with: .failure(.httpStatus(400, body: nil)))

        try await waitUntil("signed out") { store.state.session.token == "" }
        #expect(store.state.session.userID == nil, "signedOut's own steps ran")
        #expect(store.state.mailbox == MailboxState(), "signedOut's resetApp: reset Mailbox")
        try await expectStillTrue("no request is sent again") { mailbox.sent.withLock { $0 }.count == 2 }
        #expect(session.refreshes.calls.count == 1)
    }

    @Test func aSecond401IsTheFailureWithoutAnotherRefresh() async throws {
        let store = makeStore()
        mailbox.validToken.withLock { $0 = "never" }
        store.dispatch(.session(.signedIn(token: "t1", userID: 7)))
        store.dispatch(.mailbox(.renameFolder(id: 1, name: "Mail")))
        try await waitUntil("the refresh is sent") { session.refreshes.calls.count == 1 }
        session.refreshes.answer(0, with: .success(Session.SessionToken(token: "t2")))
        try await waitUntil("the rename failed") { store.state.mailbox.renameFolder.status.isError }
        #expect(store.state.mailbox.renameFolder.status == .failed(.httpStatus(401, body: nil)))
        #expect(mailbox.sent.withLock { $0 } == ["renameFolder t1", "renameFolder t2"])
        #expect(session.refreshes.calls.count == 1)
        #expect(store.state.session.token == "t2", "no sign-out: the refresh itself succeeded")
    }

    @Test func aStoreOfTheFeatureAloneKeepsThe401() async throws {
        let store = makeMailboxStore(environment: MailboxEnvironment(repository: mailbox, sessionToken: { "t1" }))
        store.dispatch(.renameFolder(id: 1, name: "Mail"))
        try await waitUntil("the rename failed") { store.state.renameFolder.status.isError }
        #expect(store.state.renameFolder.status == .failed(.httpStatus(401, body: nil)))
        #expect(mailbox.sent.withLock { $0 } == ["renameFolder t1"])
    }
}
