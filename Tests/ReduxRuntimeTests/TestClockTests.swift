import ReduxRuntimeTesting
import TestSupport
import Testing

@MainActor
struct TestClockTests {
    @Test func sleepersWakeInDeadlineOrderOnlyWhenTheirTimeHasCome() async {
        let clock = TestClock()
        let woken = Box<[Int]>([])
        var tasks: [Task<Void, Never>] = []
        for (number, milliseconds) in [(1, 300), (2, 100), (3, 200)] {
            tasks.append(Task { @MainActor in
                try? await clock.sleep(until: clock.now.advanced(by: .milliseconds(milliseconds)))
                woken.value.append(number)
            })
        }
        #expect(await eventually { clock.sleeperCount == 3 })
        await clock.advance(by: .milliseconds(150))
        #expect(await eventually { woken.value == [2] })
        await clock.advance(by: .milliseconds(150))
        #expect(await eventually { woken.value == [2, 3, 1] })
        #expect(clock.now == TestClock.Instant(offset: .milliseconds(300)))
        for task in tasks { await task.value }
    }

    @Test func cancellingASleeperWakesItWithCancellationError() async {
        let clock = TestClock()
        let sleeper = Task {
            do {
                try await clock.sleep(for: .seconds(10))
                return "woke"
            } catch is CancellationError {
                return "cancelled"
            } catch {
                return "other"
            }
        }
        #expect(await eventually { clock.sleeperCount == 1 })
        sleeper.cancel()
        #expect(await sleeper.value == "cancelled")
        #expect(clock.sleeperCount == 0)
    }

    @Test(.timeLimit(.minutes(1)))
    func cancellationRacingTheStartOfASleepNeverHangs() async {
        let clock = TestClock()
        for round in 0..<500 {
            let sleeper = Task.detached { try? await clock.sleep(for: .seconds(1)) }
            // Cancel before, during or after the sleeper registers, depending on scheduling.
            for _ in 0..<(round % 3) { await Task.yield() }
            sleeper.cancel()
            await sleeper.value
        }
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .zero)
    }

    @Test func pastDeadlinesReturnAtOnce() async throws {
        let clock = TestClock()
        await clock.advance(by: .seconds(1))
        try await clock.sleep(until: TestClock.Instant(offset: .milliseconds(500)))
        #expect(clock.sleeperCount == 0)
    }

    @Test func runAdvancesUntilNobodySleeps() async {
        let clock = TestClock()
        let short = Task { try? await clock.sleep(for: .seconds(1)) }
        let long = Task { try? await clock.sleep(for: .seconds(3)) }
        #expect(await eventually { clock.sleeperCount == 2 })
        await clock.run()
        await short.value
        await long.value
        #expect(clock.sleeperCount == 0)
        #expect(clock.now.offset == .seconds(3))
    }

    /// The docs of `advance(by:)`: each woken task runs, and sleeps again, before the clock moves on. A timer
    /// that wakes, reports to the main actor and sleeps again ticks once per second of an advance, even
    /// while other work keeps the main actor busy.
    @Test func aTimerTicksOncePerSecondOfAnAdvanceWhileTheMainActorIsBusy() async {
        // The timer sleeps again as soon as the main actor takes its tick; on a loaded machine that can take
        // longer than the default 100 ms, and the wait ends when it sleeps, so a long limit costs nothing.
        let clock = TestClock(wokenTaskSettleTime: .seconds(10))
        let ticks = TickCounter()
        let timer = Task.detached {
            while !Task.isCancelled {
                guard (try? await clock.sleep(for: .seconds(1))) != nil else { return }
                await ticks.tick(at: clock.now.offset)
            }
        }
        #expect(await eventually { clock.sleeperCount == 1 })
        let busy = Task { @MainActor in
            for _ in 0..<200 {
                var total = 0
                for value in 0..<100_000 { total &+= value }
                ticks.noise = total
                await Task.yield()
            }
        }
        await clock.advance(by: .seconds(5))
        #expect(ticks.times == [1, 2, 3, 4, 5].map { Duration.seconds($0) })
        timer.cancel()
        busy.cancel()
        await timer.value
    }

    /// `run()` stops after its timeout when a task sleeps again each time it wakes, instead of running on
    /// (it then never returned: the time limit fails the test instead of hanging the run). How long after
    /// the timeout it returns depends on the machine's load, so only its returning is checked.
    @Test(.timeLimit(.minutes(1)))
    func runStopsAfterItsTimeoutWhileATimerRepeats() async {
        let clock = TestClock()
        let timer = Task {
            while (try? await clock.sleep(for: .seconds(1))) != nil {}
        }
        #expect(await eventually { clock.sleeperCount == 1 })
        await clock.run(timeout: .milliseconds(200))
        #expect(clock.sleeperCount == 1)
        #expect(clock.now.offset >= .seconds(1))
        timer.cancel()
        await timer.value
    }
}

/// The instants a timer ticked at, read on the main actor.
@MainActor
private final class TickCounter {
    var times: [Duration] = []
    var noise = 0

    func tick(at offset: Duration) {
        times.append(offset)
    }
}
