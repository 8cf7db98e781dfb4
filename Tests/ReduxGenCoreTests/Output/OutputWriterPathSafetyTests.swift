import Foundation
import Testing
@testable import ReduxGenCore

/// Generated files are never written outside the output folders, however paths and symbolic links are set up.
@Suite struct OutputWriterPathSafetyTests {
    let folder: TemporaryFolder
    let writer = OutputWriter()

    init() throws {
        folder = try TemporaryFolder()
        try folder.makeFolder("Sources")
        try folder.makeFolder("Outside")
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources")) }

    func file(_ relativePath: String, _ body: String = "x\n") -> GeneratedFile {
        GeneratedFile(root: .sources, relativePath: relativePath, contents: generated(body))
    }

    /// Plans `files` and expects it to fail without writing; returns the messages.
    func expectRejected(_ files: [GeneratedFile]) throws -> [Diagnostic] {
        let before = try folder.snapshot()
        let error = try #require(throws: DiagnosticsError.self) {
            try writer.apply(try writer.plan(files, into: locations))
        }
        #expect(try folder.snapshot() == before)
        return error.diagnostics
    }

    @Test(arguments: ["../Outside/A.swift", "Feed/../../Outside/A.swift", "/tmp/A.swift", "", "Feed//A.swift", "./A.swift", "Feed/"])
    func rejectsPathsThatAreNotPlainRelativePaths(path: String) throws {
        let diagnostics = try expectRejected([file(path)])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("must be relative to the output folder") == true)
        #expect(diagnostics.first?.location?.line == 1)
    }

    @Test func rejectsASymlinkedSubfolderLeadingOutside() throws {
        try folder.symlink("Sources/Feed", to: folder.url("Outside"))
        let diagnostics = try expectRejected([file("Feed/FeedState.swift")])
        #expect(diagnostics.map(\.location) == [.startOfFile(folder.url("Sources/Feed/FeedState.swift"))])
        #expect(diagnostics.first?.message.contains("outside the output folder") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url("Outside/FeedState.swift")))
    }

    @Test func rejectsARelativeSymlinkLeadingOutside() throws {
        try folder.makeFolder("Sources/Feed")
        try folder.symlink("Sources/Feed/Up", to: "../../Outside")
        let diagnostics = try expectRejected([file("Feed/Up/FeedState.swift")])
        #expect(diagnostics.first?.message.contains("outside the output folder") == true)
    }

    @Test func rejectsAFileSymlinkLeadingOutside() throws {
        try folder.write("Outside/Target.swift", generated("outside\n"))
        try folder.symlink("Sources/FeedState.swift", to: folder.url("Outside/Target.swift"))
        let diagnostics = try expectRejected([file("FeedState.swift", "inside\n")])
        #expect(diagnostics.first?.message.contains("outside the output folder") == true)
        #expect(folder.read("Outside/Target.swift") == generated("outside\n"))
    }

    @Test func rejectsASymlinkThatLeadsNowhere() throws {
        try folder.symlink("Sources/FeedState.swift", to: folder.url("Outside/Missing.swift"))
        let diagnostics = try expectRejected([file("FeedState.swift")])
        #expect(diagnostics.first?.message.contains("leads nowhere") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.url("Outside/Missing.swift")))
    }

    @Test func rejectsAFolderWhereAFileShouldGo() throws {
        try folder.makeFolder("Sources/FeedState.swift")
        let diagnostics = try expectRejected([file("FeedState.swift")])
        #expect(diagnostics.first?.message.contains("a folder of that name exists") == true)
    }

    @Test func rejectsAFileWhereAFolderShouldGo() throws {
        try folder.write("Sources/Feed", generated("a file\n"))
        let diagnostics = try expectRejected([file("Feed/FeedState.swift")])
        #expect(diagnostics.first?.message.contains("is a file, not a folder") == true)
    }

    @Test func reportsEveryBadFileAtOnce() throws {
        try folder.symlink("Sources/Feed", to: folder.url("Outside"))
        let diagnostics = try expectRejected([file("../A.swift"), file("Feed/B.swift"), file("Good.swift")])
        #expect(diagnostics.count == 2)
    }

    @Test func anOutputFolderThatIsASymlinkIsResolved() throws {
        try folder.makeFolder("Real/Generated")
        try folder.symlink("Linked", to: folder.url("Real/Generated"))
        let plan = try writer.plan([file("Feed/FeedState.swift")], into: OutputLocations(sources: folder.url("Linked")))
        let report = try writer.apply(plan)
        #expect(report.created == 1)
        #expect(folder.read("Real/Generated/Feed/FeedState.swift") == generated("x\n"))
    }

    @Test func symlinksInsideTheOutputFolderAreFollowed() throws {
        try folder.makeFolder("Sources/Shared")
        try folder.symlink("Sources/Feed", to: "Shared")
        try folder.write("Sources/Shared/FeedState.swift", generated("old\n"))
        try folder.symlink("Sources/Alias.swift", to: "Shared/FeedState.swift")
        let report = try writer.apply(try writer.plan([file("Feed/FeedState.swift", "new\n")], into: locations))
        #expect(report.updated == 1)
        #expect(folder.read("Sources/Shared/FeedState.swift") == generated("new\n"))
        #expect(try folder.snapshot()["Sources/Feed"] == "-> Shared")
    }

    @Test func writingThroughAFileSymlinkKeepsTheLink() throws {
        try folder.write("Sources/Real.swift", generated("old\n"))
        try folder.symlink("Sources/Alias.swift", to: "Real.swift")
        _ = try writer.apply(try writer.plan([file("Alias.swift", "new\n")], into: locations))
        #expect(try folder.snapshot()["Sources/Alias.swift"] == "-> Real.swift")
        #expect(folder.read("Sources/Real.swift") == generated("new\n"))
    }

    @Test func twoPathsReachingOneFileAreAnError() throws {
        try folder.write("Sources/Real.swift", generated("old\n"))
        try folder.symlink("Sources/Alias.swift", to: "Real.swift")
        let diagnostics = try expectRejected([file("Real.swift", "a\n"), file("Alias.swift", "b\n")])
        #expect(diagnostics.first?.message.contains("is produced twice") == true)
    }

    @Test func aMissingOutputFolderIsCreatedWithItsParents() throws {
        let locations = OutputLocations(sources: folder.url("New/Deep/Sources"))
        _ = try writer.apply(try writer.plan([file("A.swift")], into: locations))
        #expect(folder.read("New/Deep/Sources/A.swift") == generated("x\n"))
    }
}
