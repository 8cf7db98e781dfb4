import CLITestSupport
import Foundation
import Testing

/// `reduxgen configured-folders`, which the `generate-redux` command plugin asks whether the package's
/// `reduxgen.yaml` generates the target `--target` names.
@Suite struct ConfiguredFoldersCommandTests {
    @Test func printsTheFoldersOfTheConfiguration() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let none = try await project.run("configured-folders")
        #expect(none.exitCode == 0, "\(none.standardError)")
        #expect(none.standardOutput == "{}\n")
        _ = try await project.run("init")
        let initialized = try await project.run("configured-folders")
        #expect(initialized.standardOutput == #"{"output":"Sources/Features","testsOutput":"Tests/FeaturesTests"}"# + "\n")
        try project.write("specs: [specs]\noutput: Out\nmocksOutput: Mocks\n", to: "other.yaml")
        let other = try await project.run("configured-folders", "--config", "other.yaml")
        #expect(other.standardOutput == #"{"mocksOutput":"Mocks","output":"Out","testsOutput":"GeneratedTests"}"# + "\n")
        let help = try await project.run("--help")
        #expect(!help.standardOutput.contains("configured-folders"), "a command for the plugin, not for users")
    }
}
