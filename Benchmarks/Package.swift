// swift-tools-version: 6.1
// Benchmarks for ReduxRuntime. A package of its own so that users of the library never build them.
// Run from this folder: swift package --allow-writing-to-package-directory benchmark
import PackageDescription

let package = Package(
    name: "ReduxRuntimeBenchmarks",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // Named so that the product reference does not depend on the name of the checkout folder.
        .package(name: "reduxgen", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "RuntimeBenchmarks",
            dependencies: [
                .product(name: "ReduxRuntime", package: "reduxgen"),
                .product(name: "ReduxDevTools", package: "reduxgen"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/RuntimeBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
