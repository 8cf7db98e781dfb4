import Testing
import ReduxRuntime
import ReduxRuntimeTesting

/// A non-exhaustive `receive` that finds no match shows how the closest skipped action of the expected
/// action's case differs: the one with the fewest differences (docs/runtime.md, "Asserting only what a
/// test names").
@MainActor
struct TestStoreClosestActionTests {
    struct PhaseState: Equatable {
        var phase = ""
    }

    enum PhaseAction: Equatable {
        case start
        case setPhase(String, attempt: Int)
    }

    @Test func theClosestIsTheSkippedActionWithTheFewestDifferences() async {
        let reducer = Reducer<PhaseState, PhaseAction> { state, action in
            switch action {
            case .start:
                return .merge(.send(.setPhase("loading", attempt: 2)), .send(.setPhase("idle", attempt: 1)))
            case .setPhase(let phase, _):
                state.phase = phase
                return .none
            }
        }
        let store = TestStore(initialState: PhaseState(), reducer: reducer)
        store.exhaustivity = .off
        await store.send(.start)
        let issues = await recordedIssues {
            await store.receive(.setPhase("loading", attempt: 3))
        }
        #expect(issues.map(\.message) == ["""
            Expected to receive .setPhase("loading", attempt: 3), but no effect is running.
            It skipped 2 received action(s) that did not match:
              .setPhase("loading", attempt: 2)
              .setPhase("idle", attempt: 1)
            The closest one (- expected, + received):
            - .setPhase("loading", attempt: 3)
            + .setPhase("loading", attempt: 2)
            """])
    }
}
