import ReduxRuntime
import ReduxRuntimeTesting
import Testing
import TestSupport

/// docs/runtime.md: `skipInFlightEffects()` cancels the effects still running without failing, drops the
/// actions they send as they are cancelled, and keeps the actions received before for `receive`.
@MainActor
struct TestStoreSkipInFlightEffectsTests {
    enum Action: Equatable, Sendable {
        case start
        case tick
        case stopped
    }

    enum TimerID: Hashable, Sendable { case timer }

    private static func reducer(clock: TestClock) -> Reducer<Int, Action> {
        Reducer { ticks, action in
            switch action {
            case .start:
                return Effect.run { send in
                    while (try? await clock.sleep(for: .seconds(1))) != nil {
                        await send(.tick)
                    }
                }
                .onCancel(send: .stopped)
                .cancellable(id: TimerID.timer, policy: .cancelInFlight)
            case .tick:
                ticks += 1
                return .none
            case .stopped:
                ticks = -1
                return .none
            }
        }
    }

    @Test func aTimerNoActionStopsEndsWithoutAFailure() async {
        let clock = TestClock()
        let store = TestStore(initialState: 0, reducer: Self.reducer(clock: clock))
        let issues = await recordedIssues {
            await store.send(.start)
            await clock.advance(by: .seconds(1))
            await store.skipInFlightEffects()
            await store.receive(.tick) { $0 = 1 }
            await store.finish()
        }
        #expect(issues.isEmpty, "\(issues.map(\.message))")
        #expect(store.inFlightEffectCount == 0)
        #expect(store.state == 1, "the cancellation's .stopped is dropped")
    }
}
