import CLITestSupport
import Testing

/// The exit codes reduxgen documents: 0 success, 1 spec errors or stale files, 2 usage or I/O errors.
@Suite struct ExitCodeTests {
    @Test func validSpecsExitZero() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate", "specs")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("2 specs valid"))
    }

    @Test func specErrorsExitOneWithLocatedDiagnostics() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("feature: Broken\nstate:\n  count: { type: Int, defualt: 0 }\n", to: "bad.yaml")
        let result = try await project.run("validate", "bad.yaml")
        #expect(result.exitCode == 1)
        #expect(result.standardError.contains("bad.yaml:3:23: error: unknown key 'defualt'"))
    }

    @Test func aMissingSpecExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate", "nowhere.yaml")
        #expect(result.exitCode == 2)
    }

    @Test func anUnknownOptionExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("--no-such-option")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("Unknown option"))
    }

    @Test func jsonDiagnosticsGoToStandardOutput() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("feature: ''\n", to: "bad.yaml")
        let result = try await project.run("validate", "bad.yaml", "--diagnostics-format", "json")
        #expect(result.exitCode == 1)
        #expect(result.standardOutput.contains("\"severity\" : \"error\""))
        #expect(result.standardOutput.contains("\"line\" : 1"))
    }
}
