@testable import FixtureFeatures
import ReduxRuntime
import TestSupport

/// Repositories of the app composed from `Tests/Fixtures/Generated/AppValues` that hold every call until
/// the test answers it, so a test decides when (and whether) each request answers.
final class GatedInbox: InboxRepository {
    let loads = AnswerGate<String, [Inbox.Message]>()
    func loadMessages(sessionToken: String, sessionUserID: Int?) async throws(APIError) -> [Inbox.Message] {
        try await loads.call(sessionToken)
    }
}

final class GatedOutbox: OutboxRepository {
    let sends = AnswerGate<String, Void>()
    let sentCounts = AnswerGate<String, Int>()
    let farewells = AnswerGate<String, Void>()
    func send(sessionToken: String, sessionUserID: Int?, text: String) async throws(APIError) {
        try await sends.call(text)
    }
    func loadSentCount(sessionToken: String) async throws(APIError) -> Int {
        try await sentCounts.call(sessionToken)
    }
    func farewell(sessionToken: String) async throws(APIError) {
        try await farewells.call(sessionToken)
    }
}

final class GatedSession: SessionRepository {
    let logins = AnswerGate<String, Session.SessionToken>()
    let refreshes = AnswerGate<String, Session.SessionToken>()
    func login(username: String) async throws(APIError) -> Session.SessionToken {
        try await logins.call(username)
    }
    func refreshToken(token: String) async throws(APIError) -> Session.SessionToken {
        try await refreshes.call(token)
    }
}

/// The app store of the AppValues fixture over gated repositories; the providers of other features' values
/// are never called in the app, which reads the app state instead.
@MainActor
func makeGatedAppStore(
    inbox: GatedInbox, outbox: GatedOutbox, session: GatedSession = GatedSession(), middleware: [Middleware<AppState, AppAction>] = []
) -> Store<AppState, AppAction> {
    makeAppStore(
        environment: AppEnvironment(
            inbox: InboxEnvironment(repository: inbox, sessionToken: { "" }, sessionUserID: { nil }),
            mailbox: MailboxEnvironment(repository: LiveMailboxRepository(baseURL: LiveMailboxRepository.specBaseURL), sessionToken: { "" }),
            outbox: OutboxEnvironment(repository: outbox, sessionToken: { "" }, sessionUserID: { nil }),
            session: SessionEnvironment(repository: session)
        ),
        middleware: middleware
    )
}
