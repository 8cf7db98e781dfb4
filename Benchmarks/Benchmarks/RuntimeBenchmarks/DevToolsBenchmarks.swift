@preconcurrency import Benchmark
import Foundation
import ReduxDevTools
import ReduxRuntime

/// What the DevTools middleware costs a dispatch when no inspector runs: it copies the action and the state
/// into its bounded buffer (dropping the oldest once full) and signals the background sender, which finds
/// nobody listening. Compared with one pass-through middleware on the same Codable state.
func registerDevToolsBenchmarks() {
    mainActorBenchmark("dispatch, 1 pass-through middleware (Codable state)", configuration: .perOperation) { benchmark in
        let store = Store(
            initialState: DevToolsBenchmarkState(), reducer: devToolsBenchmarkReducer,
            middleware: [Middleware { _, next in { action in next(action) } }])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(store.state)
    }

    mainActorBenchmark("dispatch, DevTools middleware, no inspector running", configuration: .perOperation) { benchmark in
        // Port 9 (discard) on loopback: nothing listens, so every connection attempt is refused at once.
        let devTools = DevTools<DevToolsBenchmarkState, DevToolsBenchmarkAction>(
            configuration: DevToolsConfiguration(inspectorURL: URL(string: "http://127.0.0.1:9")!))
        let store = Store(
            initialState: DevToolsBenchmarkState(), reducer: devToolsBenchmarkReducer,
            middleware: [devTools.middleware])
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            store.dispatch(.increment)
        }
        benchmark.stopMeasurement()
        blackHole(store.state)
        blackHole(devTools.pendingEventCount)
        devTools.stop()
    }
}

/// A state of the size of a small feature's: a counter, a query and a list of 100 items.
struct DevToolsBenchmarkState: Equatable, Codable, Sendable {
    var count = 0
    var query = "swift"
    var items = (0..<100).map { "item \($0)" }
}

enum DevToolsBenchmarkAction: Codable, Sendable {
    case increment
}

let devToolsBenchmarkReducer = Reducer<DevToolsBenchmarkState, DevToolsBenchmarkAction> { state, action in
    switch action {
    case .increment:
        state.count &+= 1
        return .none
    }
}
