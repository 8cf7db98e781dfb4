// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "reduxgen",
    platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
    products: [
        .executable(name: "reduxgen", targets: ["reduxgen"]),
        // Static, so `swift build --product ReduxRuntime` builds the runtime alone; apps link it as they link
        // automatic products in SwiftPM builds.
        .library(name: "ReduxRuntime", type: .static, targets: ["ReduxRuntime"]),
        .library(name: "ReduxRuntimeTesting", targets: ["ReduxRuntimeTesting"]),
        .library(name: "ReduxGenCore", targets: ["ReduxGenCore"]),
        .plugin(name: "ReduxGenPlugin", targets: ["ReduxGenPlugin"]),
        .plugin(name: "GenerateReduxCommand", targets: ["GenerateReduxCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.0.0"),
        // Only the sample features' end-to-end tests use it, for their loopback fixture HTTP server.
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
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
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        // The command-line tool.
        .executableTarget(
            name: "reduxgen",
            dependencies: [
                "ReduxGenCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The runtime that generated code imports. Depends on nothing beyond the toolchain.
        .target(name: "ReduxRuntime"),
        // Test support for apps built on ReduxRuntime (TestStore, TestClock). Kept apart from the runtime so
        // shipping apps never link the Testing or XCTest frameworks.
        .target(name: "ReduxRuntimeTesting", dependencies: ["ReduxRuntime"]),
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
        .testTarget(name: "ReduxGenCoreTests", dependencies: ["ReduxGenCore"]),
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
        // Runs the built reduxgen binary as users do: exit codes, configuration, writing modes.
        .testTarget(name: "ReduxGenCLITests", dependencies: ["reduxgen"]),
        .testTarget(name: "ReduxRuntimeTests", dependencies: ["ReduxRuntime", "ReduxRuntimeTesting"]),
        // The five sample features, generated from specs/ by the repository's reduxgen.yaml.
        .target(name: "SampleFeatures", dependencies: ["ReduxRuntime"]),
        // The tests reduxgen generated for the sample features.
        .testTarget(name: "SampleFeaturesTests", dependencies: ["SampleFeatures", "ReduxRuntime", "ReduxRuntimeTesting"]),
        // The sample features against a real HTTP server on loopback: live repositories, URLSession, real stores.
        .testTarget(
            name: "SampleFeaturesEndToEndTests",
            dependencies: [
                "SampleFeatures",
                "ReduxRuntime",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
