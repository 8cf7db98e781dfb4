import Foundation
import ReduxRuntime
import SampleFeatures
import SampleFeaturesMocks
import TestSupport
import Testing

/// What the whole generated app does beyond one feature, checked where the generated tests cannot see it:
/// they start each feature from its initial state, so a reset to that state, a request cancelled before it
/// lands, or the key a persisted field is saved under would go unnoticed there.
extension IssuesAppEndToEndTests {
    /// docs/spec.md, "Resetting the app": `logout` (`resetApp: { except: [counter] }`) sets every other
    /// feature back to its initial state, whatever it held, and cancels every request of those features; and
    /// its own steps, "Reduce steps": `cancel: loadUser` cancels Session's request in flight, which reports
    /// `loadUserResponse(.cancelled(id))` and goes back to `.idle`.
    @Test func logoutSetsEveryOtherFeatureBackWhateverItHeldAndCancelsWhatIsInFlight() async throws {
        try await withFixtureServer { server in
            let log = ActionLog()
            let store = makeStore(server, log: log)
            try await signIn("alice", store)
            store.dispatch(.counter(.incrementTapped))
            // Every feature holds something that is not its initial state.
            var state = store.state
            state.archive.keyword = "swift"
            state.feed.readIDs = [1]
            state.home.loadCategories.status = .loaded
            state.pets.listPets.status = .loaded
            state.petstore.getStats.status = .loaded
            state.repoSearch.query = "swift"
            store.replaceState(state)

            let featuredRoute = RouteMatcher("GET", "/articles/{id}")
            let userRoute = RouteMatcher("GET", "/me")
            let hold = RouteBehavior.delayed(.milliseconds(1_500))
            await server.setBehavior(hold, for: featuredRoute)
            await server.setBehavior(hold, for: userRoute)
            let answeredBefore = await server.requests.count
            store.dispatch(.home(.loadFeatured))
            store.dispatch(.session(.loadUser))
            try await waitUntil("both held requests reach the server") {
                await server.requests.dropFirst(answeredBefore).filter { !$0.isAnswered }.count == 2
            }

            store.dispatch(.session(.logout))

            #expect(store.state.archive == ArchiveState())
            #expect(store.state.feed == FeedState())
            #expect(store.state.home == HomeState())
            #expect(store.state.issues == IssuesState())
            #expect(store.state.pets == PetsState())
            #expect(store.state.petstore == PetstoreState())
            #expect(store.state.repoSearch == RepoSearchState())
            #expect(store.state.counter.count == 1, "Counter is kept")
            #expect(store.state.session.loadUser.status == .idle)
            #expect(log.actions.contains { action in
                if case .session(.loadUserResponse(.cancelled)) = action { true } else { false }
            })
            try await waitUntil("the server has answered both held requests") {
                await server.requests.allSatisfy(\.isAnswered)
            }
            try await expectStillTrue("neither answer lands after the logout", for: .milliseconds(500)) {
                store.state.home == HomeState() && store.state.session.user == nil
                    && store.state.session.loadUser.status == .idle
            }
        }
    }

    /// docs/spec.md, `endpoints` (`concurrency:`): a `PATCH` without `concurrency:` is queued, and queued writes all
    /// reach the server, in the order they were made, even when the first is still being answered.
    @Test func closingTwoIssuesQuicklySendsBothInOrder() async throws {
        try await withFixtureServer { server in
            let store = makeStore(server)
            try await signIn("alice", store)
            await server.setBehavior(.delayed(.milliseconds(500)), for: closeRoute)

            store.dispatch(.issues(.closeIssue(number: 3)))
            store.dispatch(.issues(.closeIssue(number: 7)))

            try await waitUntil("both closes are answered") {
                let closes = await server.requests.filter { closeRoute.matches($0) }
                return closes.count == 2 && closes.allSatisfy(\.isAnswered)
            }
            let closes = await server.requests.filter { closeRoute.matches($0) }
            #expect(closes.map(\.path) == ["/issues/3", "/issues/7"])
            try await waitUntil("both issues are closed in the state") {
                store.state.issues.closeIssue.status == .loaded
            }
            let closed = store.state.issues.issues.filter { $0.state == .closed }.map(\.number)
            #expect(closed == [3, 7])
        }
    }

    /// docs/generated-code.md, "Persistence": a persisted field is saved under the key `<Feature>.<field>`,
    /// as JSON, when an action changes it.
    @Test func aPersistedFieldIsSavedUnderTheKeyFeatureDotField() async throws {
        try await withFixtureServer { server in
            let persistence = InMemoryPersistenceStore()
            let store = makeStore(server, persistenceStore: persistence)

            store.dispatch(.archive(.favoriteAdded(id: 7)))

            try await waitUntil("the favorite is saved") { persistence.contents["Archive.favoriteIDs"] != nil }
            let saved = try #require(persistence.contents["Archive.favoriteIDs"])
            #expect(try JSONDecoder().decode([Int].self, from: saved) == [7])
            #expect(persistence.contents.keys.sorted() == ["Archive.favoriteIDs"])
        }
    }
}
