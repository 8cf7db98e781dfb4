import Testing
import ReduxRuntime
import ReduxRuntimeTesting

/// The reducer handles an effect's action when it arrives, as the app's store does, and `receive` asserts
/// it afterwards with the state it left (docs/runtime.md, "TestStore").
@MainActor
struct TestStoreArrivalTests {
    struct StreamState: Equatable {
        var values: [Int] = []
    }

    enum StreamAction: Equatable {
        case start
        case event(Int)
    }

    enum StreamID: Hashable {
        case stream
    }

    /// A stream whose first event cancels it, sending its second event a second later.
    func streamReducer(clock: TestClock) -> Reducer<StreamState, StreamAction> {
        Reducer { state, action in
            switch action {
            case .start:
                return .run { send in
                    await send(.event(1))
                    try await clock.sleep(for: .seconds(1))
                    await send(.event(2))
                }
                .cancellable(id: StreamID.stream)
            case .event(let value):
                state.values.append(value)
                return value == 1 ? .cancel(id: StreamID.stream) : .none
            }
        }
    }

    /// Waits until an effect's action has arrived, however long the test takes to receive it.
    func waitForArrival(in store: TestStore<StreamState, StreamAction>) async {
        for _ in 0..<10_000 where store.receivedActions.isEmpty {
            await Task.yield()
        }
    }

    @Test func anActionThatCancelsItsOwnEffectStopsItBeforeItSendsMore() async {
        let clock = TestClock()
        let store = TestStore(initialState: StreamState(), reducer: streamReducer(clock: clock))
        await store.send(.start)
        await waitForArrival(in: store)
        // In the app, the first event has cancelled the stream by now: the second is never sent.
        await clock.advance(by: .seconds(1))
        await store.receive(.event(1)) { $0.values = [1] }
        await store.finish()
        #expect(store.state.values == [1])
    }

    @Test func theStateIncludesAnArrivedActionBeforeTheTestReceivesIt() async {
        let clock = TestClock()
        let store = TestStore(initialState: StreamState(), reducer: streamReducer(clock: clock))
        await store.send(.start)
        await waitForArrival(in: store)
        #expect(store.receivedActions == [.event(1)])
        #expect(store.state.values == [1])
        await store.receive(.event(1)) { $0.values = [1] }
        await store.finish()
    }

    @Test func skippedActionsHaveChangedTheState() async {
        let clock = TestClock()
        let store = TestStore(initialState: StreamState(), reducer: streamReducer(clock: clock))
        await store.send(.start)
        await waitForArrival(in: store)
        store.skipReceivedActions()
        #expect(store.receivedActions.isEmpty)
        #expect(store.state.values == [1])
        await store.finish()
    }
}
