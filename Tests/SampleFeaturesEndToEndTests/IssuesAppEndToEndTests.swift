import Foundation
import ReduxRuntime
import SampleFeatures
import SampleFeaturesMocks
import TestSupport
import Testing

/// The issues client (specs/issues.yaml) in the whole generated app, with Session (specs/session.yaml), every
/// feature on its live repository against the fixture server. The issues routes answer 401 unless the request
/// carries `Authorization: Bearer <a token the server's login issued>` (IssuesRoutes); the fixtures hold the
/// open issues 1...30, 9 of them with "Crash" in the title (docs/samples.md, "The Issues sample").
@Suite(.loopbackServers)
@MainActor
struct IssuesAppEndToEndTests {
    let listRoute = RouteMatcher("GET", "/issues")
    let searchRoute = RouteMatcher("GET", "/search/issues")
    let closeRoute = RouteMatcher("PATCH", "/issues/{number}")
    let starRoute = RouteMatcher("PUT", "/issues/{number}/star")
    let unstarRoute = RouteMatcher("DELETE", "/issues/{number}/star")
    let repositoriesRoute = RouteMatcher("GET", "/repositories")
    let refreshRoute = RouteMatcher("POST", "/token/refresh")

    /// The issues whose title has "crash" in it: every issue whose number is 1, 5 or 9 after a multiple of 10.
    let crashIssues = [1, 5, 9, 11, 15, 19, 21, 25, 29]

    /// The actions the store handled, in order.
    @MainActor
    final class ActionLog {
        var actions: [AppAction] = []
    }

    func makeStore(
        _ server: FixtureServer, log: ActionLog = ActionLog(),
        persistenceStore: any PersistenceStore = InMemoryPersistenceStore()
    ) -> Store<AppState, AppAction> {
        let url = server.baseURL
        let environment = AppEnvironment(
            archive: ArchiveEnvironment(repository: LiveArchiveRepository(baseURL: url)),
            feed: FeedEnvironment(repository: LiveFeedRepository(baseURL: url)),
            home: HomeEnvironment(repository: LiveHomeRepository(baseURL: url)),
            // In the app, Issues reads Session's token from the app state (docs/spec.md, "Values of other
            // features"); this provider is for a store of Issues alone and is never called here.
            issues: IssuesEnvironment(repository: LiveIssuesRepository(baseURL: url), sessionToken: { "not-the-app-token" }),
            pets: PetsEnvironment(repository: LivePetsRepository(baseURL: url)),
            petstore: PetstoreEnvironment(repository: LivePetstoreRepository(baseURL: url)),
            repoSearch: RepoSearchEnvironment(repository: LiveRepoSearchRepository(baseURL: url)),
            session: SessionEnvironment(repository: LiveSessionRepository(baseURL: url))
        )
        let recording = Middleware<AppState, AppAction>.before { _, action in log.actions.append(action) }
        return makeAppStore(environment: environment, persistenceStore: persistenceStore, middleware: [recording])
    }

    /// Every request the server received on the issues routes.
    func issuesRequests(_ server: FixtureServer) async -> [RecordedRequest] {
        let routes = [listRoute, searchRoute, closeRoute, starRoute, unstarRoute]
        return await server.requests.filter { request in routes.contains { $0.matches(request) } }
    }

    /// Signs `username` in and waits until page 1 of the issues, which the login starts, is loaded.
    func signIn(_ username: String, _ store: Store<AppState, AppAction>) async throws {
        store.dispatch(.session(.login(username: username, password: "secret")))
        try await waitUntil("\(username)'s page 1 is loaded") {
            store.state.issues.listIssues.status == .loaded && store.state.session.token == "token-\(username)"
        }
    }

    // MARK: - Before a sign-in

    /// docs/spec.md, "Conditions": `appeared` starts `listIssues` only `when: { notEmpty: app.session.token }`;
    /// before a login the condition fails: no request id, no status change, no request.
    @Test func appearingBeforeALoginSendsNothing() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.issues(.appeared))

            #expect(store.state.issues == IssuesState())
            try await expectStillTrue("no request reaches the server") {
                await server.requests.isEmpty && store.state.issues == IssuesState()
            }
        }
    }

    /// docs/spec.md, "Authentication": with no token, a request of an authenticated API is not sent; it fails
    /// with `APIError.missingCredential`. The search and the next page have no `when:` on the token, so this
    /// is their outcome.
    @Test func aSearchOrANextPageBeforeALoginIsNotSentAndFailsForTheMissingCredential() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            store.dispatch(.issues(.queryChanged(query: "crash")))
            store.dispatch(.issues(.loadNextPage))
            try await waitUntil("both have failed") {
                store.state.issues.searchIssues.status.isError && store.state.issues.listIssues.status.isError
            }

            #expect(store.state.issues.searchIssues.status == .failed(.missingCredential))
            #expect(store.state.issues.listIssues.status == .failed(.missingCredential))
            #expect(store.state.issues.searchResults == [] && store.state.issues.issues == [])
            #expect(await server.requests.isEmpty)
        }
    }

    // MARK: - Signed in

    /// docs/spec.md, "Actions across features": `listIssues` is triggered by `app.session.loginSucceeded`,
    /// and "Pagination": a trigger loads the first page, `?page=1&per_page=20`; every request carries the
    /// token (`api.auth: { bearer: app.session.token }`).
    @Test func aLoginLoadsPage1WithTheToken() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)

            try await signIn("alice", store)

            #expect(store.state.issues.issues.map(\.number) == Array(1...20))
            #expect(store.state.issues.issues.first == Issues.Issue(number: 1, title: "Crash when opening a closed issue", state: .open, comments: 1))
            let lists = await server.requests(matching: listRoute)
            #expect(lists.map(\.description) == ["GET /issues?page=1&per_page=20"])
            #expect(lists.first?.header("Authorization") == "Bearer token-alice")
            try await waitUntil("the user is loaded too") { store.state.session.user?.name == "alice" }

            // `appeared` after the login passes its condition and loads page 1 again.
            store.dispatch(.issues(.appeared))
            try await waitUntil("page 1 is loaded again") { await server.requests(matching: listRoute).count == 2 }
            try await waitUntil("the list is loaded") { store.state.issues.listIssues.status == .loaded }
            #expect(store.state.issues.issues.map(\.number) == Array(1...20))
        }
    }

    /// docs/spec.md, "Pagination": the next-page action appends page 2; a page shorter than 20 is the last,
    /// after which the action sends nothing.
    @Test func theNextPageAppendsAndTheLastPageEndsTheList() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)

            store.dispatch(.issues(.loadNextPage))
            try await waitUntil("page 2 is loaded") { store.state.issues.issues.count == 30 }

            #expect(store.state.issues.issues.map(\.number) == Array(1...30))
            let lists = await server.requests(matching: listRoute)
            #expect(lists.map(\.description) == ["GET /issues?page=1&per_page=20", "GET /issues?page=2&per_page=20"])
            store.dispatch(.issues(.loadNextPage))
            try await expectStillTrue("no page 3 is requested") { await server.requests(matching: listRoute).count == 2 }
        }
    }

    /// docs/spec.md, "debounce": typing "c", "cr", "crash" quickly sends one search, for the last query,
    /// and `store: { into: searchResults, path: items }` keeps the issues of the answer.
    @Test func aSearchSendsTheLastQueryOnce() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)

            for query in ["c", "cr", "crash"] {
                store.dispatch(.issues(.queryChanged(query: query)))
            }
            try await waitUntil("the search is loaded") { store.state.issues.searchIssues.status == .loaded }

            #expect(store.state.issues.searchResults.map(\.number) == crashIssues)
            let searches = await server.requests(matching: searchRoute)
            #expect(searches.map(\.description) == ["GET /search/issues?q=crash"])
            #expect(searches.first?.header("Authorization") == "Bearer token-alice")
        }
    }

    /// docs/spec.md, "Optimistic updates": the issue shows closed as soon as the PATCH starts; the server's
    /// 500 puts it back to open.
    @Test func aCloseShowsAtOnceAndIsRolledBackAfterA500() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)
            await server.setBehavior(RouteBehavior(delay: .milliseconds(300), failure: .status(500)), for: closeRoute)

            store.dispatch(.issues(.closeIssue(number: 3)))
            #expect(store.state.issues.issues.first { $0.number == 3 }?.state == .closed, "closed before the server answers")
            #expect(store.state.issues.issues.filter { $0.state == .closed }.count == 1)

            try await waitUntil("the 500 arrives") { store.state.issues.closeIssue.status.isError }
            #expect(store.state.issues.issues.first { $0.number == 3 }?.state == .open, "the failed close is undone")
            #expect(store.state.issues.issues.allSatisfy { $0.state == .open })
            guard case .httpStatus(500, _)? = store.state.issues.closeIssue.failures.first?.error else {
                Issue.record("expected the close's 500 in closeIssue.failures")
                return
            }
            let closes = await server.requests(matching: closeRoute)
            #expect(closes.map(\.description) == ["PATCH /issues/3"])
            #expect(closes.first?.jsonBody == ["state": .string("closed")])
            #expect(closes.first?.header("Authorization") == "Bearer token-alice")
        }
    }

    /// docs/spec.md, "Optimistic updates": a close the server accepts stays (success keeps the change), and
    /// the server has closed the issue.
    @Test func aCloseTheServerAcceptsStays() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)

            store.dispatch(.issues(.closeIssue(number: 3)))
            try await waitUntil("the close is saved") { store.state.issues.closeIssue.status == .loaded }

            #expect(store.state.issues.issues.map(\.number) == Array(1...20))
            #expect(store.state.issues.issues.first { $0.number == 3 }?.state == .closed)
            let onServer = await server.items(in: "issues").first { $0["number"] == .int(3) }
            #expect(onServer?["state"] == .string("closed"))
        }
    }

    /// docs/spec.md, "Optimistic updates": the number is in `starred` as soon as the PUT starts, and out as soon
    /// as the DELETE starts; the server keeps the star per user. A failed star is taken back.
    @Test func aStarShowsAtOnceAndAnUnstarTakesItBack() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)

            store.dispatch(.issues(.starIssue(number: 4)))
            #expect(store.state.issues.starred == [4])
            try await waitUntil("the star is saved") { store.state.issues.starIssue.status == .loaded }
            #expect(store.state.issues.starred == [4])
            #expect(await server.starredIssues(of: "alice") == [4])

            store.dispatch(.issues(.unstarIssue(number: 4)))
            #expect(store.state.issues.starred == [])
            try await waitUntil("the unstar is saved") { store.state.issues.unstarIssue.status == .loaded }
            #expect(store.state.issues.starred == [])
            #expect(await server.starredIssues(of: "alice") == [])

            await server.setBehavior(RouteBehavior(delay: .milliseconds(300), failure: .status(500)), for: starRoute)
            store.dispatch(.issues(.starIssue(number: 6)))
            #expect(store.state.issues.starred == [6])
            try await waitUntil("the 500 arrives") { store.state.issues.starIssue.status.isError }
            #expect(store.state.issues.starred == [])
            #expect(await server.starredIssues(of: "alice") == [])
        }
    }

    /// docs/spec.md, "Authentication": every endpoint of the spec carries `Authorization: Bearer <token>`, and
    /// the server, which refuses anything else with 401, answers every one of them.
    @Test func everyIssuesRequestCarriesTheToken() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("carol", store)

            store.dispatch(.issues(.loadNextPage))
            store.dispatch(.issues(.queryChanged(query: "crash")))
            store.dispatch(.issues(.closeIssue(number: 2)))
            store.dispatch(.issues(.starIssue(number: 5)))
            store.dispatch(.issues(.unstarIssue(number: 5)))
            try await waitUntil("every request has answered") {
                let issues = store.state.issues
                return issues.issues.count == 30 && issues.searchIssues.status == .loaded
                    && issues.closeIssue.status == .loaded && issues.starIssue.status == .loaded
                    && issues.unstarIssue.status == .loaded
            }

            let requests = await issuesRequests(server)
            #expect(Set(requests.map(\.method)) == ["GET", "PATCH", "PUT", "DELETE"])
            #expect(requests.count == 6)
            #expect(requests.allSatisfy { $0.header("Authorization") == "Bearer token-carol" }, "\(requests)")
            #expect(store.state.issues.closeIssue.failures.isEmpty)
            #expect(store.state.issues.starIssue.failures.isEmpty && store.state.issues.unstarIssue.failures.isEmpty)
        }
    }

    // MARK: - An expired token

    /// docs/spec.md, "Answered 401": the Issues API has `onUnauthorized: { refresh: app.session.refreshToken,
    /// signOut: app.session.logout }`. Requests answered 401 wait for one refresh and are each sent once more
    /// with the new token.
    @Test func anExpiredTokenIsRefreshedOnceForThreeRequestsThatAllThenSucceed() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("dana", store)
            await server.expire("token-dana")
            let sentBefore = await issuesRequests(server).count

            store.dispatch(.issues(.appeared))
            store.dispatch(.issues(.starIssue(number: 3)))
            store.dispatch(.issues(.closeIssue(number: 4)))

            try await waitUntil("the three requests succeed with the new token") {
                let issues = store.state.issues
                return issues.listIssues.status == .loaded && issues.starIssue.status == .loaded
                    && issues.closeIssue.status == .loaded && store.state.session.token == "token-dana-r1"
            }
            let refreshes = await server.requests(matching: refreshRoute)
            #expect(refreshes.count == 1, "one refresh for the three")
            #expect(refreshes.first?.header("X-Expired-Token") == "token-dana")
            // Each request is sent once with the expired token and once more with the new one. A request can
            // reach the server after the refresh has started (the requests run concurrently), so they are
            // told apart by the token they carry, not by when they arrived.
            let requests = await issuesRequests(server).dropFirst(sentBefore)
            let expired = requests.filter { $0.header("Authorization") == "Bearer token-dana" }
            let retried = requests.filter { $0.header("Authorization") == "Bearer token-dana-r1" }
            #expect(expired.count == 3, "each request is first sent with the expired token: \(requests)")
            #expect(retried.count == 3, "each rejected request is sent once more: \(requests)")
            #expect(retried.allSatisfy { $0.index > refreshes[0].index }, "the retries wait for the refresh")
            #expect(await server.starredIssues(of: "dana") == [3])
            #expect(store.state.issues.starred == [3])
            // The retried list and close race each other, as any two requests do, so the list may show
            // issue 4 as it was before the close: the server is where the close must have happened.
            let closed = await server.items(in: "issues").first { $0["number"] == .int(4) }
            #expect(closed?["state"] == .string("closed"))
            #expect(store.state.issues.starIssue.failures.isEmpty && store.state.issues.closeIssue.failures.isEmpty)
        }
    }

    @Test func aFailedRefreshSignsOut() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("erin", store)
            await server.expire("token-erin")
            await server.setBehavior(.failing(.status(500)), for: refreshRoute)

            store.dispatch(.issues(.appeared))

            try await waitUntil("the session has ended") { store.state.session.token.isEmpty }
            #expect(store.state.issues == IssuesState(), "logout's resetApp: cleared the issues")
            #expect(await server.requests(matching: refreshRoute).count == 1)
            try await expectStillTrue("nothing is sent after the sign-out") {
                await issuesRequests(server).filter { $0.header("Authorization") != "Bearer token-erin" }.isEmpty
            }
        }
    }

    // MARK: - Logout

    /// docs/spec.md, "Resetting the app": Session's `logout` (`resetApp: { except: [counter] }`) sets every
    /// other feature but Counter back to its initial state and cancels its requests; a cancelled request's
    /// answer never lands, even when the server completes it.
    @Test func logoutCancelsEveryRequestInFlightAndResetsEveryFeatureWithUserData() async throws {
        try await withFixtureServer { server in
            let log = ActionLog()
            let store = makeStore(server, log: log)
            try await signIn("alice", store)
            store.dispatch(.issues(.starIssue(number: 4)))
            store.dispatch(.counter(.incrementTapped))
            try await waitUntil("the star is saved") { store.state.issues.starIssue.status == .loaded }

            // Requests held open by the server: the next page, a search, a close, and another feature's search.
            let hold = RouteBehavior.delayed(.milliseconds(1_500))
            let heldRoutes = [listRoute, searchRoute, closeRoute, repositoriesRoute]
            for route in heldRoutes {
                await server.setBehavior(hold, for: route)
            }
            store.dispatch(.issues(.loadNextPage))
            store.dispatch(.issues(.queryChanged(query: "crash")))
            store.dispatch(.issues(.closeIssue(number: 3)))
            store.dispatch(.repoSearch(.queryChanged(query: "swift")))
            try await waitUntil("the four requests reach the server") {
                let held = await server.requests.filter { request in heldRoutes.contains { $0.matches(request) } }
                return held.count == 5 && held.filter { !$0.isAnswered }.count == 4
            }
            #expect(store.state.issues.issues.first { $0.number == 3 }?.state == .closed)
            let actionsBeforeLogout = log.actions.count

            store.dispatch(.session(.logout))

            let counter = store.state.counter
            #expect(store.state.issues == IssuesState())
            #expect(store.state.repoSearch == RepoSearchState())
            #expect(store.state.session.token == "" && store.state.session.user == nil)
            #expect(counter.count == 1, "Counter is kept")
            try await waitUntil("the server has answered every held request") {
                await server.requests.allSatisfy(\.isAnswered)
            }
            try await expectStillTrue("no answer lands after the logout", for: .milliseconds(500)) {
                store.state.issues == IssuesState() && store.state.repoSearch == RepoSearchState()
            }
            let landed = log.actions.dropFirst(actionsBeforeLogout).filter(Self.isSuccess)
            #expect(landed.isEmpty, "\(landed)")
            try await waitUntil("every cancelled effect has ended") { store.inFlightEffectCount == 0 }
            Self.expectNoUserData(in: store.state)
            #expect(store.state.counter == counter)

            // Signed out again: appearing sends nothing.
            let requestCount = await server.requests.count
            store.dispatch(.issues(.appeared))
            try await expectStillTrue("nothing is sent after the logout") {
                await server.requests.count == requestCount && store.state.issues == IssuesState()
            }
        }
    }

    /// After a logout, the next user sees nothing of the previous one: not the list, the search, the stars,
    /// nor another feature's data; every request carries the new token.
    @Test func theNextUserSeesNothingOfThePreviousOne() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)
            store.dispatch(.issues(.starIssue(number: 4)))
            store.dispatch(.issues(.queryChanged(query: "crash")))
            store.dispatch(.archive(.keywordChanged(keyword: "swift")))
            try await waitUntil("alice's star, search and articles are loaded") {
                store.state.issues.starIssue.status == .loaded && store.state.issues.searchIssues.status == .loaded
                    && store.state.archive.loadArticles.status == .loaded
            }
            #expect(!store.state.archive.articles.isEmpty)

            store.dispatch(.session(.logout))
            Self.expectNoUserData(in: store.state)
            let requestsOfAlice = await server.requests.count

            try await signIn("bob", store)
            try await waitUntil("bob is loaded") { store.state.session.user?.name == "bob" }

            #expect(store.state.issues.issues.map(\.number) == Array(1...20))
            #expect(store.state.issues.starred == [])
            #expect(store.state.issues.query == "" && store.state.issues.searchResults == [])
            #expect(store.state.archive == ArchiveState())
            let requestsOfBob = await server.requests.dropFirst(requestsOfAlice)
            let authorizations = requestsOfBob.compactMap { $0.header("Authorization") }
            #expect(authorizations == ["Bearer token-bob", "Bearer token-bob"], "the user and the list, \(requestsOfBob)")
            #expect(await server.starredIssues(of: "bob") == [])
        }
    }

    /// Every feature that holds user data is at its initial state, and Session holds no token or user.
    static func expectNoUserData(in state: AppState, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(state.archive == ArchiveState(), sourceLocation: sourceLocation)
        #expect(state.feed == FeedState(), sourceLocation: sourceLocation)
        #expect(state.home == HomeState(), sourceLocation: sourceLocation)
        #expect(state.issues == IssuesState(), sourceLocation: sourceLocation)
        #expect(state.pets == PetsState(), sourceLocation: sourceLocation)
        #expect(state.petstore == PetstoreState(), sourceLocation: sourceLocation)
        #expect(state.repoSearch == RepoSearchState(), sourceLocation: sourceLocation)
        #expect(state.session.token == "" && state.session.user == nil, sourceLocation: sourceLocation)
    }

    /// Whether `action` is a request's successful answer, in any feature.
    static func isSuccess(_ action: AppAction) -> Bool {
        switch action {
        case .issues(.listIssuesResponse(.succeeded)), .issues(.searchIssuesResponse(.succeeded)),
             .issues(.closeIssueResponse(.succeeded)), .repoSearch(.searchRepositoriesResponse(.succeeded)):
            true
        default:
            false
        }
    }
}
