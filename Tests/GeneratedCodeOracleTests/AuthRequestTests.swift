@testable import FixtureFeatures
import Foundation
import ReduxRuntime
import TestSupport
import Testing

/// `api.auth` (docs/spec.md, "Authentication"), with live repositories against a loopback server:
///
/// - Mailbox (`Tests/Fixtures/Generated/AppValues`, effects) authenticates with `bearer: app.session.token`,
///   in the app composed with the Session feature; `checkStatus` has `auth: none`.
/// - Weather (`Tests/Fixtures/Generated/ApiKeyAuth`, middleware) sends `apiKey: { query: api_key, from:
///   state.apiKey }`, a `String?`, after the request's own query items.
///
/// A request whose credential is `nil` or empty is not sent: it fails with `APIError.missingCredential`.
@Suite(.loopbackServers)
@MainActor
struct AuthRequestTests {
    func appEnvironment(_ server: LoopbackServer) -> FixtureFeatures.AppEnvironment {
        FixtureFeatures.AppEnvironment(
            inbox: InboxEnvironment(
                repository: LiveInboxRepository(baseURL: server.baseURL), sessionToken: { "" }, sessionUserID: { nil }
            ),
            mailbox: MailboxEnvironment(
                repository: LiveMailboxRepository(baseURL: server.baseURL),
                sessionToken: { "from the mailbox provider" }
            ),
            outbox: OutboxEnvironment(
                repository: LiveOutboxRepository(baseURL: server.baseURL), sessionToken: { "" }, sessionUserID: { nil }
            ),
            session: SessionEnvironment(repository: LiveSessionRepository(baseURL: server.baseURL))
        )
    }

    @Test func everyRequestCarriesTheSessionsTokenAsABearerHeader() async throws {
        try await LoopbackServer.with(answering: .json(#"[{"id": 1, "name": "Inbox"}]"#)) { server in
            let store = FixtureFeatures.makeAppStore(environment: appEnvironment(server))
            store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
            store.dispatch(.mailbox(.opened))
            try await waitUntil("the folders are stored") { store.state.mailbox.folders.count == 1 }
            await server.answer(with: .json(#"{"id": 1, "name": "Mail"}"#))
            store.dispatch(.mailbox(.renameFolder(id: 1, name: "Mail")))
            try await waitUntil("the rename answered") { store.state.mailbox.renameFolder.status == .loaded }
            let requests = await server.requests
            #expect(requests.map(\.description) == ["GET /folders?sort=name", "PATCH /folders/1"])
            #expect(requests.map { $0.headers["authorization"] } == ["Bearer abc", "Bearer abc"])
            #expect(store.state.mailbox.folders == [Mailbox.Folder(id: 1, name: "Mail")])
        }
    }

    @Test func nothingIsSentWhileTheTokenIsEmptyAndTheFailureSaysWhy() async throws {
        try await LoopbackServer.with(answering: .json("[]")) { server in
            let store = FixtureFeatures.makeAppStore(environment: appEnvironment(server))
            store.dispatch(.mailbox(.opened))
            try await waitUntil("the request failed") { store.state.mailbox.loadFolders.status != .loading(RequestID(1)) }
            #expect(store.state.mailbox.loadFolders.status == .failed(.missingCredential))
            try await expectStillTrue("no request reaches the server", for: .milliseconds(200)) { await server.requests.isEmpty }

            store.dispatch(.session(.signedIn(token: "t1", userID: 1)))
            store.dispatch(.mailbox(.opened))
            try await waitUntil("the folders loaded") { store.state.mailbox.loadFolders.status == .loaded }
            let request = try await server.onlyRequest()
            #expect(request.headers["authorization"] == "Bearer t1")
        }
    }

    @Test func anEndpointThatOptsOutCarriesNoCredential() async throws {
        try await LoopbackServer.with(answering: .json(#""up""#)) { server in
            let store = FixtureFeatures.makeAppStore(environment: appEnvironment(server))
            store.dispatch(.mailbox(.checkStatus))
            try await waitUntil("the status is stored") { store.state.mailbox.serverStatus == "up" }
            store.dispatch(.session(.signedIn(token: "abc", userID: 7)))
            store.dispatch(.mailbox(.checkStatus))
            try await waitUntil("the second status answered") { await server.requests.count == 2 }
            let requests = await server.requests
            #expect(requests.map(\.description) == ["GET /status", "GET /status"])
            #expect(requests.map { $0.headers["authorization"] } == [nil, nil], "sent with or without a token, never carrying it")
        }
    }

    @Test func aStoreOfTheFeatureAloneTakesTheCredentialFromItsProvider() async throws {
        try await LoopbackServer.with(answering: .json("[]")) { server in
            let environment = MailboxEnvironment(repository: LiveMailboxRepository(baseURL: server.baseURL), sessionToken: { "alone" })
            let store = makeMailboxStore(environment: environment)
            store.dispatch(.opened)
            try await waitUntil("the request answered") { store.state.loadFolders.status == .loaded }
            #expect(try await server.onlyRequest().headers["authorization"] == "Bearer alone")
        }
    }

    @Test func anAPIKeyFromStateGoesLastInTheQueryOfEveryPage() async throws {
        try await LoopbackServer.with(answering: .json(#"[{"id": 1, "name": "A"}, {"id": 2, "name": "B"}]"#)) { server in
            let store = makeWeatherStore(environment: WeatherEnvironment(repository: LiveWeatherRepository(baseURL: server.baseURL)))
            store.dispatch(.keyEntered(key: "k&1"))
            store.dispatch(.loadStations)
            try await waitUntil("the first page is stored") { store.state.stations.count == 2 }
            store.dispatch(.loadMoreStations)
            try await waitUntil("the second page answered") { await server.requests.count == 2 }
            let requests = await server.requests
            #expect(requests.map(\.path) == ["/stations", "/stations"])
            #expect(requests.map(\.query) == ["city=Oslo&page=1&per_page=2&api_key=k%261", "city=Oslo&page=2&per_page=2&api_key=k%261"])
            #expect(requests.allSatisfy { $0.headers["authorization"] == nil && $0.headers["accept"] == "application/json" })
        }
    }

    @Test func withoutAKeyNeitherTheMiddlewareNorADebouncedRequestSendsAnything() async throws {
        try await LoopbackServer.with(answering: .json(#""sunny""#)) { server in
            let store = makeWeatherStore(environment: WeatherEnvironment(repository: LiveWeatherRepository(baseURL: server.baseURL)))
            store.dispatch(.loadForecast(station: 3))
            try await waitUntil("the forecast failed") { store.state.loadForecast.status == .failed(.missingCredential) }
            store.dispatch(.keyEntered(key: ""))
            store.dispatch(.loadStations)
            try await waitUntil("the stations failed") { store.state.loadStations.status == .failed(.missingCredential) }
            #expect(await server.requests.isEmpty, "nil and empty keys are both missing")

            store.dispatch(.keyEntered(key: "k"))
            store.dispatch(.loadForecast(station: 3))
            try await waitUntil("the forecast is stored") { store.state.forecast == "sunny" }
            let request = try await server.onlyRequest()
            #expect(request.description == "GET /forecast/3?api_key=k")
        }
    }
}
