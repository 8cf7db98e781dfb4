import CLITestSupport
import Foundation
import Testing

/// What reduxgen does with inputs that are not plain spec files: folders, FIFOs, empty folders, missing
/// template folders, configurations that are folders, and module names that cannot be imported.
@Suite struct InputPathTests {
    /// docs/spec.md, "Spec files": a folder contributes its `*.yaml` files, not its sub-folders, whatever
    /// their names end with.
    @Test func aSubFolderNamedLikeASpecIsNotRead() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.folder.appendingPathComponent("specs/x.yaml"), withIntermediateDirectories: true)
        let result = try await project.run("validate", "specs")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError == "2 specs valid\n", "\(result.standardError)")
    }

    /// `reduxgen import --help`: exit 2 when a file cannot be read; a folder is no document to read.
    @Test func anOpenAPIDocumentThatIsAFolderIsAnIOError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.folder.appendingPathComponent("api.yaml"), withIntermediateDirectories: true)
        let result = try await project.run("import", "api.yaml", "--feature", "Api", "--output", "api.redux.yaml")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("'api.yaml' is a folder, not a regular file"), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: project.folder.appendingPathComponent("api.redux.yaml").path))
    }

    @Test func aConfigurationThatIsAFolderIsAnIOError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.folder.appendingPathComponent("conf"), withIntermediateDirectories: true)
        let result = try await project.run("specs", "--config", "conf")
        #expect(result.exitCode == 2, "\(result)")
        #expect(!result.standardError.contains("NSCocoaErrorDomain"), "\(result.standardError)")
        #expect(result.standardError.contains("conf"), "\(result.standardError)")
    }

    @Test func aMissingTemplatesFolderIsAnIOError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--templates", "nowhere")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("nowhere"), "\(result.standardError)")
        #expect(!project.exists("Out"))
    }

    @Test func validatingAFolderWithoutSpecsIsAnError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = try await project.run("validate", "empty")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("no spec"), "\(result.standardError)")
        #expect(!result.standardError.contains("0 specs valid"))
    }

    /// docs/spec.md, "Files and editor support": `reduxgen.yaml` is never read as a spec, a hidden file
    /// named on its own is.
    @Test func theConfigurationNamedAsASpecIsAUsageErrorAndAHiddenSpecIsRead() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [specs]\n", to: "reduxgen.yaml")
        let configuration = try await project.run("validate", "reduxgen.yaml")
        #expect(configuration.exitCode == 2, "\(configuration)")
        #expect(configuration.standardError.contains("'reduxgen.yaml' is reduxgen's configuration, not a spec"),
                "\(configuration.standardError)")
        try project.write(try project.read("specs/counter.yaml"), to: "hidden/.counter.yaml")
        let hidden = try await project.run("validate", "hidden/.counter.yaml")
        #expect(hidden.exitCode == 0, "\(hidden)")
        let folder = try await project.run("validate", "hidden")
        #expect(folder.exitCode == 2, "a folder's hidden files are skipped: \(folder)")
    }

    @Test func generatingFromAFolderWithoutSpecsIsAnError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createDirectory(
            at: project.folder.appendingPathComponent("empty"), withIntermediateDirectories: true)
        let result = try await project.run("empty", "--output", "Out", "--tests-output", "OutTests")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("no spec"), "\(result.standardError)")
        #expect(!project.exists("Out"))
    }

    @Test func aFIFOGivenAsASpecIsRefusedWithoutBlocking() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        #expect(mkfifo(project.folder.appendingPathComponent("pipe.yaml").path, 0o600) == 0)
        let result = try await ShellRun.run(#"exec "$REDUXGEN" validate pipe.yaml"#, in: project.folder, timeoutSeconds: 20)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("pipe.yaml"), "\(result.standardError)")
        #expect(result.standardError.contains("not a regular file"), "\(result.standardError)")
    }

    @Test func aFIFOInASpecFolderIsRefusedWithoutBlocking() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        #expect(mkfifo(project.folder.appendingPathComponent("specs/pipe.yaml").path, 0o600) == 0)
        let result = try await ShellRun.run(
            #"exec "$REDUXGEN" specs --output Out --tests-output OutTests"#, in: project.folder, timeoutSeconds: 20)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("specs/pipe.yaml"), "\(result.standardError)")
        #expect(!project.exists("Out"))
    }

    @Test func aModuleNameWithASpaceIsAUsageError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--module", "my module")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("'my module'"), "\(result.standardError)")
        #expect(!project.exists("Out"))
    }

    @Test func aModuleNameDerivedFromTheOutputFolderIsChecked() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "o/my-features", "--tests-output", "OutTests")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("'my-features'"), "\(result.standardError)")
        #expect(result.standardError.contains("--module"), "\(result.standardError)")
        #expect(!project.exists("o"))
    }

    @Test func aModuleNameThatIsAKeywordIsAUsageError() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--module", "class")
        #expect(result.exitCode == 2, "\(result)")
        #expect(!project.exists("Out"))
    }

    @Test func anUnderscoredModuleNameIsAccepted() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--module", "My_Features2")
        #expect(result.exitCode == 0, "\(result)")
        #expect(try project.read("OutTests/CounterTests.swift").contains("@testable import My_Features2"))
    }
}
