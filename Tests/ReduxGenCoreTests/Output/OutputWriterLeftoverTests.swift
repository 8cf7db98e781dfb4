import Foundation
import Testing
@testable import ReduxGenCore

/// Temporary files an interrupted run left behind (`.NAME.XXXXXXXX.reduxgen-tmp`): found, reported by
/// `--check`, removed by the next run; nothing else that merely looks hidden is touched.
@Suite struct OutputWriterLeftoverTests {
    let folder: TemporaryFolder
    let writer = OutputWriter()

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/FeedState.swift", generated("struct FeedState {}\n"))
        try folder.write("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp", generated("struct FeedSt"))
        try folder.write("Sources/Nested/.FeedAction.swift.0F0F0F0F.reduxgen-tmp", "")
        try folder.write("Sources/.mine.swift", "// a user's hidden file\n")
        try folder.write("Sources/.build/.X.swift.1A2B3C4D.reduxgen-tmp", "inside a hidden folder\n")
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources")) }
    var files: [GeneratedFile] {
        [GeneratedFile(root: .sources, relativePath: "FeedState.swift", contents: generated("struct FeedState {}\n"))]
    }

    @Test func planListsLeftoverTemporaryFilesAndIsNotFresh() throws {
        let plan = try writer.plan(files, into: locations)
        #expect(plan.leftoverTemporaryFiles == [
            folder.url("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp"),
            folder.url("Sources/Nested/.FeedAction.swift.0F0F0F0F.reduxgen-tmp"),
        ])
        #expect(!plan.isFresh)
        let check = plan.checkDescription()
        #expect(check.contains("leftover: \(folder.url("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp"))"), "\(check)")
        #expect(!check.contains("up to date"), "\(check)")
    }

    @Test func aRunRemovesLeftoversAndNothingElse() throws {
        _ = try writer.write(files, into: locations)
        #expect(!folder.exists("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp"))
        #expect(!folder.exists("Sources/Nested/.FeedAction.swift.0F0F0F0F.reduxgen-tmp"))
        #expect(folder.read("Sources/.mine.swift") == "// a user's hidden file\n")
        #expect(folder.exists("Sources/.build/.X.swift.1A2B3C4D.reduxgen-tmp"))
        #expect(try writer.plan(files, into: locations).isFresh)
    }

    @Test func dryRunShowsLeftoversWithoutRemovingThem() throws {
        let text = try writer.plan(files, into: locations).dryRunDescription()
        #expect(text.contains("remove    \(folder.url("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp"))"), "\(text)")
        #expect(folder.exists("Sources/.FeedState.swift.1A2B3C4D.reduxgen-tmp"))
    }
}

/// Two generated files whose paths differ only in letter case would overwrite each other on a
/// case-insensitive disk (the default on macOS), so such a plan is refused.
@Suite struct OutputWriterCaseCollisionTests {
    @Test func pathsDifferingOnlyInCaseAreRefused() throws {
        let folder = try TemporaryFolder()
        let files = [
            GeneratedFile(root: .sources, relativePath: "AbtestState.swift", contents: generated("// a\n")),
            GeneratedFile(root: .sources, relativePath: "AbTestState.swift", contents: generated("// b\n")),
        ]
        #expect {
            _ = try OutputWriter().plan(files, into: OutputLocations(sources: folder.url("Out")))
        } throws: { error in
            let messages = (error as? DiagnosticsError)?.diagnostics.map(\.message) ?? []
            return messages.contains { $0.contains("differ only in letter case") }
        }
        #expect(!folder.exists("Out"))
    }

    @Test func featuresDifferingOnlyInCaseAreRejectedByValidation() throws {
        let folder = try TemporaryFolder()
        try folder.write("specs/a.yaml", "feature: Abtest\nstate:\n  n: { type: Int, default: 0 }\nactions:\n  tapped: {}\n")
        try folder.write("specs/b.yaml", "feature: AbTest\nstate:\n  n: { type: Int, default: 0 }\nactions:\n  tapped: {}\n")
        let result = SpecReader().read(paths: [folder.url("specs")])
        let errors = result.diagnostics.filter(\.isError)
        #expect(errors.count == 1, "\(result.diagnostics)")
        #expect(errors.first?.message.contains("only in letter case") == true, "\(errors)")
        #expect(errors.first?.location?.file == folder.url("specs/b.yaml"))
        #expect(result.exitCode == 1)
    }
}
