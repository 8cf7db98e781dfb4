import Testing

// How tests wait for work that finishes on other tasks (effects, loopback servers, the inspector): by
// polling a condition against a deadline, never by sleeping a fixed time. One polling loop serves every
// form below.

/// Thrown by `waitUntil` when its condition still does not hold at the deadline, so that the test stops at
/// the wait that failed.
public struct WaitTimedOut: Error, CustomStringConvertible {
    public let description: String
}

/// Polls `condition` on the main actor until it holds. When it still does not hold after `timeout` of real
/// time, records a failure naming `what` at the caller and throws `WaitTimedOut`.
///
/// The generous default timeout only matters when something is wrong: a passing wait returns as soon as the
/// condition holds, and a full test run queues every test's work at once on few cores, so the tasks being
/// waited for can wait more than a minute behind it.
@MainActor
public func waitUntil(
    _ what: String,
    timeout: Duration = .seconds(300),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async throws -> Bool
) async throws {
    guard try await poll(for: timeout, condition) else {
        let message = "timed out after \(timeout) waiting until \(what)"
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        throw WaitTimedOut(description: message)
    }
}

/// Polls `condition` on the main actor until it holds or `timeout` passes; returns whether it held.
/// For `#expect(await eventually { ... })`.
@MainActor
public func eventually(timeout: Duration = .seconds(300), _ condition: @MainActor () -> Bool) async -> Bool {
    (try? await poll(for: timeout, condition)) ?? false
}

/// Checks that `condition` keeps holding for `period` of real time, for asserting that something does *not*
/// happen (a stale response arriving late, a request that must not be sent). Records a failure naming
/// `what` at the first moment it stops holding.
@MainActor
public func expectStillTrue(
    _ what: String,
    for period: Duration = .milliseconds(300),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @MainActor () async throws -> Bool
) async throws {
    let stoppedHolding = try await poll(for: period) { !(try await condition()) }
    if stoppedHolding {
        Issue.record(Comment(rawValue: "stopped holding: \(what)"), sourceLocation: sourceLocation)
    }
}

/// Evaluates `condition` until it holds (returns true) or `timeout` has passed (returns false). It yields
/// between the first attempts, so work already queued on the main actor runs at once, then sleeps from
/// 1 ms up to 20 ms, so a condition that asks a server is not asked in a tight loop.
@MainActor
private func poll(for timeout: Duration, _ condition: @MainActor () async throws -> Bool) async throws -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var attempts = 0
    var pause = Duration.milliseconds(1)
    while !(try await condition()) {
        guard clock.now < deadline else { return false }
        attempts += 1
        if attempts <= 20 {
            await Task.yield()
        } else {
            try await Task.sleep(for: pause)
            pause = min(pause * 2, .milliseconds(20))
        }
    }
    return true
}
