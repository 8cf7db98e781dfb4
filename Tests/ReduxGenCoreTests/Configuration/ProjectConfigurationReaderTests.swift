import Foundation
import Testing
@testable import ReduxGenCore

@Suite struct ProjectConfigurationReaderTests {
    private func withConfiguration(_ text: String, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reduxgen-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("reduxgen.yaml").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        try body(path)
    }

    @Test func readsEverySettingRelativeToTheFilesFolder() throws {
        try withConfiguration("""
            specs: [specs, more/extra.yaml]
            output: Sources/Features
            testsOutput: Tests/FeaturesTests
            module: Features
            access: public
            templates: Overrides
            """) { path in
            let folder = (path as NSString).deletingLastPathComponent
            let configuration = try ProjectConfigurationReader().read(path: path)
            #expect(configuration.specs == ["\(folder)/specs", "\(folder)/more/extra.yaml"])
            #expect(configuration.output == "\(folder)/Sources/Features")
            #expect(configuration.testsOutput == "\(folder)/Tests/FeaturesTests")
            #expect(configuration.module == "Features")
            #expect(configuration.access == .public)
            #expect(configuration.templates == "\(folder)/Overrides")
        }
    }

    @Test func aSingleSpecPathIsAList() throws {
        try withConfiguration("specs: specs\n") { path in
            let configuration = try ProjectConfigurationReader().read(path: path)
            #expect(configuration.specs.count == 1)
            #expect(configuration.specs.first?.hasSuffix("/specs") == true)
        }
    }

    @Test func relativePathsInTheWorkingFolderStayAsWritten() {
        let configuration = ProjectConfiguration(specs: ["specs"], output: "Out").relative(to: "")
        #expect(configuration.specs == ["specs"])
        #expect(configuration.output == "Out")
    }

    @Test func reportsEveryProblemWithItsLocation() throws {
        try withConfiguration("""
            specs: [specs]
            ouput: Sources
            access: open
            """) { path in
            #expect {
                _ = try ProjectConfigurationReader().read(path: path)
            } throws: { error in
                let lines = (error as? DiagnosticsError)?.diagnostics.map(DiagnosticFormatter.textLine) ?? []
                return lines == [
                    "\(path):2:1: error: unknown key 'ouput' in the configuration; did you mean 'output'?",
                    "\(path):3:9: error: unknown access level 'open'; expected one of: public, internal",
                ]
            }
        }
    }
}
