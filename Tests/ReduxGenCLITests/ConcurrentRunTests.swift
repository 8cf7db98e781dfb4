import CLITestSupport
import Foundation
import Testing

/// Runs started at the same time on the same output folders take turns: both succeed and the folders end
/// up holding one run's complete set of files.
@Suite struct ConcurrentRunTests {
    @Test func twoRunsAtOnceLeaveOneCompleteSet() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        func arguments(_ access: String) -> [String] {
            ["specs", "--output", "Out", "--tests-output", "OutTests", "--access", access]
        }
        var versions: [String: [String: String]] = [:]
        for access in ["internal", "public"] {
            _ = try await ReduxGenProcess.run(arguments(access), in: project.folder)
            versions[access] = try WriterKillTests.generatedFiles(in: project.folder)
        }
        for round in 0..<4 {
            let internalArguments = arguments("internal"), publicArguments = arguments("public")
            async let first = ReduxGenProcess.run(internalArguments, in: project.folder)
            async let second = ReduxGenProcess.run(publicArguments, in: project.folder)
            let results = try await [first, second]
            for result in results {
                #expect(result.exitCode == 0, "round \(round): \(result)")
            }
            let files = try WriterKillTests.generatedFiles(in: project.folder)
            #expect(files == versions["internal"]! || files == versions["public"]!, "round \(round): a mix of both runs")
            #expect(try WriterKillTests.leftovers(in: project.folder).isEmpty, "round \(round)")
        }
    }
}
