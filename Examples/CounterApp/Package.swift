// swift-tools-version: 6.1
import PackageDescription

// An app package that uses reduxgen the way a team would: the specs live in the CounterFeature target's
// folder and the ReduxGenPlugin build plugin generates their code at build time.
let package = Package(
    name: "CounterApp",
    platforms: [.macOS(.v14), .iOS(.v17)],
    dependencies: [
        // A team depends on reduxgen by URL; this example uses the repository it lives in.
        .package(name: "reduxgen", path: "../.."),
    ],
    targets: [
        // Counter.redux.yaml and stepper.redux.yaml become CounterState.swift (CounterState), stepperReducer.swift
        // (makeStepperReducer), AppState.swift, ...
        .target(
            name: "CounterFeature",
            dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
            plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
        ),
        // A command-line app that dispatches actions and prints the state after each.
        .executableTarget(
            name: "CounterApp",
            dependencies: ["CounterFeature", .product(name: "ReduxRuntime", package: "reduxgen")]
        ),
        .testTarget(
            name: "CounterFeatureTests",
            dependencies: [
                "CounterFeature",
                .product(name: "ReduxRuntime", package: "reduxgen"),
                .product(name: "ReduxRuntimeTesting", package: "reduxgen"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
