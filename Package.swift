// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "reduxgen",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .executable(name: "reduxgen", targets: ["reduxgen"]),
        // The DevTools inspector `reduxgen devtools` runs: an executable of its own, so that `reduxgen` does not
        // load its HTTP server and the networking libraries under it.
        .executable(name: "reduxgen-devtools", targets: ["reduxgen-devtools"]),
        // Static, so `swift build --product ReduxRuntime` builds the runtime alone; apps link it as they link
        // automatic products in SwiftPM builds.
        .library(name: "ReduxRuntime", type: .static, targets: ["ReduxRuntime"]),
        .library(name: "ReduxRuntimeTesting", targets: ["ReduxRuntimeTesting"]),
        // The DevTools middleware, apart from the runtime so that release builds need not link it.
        .library(name: "ReduxDevTools", targets: ["ReduxDevTools"]),
        .library(name: "ReduxGenCore", targets: ["ReduxGenCore"]),
        .plugin(name: "ReduxGenPlugin", targets: ["ReduxGenPlugin"]),
        .plugin(name: "GenerateReduxCommand", targets: ["GenerateReduxCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // The template engine: every template is rendered by it, with standard Mustache semantics.
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        // The HTTP server of the DevTools inspector (`reduxgen devtools`) and of the sample features'
        // end-to-end tests' loopback fixture server. The runtime libraries never depend on it.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        // OpenAPI 3.0/3.1 documents as Decodable types, for `api: { openapi: ... }` and `reduxgen import`.
        // Its default trait (external reference loading) is left off: reduxgen reads one local document.
        .package(url: "https://github.com/mattpolzin/OpenAPIKit", from: "6.4.0", traits: []),
        // Only the property-based tests of random valid specs use it (Tests/RandomSpecsTests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // libyaml, the YAML parser every spec is read with (Debian: libyaml-dev).
        .systemLibrary(
            name: "CYAML",
            pkgConfig: "yaml-0.1",
            providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]
        ),
        // The generator pipeline: YAML loading → spec decoding/validation → model → rendering → output.
        .target(
            name: "ReduxGenCore",
            dependencies: [
                "CYAML",
                "PercentEncoding",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "OpenAPIKit", package: "OpenAPIKit"),
                .product(name: "OpenAPIKit30", package: "OpenAPIKit"),
                .product(name: "OpenAPIKitCompat", package: "OpenAPIKit"),
            ]
        ),
        // The command-line tool.
        .executableTarget(
            name: "reduxgen",
            dependencies: [
                "ReduxGenCore",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The DevTools inspector's command line (`reduxgen-devtools`).
        .executableTarget(
            name: "reduxgen-devtools",
            dependencies: [
                "ReduxDevToolsInspector",
                "CommandLineSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What both command-line tools share: their exit codes and how they write to the standard streams.
        .target(
            name: "CommandLineSupport",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        // The runtime that generated code imports. Depends on nothing beyond the toolchain.
        // RFC 3986 percent-encoding: how the runtime sends path parameters and query items, and how the
        // generator writes the paths generated tests expect.
        .target(name: "PercentEncoding"),
        .target(name: "ReduxRuntime", dependencies: ["PercentEncoding"]),
        // Test support for apps built on ReduxRuntime (TestStore, TestClock). Kept apart from the runtime so
        // shipping apps never link the Testing or XCTest frameworks.
        .target(name: "ReduxRuntimeTesting", dependencies: ["ReduxRuntime"]),
        // The DevTools middleware: sends a store's actions and states to the inspector, takes its time-travel
        // and replay commands. Depends on nothing beyond the runtime (URLSession for HTTP).
        .target(name: "ReduxDevTools", dependencies: ["ReduxRuntime"]),
        // The inspector `reduxgen-devtools` runs: HTTP server and the built-in web page.
        .target(
            name: "ReduxDevToolsInspector",
            dependencies: [
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // A Counter app connected to the inspector, driven through standard input: for trying the inspector
        // and for the browser test (scripts/devtools-browser-test.py).
        .executableTarget(name: "DevToolsSampleApp", dependencies: ["SampleFeatures", "ReduxRuntime", "ReduxDevTools"]),
        // Build-tool plugin: generates a target's features from the *.redux.yaml specs in its folder.
        .plugin(name: "ReduxGenPlugin", capability: .buildTool(), dependencies: ["reduxgen"]),
        // `swift package generate-redux`: writes the generated code into the package, per its reduxgen.yaml.
        .plugin(
            name: "GenerateReduxCommand",
            capability: .command(
                intent: .custom(verb: "generate-redux", description: "Generate Redux features from the package's specs"),
                permissions: [.writeToPackageDirectory(reason: "reduxgen writes the generated Swift files into the package")]
            ),
            dependencies: ["reduxgen"]
        ),
        .testTarget(
            name: "ReduxGenCoreTests",
            dependencies: ["ReduxGenCore", .product(name: "Mustache", package: "swift-mustache")]
        ),
        // Random valid specs from a seed, and the minimizer of failing ones (property-based testing).
        .target(
            name: "RandomSpecs",
            dependencies: ["ReduxGenCore"]
        ),
        // `swift run random-specs write --seeds 1-40 --output DIR`: the specs scripts/check-random-specs.sh builds.
        .executableTarget(name: "random-specs", dependencies: ["RandomSpecs", "ReduxGenCore"]),
        .testTarget(
            name: "RandomSpecsTests",
            dependencies: ["RandomSpecs", "ReduxGenCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        // Runs the built reduxgen binary as users do: exit codes, configuration, writing modes. ReduxRuntime is
        // built for it so that the worked example of docs/templates.md can type-check its generated code.
        .testTarget(name: "ReduxGenCLITests", dependencies: ["reduxgen", "reduxgen-devtools", "ReduxRuntime", "CLITestSupport"]),
        // Runs the built reduxgen binary in a folder of its own: what the command-line tests share.
        .target(name: "CLITestSupport", path: "Tests/CLITestSupport"),
        // How tests wait for work on other tasks: one polling loop behind `waitUntil`, `eventually` and
        // `expectStillTrue`, shared by every test target that waits.
        .target(name: "TestSupport", dependencies: ["ReduxRuntime"], path: "Tests/TestSupport"),
        .testTarget(name: "ReduxRuntimeTests", dependencies: ["ReduxRuntime", "ReduxRuntimeTesting", "TestSupport"]),
        // The DevTools middleware against the real inspector server on loopback.
        .testTarget(
            name: "ReduxDevToolsTests",
            dependencies: [
                "ReduxDevTools", "ReduxDevToolsInspector", "ReduxRuntime", "SampleFeatures", "TestSupport",
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // The sample features, generated from specs/ by the repository's reduxgen.yaml.
        .target(name: "SampleFeatures", dependencies: ["ReduxRuntime"]),
        // The mock repositories (and mock middleware) reduxgen generated for the sample features, for their
        // generated tests and the hand-written ones.
        .target(name: "SampleFeaturesMocks", dependencies: ["SampleFeatures", "ReduxRuntime"], path: "Tests/SampleFeaturesMocks"),
        // The tests reduxgen generated for the sample features.
        .testTarget(
            name: "SampleFeaturesTests",
            dependencies: ["SampleFeatures", "SampleFeaturesMocks", "ReduxRuntime", "ReduxRuntimeTesting"]
        ),
        // The code generated from the fixture specs in Tests/Fixtures/Generated (the kitchen sink in both
        // side-effect flavors and the wire formats, internal access) with the hand-written hooks it needs, for
        // the oracle tests to call.
        .target(
            name: "FixtureFeatures",
            dependencies: ["ReduxRuntime"],
            path: "Tests/Fixtures/Generated",
            exclude: [
                "KitchenSink/kitchen-sink.yaml", "KitchenSink/Tests", "WireFormat/wire-format.yaml", "WireFormat/Tests",
                "PublicHooks/public-hooks.yaml", "PublicHooks/Tests",
                "WireSeconds/wire-seconds.yaml", "WireSeconds/Tests", "WireMillis/wire-millis.yaml", "WireMillis/Tests",
                "KitchenSinkMiddleware/kitchen-sink-middleware.yaml", "KitchenSinkMiddleware/Tests",
                "AppValues/specs", "AppValues/Tests", "WideState/wide-state.yaml", "WideState/Tests",
                "SumTypes/sum-types.yaml", "SumTypes/Tests", "ApiKeyAuth/api-key-auth.yaml", "ApiKeyAuth/Tests",
                "LinkPages/link-pages.yaml", "LinkPages/Tests",
                "LinkPagesMiddleware/link-pages-middleware.yaml", "LinkPagesMiddleware/Tests",
            ],
            sources: [
                "KitchenSink/Sources", "KitchenSink/UserCode", "KitchenSinkMiddleware/Sources",
                "KitchenSinkMiddleware/UserCode", "WireFormat/Sources", "WireSeconds/Sources", "WireMillis/Sources",
                "AppValues/Sources", "PublicHooks/Sources", "PublicHooks/UserCode", "WideState/Sources", "SumTypes/Sources",
                "ApiKeyAuth/Sources", "LinkPages/Sources", "LinkPagesMiddleware/Sources",
            ]
        ),
        // Hand-written tests of the generated code, with every expected value taken from docs/spec.md and
        // docs/generated-code.md: requests as a loopback server receives them, responses as a server sends them,
        // and the behaviour of reducers, effects, stores and apps.
        .testTarget(
            name: "GeneratedCodeOracleTests",
            dependencies: [
                "FixtureFeatures",
                "SampleFeatures",
                "SampleFeaturesMocks",
                "ReduxRuntime",
                "ReduxRuntimeTesting",
                "TestSupport",
                .product(name: "FlyingFox", package: "FlyingFox"),
            ]
        ),
        // The sample features against a real HTTP server on loopback: live repositories, URLSession, real stores;
        // and the fixture features the samples do not cover (pages linked by Link headers).
        .testTarget(
            name: "SampleFeaturesEndToEndTests",
            dependencies: [
                "SampleFeatures",
                "SampleFeaturesMocks",
                "FixtureFeatures",
                "ReduxRuntime",
                "TestSupport",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// A new user's first package, end to end (scripts/check-first-package.sh): it builds reduxgen again inside a
// fresh package, minutes on two cores, so the package declares it only when that check runs, and the
// default `swift test` neither builds nor lists it.
if Context.environment["REDUXGEN_CHECK_FIRST_PACKAGE"] == "1" {
    package.targets.append(.testTarget(name: "FirstPackageTests", dependencies: ["reduxgen", "CLITestSupport"]))
}
