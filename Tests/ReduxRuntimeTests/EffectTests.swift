import ReduxRuntime
import ReduxRuntimeTesting
import TestSupport
import Testing

@MainActor
struct EffectTests {
    @Test func runSendsActionsBack() async {
        let latches = makeLatches(1)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.start(0))
        #expect(store.inFlightEffectCount == 1)
        latches[0]?.open()
        #expect(await eventually { store.state.finished == [0] && store.inFlightEffectCount == 0 })
    }

    @Test func manyEffectsFinishingInRandomOrderAreAllDeliveredInCompletionOrder() async {
        let count = 50
        let latches = makeLatches(count)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startMany(count))
        #expect(store.inFlightEffectCount == count)
        let order = (0..<count).shuffled()
        for number in order {
            latches[number]?.open()
            // Wait for each delivery so the completion order is the opening order.
            #expect(await eventually { store.state.finished.last == number })
        }
        #expect(store.state.finished == order)
        #expect(await eventually { store.inFlightEffectCount == 0 })
    }

    @Test func manyEffectsFinishingConcurrentlyAreAllDeliveredOnce() async {
        let count = 200
        let latches = makeLatches(count)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startMany(count))
        for number in (0..<count).shuffled() {
            latches[number]?.open()
        }
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished.sorted() == Array(0..<count))
    }

    @Test func cancelInFlightKeepsOnlyTheLatest() async {
        let latches = makeLatches(3)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startLatest(0))
        store.dispatch(.startLatest(1))
        store.dispatch(.startLatest(2))
        for latch in latches.values { latch.open() }
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [2])
    }

    @Test func dropWhileInFlightIgnoresNewEffectsUntilTheFirstEnds() async {
        let latches = makeLatches(3)
        let starts = Counter()
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches, onStart: starts))
        store.dispatch(.startUnlessBusy(0))
        store.dispatch(.startUnlessBusy(1))
        #expect(store.inFlightEffectCount == 1)
        latches[0]?.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        store.dispatch(.startUnlessBusy(2))
        latches[2]?.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [0, 2])
        #expect(starts.value == 2)
    }

    @Test func queueRunsEffectsOneAfterAnother() async {
        let latches = makeLatches(3)
        let starts = Counter()
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches, onStart: starts))
        store.dispatch(.startQueued(0))
        store.dispatch(.startQueued(1))
        store.dispatch(.startQueued(2))
        // Opening later latches first must not let their effects overtake the first one.
        latches[2]?.open()
        latches[1]?.open()
        #expect(await eventually { starts.value == 1 })
        #expect(store.state.finished.isEmpty)
        latches[0]?.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [0, 1, 2])
    }

    @Test func aQueuedSendWaitsForTheEffectsBeforeIt() async {
        // docs/runtime.md, "Effects": `.queue` starts an effect after those with the same id finish; a
        // `.send` is an effect too.
        let latches = makeLatches(3)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startQueued(0))
        store.dispatch(.sendQueued(1))
        store.dispatch(.startQueued(2))
        latches[2]?.open()
        await Task.yield()
        #expect(store.state.finished.isEmpty)
        latches[0]?.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [0, 1, 2])
    }

    @Test func aSendQueuedBehindNothingArrivesAtOnce() {
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: [:]))
        store.dispatch(.sendQueued(1))
        #expect(store.state.finished == [1])
    }

    @Test func cancelByIDStopsEffectsBeforeTheySend() async {
        let latches = makeLatches(2)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startLatest(0))
        store.dispatch(.start(1))
        store.dispatch(.cancelAll)
        latches[0]?.open()
        latches[1]?.open()
        #expect(await eventually { store.inFlightEffectCount == 0 })
        // Only the effect without the id survives.
        #expect(store.state.finished == [1])
    }

    @Test func latestWinsUnderAStormOfRestartsDeliversOnlyTheLast() async {
        let count = 100
        let latches = makeLatches(count)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        for number in 0..<count {
            store.dispatch(.startLatest(number))
        }
        // Release every effect at once from another task; all but the last were cancelled already.
        await Task.detached {
            for latch in latches.values.shuffled() { latch.open() }
        }.value
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [count - 1])
    }

    @Test func cancellingAQueueDropsTheWaitingEffectsToo() async {
        let latches = makeLatches(3)
        let starts = Counter()
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches, onStart: starts))
        store.dispatch(.startQueued(0))
        store.dispatch(.startQueued(1))
        store.dispatch(.startQueued(2))
        #expect(await eventually { starts.value == 1 })
        store.dispatch(.cancelAll)
        for latch in latches.values { latch.open() }
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished.isEmpty)
        #expect(starts.value == 1)
    }

    @Test(arguments: 0..<20)
    func cancellationRacingCompletionNeverDeliversAfterCancel(round: Int) async {
        let latches = makeLatches(1)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.startLatest(0))
        // Release the effect and cancel it at (nearly) the same time, from different tasks.
        let opener = Task.detached { latches[0]?.open() }
        if round.isMultiple(of: 2) { await Task.yield() }
        store.dispatch(.cancelAll)
        let cancelledAt = store.state.finished
        await opener.value
        #expect(await eventually { store.inFlightEffectCount == 0 })
        // Whatever won the race, nothing may arrive after the cancel was processed.
        #expect(store.state.finished == cancelledAt)
    }

    @Test func deinitializingTheStoreCancelsItsEffects() async {
        let latch = Latch()
        let cancelled = Counter()
        let finishedNormally = Counter()
        let reducer = Reducer<EffectState, EffectAction> { _, _ in
            .run { _ in
                await withTaskCancellationHandler {
                    await latch.wait()
                    if !Task.isCancelled { finishedNormally.increment() }
                } onCancel: {
                    cancelled.increment()
                }
            }
        }
        weak var weakStore: Store<EffectState, EffectAction>?
        do {
            let store = Store(initialState: EffectState(), reducer: reducer)
            weakStore = store
            store.dispatch(.start(0))
            #expect(store.inFlightEffectCount == 1)
            // Let the effect start waiting, so that its cancellation handler is installed.
            #expect(await eventually { latch.arrivalCount == 1 })
        }
        #expect(weakStore == nil)
        #expect(await eventually { cancelled.value == 1 })
        latch.open()
        try? await Task.sleep(for: .milliseconds(20))
        #expect(finishedNormally.value == 0)
    }

    @Test func runningEffectsDoNotKeepTheStoreAlive() async {
        let latch = Latch()
        weak var weakStore: Store<EffectState, EffectAction>?
        do {
            let store = Store(initialState: EffectState(), reducer: effectReducer(latches: [0: latch]))
            weakStore = store
            store.dispatch(.start(0))
            #expect(await eventually { latch.arrivalCount == 1 })
        }
        #expect(weakStore == nil)
        latch.open()
    }

    @Test func debounceWaitsForQuietOnTheInjectedClock() async {
        let clock = TestClock()
        let searches = Counter()
        let store = Store(
            initialState: SearchState(),
            reducer: searchReducer(clock: clock) { query in
                searches.increment()
                return [query.uppercased()]
            }
        )
        store.dispatch(.queryChanged("s"))
        await clock.advance(by: .milliseconds(200))
        store.dispatch(.queryChanged("sw"))
        await clock.advance(by: .milliseconds(200))
        #expect(searches.value == 0)
        await clock.advance(by: .milliseconds(100))
        #expect(await eventually { store.state.results == ["SW"] })
        #expect(searches.value == 1)
        #expect(await eventually { store.inFlightEffectCount == 0 })
    }

    @Test func delayedSendArrivesOnlyAfterTheClockAdvances() async {
        let clock = TestClock()
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            switch action {
            case .increment:
                return Effect.send(.record("later")).delayed(for: .seconds(5), clock: clock)
            case .record(let entry):
                state.log.append(entry)
                return .none
            default:
                return .none
            }
        }
        let store = Store(initialState: CounterState(), reducer: reducer)
        store.dispatch(.increment)
        await clock.advance(by: .seconds(4))
        #expect(store.state.log.isEmpty)
        await clock.advance(by: .seconds(1))
        #expect(await eventually { store.state.log == ["later"] })
    }

    /// A zero wait (a trigger's `debounce: 0ms`) runs the effect at once: no sleeper on the clock, which is
    /// never advanced here.
    @Test func aZeroDelayOrDebounceRunsAtOnceWithoutTheClock() async {
        let clock = TestClock()
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            switch action {
            case .increment:
                return .merge(
                    Effect.send(.record("delayed")).delayed(for: .zero, clock: clock),
                    Effect.send(.record("debounced")).debounce(id: "zero", for: .milliseconds(0), clock: clock)
                )
            case .record(let entry):
                state.log.append(entry)
                return .none
            default:
                return .none
            }
        }
        let store = Store(initialState: CounterState(), reducer: reducer)
        store.dispatch(.increment)
        #expect(await eventually { store.state.log.sorted() == ["debounced", "delayed"] })
        #expect(clock.sleeperCount == 0)
    }

    @Test func mergeOfNothingIsNone() {
        let merged = Effect<CounterAction>.merge(.none, .none)
        #expect(merged.isNone)
        #expect(!Effect<CounterAction>.merge(.none, .send(.increment)).isNone)
    }

    @Test func errorsGoToTheCatchHandler() async {
        struct Failure: Error {}
        let reducer = Reducer<CounterState, CounterAction> { state, action in
            switch action {
            case .increment:
                return .run { _ in
                    throw Failure()
                } catch: { error, send in
                    await send(.record("caught \(error is Failure)"))
                }
            case .record(let entry):
                state.log.append(entry)
                return .none
            default:
                return .none
            }
        }
        let store = Store(initialState: CounterState(), reducer: reducer)
        store.dispatch(.increment)
        #expect(await eventually { store.state.log == ["caught true"] })
    }
}

@MainActor
struct CancelAllEffectsTests {
    @Test func cancelAllEffectsStopsRunningEffectsButNotLaterOnes() async {
        let latches = makeLatches(3)
        let store = Store(initialState: EffectState(), reducer: effectReducer(latches: latches))
        store.dispatch(.start(0))
        store.dispatch(.startLatest(1))
        store.cancelAllEffects()
        store.dispatch(.startLatest(2))
        for latch in latches.values { latch.open() }
        #expect(await eventually { store.inFlightEffectCount == 0 })
        #expect(store.state.finished == [2])
    }
}
