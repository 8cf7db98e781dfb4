import CLITestSupport
import Foundation
import Testing

/// The path a new user takes on a fresh package of their own, end to end: `swift package init`, `reduxgen
/// init`, the lines it prints pasted into `Package.swift`, `swift package generate-redux` (without and with
/// `--target`), `swift build` and `swift test`; then a target of the ReduxGenPlugin build plugin beside it,
/// whose test target has no Swift file yet, and the messages that name that cause.
///
/// The package depends on this checkout by path, so it builds reduxgen and its dependencies for the command
/// plugin: minutes on a 2-core machine. Package.swift therefore declares this target only when
/// scripts/check-first-package.sh asks for it (`REDUXGEN_CHECK_FIRST_PACKAGE=1`).
@Suite struct FirstPackageTests {
    static let generate = "swift package --allow-writing-to-package-directory generate-redux"

    /// The spec of the build-plugin target beside the package's own features.
    static let counterSpec = "feature: Counter\nstate:\n  count: Int\nactions:\n  tapped:\n    reduce: [{ increment: count }]\n"

    @Test(.timeLimit(.minutes(40)))
    func initGenerateBuildAndTest() async throws {
        let parent = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-first-\(UUID().uuidString)")
        let package = parent.appendingPathComponent("FirstPackage")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: parent) }

        try await expectSuccess("swift package init --type empty --name FirstPackage", in: package)

        let initialized = try await expectSuccess("\"$REDUXGEN\" init --feature TodoList", in: package)
        for created in ["specs/TodoList.redux.yaml", "reduxgen.yaml", "Sources/Features/Features.swift",
                        "Tests/FeaturesTests/FeaturesTestSupport.swift"] {
            #expect(initialized.standardOutput.contains("created \(created)\n"), "\(initialized.standardOutput)")
        }
        #expect(initialized.standardOutput.contains("\n    \(Self.generate)\n    swift build\n    swift test\n"))
        try addPrintedLines(of: initialized.standardOutput, toManifestIn: package)

        // Exactly what init leaves: generation by the package's reduxgen.yaml, then a build and the tests.
        let generated = try await expectSuccess(Self.generate, in: package, timeoutSeconds: 1800)
        #expect(generated.standardOutput.contains("created"), "\(generated.standardOutput)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Sources/Features/TodoListState.swift").path))
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("Tests/FeaturesTests/TodoListTests.swift").path))

        let build = try await expectSuccess("swift build", in: package, timeoutSeconds: 1800)
        #expect(Self.warnings(in: build).isEmpty, "\(Self.warnings(in: build))")
        let test = try await expectSuccess("swift test", in: package, timeoutSeconds: 1800)
        #expect(Self.warnings(in: test).isEmpty, "\(Self.warnings(in: test))")
        #expect(test.standardOutput.contains(" passed after "), "\(test.standardOutput)")

        // With --target, each of the two targets reduxgen.yaml generates into is found fresh.
        for target in ["Features", "FeaturesTests"] {
            let check = try await expectSuccess("\(Self.generate) --target \(target) --check", in: package)
            #expect(check.standardOutput.contains("up to date"), "\(check.standardOutput)")
        }

        // A misspelt name: the message says SwiftPM has no such target, not more.
        let misspelt = try await ShellRun.run("\(Self.generate) --target Featurse", in: package, timeoutSeconds: 600)
        #expect(misspelt.exitCode != 0)
        #expect(misspelt.standardError.contains("SwiftPM gives plugins no target named 'Featurse': check the name"),
                "\(misspelt.standardError)")

        // The ReduxGenPlugin way beside it: a target with its spec in its folder and a test target that has
        // no Swift file yet. SwiftPM leaves that test target out of what plugins see; the messages say so.
        try addCounterTargets(toManifestIn: package)
        try write(Self.counterSpec, to: "Sources/Counter/Counter.redux.yaml", in: package)
        try write("// The Counter module; its feature comes from Counter.redux.yaml.\n", to: "Sources/Counter/Counter.swift", in: package)
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent("Tests/CounterTests"), withIntermediateDirectories: true)
        let noTestTarget = try await ShellRun.run("\(Self.generate) --target Counter", in: package, timeoutSeconds: 600)
        #expect(noTestTarget.exitCode != 0)
        #expect(noTestTarget.standardError.contains(
            "SwiftPM gives plugins no test target that depends on 'Counter'. It leaves out a target whose folder has "
                + "no Swift file"), "\(noTestTarget.standardError)")
        #expect(noTestTarget.standardError.contains(
            "Tests/CounterTests has none: add one to the target's folder, such as "
                + "Tests/CounterTests/CounterTestSupport.swift holding 'import Testing'"), "\(noTestTarget.standardError)")
        let named = try await ShellRun.run(
            "\(Self.generate) --target Counter --test-target CounterTests", in: package, timeoutSeconds: 600)
        #expect(named.exitCode != 0)
        #expect(named.standardError.contains("SwiftPM gives plugins no target named 'CounterTests'. It leaves out"),
                "\(named.standardError)")

        // Doing what the message says makes it work, and the file it suggests clashes with no generated one.
        try write("import Testing\n", to: "Tests/CounterTests/CounterTestSupport.swift", in: package)
        try await expectSuccess("\(Self.generate) --target Counter", in: package)
        #expect(FileManager.default.fileExists(
            atPath: package.appendingPathComponent("Tests/CounterTests/Generated/Counter/CounterTests.swift").path))
        let both = try await expectSuccess("swift test", in: package, timeoutSeconds: 1800)
        #expect(Self.warnings(in: both).isEmpty, "\(Self.warnings(in: both))")
        #expect(both.standardOutput.contains("Suite CounterTests passed"), "\(both.standardOutput)")
        #expect(both.standardOutput.contains("Suite TodoListTests passed"), "\(both.standardOutput)")
    }

    func write(_ text: String, to path: String, in package: URL) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Adds a target built by the ReduxGenPlugin build plugin, and its test target, to the manifest's targets.
    func addCounterTargets(toManifestIn package: URL) throws {
        let manifestURL = package.appendingPathComponent("Package.swift")
        let manifest = String(decoding: try Data(contentsOf: manifestURL), as: UTF8.self)
        let end = "    ],\n    swiftLanguageModes"
        try #require(manifest.contains(end), "\(manifest)")
        let targets = """
                    .target(
                        name: "Counter",
                        dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")],
                        plugins: [.plugin(name: "ReduxGenPlugin", package: "reduxgen")]
                    ),
                    .testTarget(
                        name: "CounterTests",
                        dependencies: [
                            "Counter",
                            .product(name: "ReduxRuntime", package: "reduxgen"),
                            .product(name: "ReduxRuntimeTesting", package: "reduxgen"),
                        ]
                    ),

            """
        try Data(manifest.replacingOccurrences(of: end, with: targets + end).utf8).write(to: manifestURL)
    }

    /// Runs `line` in `folder` and expects it to succeed.
    @discardableResult
    func expectSuccess(_ line: String, in folder: URL, timeoutSeconds: Int = 600) async throws -> ReduxGenProcess.Result {
        let result = try await ShellRun.run(line, in: folder, timeoutSeconds: timeoutSeconds)
        try #require(
            result.exitCode == 0,
            "\(line) exited with \(result.exitCode)\n\(result.standardOutput)\n\(result.standardError)")
        return result
    }

    /// Pastes the lines init printed into the `Package(...)` of the manifest `swift package init` wrote, after
    /// `name:`, as init's advice says, with the dependency on this checkout instead of the published URL.
    func addPrintedLines(of output: String, toManifestIn package: URL) throws {
        let lines = output.components(separatedBy: "\n")
        // The printed lines run from `platforms:` to the blank line after the targets.
        let start = try #require(lines.firstIndex { $0.hasPrefix("    platforms:") }, "\(output)")
        let end = try #require(lines[start...].firstIndex { $0.isEmpty }, "\(output)")
        var printed = lines[start..<end].joined(separator: "\n")
        let dependency = try #require(
            lines[start..<end].first { $0.contains(".package(url: \"https://github.com/reduxgen/reduxgen.git\"") },
            "\(output)")
        printed = printed.replacingOccurrences(
            of: dependency,
            with: "        .package(name: \"reduxgen\", path: \"\(TemporaryProject.repositoryRoot.path)\"),")
        let manifestURL = package.appendingPathComponent("Package.swift")
        let manifest = String(decoding: try Data(contentsOf: manifestURL), as: UTF8.self)
        let nameLine = "    name: \"FirstPackage\",\n"
        try #require(manifest.contains(nameLine), "\(manifest)")
        try Data(manifest.replacingOccurrences(of: nameLine, with: nameLine + printed + ",\n").utf8).write(to: manifestURL)
    }

    /// The compiler's warnings in a build's output.
    static func warnings(in result: ReduxGenProcess.Result) -> [Substring] {
        (result.standardOutput + result.standardError).split(separator: "\n").filter { $0.contains("warning:") }
    }
}
