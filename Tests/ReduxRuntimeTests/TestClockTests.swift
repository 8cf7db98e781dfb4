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
}
