import Testing
@testable import ReduxRuntimeTesting

/// docs/runtime.md, "Testing": in the test store's timeout, a pause in which the waiting test itself was not
/// run counts for at most 50 ms, while time the test gets to run counts in full. The pause is a sleep here:
/// holding the main actor instead, as a busy machine does, would hold up every other test on it.
struct WaitingTimeTests {
    @Test func aLongPauseBetweenTwoChecksCountsForFiftyMilliseconds() async throws {
        var time = WaitingTime(limit: .milliseconds(150))
        var usedUp: [Bool] = []
        for _ in 0..<3 {
            try await Task.sleep(for: .milliseconds(400))
            usedUp.append(time.isUsedUp())
        }
        // 50 ms, 100 ms, then 150 ms counted: only the third check reaches the limit.
        #expect(usedUp == [false, false, true])
    }

    @Test func aWaitThatKeepsCheckingIsUsedUpAfterItsLimit() async throws {
        var time = WaitingTime(limit: .milliseconds(150))
        let started = ContinuousClock.now
        while !time.isUsedUp() {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(ContinuousClock.now - started >= .milliseconds(150))
    }
}
