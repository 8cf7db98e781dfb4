import Foundation

/// A clock that only moves when a test tells it to, so debounces and delays run without real waiting.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: SearchState(), reducer: searchReducer(clock: clock))
/// await store.send(.queryChanged("swift")) { $0.query = "swift" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(.searchResponse(["Swift"])) { $0.results = ["Swift"] }
/// ```
///
/// Tasks sleeping on the clock wake, in deadline order, when `advance(by:)` or `advance(to:)` passes their
/// deadline. Cancelling a sleeping task wakes it with `CancellationError`.
public final class TestClock: Clock, @unchecked Sendable {
    /// A point in the test clock's time: the duration since the clock was created.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// Time since the clock's start.
        public var offset: Duration

        /// Creates an instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// The offset from the clock's start, as text.
        public var description: String {
            "TestClock.Instant(\(offset))"
        }
    }

    private struct Sleeper {
        let order: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// The ``wokenTaskSettleTime`` of `TestClock()`.
    public static let defaultWokenTaskSettleTime: Duration = .milliseconds(100)

    /// How long `advance` waits, in real time, for a task it woke to sleep on the clock again before it
    /// moves on: a task that wakes, sends an action and sleeps again (a timer) must sleep from the instant
    /// it woke at, not from the end of the advance. A woken task that does not sleep again (a debounced
    /// request) costs an advance this much; a test whose woken tasks wait for a busy main actor before they
    /// sleep again can give more.
    public let wokenTaskSettleTime: Duration

    private let lock = NSLock()
    private var current: Instant
    private var sleepers: [UInt64: Sleeper] = [:]
    private var cancelledBeforeSleeping: Set<UInt64> = []
    private var nextOrder: UInt64 = 0
    /// Sleeps that have their order but are not among `sleepers` yet: `advance` waits for them, so that a
    /// sleep started at the current instant is never passed over.
    private var registering = 0

    /// Creates a clock that starts at `now` and waits up to `wokenTaskSettleTime` for a task it woke to
    /// sleep again.
    public init(now: Instant = Instant(), wokenTaskSettleTime: Duration = TestClock.defaultWokenTaskSettleTime) {
        self.current = now
        self.wokenTaskSettleTime = wokenTaskSettleTime
    }

    /// The current instant; it only changes through `advance`.
    public var now: Instant {
        lock.withLock { current }
    }

    /// Zero: the test clock has no granularity.
    public var minimumResolution: Duration {
        .zero
    }

    /// The number of tasks currently sleeping on this clock.
    public var sleeperCount: Int {
        lock.withLock { sleepers.count }
    }

    /// Suspends until the clock has been advanced to `deadline` (at once if it already has).
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let order: UInt64? = lock.withLock {
            if deadline <= current { return nil }
            nextOrder += 1
            registering += 1
            return nextOrder
        }
        guard let order else { return }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let cancelled = lock.withLock {
                    registering -= 1
                    if cancelledBeforeSleeping.remove(order) != nil { return true }
                    sleepers[order] = Sleeper(order: order, deadline: deadline, continuation: continuation)
                    return false
                }
                if cancelled {
                    continuation.resume(throwing: CancellationError())
                }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                if let sleeper = sleepers.removeValue(forKey: order) { return Optional(sleeper) }
                cancelledBeforeSleeping.insert(order)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward by `duration`, waking every sleeper whose deadline is passed, earliest
    /// first, and giving each woken task a chance to run (and to sleep again) before moving on.
    public func advance(by duration: Duration = .zero) async {
        await advance(to: now.advanced(by: duration))
    }

    /// Moves the clock forward to `deadline`; see `advance(by:)`. Moving backwards does nothing.
    public func advance(to deadline: Instant) async {
        while true {
            await Self.letOtherTasksRun()
            await waitForRegisteringSleeps()
            let due: (sleeper: Sleeper, sleepsBefore: UInt64)? = lock.withLock {
                guard let next = sleepers.values.min(by: { ($0.deadline, $0.order) < ($1.deadline, $1.order) }),
                      next.deadline <= deadline
                else { return nil }
                sleepers[next.order] = nil
                current = max(current, next.deadline)
                return (next, nextOrder)
            }
            guard let due else { break }
            due.sleeper.continuation.resume()
            await waitForSleep(after: due.sleepsBefore)
        }
        lock.withLock { current = max(current, deadline) }
        await Self.letOtherTasksRun()
    }

    /// Advances the clock until no task is sleeping on it any more, or until `timeout` of real time has
    /// passed: a task that sleeps again each time it wakes (a repeating timer) keeps the clock going, and
    /// `run()` then stops with that task still sleeping rather than running forever.
    ///
    /// When nothing sleeps yet, it first waits up to ``wokenTaskSettleTime`` for a task to start sleeping:
    /// an effect an action has just started may not have reached its first sleep.
    public func run(timeout: Duration = .seconds(1)) async {
        let end = ContinuousClock.now.advanced(by: timeout)
        let (nobodySleeps, sleepsSoFar) = lock.withLock { (sleepers.isEmpty && registering == 0, nextOrder) }
        if nobodySleeps { await waitForSleep(after: sleepsSoFar) }
        await waitForRegisteringSleeps()
        while ContinuousClock.now < end, let last = lock.withLock({ sleepers.values.map(\.deadline).max() }) {
            await advance(to: last)
        }
    }

    /// Waits until every sleep that has started registering is among the sleepers.
    private func waitForRegisteringSleeps() async {
        while lock.withLock({ registering > 0 }) {
            await Task.yield()
        }
    }

    /// Waits until a task starts sleeping on the clock (`nextOrder` passes `sleepsBefore`), or until
    /// ``wokenTaskSettleTime`` of real time has passed.
    private func waitForSleep(after sleepsBefore: UInt64) async {
        let end = ContinuousClock.now.advanced(by: wokenTaskSettleTime)
        await Self.letOtherTasksRun()
        while lock.withLock({ nextOrder == sleepsBefore }), ContinuousClock.now < end {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }

    /// Yields repeatedly, including from a background task, so that tasks on other executors can make
    /// progress before the clock moves again.
    private static func letOtherTasksRun() async {
        for _ in 0..<10 {
            await Task.detached(priority: .background) { await Task.yield() }.value
        }
    }
}
