import Foundation
import Testing
@testable import ReduxGenCore

/// The specs in `specs/` are the documentation's examples and the end-to-end apps: they must be clean.
@Suite struct SampleSpecTests {
    static let specs = InvalidSpecFixtureTests.packageRoot.appendingPathComponent("specs").path

    @Test func theSampleSpecsValidateWithoutDiagnostics() {
        let result = SpecReader().read(paths: [Self.specs])
        // The Petstore document is a real third-party document: reduxgen warns about what it skips there.
        let petstore = Self.specs + "/openapi/petstore.yaml"
        let unexpected = result.diagnostics.filter { !($0.severity == .warning && $0.location?.file == petstore) }
        let text = DiagnosticFormatter().render(unexpected)
        #expect(unexpected.isEmpty, "\(text)")
        #expect(result.exitCode == nil)
        #expect(result.specs.map(\.name) == ["Archive", "Counter", "Feed", "Home", "Issues", "Pets", "Petstore", "RepoSearch", "Session"])
    }
}
