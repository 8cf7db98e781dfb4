import Benchmark
import ReduxRuntime

let benchmarks: @Sendable () -> Void = {
    Benchmark("path segment") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(HTTPPath.segment("a/b c"))
        }
    }
}
