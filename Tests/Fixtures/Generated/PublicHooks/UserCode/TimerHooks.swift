// The hand-written hooks of docs/generated-code.md ("Custom actions", "Hooks on outcomes", "The app's own
// services"), as written there.
import ReduxRuntime

extension TimerHooks {
    public static func tick(state: inout TimerState, environment: TimerEnvironment, by: Int) -> Effect<TimerAction> {
        state.seconds += by
        return .none
    }
}

extension TimerHooks {
    public static func saveSucceeded(state: inout TimerState, environment: TimerEnvironment) -> Effect<TimerAction> {
        state.savedCount += 1
        let analytics = environment.dependencies.analytics
        let seconds = state.seconds
        return .run { _ in await analytics.track("saved \(seconds)") }
    }
}
