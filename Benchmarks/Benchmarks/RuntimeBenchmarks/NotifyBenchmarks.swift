@preconcurrency import Benchmark
import ReduxRuntime

/// One dispatch that notifies 10, 1,000 or 10,000 subscribers:
/// - "notify": plain subscribers, called on every action;
/// - "skip-repeats hit": subscribers select a value that did not change, so their callback is skipped;
/// - "skip-repeats miss": subscribers select a value that changed, so their callback runs.
func registerNotifyBenchmarks() {
    for subscriberCount in [10, 1_000, 10_000] {
        let configuration = Benchmark.Configuration.perDispatch(subscribers: subscriberCount)

        mainActorBenchmark("notify floor (hand-written loop), \(subscriberCount) subscribers", configuration: configuration) { benchmark in
            let store = FloorStore()
            var sink = 0
            for _ in 0..<subscriberCount {
                store.subscribe { state in sink &+= state.count }
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.dispatch(.increment)
            }
            benchmark.stopMeasurement()
            blackHole(sink)
        }

        mainActorBenchmark("notify, \(subscriberCount) subscribers", configuration: configuration) { benchmark in
            let store = makeCounterStore()
            var sink = 0
            for _ in 0..<subscriberCount {
                store.subscribe(select: { (state: CounterState) -> NotEquatableCount in NotEquatableCount(state.count) }) {
                    sink &+= $0.value
                }
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.dispatch(.increment)
            }
            benchmark.stopMeasurement()
            blackHole(sink)
        }

        mainActorBenchmark("skip-repeats hit, \(subscriberCount) subscribers", configuration: configuration) { benchmark in
            let store = makeCounterStore()
            var sink = 0
            for _ in 0..<subscriberCount {
                store.subscribe(select: { (state: CounterState) in state.limit }) { sink &+= $0 }
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.dispatch(.increment)
            }
            benchmark.stopMeasurement()
            blackHole(sink)
        }

        mainActorBenchmark("skip-repeats miss, \(subscriberCount) subscribers", configuration: configuration) { benchmark in
            let store = makeCounterStore()
            var sink = 0
            for _ in 0..<subscriberCount {
                store.subscribe(select: { (state: CounterState) in state.count }) { sink &+= $0 }
            }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.dispatch(.increment)
            }
            benchmark.stopMeasurement()
            blackHole(sink)
        }
    }
}

/// A selected value that is not `Equatable`, so the store calls the subscriber on every action.
struct NotEquatableCount {
    let value: Int

    init(_ value: Int) {
        self.value = value
    }
}
