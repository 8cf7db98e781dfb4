import CLITestSupport
import Foundation
import Testing

/// Standard output or standard error that cannot be written (a full device, a closed descriptor) is an
/// I/O problem: exit status 2, with a message on whichever stream still works, never a crash.
@Suite struct OutputStreamFailureTests {
    @Test func validateWithStandardErrorOnAFullDeviceExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(#"exec "$REDUXGEN" validate specs 2>/dev/full"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardOutput.contains("error: cannot write to standard error"), "\(result.standardOutput)")
    }

    @Test func diagnosticsToAFullStandardErrorExitTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("feature: ''\n", to: "bad.yaml")
        let result = try await ShellRun.run(#"exec "$REDUXGEN" validate bad.yaml 2>/dev/full"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
    }

    @Test func dryRunToAFullStandardOutputExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(
            #"exec "$REDUXGEN" specs --output Out --tests-output OutTests --dry-run >/dev/full"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("error: cannot write to standard output"), "\(result.standardError)")
    }

    @Test func aClosedStandardOutputStillWritesTheFilesAndExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(
            #"exec "$REDUXGEN" specs --output Out --tests-output OutTests >&-"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("error: cannot write to standard output"), "\(result.standardError)")
        #expect(project.exists("Out/CounterState.swift"))
    }

    @Test func aStandardOutputPipeWithoutReaderExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        // `true` has exited long before reduxgen writes, so the write meets a pipe nobody reads.
        let result = try await ShellRun.run(
            #"{ sleep 1; "$REDUXGEN" templates list; echo "status $?" >&2; } | true"#, in: project.folder)
        #expect(result.standardError.contains("status 2"), "\(result)")
        #expect(result.standardError.contains("error: cannot write to standard output"), "\(result)")
    }

    @Test func bothStreamsClosedStillExitTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(
            #""$REDUXGEN" validate specs >&- 2>&-; echo "status $?""#, in: project.folder)
        #expect(result.standardOutput.contains("status 2"), "\(result)")
    }
}

/// Help and the version are output too.
@Suite struct HelpOutputFailureTests {
    @Test func helpToAFullDeviceExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(#"exec "$REDUXGEN" --help >/dev/full"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("error: cannot write to standard output"), "\(result.standardError)")
    }

    @Test func versionToAClosedStandardOutputExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(#"exec "$REDUXGEN" --version >&-"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
    }

    @Test func helpStillPrintsNormally() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("--help")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.contains("USAGE: reduxgen"), "\(result.standardOutput)")
        let version = try await project.run("--version")
        #expect(version.exitCode == 0)
        #expect(!version.standardOutput.isEmpty)
    }
}
