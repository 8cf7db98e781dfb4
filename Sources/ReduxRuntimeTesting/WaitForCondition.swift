/// Real time a test spends waiting for other tasks, counting only while the waiting task gets to run.
///
/// Tests run in parallel on few cores, and a waiting task can be resumed far later than it asked: the time
/// it was not run is the machine's, not the effects', so a pause between two checks counts for at most
/// ``longestCountedPause``. Without this, a test whose effects were on time could fail its timeout because
/// the test itself was not resumed; with it, a timeout still ends a wait that keeps getting to run.
struct WaitingTime {
    /// The most one pause between two checks counts for: far above a short sleep's usual lateness.
    static let longestCountedPause: Duration = .milliseconds(50)

    /// How much counted time the wait may take.
    let limit: Duration
    private var counted: Duration = .zero
    private var lastCheck = ContinuousClock.now

    init(limit: Duration) {
        self.limit = limit
    }

    /// Counts the time since the last check and tells whether the wait has used up its limit.
    mutating func isUsedUp() -> Bool {
        let now = ContinuousClock.now
        counted += min(now - lastCheck, Self.longestCountedPause)
        lastCheck = now
        return counted >= limit
    }
}

/// Waits until `condition` holds or `timeout` of counted time passes (``WaitingTime``), and returns whether
/// it held.
@MainActor
func waitForCondition(timeout: Duration, _ condition: () -> Bool) async -> Bool {
    var time = WaitingTime(limit: timeout)
    return await waitForCondition(&time, condition)
}

/// Waits until `condition` holds or `time` is used up, and returns whether it held; `time` goes on counting
/// from where an earlier wait left it.
///
/// Effects run on other tasks; yielding first lets them progress quickly, short sleeps afterwards keep a
/// slow effect from spinning the processor.
@MainActor
func waitForCondition(_ time: inout WaitingTime, _ condition: () -> Bool) async -> Bool {
    var spins = 0
    while !condition() {
        if time.isUsedUp() { return false }
        spins += 1
        if spins < 100 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
    return true
}
