import Foundation
import Testing

/// Thrown when ``waitUntil(_:timeout:sourceLocation:_:)`` gives up, so that the test stops there.
struct WaitTimedOut: Error, CustomStringConvertible {
    var description: String
}

/// Polls `condition` on the main actor until it holds; records a failure naming `what` and throws when it
/// still does not hold after `timeout`. Tests wait for results with this, never with fixed sleeps.
@MainActor
func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(60),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !(await condition()) {
        guard clock.now < deadline else {
            let message = "timed out after \(timeout) waiting until \(what)"
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
            throw WaitTimedOut(description: message)
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}

/// Checks that `condition` keeps holding for `period`: for asserting that something does *not* happen,
/// such as a stale response arriving late. Fails at the first moment it stops holding.
@MainActor
func expectStillTrue(
    _ what: String,
    for period: Duration = .milliseconds(300),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: period)
    while clock.now < deadline {
        guard await condition() else {
            Issue.record(Comment(rawValue: "stopped holding: \(what)"), sourceLocation: sourceLocation)
            return
        }
        try await Task.sleep(for: .milliseconds(5))
    }
}
