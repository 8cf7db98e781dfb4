import Foundation

/// The lines `reduxgen init` tells the user to add to their `Package.swift`: the dependency on this
/// version of reduxgen, the `Features` target the generated sources go to and its test target.
enum PackageManifestSnippet {
    /// The module of the generated sources, the last part of ``StarterFiles/sourcesFolder``.
    static var module: String { (StarterFiles.sourcesFolder as NSString).lastPathComponent }

    /// The snippet, indented for the `Package(...)` initializer. The platforms are ReduxRuntime's oldest.
    /// While the version is 0.x a minor release may change the generated API, so the dependency accepts
    /// patch releases only.
    static var text: String {
        """
            platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],
            dependencies: [
                .package(url: "\(ReduxGenVersion.packageURL)", .upToNextMinor(from: "\(ReduxGenVersion.current)")),
            ],
            targets: [
                .target(name: "\(module)", dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")]),
                .testTarget(
                    name: "\(module)Tests",
                    dependencies: [
                        "\(module)",
                        .product(name: "ReduxRuntime", package: "reduxgen"),
                        .product(name: "ReduxRuntimeTesting", package: "reduxgen"),
                    ]
                ),
            ]

        """
    }
}
