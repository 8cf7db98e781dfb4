import Foundation
import Testing
import ReduxRuntime

@MainActor
struct ActionRecorderTests {
    private func temporaryURL() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("actions-\(UUID().uuidString).json")
    }

    /// Increments send a follow-up action through an effect, so the log holds effect actions too.
    private let reducer = Reducer<CounterState, CounterAction> { state, action in
        switch action {
        case .increment:
            state.count += 1
            return .send(.record("after \(state.count)"))
        case .decrement:
            state.count -= 1
            return .none
        case .add(let amount):
            state.count += amount
            return .none
        case .record(let entry):
            state.log.append(entry)
            return .none
        }
    }

    @Test func replayingASavedLogReachesTheSameState() throws {
        let recorder = ActionRecorder<CounterState, CounterAction>()
        let store = Store(initialState: CounterState(), reducer: reducer, middleware: [recorder.middleware])
        store.dispatch(.increment)
        store.dispatch(.add(5))
        store.dispatch(.increment)
        store.dispatch(.decrement)
        #expect(recorder.log.actions == [
            .increment, .record("after 1"), .add(5), .increment, .record("after 7"), .decrement,
        ])

        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try recorder.log.write(to: url)
        let loaded = try ActionLog<CounterAction>.read(from: url)

        let replayed = Store(initialState: CounterState(), reducer: reducer)
        replayed.replay(loaded)
        #expect(replayed.state == store.state)
        #expect(replayed.state.log == ["after 1", "after 7"])
    }

    @Test func pausedRecorderRecordsNothing() {
        let recorder = ActionRecorder<CounterState, CounterAction>()
        let store = Store(initialState: CounterState(), reducer: counterReducer, middleware: [recorder.middleware])
        recorder.isRecording = false
        store.dispatch(.increment)
        #expect(recorder.log.entries.isEmpty)
        recorder.isRecording = true
        store.dispatch(.increment)
        #expect(recorder.log.actions == [.increment])
        recorder.clear()
        #expect(recorder.log.entries.isEmpty)
    }

    @Test func damagedLogFileThrows() throws {
        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"version": 1, "entries": [{"time": 0, "action": {"nope": {}}}]}"#.utf8).write(to: url)
        #expect(throws: DecodingError.self) {
            try ActionLog<CounterAction>.read(from: url)
        }
    }

    @Test func newerLogVersionIsRejected() throws {
        let url = temporaryURL()
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(#"{"version": 99, "entries": []}"#.utf8).write(to: url)
        #expect(throws: ActionLogError.unsupportedVersion(99)) {
            try ActionLog<CounterAction>.read(from: url)
        }
    }
}
