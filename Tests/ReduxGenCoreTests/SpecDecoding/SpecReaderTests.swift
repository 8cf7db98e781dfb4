import Foundation
import Testing
@testable import ReduxGenCore

@Suite struct SpecReaderTests {
    /// A fresh folder with the given files, removed after `body`.
    private func withFolder(_ files: [String: String], _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        try body(folder.path)
    }

    @Test func aFolderContributesItsYAMLFilesSortedAndSkipsConfiguration() throws {
        try withFolder([
            "b.yaml": "feature: Beta\nactions: { tapped: {} }\n",
            "a.yaml": "feature: Alpha\nactions: { tapped: {} }\n",
            "reduxgen.yaml": "output: Sources\n",
            "notes.txt": "not a spec",
            "reduxgen.schema.json": "{}",
        ]) { folder in
            let result = SpecReader().read(paths: [folder])
            #expect(result.diagnostics.isEmpty)
            #expect(result.specs.map(\.name) == ["Alpha", "Beta"])
            #expect(result.exitCode == nil)
        }
    }

    /// docs/spec.md: a folder contributes its `*.yaml` files, not sub-folders, whatever their names.
    @Test func aSubFolderNamedLikeASpecIsNotRead() throws {
        try withFolder(["a.yaml": "feature: Alpha\nactions: { tapped: {} }\n"]) { folder in
            try FileManager.default.createDirectory(atPath: folder + "/old.yaml", withIntermediateDirectories: false)
            let result = SpecReader().read(paths: [folder])
            #expect(result.diagnostics.isEmpty)
            #expect(result.specs.map(\.name) == ["Alpha"])
            #expect(result.exitCode == nil)
        }
    }

    @Test func duplicateFeaturesAcrossSpecsAreErrors() throws {
        try withFolder(["a.yaml": "feature: Feed\nactions: { tapped: {} }\n", "b.yaml": "feature: feed\nactions: { tapped: {} }\n"]) { folder in
            let result = SpecReader().read(paths: [folder])
            let lines = result.diagnostics.flatMap { [$0] + $0.notes }.map(DiagnosticFormatter.textLine)
            #expect(lines == [
                "\(folder)/b.yaml:1:10: error: duplicate feature 'feed': another spec already defines it",
                "\(folder)/a.yaml:1:10: note: feature 'Feed' is defined here",
            ])
            #expect(result.exitCode == 1)
        }
    }

    @Test func aMissingPathIsAnIOFailure() {
        let result = SpecReader().read(paths: ["/nonexistent/reduxgen/spec.yaml"])
        #expect(result.hadIOFailure)
        #expect(result.exitCode == 2)
        #expect(result.diagnostics.map(\.message) == ["no such file or folder: '/nonexistent/reduxgen/spec.yaml'"])
    }

    @Test func specsWithErrorsAreNotReturned() throws {
        try withFolder(["good.yaml": "feature: Good\nactions: { tapped: {} }\n", "bad.yaml": "feature: Bad\nstat: {}\n"]) { folder in
            let result = SpecReader().read(paths: [folder])
            #expect(result.specs.map(\.name) == ["Good"])
            #expect(result.exitCode == 1)
        }
    }
}
