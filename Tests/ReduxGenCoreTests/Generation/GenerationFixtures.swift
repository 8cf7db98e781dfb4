import Foundation
import Testing
@testable import ReduxGenCore

/// The sample specs, read as the generator sees them, and the fixture folders the generation tests
/// compare against.
enum GenerationFixtures {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let generatedFolder = packageRoot.appendingPathComponent("Tests/Fixtures/Generated")
    static let contextSnapshotsFolder = packageRoot.appendingPathComponent("Tests/Fixtures/ContextSnapshots")

    /// The sample spec files, by the name of their feature folder, in the order the app composes them.
    static let sampleSpecs: [(file: String, feature: String)] = [
        ("specs/archive.yaml", "Archive"),
        ("specs/counter.yaml", "Counter"),
        ("specs/feed.yaml", "Feed"),
        ("specs/home.yaml", "Home"),
        ("specs/search.yaml", "RepoSearch"),
    ]

    /// The options golden files are generated with.
    static let options = GenerationOptions(access: .public, testModule: "Features")

    /// The spec at `file` (relative to the package root), with its path as a user would name it.
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
    /// unified diff for each difference. Recording replaces the folder's `Sources` and `Tests` only.
    static func check(_ files: [GeneratedFile], against folder: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let expected = Dictionary(uniqueKeysWithValues: files.map { (goldenPath(of: $0), $0.contents) })
        if isRecording {
            for root in ["Sources", "Tests"] {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(root))
            }
            for (path, contents) in expected {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(contents.utf8).write(to: url)
            }
            return
        }
        let onDisk = try filesOnDisk(in: folder)
        for path in Set(onDisk.keys).subtracting(expected.keys).sorted() {
            Issue.record("\(path) is a golden file the generator no longer produces; re-record with RECORD=1", sourceLocation: sourceLocation)
        }
        for (path, contents) in expected.sorted(by: { $0.key < $1.key }) {
            guard let golden = onDisk[path] else {
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
        (file.root == .sources ? "Sources/" : "Tests/") + file.relativePath
    }

    private static func filesOnDisk(in folder: URL) throws -> [String: String] {
        var result: [String: String] = [:]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return result }
        let base = folder.standardizedFileURL.path + "/"
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let path = String(url.standardizedFileURL.path.dropFirst(base.count))
            guard path.hasPrefix("Sources/") || path.hasPrefix("Tests/") else { continue }
            result[path] = try String(contentsOf: url, encoding: .utf8)
        }
        return result
    }
}
