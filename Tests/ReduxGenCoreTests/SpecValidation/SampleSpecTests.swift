import Foundation
import Testing
@testable import ReduxGenCore

/// The specs in `specs/` are the documentation's examples and the end-to-end apps: they must be clean.
@Suite struct SampleSpecTests {
    static let specs = InvalidSpecFixtureTests.packageRoot.appendingPathComponent("specs").path

    @Test func theSampleSpecsValidateWithoutDiagnostics() {
        let result = SpecReader().read(paths: [Self.specs])
        let text = DiagnosticFormatter().render(result.diagnostics)
        #expect(result.diagnostics.isEmpty, "\(text)")
        #expect(result.exitCode == nil)
        #expect(result.specs.map(\.name) == ["Archive", "Counter", "Feed", "Home", "Pets", "RepoSearch"])
    }
}
