import Foundation
import ReduxRuntimeTesting
import Testing

/// Thrown when ``eventually(_:timeout:sourceLocation:_:)`` gives up, so the test stops there.
struct NeverHappened: Error, CustomStringConvertible {
    var description: String
}

/// Polls `condition` on the main actor until it holds; records a failure naming `what` and throws when it
/// still does not hold after `timeout` of real time.
@MainActor
func eventually(
    _ what: String,
    timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        guard clock.now < deadline else {
            Issue.record(Comment(rawValue: "timed out waiting until \(what)"), sourceLocation: sourceLocation)
            throw NeverHappened(description: what)
        }
        try await Task.sleep(for: .milliseconds(2))
    }
}

/// Waits until an effect sleeps on `clock` (at least `sleepers` of them), so that advancing the clock then
/// wakes it: an effect registers its sleep a moment after the action that starts it.
@MainActor
func whenSleeping(
    on clock: TestClock,
    sleepers: Int = 1,
    sourceLocation: SourceLocation = #_sourceLocation
) async throws {
    try await eventually("\(sleepers) effect(s) sleep on the test clock", sourceLocation: sourceLocation) {
        clock.sleeperCount >= sleepers
    }
}

/// Checks that `condition` keeps holding for `period` of real time: for asserting that something does not
/// happen.
@MainActor
func stillHolds(
    _ what: String,
    for period: Duration = .milliseconds(200),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: period)
    while clock.now < deadline {
        guard condition() else {
            Issue.record(Comment(rawValue: "stopped holding: \(what)"), sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(2))
    }
}
