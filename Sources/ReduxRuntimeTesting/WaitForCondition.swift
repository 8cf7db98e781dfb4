/// Waits until `condition` holds or `timeout` (real time) passes, and returns whether it held.
///
/// Effects run on other tasks; yielding first lets them progress quickly, short sleeps afterwards keep a
/// slow effect from spinning the processor.
@MainActor
func waitForCondition(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    var spins = 0
    while !condition() {
        if clock.now >= deadline { return false }
        spins += 1
        if spins < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
