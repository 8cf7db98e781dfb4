import Testing

/// Waits (yielding, then sleeping briefly) until `condition` holds or `timeout` passes; returns whether it
/// held. For real stores whose effects run on other tasks.
@MainActor
func eventually(timeout: Duration = .seconds(60), _ condition: @MainActor () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var spins = 0
    while !condition() {
        if clock.now >= deadline { return false }
        spins += 1
        if spins < 50 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
