import CLITestSupport
import Foundation
import Testing

/// The version `reduxgen --version` reports is the one `reduxgen init` tells users to depend on, the one
/// docs/install.md pins and the latest entry of CHANGELOG.md.
@Suite struct VersioningTests {
    static let packageURL = "https://github.com/reduxgen/reduxgen.git"

    func reportedVersion() async throws -> String {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("--version")
        #expect(result.exitCode == 0)
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(version.split(separator: ".").count == 3 && version.allSatisfy { $0.isNumber || $0 == "." }, "\(version)")
        return version
    }

    func repositoryFile(_ path: String) throws -> String {
        String(decoding: try Data(contentsOf: TemporaryProject.repositoryRoot.appendingPathComponent(path)), as: UTF8.self)
    }

    @Test func initPrintsThePackageLinesForThisVersion() async throws {
        let version = try await reportedVersion()
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            #".package(url: "\#(Self.packageURL)", .upToNextMinor(from: "\#(version)")),"#), "\(result.standardOutput)")
        #expect(result.standardOutput.contains(#".target(name: "Features", dependencies: [.product(name: "ReduxRuntime", package: "reduxgen")]),"#))
        #expect(result.standardOutput.contains("platforms: [.macOS(.v14), .iOS(.v17), .tvOS(.v17), .watchOS(.v10)],"))
        #expect(result.standardOutput.contains(#"name: "FeaturesTests","#))
        #expect(result.standardOutput.contains(#".product(name: "ReduxRuntimeTesting", package: "reduxgen"),"#))
    }

    @Test func theInstallGuidePinsTheVersionTheToolReports() async throws {
        let version = try await reportedVersion()
        let guide = try repositoryFile("docs/install.md")
        #expect(guide.contains(#".package(url: "\#(Self.packageURL)", .upToNextMinor(from: "\#(version)")),"#))
        #expect(!guide.contains("<owner>") && !guide.contains("<version>"))
    }

    @Test func theChangelogHasAnEntryForTheVersionTheToolReports() async throws {
        let version = try await reportedVersion()
        let changelog = try repositoryFile("CHANGELOG.md")
        #expect(changelog.contains("\n## [Unreleased]\n"))
        #expect(changelog.contains("\n## [\(version)] - "), "CHANGELOG.md has no entry for \(version)")
    }
}
