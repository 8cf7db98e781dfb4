@preconcurrency import Benchmark
import ReduxRuntime

/// Dispatch of an action that changes the state, with no subscribers, through 0, 3 and 10 middleware.
func registerDispatchBenchmarks() {
    mainActorBenchmark("dispatch floor (hand-written loop)", configuration: .perOperation) { benchmark in
        let store = FloorStore()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(store.state)
    }

    mainActorBenchmark("dispatch floor, 3 hand-written pass-through closures", configuration: .perOperation) { benchmark in
        let chain = FloorMiddlewareChain(count: 3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            chain.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(chain.store.state)
    }

    for middlewareCount in [0, 3, 10] {
        mainActorBenchmark("dispatch, \(middlewareCount) pass-through middleware", configuration: .perOperation) { benchmark in
            let store = makeCounterStore(middlewareCount: middlewareCount)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                store.dispatch(.increment)
            }
            benchmark.stopMeasurement()
            blackHole(store.state)
        }
    }
}
