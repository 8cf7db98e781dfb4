import Foundation
import Testing
@testable import ReduxGenCore

/// The template context of each sample spec equals its reviewed snapshot under
/// `Tests/Fixtures/ContextSnapshots/`: the contract docs/templates.md ("Template context") documents, which
/// user templates rely on. `RECORD=1` re-records.
@Suite struct ContextSnapshotTests {
    @Test(arguments: GenerationFixtures.sampleSpecs.map(\.file))
    func contextMatchesItsSnapshot(specFile: String) throws {
        let spec = try #require(try GenerationFixtures.resolvedSamples().first { $0.file == specFile })
        let feature = try FeatureResolver(access: .public, testModule: "Features").resolve(spec, specPath: spec.file)
        let json = TemplateContextJSON.text(of: FeatureContext.make(feature))
        let url = GenerationFixtures.contextSnapshotsFolder.appendingPathComponent(spec.swiftName + ".json")
        if GoldenFiles.isRecording {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(json.utf8).write(to: url)
            return
        }
        let snapshot = try String(contentsOf: url, encoding: .utf8)
        if snapshot != json {
            let diff = UnifiedDiff(oldLabel: "snapshot/\(url.lastPathComponent)", newLabel: "context").render(old: snapshot, new: json)
            Issue.record("the template context of \(specFile) changed (RECORD=1 re-records):\n\(diff)")
        }
    }

    @Test func jsonSortsKeysAndEscapesText() {
        let value: TemplateValue = ["b": [1, true], "a": "say \"hi\"\n", "c": [:], "d": []]
        let expected = """
            {
              "a": "say \\"hi\\"\\n",
              "b": [
                1,
                true
              ],
              "c": {},
              "d": []
            }

            """
        #expect(TemplateContextJSON.text(of: value) == expected)
    }
}
