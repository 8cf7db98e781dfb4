import ReduxRuntime
import ReduxRuntimeTesting
import Testing
import TestSupport

/// `exhaustivity = .off`: a test asserts only what it names, and the bookkeeping around it (request ids,
/// statuses, undo records, actions it does not wait for) passes unasserted.
@MainActor
struct TestStoreNonExhaustiveTests {
    let repoA = Repo(name: "a", stars: 1)

    func isSearchSucceeded(_ action: RepoListAction) -> Bool {
        if case .searchSucceeded = action { true } else { false }
    }

    @Test func exhaustiveIsTheDefault() {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: nil))
        #expect(store.exhaustivity == .on)
        #expect(Exhaustivity.off == .off(showSkippedAssertions: false))
    }

    @Test func fieldsTheTestDoesNotNameMayChange() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        // The request id, status and undo record the action also changes go unchecked.
        await store.send(.queryChanged(query: "swift")) { $0.query = "swift" }
        await store.receive(where: isSearchSucceeded) { $0.results = [repoA] }
        await store.finish()
        #expect(store.state.status == .loaded)
        #expect(store.state.nextRequestID == RequestID(2))
    }

    @Test func aNamedFieldWithTheWrongValueStillFails() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: nil))
        store.exhaustivity = .off
        let issues = await recordedIssues {
            await store.send(.queryChanged(query: "swift")) {
                $0.query = "swift"
                $0.nextRequestID = RequestID(5)
            }
        }
        // Only the field the test set wrongly differs; what it left alone is unchanged context.
        #expect(issues == [RecordedIssue(message: """
            State after sending .queryChanged(query: "swift") differs from the expected state (- expected, + actual):
              RepoListState(
                query: "swift"
                results: []
                status: .loading(RequestID(1))
            -   nextRequestID: RequestID(5)
            +   nextRequestID: RequestID(2)
                undo: ["query: "]
                log: []
              )
            """, isWarning: false)])
    }

    @Test func receiveSkipsActionsTheTestDoesNotExpectAndAppliesThem() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        await store.send(.queryChanged(query: "swift"))
        await store.receive(.searchSucceeded(RequestID(1), [repoA])) { $0.results = [repoA] }
        // The effect's first action was skipped, and applied as the app would have.
        #expect(store.state.log == ["searching swift"])
        #expect(store.receivedActions.isEmpty)
        await store.finish()
    }

    @Test func receiveMatchesByCasePath() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        await store.send(.queryChanged(query: "swift"))
        await store.receive(case: .searchSucceeded) { $0.status = .loaded }
        #expect(store.state.results == [repoA])
        await store.finish()
    }

    @Test func receiveFailsWhenNoActionMatchesAndShowsTheClosest() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        await store.send(.queryChanged(query: "swift"))
        let issues = await recordedIssues {
            await store.receive(.searchSucceeded(RequestID(2), [repoA]))
        }
        #expect(issues.map(\.message) == ["""
            Expected to receive .searchSucceeded(RequestID(2), [Repo(name: "a", stars: 1, topics: [])]), but no \
            effect is running.
            It skipped 2 received action(s) that did not match:
              .logged("searching swift")
              .searchSucceeded(RequestID(1), [Repo(name: "a", stars: 1, topics: [])])
            The closest one (- expected, + received):
            - .searchSucceeded(RequestID(2), [Repo(name: "a", stars: 1, topics: [])])
            + .searchSucceeded(RequestID(1), [Repo(name: "a", stars: 1, topics: [])])
            """])
    }

    @Test func sendAppliesTheActionsEffectsSentBeforeIt() async throws {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        await store.send(.queryChanged(query: "swift"))
        try await waitUntil("the search has answered") { store.receivedActions.count == 2 }
        // Starring the first result needs the results the unreceived response brought.
        await store.send(.star(index: 0)) { $0.results[0].stars = 2 }
        #expect(store.state.log == ["searching swift"])
        await store.finish()
    }

    @Test func finishNeitherWaitsForNorFailsOnRunningEffectsAndUnreceivedActions() async throws {
        let clock = TestClock()
        let store = TestStore(
            initialState: RepoListState(),
            reducer: repoListReducer(results: [repoA], clock: clock),
            timeout: .seconds(600)
        )
        store.exhaustivity = .off
        await store.send(.startTimer)
        await store.send(.queryChanged(query: "swift"))
        try await waitUntil("the search has answered") { store.receivedActions.count == 2 }
        let started = ContinuousClock.now
        await store.finish()
        // Far below the store's timeout, which waiting for the timer would reach; room for a busy machine.
        #expect(ContinuousClock.now - started < .seconds(300))
        #expect(store.inFlightEffectCount == 0)
        #expect(store.receivedActions.isEmpty)
        #expect(store.state.results == [repoA])
    }

    @Test func unreceivedActionsAtDeinitializationPass() async throws {
        var store: TestStore<RepoListState, RepoListAction>? = TestStore(
            initialState: RepoListState(), reducer: repoListReducer(results: [repoA])
        )
        store?.exhaustivity = .off
        await store?.send(.queryChanged(query: "swift"))
        try await waitUntil("the search has answered") { store?.receivedActions.count == 2 }
        store = nil
    }

    @Test func turningExhaustivityBackOnChecksEverythingAgain() async {
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA]))
        store.exhaustivity = .off
        await store.send(.queryChanged(query: "swift")) { $0.query = "swift" }
        store.exhaustivity = .on
        let issues = await recordedIssues {
            await store.finish()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("2 received action(s) were not asserted:") == true)
    }

    @Test func skippedAssertionsAreReportedAsWarnings() async {
        let clock = TestClock()
        let store = TestStore(initialState: RepoListState(), reducer: repoListReducer(results: [repoA], clock: clock))
        store.exhaustivity = .off(showSkippedAssertions: true)
        let issues = await recordedIssues {
            await store.send(.queryChanged(query: "swift")) {
                $0.query = "swift"
                $0.status = .loading(RequestID(1))
            }
            await store.receive(case: .searchSucceeded) { $0.results = [repoA] }
            #expect(await eventually { store.inFlightEffectCount == 0 })
            await store.send(.startTimer)
            await store.finish()
        }
        #expect(issues.allSatisfy { $0.isWarning })
        #expect(issues.map(\.message) == [
            """
            Not asserted after sending .queryChanged(query: "swift") (- before, + after):
              RepoListState(
                query: "swift"
                results: []
                status: .loading(RequestID(1))
            -   nextRequestID: RequestID(1)
            +   nextRequestID: RequestID(2)
                undo: [
            +     [0]: "query: "
                ]
                log: []
              )
            """,
            """
            Skipped receiving 1 action(s) before receiving .searchSucceeded(RequestID(1), [Repo(name: "a", \
            stars: 1, topics: [])]):
              .logged("searching swift")
            """,
            """
            Not asserted after receiving .searchSucceeded(RequestID(1), [Repo(name: "a", stars: 1, topics: [])]) \
            (- before, + after):
              RepoListState(
                query: "swift"
                results: [Repo(name: "a", stars: 1, topics: [])]
            -   status: .loading(RequestID(1))
            +   status: .loaded
                nextRequestID: RequestID(2)
                undo: ["query: "]
                log: ["searching swift"]
              )
            """,
            "Cancelled 1 effect(s) still running at the end of the test.",
        ])
    }
}
