import ReduxRuntimeTesting
import TestSupport
import Testing

/// Waits until an effect sleeps on `clock` (at least `sleepers` of them), so that advancing the clock then
/// wakes it: an effect registers its sleep a moment after the action that starts it.
@MainActor
func whenSleeping(
    on clock: TestClock,
    sleepers: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    try await waitUntil("\(sleepers) effect(s) sleep on the test clock", sourceLocation: sourceLocation) {
        clock.sleeperCount >= sleepers
    }
}
