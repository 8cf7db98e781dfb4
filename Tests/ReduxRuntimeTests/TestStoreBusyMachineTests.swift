import Foundation
import Testing
import ReduxRuntime
import ReduxRuntimeTesting

/// docs/runtime.md, "Testing": in the test store's timeout, a pause in which the waiting test itself was not
/// run counts for at most 50 ms, while time the test gets to run counts in full. Serialized: the first test
/// holds the main actor, which the second needs to run on time.
@MainActor
@Suite(.serialized) struct TestStoreBusyMachineTests {
    /// A search debounced on the real clock: its answer comes 300 ms after the query.
    private func makeStore() -> TestStore<SearchState, SearchAction> {
        TestStore(
            initialState: SearchState(),
            reducer: searchReducer(clock: ContinuousClock()) { [$0] },
            timeout: .milliseconds(150)
        )
    }

    @Test func aTestHeldOffItsActorLongerThanTheTimeoutStillReceives() async {
        let store = makeStore()
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        // Another job holds the main actor, which the waiting test needs, past both the timeout and the
        // answer, as a busy machine running tests in parallel does.
        Task { @MainActor in holdTheCurrentThread(seconds: 0.4) }

        await store.receive(.searchResponse(["a"])) {
            $0.isSearching = false
            $0.results = ["a"]
        }
        await store.finish()
    }

    @Test func aTestThatKeepsRunningStillTimesOut() async {
        let store = makeStore()
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }

        await withKnownIssue {
            await store.receive(.searchResponse(["a"]))
        } matching: { issue in
            String(describing: issue).contains("timed out after")
        }
        await store.skipInFlightEffects()
        await store.finish()
    }
}

/// Blocks the calling thread, as a job that computes for that long does.
private func holdTheCurrentThread(seconds: TimeInterval) {
    Thread.sleep(forTimeInterval: seconds)
}
