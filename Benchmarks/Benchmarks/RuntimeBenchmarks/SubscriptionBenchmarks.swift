@preconcurrency import Benchmark
import ReduxRuntime

/// Subscribing and unsubscribing: churn next to 1,000 other subscribers, and tearing down 10,000.
func registerSubscriptionBenchmarks() {
    mainActorBenchmark("subscribe + unsubscribe floor (dictionary), 1,000 others", configuration: .perOperation) { benchmark in
        var table = FloorSubscriptionTable()
        for _ in 0..<1_000 { _ = table.insert { _ in } }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let token = table.insert { _ in }
            table.remove(token)
        }
        benchmark.stopMeasurement()
        blackHole(table)
    }

    mainActorBenchmark("subscribe + unsubscribe, 1,000 others", configuration: .perOperation) { benchmark in
        let store = makeCounterStore()
        for _ in 0..<1_000 { store.subscribe(select: { (state: CounterState) in state.count }) { _ in } }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let token = store.subscribe(select: { (state: CounterState) in state.count }) { _ in }
            store.unsubscribe(token)
        }
        benchmark.stopMeasurement()
        blackHole(store.subscriberCount)
    }

    mainActorBenchmark("teardown floor (dictionary), unsubscribe 10,000", configuration: .perLongOperation) { benchmark in
        var table = FloorSubscriptionTable()
        let tokens = (0..<10_000).map { _ in table.insert { _ in } }
        benchmark.startMeasurement()
        for token in tokens { table.remove(token) }
        benchmark.stopMeasurement()
        blackHole(table)
    }

    mainActorBenchmark("teardown, unsubscribe 10,000", configuration: .perLongOperation) { benchmark in
        let store = makeCounterStore()
        let tokens = (0..<10_000).map { _ in store.subscribe(select: { (state: CounterState) in state.count }) { _ in } }
        benchmark.startMeasurement()
        for token in tokens { store.unsubscribe(token) }
        benchmark.stopMeasurement()
        blackHole(store.subscriberCount)
    }

    mainActorBenchmark("teardown, release a store with 10,000 subscriptions", configuration: .perLongOperation) { benchmark in
        var store: Store<CounterState, CounterAction>? = makeCounterStore()
        for _ in 0..<10_000 { store?.subscribe(select: { (state: CounterState) in state.count }) { _ in } }
        benchmark.startMeasurement()
        store = nil
        benchmark.stopMeasurement()
        blackHole(store)
    }
}

/// The floor for subscription bookkeeping: callbacks in a dictionary keyed by an increasing number.
struct FloorSubscriptionTable {
    private var callbacks: [Int: (CounterState) -> Void] = [:]
    private var nextToken = 0

    mutating func insert(_ callback: @escaping (CounterState) -> Void) -> Int {
        nextToken += 1
        callbacks[nextToken] = callback
        return nextToken
    }

    mutating func remove(_ token: Int) {
        callbacks[token] = nil
    }
}
