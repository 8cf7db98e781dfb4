import CLITestSupport
import Foundation
import Testing

/// A spec named more than once on the command line, by different paths to the same file, is read once
/// rather than reported as a second feature of the same name.
@Suite struct SpecReadOnceTests {
    @Test func aSpecNamedByTwoPathsIsValidatedOnce() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate", "specs/counter.yaml", "./specs/counter.yaml", "specs/../specs/counter.yaml")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "1 spec valid\n", "\(result.standardError)")
    }

    @Test func aSpecNamedAndInANamedFolderIsValidatedOnce() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("validate", "specs", "./specs/counter.yaml")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardError.contains("duplicate feature"), "\(result.standardError)")
    }

    @Test func aSpecNamedThroughALinkIsValidatedOnce() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.createSymbolicLink(
            atPath: project.folder.appendingPathComponent("linked.yaml").path,
            withDestinationPath: project.folder.appendingPathComponent("specs/counter.yaml").path
        )
        let result = try await project.run("validate", "specs/counter.yaml", "linked.yaml")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError == "1 spec valid\n", "\(result.standardError)")
    }

    @Test func twoFilesOfOneFeatureAreStillADuplicate() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let counter = try String(contentsOf: project.folder.appendingPathComponent("specs/counter.yaml"), encoding: .utf8)
        try project.write(counter, to: "copy/counter.yaml")
        let result = try await project.run("validate", "specs/counter.yaml", "copy/counter.yaml")
        #expect(result.exitCode == 1, "\(result.standardError)")
        #expect(result.standardError.contains("duplicate feature"), "\(result.standardError)")
    }
}
