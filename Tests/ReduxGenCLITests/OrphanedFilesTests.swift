import CLITestSupport
import Foundation
import Testing

/// Generated files whose spec was removed: a plain run names them and the way to remove them, and
/// `--check` fails on them.
@Suite struct OrphanedFilesTests {
    private func projectWithARemovedSpec() async throws -> TemporaryProject {
        let project = try TemporaryProject()
        let first = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests")
        #expect(first.exitCode == 0, "\(first)")
        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("specs/search.yaml"))
        return project
    }

    @Test func aPlainRunNamesOrphanedFilesAndHowToRemoveThem() async throws {
        let project = try await projectWithARemovedSpec()
        defer { project.remove() }
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests")
        #expect(result.exitCode == 0, "\(result)")
        let all = result.standardOutput + result.standardError
        #expect(all.contains("Out/RepoSearchState.swift"), "\(all)")
        #expect(all.contains("--prune"), "\(all)")
        #expect(project.exists("Out/RepoSearchState.swift"))
    }

    @Test func checkFailsOnOrphanedFiles() async throws {
        let project = try await projectWithARemovedSpec()
        defer { project.remove() }
        // Bring the remaining files up to date, so the orphans are the only drift.
        _ = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests")
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--check")
        #expect(result.exitCode == 1, "\(result)")
        #expect(result.standardOutput.contains("extra: Out/RepoSearchState.swift"), "\(result.standardOutput)")
        #expect(!result.standardOutput.contains("up to date"), "\(result.standardOutput)")
        #expect(result.standardOutput.contains("--prune"), "\(result.standardOutput)")
    }

    @Test func afterPruningCheckPasses() async throws {
        let project = try await projectWithARemovedSpec()
        defer { project.remove() }
        let prune = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--prune")
        #expect(prune.exitCode == 0, "\(prune)")
        let result = try await project.run("specs", "--output", "Out", "--tests-output", "OutTests", "--check")
        #expect(result.exitCode == 0, "\(result)")
        #expect(!project.exists("Out/RepoSearchState.swift"))
    }
}
