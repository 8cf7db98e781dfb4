@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// Requests that read another feature's state (`app.session.token`), in the app composed from
/// `Tests/Fixtures/Generated/AppValues` with live repositories against a loopback server. docs/spec.md
/// ("Values of other features"): the value is read from the app state when the request starts; an optional
/// one is left out while `nil`; a store of the feature alone calls the provider of its environment.
/// Inbox sends its requests with effects, Outbox with a middleware.
@Suite(.loopbackServers)
@MainActor
struct AppValueRequestTests {
    func environment(_ server: LoopbackServer) -> FixtureFeatures.AppEnvironment {
        FixtureFeatures.AppEnvironment(
            inbox: InboxEnvironment(
                repository: LiveInboxRepository(baseURL: server.baseURL),
                sessionToken: { "from the inbox provider" },
                sessionUserID: { 99 }
            ),
            mailbox: MailboxEnvironment(
                repository: LiveMailboxRepository(baseURL: server.baseURL),
                sessionToken: { "from the mailbox provider" }
            ),
            outbox: OutboxEnvironment(
                repository: LiveOutboxRepository(baseURL: server.baseURL),
                sessionToken: { "from the outbox provider" },
                sessionUserID: { 99 }
            ),
            session: SessionEnvironment(repository: LiveSessionRepository(baseURL: server.baseURL))
        )
    }

    @Test func theAppSendsTheSessionsTokenAsABearerHeader() async throws {
        try await LoopbackServer.with(answering: .json(#"[{"id": 1, "text": "hi"}]"#)) { server in
            let store = FixtureFeatures.makeAppStore(environment: environment(server))
            store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
            store.dispatch(.inbox(.opened))
            try await waitUntil("the messages are stored") { store.state.inbox.messages.count == 1 }
            let request = try await server.onlyRequest()
            #expect(request.description == "GET /messages")
            #expect(request.headers["authorization"] == "Bearer abc")
            #expect(request.headers["x-user"] == "7")
        }
    }

    @Test func theValueIsReadWhenTheRequestStarts() async throws {
        try await LoopbackServer.with(answering: .json("[]")) { server in
            let store = FixtureFeatures.makeAppStore(environment: environment(server))
            store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
            store.dispatch(.inbox(.opened))
            try await waitUntil("the first request answered") { store.state.inbox.loadMessages.status == .loaded }
            store.dispatch(.session(.signedIn(token: "xyz", userID: 8)))
            store.dispatch(.inbox(.opened))
            try await waitUntil("the second request answered") { await server.requests.count == 2 }
            let requests = await server.requests
            #expect(requests[0].headers["authorization"] == "Bearer abc")
            #expect(requests[0].headers["x-user"] == "7")
            #expect(requests[1].headers["authorization"] == "Bearer xyz")
            #expect(requests[1].headers["x-user"] == "8")
        }
    }

    @Test func theMiddlewareFlavorReadsTheAppStateToo() async throws {
        try await LoopbackServer.with { server in
            let store = FixtureFeatures.makeAppStore(environment: environment(server))
            store.dispatch(.session(.signedIn(token: "t/1", userID: 3)))
            store.dispatch(.outbox(.sendTapped(text: "hello")))
            try await waitUntil("the message was sent") { store.state.outbox.send.status == .loaded }
            let request = try await server.onlyRequest()
            #expect(request.method == "POST")
            #expect(request.path == "/sessions/t%2F1/messages", "the token is one percent-encoded path segment")
            #expect(request.query == "user=3")
            let expectedBody: NSDictionary = ["text": "hello"]
            #expect(request.jsonObject == expectedBody)
        }
    }

    @Test func aStoreOfTheFeatureAloneCallsItsProvider() async throws {
        try await LoopbackServer.with(answering: .json("[]")) { server in
            let environment = InboxEnvironment(
                repository: LiveInboxRepository(baseURL: server.baseURL),
                sessionToken: { "alone" },
                sessionUserID: { nil }
            )
            let store = makeInboxStore(environment: environment)
            store.dispatch(.opened)
            try await waitUntil("the request answered") { store.state.loadMessages.status == .loaded }
            let request = try await server.onlyRequest()
            #expect(request.headers["authorization"] == "Bearer alone")
            #expect(request.headers["x-user"] == nil)
        }
    }
}
