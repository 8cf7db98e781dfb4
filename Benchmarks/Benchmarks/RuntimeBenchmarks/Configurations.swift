@preconcurrency import Benchmark

extension Benchmark.Configuration {
    /// Wall-clock time and allocations per operation, over 1,000 operations a sample.
    static var perOperation: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .nanoseconds,
            warmupIterations: 10,
            scalingFactor: .kilo,
            maxDuration: .seconds(2),
            maxIterations: 1_000)
    }

    /// Wall-clock time and allocations per dispatch to `subscriberCount` subscribers: 1,000 dispatches a
    /// sample for small counts, one for large counts so that a sample stays short.
    static func perDispatch(subscribers subscriberCount: Int) -> Benchmark.Configuration {
        var configuration = perOperation
        configuration.scalingFactor = subscriberCount >= 1_000 ? .one : .kilo
        configuration.maxIterations = subscriberCount >= 1_000 ? 2_000 : 1_000
        return configuration
    }

    /// Wall-clock time of one long operation (such as tearing down 10,000 subscriptions) a sample.
    static var perLongOperation: Benchmark.Configuration {
        Benchmark.Configuration(
            metrics: [.wallClock, .mallocCountTotal],
            timeUnits: .microseconds,
            warmupIterations: 3,
            scalingFactor: .one,
            maxDuration: .seconds(3),
            maxIterations: 200)
    }
}

/// Registers a benchmark whose body runs on the main actor, where stores live.
func mainActorBenchmark(
    _ name: String,
    configuration: Benchmark.Configuration,
    body: @escaping @MainActor (Benchmark) -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark async in
        await body(benchmark)
    }
}
