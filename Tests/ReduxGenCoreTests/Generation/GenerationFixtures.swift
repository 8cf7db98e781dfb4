import Foundation
import Testing
@testable import ReduxGenCore

/// The sample specs, read as the generator sees them, and the fixture folders the generation tests
/// compare against.
enum GenerationFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generatedFolder = packageRoot.appendingPathComponent("Tests/Fixtures/Generated")
    /// Where the repository's `reduxgen.yaml` writes the sample features: their committed sources and tests
    /// are the golden files of the sample specs.
    static let sampleSourcesFolder = packageRoot.appendingPathComponent("Sources/SampleFeatures")
    static let sampleTestsFolder = packageRoot.appendingPathComponent("Tests/SampleFeaturesTests")
    static let sampleMocksFolder = packageRoot.appendingPathComponent("Tests/SampleFeaturesMocks")
    static let contextSnapshotsFolder = packageRoot.appendingPathComponent("Tests/Fixtures/ContextSnapshots")

    /// The sample spec files, by the name of their feature folder, in the order the app composes them.
    static let sampleSpecs: [(file: String, feature: String)] = [
        ("specs/archive.yaml", "Archive"),
        ("specs/counter.yaml", "Counter"),
        ("specs/feed.yaml", "Feed"),
        ("specs/home.yaml", "Home"),
        ("specs/issues.yaml", "Issues"),
        ("specs/pets.yaml", "Pets"),
        ("specs/petstore.yaml", "Petstore"),
        ("specs/search.yaml", "RepoSearch"),
        ("specs/session.yaml", "Session"),
    ]

    /// The options of the repository's `reduxgen.yaml`, which generates the sample features.
    static let options = GenerationOptions(access: .public, testModule: "SampleFeatures", mocksModule: "SampleFeaturesMocks")

    /// The sample specs, read together as `reduxgen` reads `specs/` (one run, one app), in the order of
    /// ``sampleSpecs``, each with its path as a user would name it. A spec that names another feature
    /// (Issues reads `app.session.token`, Session's logout resets the app) reads cleanly only this way.
    static func samples() throws -> [FeatureSpec] {
        let paths = sampleSpecs.map { packageRoot.appendingPathComponent($0.file).path }
        let result = SpecReader().read(paths: paths)
        let errors = result.diagnostics.filter(\.isError).map(\.message)
        guard result.specs.count == sampleSpecs.count, errors.isEmpty else {
            throw FixtureError(message: "the sample specs do not read cleanly together: \(errors)")
        }
        return zip(result.specs, sampleSpecs).map { spec, sample in
            var spec = spec
            spec.file = sample.file
            return spec
        }
    }

    /// The sample specs with the type of every value they read from another feature filled in, as the
    /// generator resolves them before it makes a feature's template context.
    static func resolvedSamples() throws -> [FeatureSpec] {
        let resolution = AppValueResolver.resolve(try samples())
        let errors = resolution.diagnostics.filter(\.isError).map(\.message)
        guard errors.isEmpty else { throw FixtureError(message: "the sample specs do not resolve: \(errors)") }
        return resolution.specs
    }

    /// The spec at `file` (relative to the package root), read alone, with its path as a user would name it.
    static func spec(_ file: String) throws -> FeatureSpec {
        let result = SpecReader().read(paths: [packageRoot.appendingPathComponent(file).path])
        let errors = result.diagnostics.filter(\.isError).map(\.message)
        guard var spec = result.specs.first, errors.isEmpty else {
            throw FixtureError(message: "\(file) does not read cleanly: \(errors)")
        }
        spec.file = file
        return spec
    }

    struct FixtureError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}

/// Compares generated files with golden files; `RECORD=1` writes the golden files instead.
enum GoldenFiles {
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD"] == "1" }

    /// Checks that `folder` holds exactly `files` (`Sources/<path>` and `Tests/<path>`), reporting a
    /// unified diff for each difference. Recording rewrites the generated files only.
    static func check(_ files: [GeneratedFile], against folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        try check(
            files,
            sources: folder.appendingPathComponent("Sources"),
            tests: folder.appendingPathComponent("Tests"),
            sourceLocation: sourceLocation
        )
    }

    /// Checks that the generated files (those with the generated header) in `sources` and `tests` are exactly
    /// `files`, reporting a unified diff for each difference. Files of the user's own there are ignored, and
    /// recording (`RECORD=1`) replaces the generated files only.
    static func check(
        _ files: [GeneratedFile],
        sources: URL,
        tests: URL,
        mocks: URL? = nil,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        var folders: [OutputRoot: URL] = [.sources: sources, .tests: tests]
        if let mocks { folders[.mocks] = mocks }
        let expected = Dictionary(uniqueKeysWithValues: files.map { (goldenPath(of: $0), $0.contents) })
        var onDisk: [String: (url: URL, contents: String)] = [:]
        for (root, folder) in folders {
            for (name, entry) in try generatedFiles(in: folder) {
                onDisk[prefix(of: root) + name] = entry
            }
        }
        if isRecording {
            for entry in onDisk.values { try FileManager.default.removeItem(at: entry.url) }
            for file in files {
                let url = folders[file.root]!.appendingPathComponent(file.relativePath)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.contents.utf8).write(to: url)
            }
            return
        }
        for path in Set(onDisk.keys).subtracting(expected.keys).sorted() {
            Issue.record("\(path) is a golden file the generator no longer produces; re-record with RECORD=1", sourceLocation: sourceLocation)
        }
        for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
            guard let golden = onDisk[path]?.contents else {
                Issue.record("missing golden file \(path); record it with RECORD=1", sourceLocation: sourceLocation)
                continue
            }
            if golden != contents {
                let diff = UnifiedDiff(oldLabel: "golden/\(path)", newLabel: "generated/\(path)").render(old: golden, new: contents)
                Issue.record("generated \(path) differs from its golden file (RECORD=1 re-records):\n\(diff)", sourceLocation: sourceLocation)
            }
        }
    }

    static func goldenPath(of file: GeneratedFile) -> String {
        prefix(of: file.root) + file.relativePath
    }

    private static func prefix(of root: OutputRoot) -> String {
        switch root {
        case .sources: "Sources/"
        case .tests: "Tests/"
        case .mocks: "Mocks/"
        }
    }

    /// The `.swift` files directly in `folder` that begin with the generated header, by file name.
    private static func generatedFiles(in folder: URL) throws -> [String: (url: URL, contents: String)] {
        var result: [String: (url: URL, contents: String)] = [:]
        guard FileManager.default.fileExists(atPath: folder.path) else { return result }
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let url = folder.appendingPathComponent(name)
            let contents = try String(contentsOf: url, encoding: .utf8)
            if contents.hasPrefix(GeneratedHeader.prefix) { result[name] = (url, contents) }
        }
        return result
    }
}
