import Testing

/// Waits (sleeping briefly between checks) until `condition` holds or `timeout` passes; returns whether it
/// held. For real stores whose effects run on other tasks. It sleeps rather than spinning on `Task.yield()`,
/// so that many tests waiting at once on the shared main actor leave it free for the effects they wait for.
@MainActor
func eventually(timeout: Duration = .seconds(20), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while !condition() {
        if clock.now >= deadline { return false }
        try? await Task.sleep(for: .milliseconds(2))
    }
    return true
}
