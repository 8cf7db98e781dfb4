@preconcurrency import Benchmark

let benchmarks: @Sendable () -> Void = {
    registerDispatchBenchmarks()
    registerNotifyBenchmarks()
    registerSubscriptionBenchmarks()
    registerRequestLifecycleBenchmarks()
    registerDevToolsBenchmarks()
    registerObservationBenchmarks()
}
