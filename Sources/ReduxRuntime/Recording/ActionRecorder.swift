import Foundation

/// Records every action that reaches the reducer, for headless time travel: save the log when something
/// goes wrong, then replay it into a fresh store to reach the same state.
///
/// ```swift
/// let recorder = ActionRecorder<AppState, AppAction>()
/// let store = Store(initialState: AppState(), reducer: appReducer, middleware: [recorder.middleware])
/// // ... later
/// try recorder.log.write(to: logURL)
///
/// let replayed = Store(initialState: AppState(), reducer: appReducer)
/// replayed.replay(try ActionLog<AppAction>.read(from: logURL))   // replayed.state == store.state
/// ```
///
/// Put the recorder last in the middleware list so it sees exactly the actions the reducer sees, including
/// those sent by effects.
@MainActor
public final class ActionRecorder<State, Action: Codable & Sendable> {
    /// The actions recorded so far.
    public private(set) var log = ActionLog<Action>(recordedAt: Date())
    /// Whether actions are being recorded.
    public var isRecording = true

    private let start = ContinuousClock.now

    /// Creates a recorder with an empty log.
    public init() {}

    /// The middleware to add to the store.
    public var middleware: Middleware<State, Action> {
        Middleware { [weak self] _, next in
            { action in
                self?.record(action)
                next(action)
            }
        }
    }

    /// Empties the log.
    public func clear() {
        log.entries.removeAll()
    }

    private func record(_ action: Action) {
        guard isRecording else { return }
        let elapsed = start.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        log.entries.append(ActionLog.Entry(time: seconds, action: action))
    }
}
