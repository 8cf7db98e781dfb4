import Foundation

/// What a test store's `deinit` checks, readable there (it is not isolated to the main actor): the actions
/// received and not yet asserted, and which `send` started which effects, so that a test that ends without
/// `finish()` still fails when actions went unasserted or effects are still running.
final class TestStoreLedger: @unchecked Sendable {
    /// The effects one `send` started: their keys (`Store.inFlightEffectKeys`), the step and its place.
    struct EffectStart {
        var keys: Set<UInt64>
        var step: String
        var location: TestLocation
    }

    private let lock = NSLock()
    private var descriptions: [String] = []
    private var exhaustive = true
    private var starts: [EffectStart] = []
    private var runningEffectsReported = false

    var pending: [String] {
        lock.withLock { descriptions }
    }

    /// Whether unasserted actions and running effects are a failure: a non-exhaustive test store lets them go.
    var isExhaustive: Bool {
        get { lock.withLock { exhaustive } }
        set { lock.withLock { exhaustive = newValue } }
    }

    /// Whether `finish()` has reported effects still running, which `deinit` then does not report again.
    var hasReportedRunningEffects: Bool {
        get { lock.withLock { runningEffectsReported } }
        set { lock.withLock { runningEffectsReported = newValue } }
    }

    func replace(with descriptions: [String]) {
        lock.withLock { self.descriptions = descriptions }
    }

    func recordEffectStart(_ start: EffectStart) {
        lock.withLock { starts.append(start) }
    }

    /// Where the effects with keys `running` were started: each `send` that started one, once, with its
    /// place (`sending .startTimer at TimerTests.swift:12`), then how many were started by actions that
    /// effects sent.
    func origins(ofRunning running: Set<UInt64>) -> [String] {
        let starts = lock.withLock { self.starts }
        var origins: [String] = []
        var attributed = Set<UInt64>()
        for start in starts where !start.keys.isDisjoint(with: running) {
            origins.append("\(start.step) at \(start.location.fileID):\(start.location.line)")
            attributed.formUnion(start.keys)
        }
        let others = running.subtracting(attributed).count
        if others > 0 { origins.append("\(others) effect(s) started by actions effects sent") }
        return origins
    }
}
