import Foundation
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

    /// Every error points at its place: a spec path or module name reduxgen.yaml gives is reported at its
    /// entry there (still exit 2: the input cannot be read or imported).
    @Test func aConfiguredSpecPathOrModuleThatCannotBeUsedIsLocatedInTheConfiguration() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [specs, nowhere]\nmodule: 9x\n", to: "reduxgen.yaml")
        let generate = try await project.run()
        #expect(generate.exitCode == 2)
        #expect(generate.standardError.hasPrefix("reduxgen.yaml:2:9: error: '9x' is not a Swift module name"), "\(generate.standardError)")
        try project.write("specs: [specs, nowhere]\n", to: "reduxgen.yaml")
        for arguments in [[String](), ["validate"], ["context"]] {
            let result = try await ReduxGenProcess.run(arguments, in: project.folder)
            #expect(result.exitCode == 2, "\(arguments)")
            #expect(result.standardError.contains("reduxgen.yaml:1:16: error: no such file or folder: 'nowhere'"), "\(arguments): \(result.standardError)")
        }
    }

    @Test(arguments: [[], ["--check"], ["--dry-run"]])
    func aJournalNoRunCanReadExitsTwoAndNamesIt(flags: [String]) async throws {
        // docs/writing.md: a journal that cannot be read is an error (exit 2) that names it, for every run.
        let project = try TemporaryProject()
        defer { project.remove() }
        let arguments = ["specs/counter.yaml", "--output", "Out", "--tests-output", "OutTests"]
        #expect(try await ReduxGenProcess.run(arguments, in: project.folder).exitCode == 0)
        try project.write("garbage", to: "Out/.reduxgen-journal")
        let result = try await ReduxGenProcess.run(arguments + flags, in: project.folder)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("'Out/.reduxgen-journal' is not a journal this version of reduxgen can read"),
                "\(result.standardError)")
        #expect(!result.standardOutput.contains("run reduxgen to finish it"), "\(result.standardOutput)")
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

    /// docs/spec.md: `--diagnostics-format json` prints the diagnostics as one JSON array on standard output,
    /// also when writing fails after the specs were read; what is not a diagnostic goes to standard error.
    @Test func jsonDiagnosticsOfARunAreOneArray() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("// the user's own file\n", to: "Out/CounterState.swift")

        let refused = try await project.run("specs/counter.yaml", "--output", "Out", "--tests-output", "OutTests", "--diagnostics-format", "json")

        #expect(refused.exitCode == 2)
        let errors = try #require(try JSONSerialization.jsonObject(with: Data(refused.standardOutput.utf8)) as? [[String: Any]])
        #expect(errors.map { $0["severity"] as? String } == ["error"])
        #expect((errors.first?["message"] as? String)?.contains("CounterState.swift") == true, "\(errors)")

        try FileManager.default.removeItem(atPath: project.folder.appendingPathComponent("Out/CounterState.swift").path)
        let written = try await project.run("specs/counter.yaml", "--output", "Out", "--tests-output", "OutTests", "--diagnostics-format", "json")

        #expect(written.exitCode == 0)
        #expect(try JSONSerialization.jsonObject(with: Data(written.standardOutput.utf8)) as? [Any] != nil, "\(written.standardOutput)")
        #expect(written.standardError.contains("created"), "\(written.standardError)")
    }
}
