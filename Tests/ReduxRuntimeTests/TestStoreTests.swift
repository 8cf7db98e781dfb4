import Testing
import ReduxRuntime
import ReduxRuntimeTesting

@MainActor
struct TestStoreTests {
    @Test func passingFlowWithEffectsAndClock() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0 + "!"] })
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await clock.advance(by: .milliseconds(100))
        await store.send(.queryChanged("ab")) { $0.query = "ab" }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(["ab!"])) {
            $0.isSearching = false
            $0.results = ["ab!"]
        }
        await store.finish()
        #expect(store.state.results == ["ab!"])
    }

    @Test func readGivesOneFieldOfTheCurrentState() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] })
        #expect(store.read(\.query) == "")
        await store.send(.queryChanged("ab")) {
            $0.query = "ab"
            $0.isSearching = true
        }
        #expect(store.read(\.query) == "ab")
        #expect(store.read(\.isSearching))
        await store.send(.cancelSearch) { $0.isSearching = false }
        #expect(!store.read(\.isSearching))
        await store.finish()
    }

    @Test func cancellingBeforeTheDebounceEndsSendsNothing() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] })
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await store.send(.cancelSearch) { $0.isSearching = false }
        await clock.advance(by: .seconds(1))
        await store.finish()
        #expect(store.receivedActions.isEmpty)
    }

    @Test func runningEffectsToCompletionAdvancesTheClockAndSkipsWhatTheySent() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0 + "!"] })
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
        #expect(store.inFlightEffectCount == 0)
        // The reducer handled the response the debounced search sent when it came, as the app does; it is
        // not kept for `receive`.
        #expect(store.receivedActions.isEmpty)
        #expect(store.state.results == ["a!"])
        await store.finish()
    }

    @Test func wrongExpectedStateFailsWithADiff() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await withKnownIssue {
            await store.send(.increment) { $0.count = 2 }
        } matching: { issue in
            let text = String(describing: issue)
            return text.contains("differs from the expected state")
                && text.contains("- ") && text.contains("count: 2")
                && text.contains("+ ") && text.contains("count: 1")
        }
    }

    @Test func unassertedStateChangeFails() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await withKnownIssue {
            await store.send(.increment)
        } matching: { issue in
            String(describing: issue).contains("no change was expected")
        }
    }

    @Test func actionWithoutStateChangeNeedsNoAssertion() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await store.send(.add(0))
        await store.finish()
        #expect(store.state == CounterState())
    }

    @Test func unreceivedActionFailsAtFinish() async {
        let reducer = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.record("from effect")) : .none
        }
        let store = TestStore(initialState: CounterState(), reducer: reducer)
        await store.send(.increment)
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            String(describing: issue).contains("not asserted") && String(describing: issue).contains("from effect")
        }
    }

    @Test func sendingWithPendingReceivedActionsFails() async {
        let reducer = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.decrement) : .none
        }
        let store = TestStore(initialState: CounterState(), reducer: reducer)
        await store.send(.increment)
        await withKnownIssue {
            await store.send(.add(0))
        } matching: { issue in
            String(describing: issue).contains("Must handle 1 received action")
        }
        await store.receive(.decrement)
        await store.finish()
    }

    @Test func receivingTheWrongActionFails() async {
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            switch action {
            case .increment: return .send(.record("actual"))
            case .record(let entry):
                state.log.append(entry)
                return .none
            default: return .none
            }
        }
        let store = TestStore(initialState: CounterState(), reducer: reducer)
        await store.send(.increment)
        await withKnownIssue {
            await store.receive(.record("expected")) { $0.log = ["actual"] }
        } matching: { issue in
            String(describing: issue).contains("unexpected action")
        }
        #expect(store.state.log == ["actual"])
    }

    @Test func receiveFailsWhenNoEffectIsRunning() async {
        let store = TestStore(initialState: CounterState(), reducer: counterReducer)
        await withKnownIssue {
            await store.receive(.increment)
        } matching: { issue in
            String(describing: issue).contains("no effect is running")
        }
    }

    @Test func finishFailsWhileAnEffectIsStillRunning() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: SearchState(),
            reducer: searchReducer(clock: clock) { [$0] },
            timeout: .milliseconds(50)
        )
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await withKnownIssue {
            await store.finish()
        } matching: { issue in
            String(describing: issue).contains("still running")
        }
        await store.send(.cancelSearch) { $0.isSearching = false }
        await store.finish()
    }

    /// docs/runtime.md, "Failure messages": `finish()` names the send that started each effect still running,
    /// with its place.
    @Test func finishNamesTheSendThatStartedTheEffectStillRunning() async {
        let clock = TestClock()
        let store = TestStore(
            initialState: SearchState(),
            reducer: searchReducer(clock: clock) { [$0] },
            timeout: .milliseconds(50)
        )
        let sendLine = #line + 1
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        let issues = await recordedIssues {
            await store.finish()
        }
        #expect(issues.map(\.message) == [
            "1 effect(s) still running after 0.05 seconds. Cancel long-living effects, or advance the test clock, "
                + "before finishing. Started by:\n  sending .queryChanged(\"a\") at ReduxRuntimeTests/TestStoreTests.swift:\(sendLine)"
        ])
        await store.send(.cancelSearch) { $0.isSearching = false }
        await store.finish()
    }

    @Test func asynchronousEffectsWithMockDependency() async {
        actor MockRepository {
            var calls: [String] = []
            func search(_ query: String) -> [String] {
                calls.append(query)
                return ["mock \(query)"]
            }
        }
        let repository = MockRepository()
        let clock = TestClock()
        let store = TestStore(
            initialState: SearchState(),
            reducer: searchReducer(clock: clock) { await repository.search($0) }
        )
        await store.send(.queryChanged("x")) {
            $0.query = "x"
            $0.isSearching = true
        }
        await clock.advance(by: .milliseconds(300))
        await store.receive(.searchResponse(["mock x"])) {
            $0.isSearching = false
            $0.results = ["mock x"]
        }
        await store.finish()
        #expect(await repository.calls == ["x"])
    }
}

@MainActor
struct TestStoreDeinitTests {
    /// docs/runtime.md, "Failure messages": a test store deinitialized with an effect still running fails,
    /// naming the send that started the effect.
    @Test func deinitializingWithAnEffectStillRunningFails() async {
        let clock = TestClock()
        var sendLine = 0
        let issues = await recordedIssues {
            let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] })
            sendLine = #line + 1
            await store.send(.queryChanged("a")) {
                $0.query = "a"
                $0.isSearching = true
            }
        }
        #expect(issues.map(\.message) == [
            "The test store was deinitialized with 1 effect(s) still running. End the test with "
                + "`await store.finish()`, after cancelling long-living effects or with `skipInFlightEffects()`. "
                + "Started by:\n  sending .queryChanged(\"a\") at ReduxRuntimeTests/TestStoreTests.swift:\(sendLine)"
        ])
    }

    /// docs/runtime.md: effects `finish()` has reported as still running are not reported again.
    @Test func finishReportsRunningEffectsOnlyOnce() async {
        let clock = TestClock()
        let issues = await recordedIssues {
            let store = TestStore(
                initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] }, timeout: .milliseconds(50)
            )
            await store.send(.queryChanged("a")) {
                $0.query = "a"
                $0.isSearching = true
            }
            await store.finish()
        }
        #expect(issues.count == 1)
        #expect(issues.first?.message.hasPrefix("1 effect(s) still running after 0.05 seconds.") == true)
    }

    /// docs/runtime.md: a non-exhaustive test store lets effects still running go when it is deinitialized.
    @Test func aNonExhaustiveTestStoreLetsRunningEffectsGo() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] })
        store.exhaustivity = .off
        await store.send(.queryChanged("a")) { $0.query = "a" }
    }

    /// docs/runtime.md: `skipInFlightEffects()` ends a test with a long-living effect without a failure.
    @Test func skippingTheRunningEffectsEndsTheTest() async {
        let clock = TestClock()
        let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock) { [$0] })
        await store.send(.queryChanged("a")) {
            $0.query = "a"
            $0.isSearching = true
        }
        await store.skipInFlightEffects()
    }

    @Test func deinitializingWithUnassertedActionsFails() async {
        let reducer = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.record("never asserted")) : .none
        }
        await withKnownIssue {
            let store = TestStore(initialState: CounterState(), reducer: reducer)
            await store.send(.increment)
        } matching: { issue in
            String(describing: issue).contains("deinitialized with 1 received action")
        }
    }

    @Test func finishReportsUnassertedActionsOnlyOnce() async {
        let reducer = Reducer<CounterState, CounterAction> { _, action in
            action == .increment ? .send(.record("never asserted")) : .none
        }
        let issues = Counter()
        await withKnownIssue {
            let store = TestStore(initialState: CounterState(), reducer: reducer)
            await store.send(.increment)
            await store.finish()
        } matching: { _ in
            issues.increment()
            return true
        }
        #expect(issues.value == 1)
    }
}
