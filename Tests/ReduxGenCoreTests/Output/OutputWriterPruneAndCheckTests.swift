import Foundation
import Testing
@testable import ReduxGenCore

/// Pruning stale generated files, and the plans `--check` and `--dry-run` print.
@Suite struct OutputWriterPruneAndCheckTests {
    let folder: TemporaryFolder
    let writer = OutputWriter()

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/Feed/FeedState.swift", generated("struct FeedState {\n    var items: [Int]\n}\n"))
        try folder.write("Sources/Feed/Old/OldEffect.swift", generated("// no longer produced\n"))
        try folder.write("Sources/Feed/MyExtension.swift", "extension FeedState {}\n")
        try folder.write("Sources/Feed/Notes.txt", generated("not a Swift file\n"))
        try folder.write("Tests/FeedTests.swift", generated("// tests\n"))
        try folder.write("Tests/OldTests.swift", generated("// old tests\n"))
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources"), tests: folder.url("Tests")) }

    var freshFiles: [GeneratedFile] {
        [
            GeneratedFile(root: .sources, relativePath: "Feed/FeedState.swift", contents: generated("struct FeedState {\n    var items: [Int]\n}\n")),
            GeneratedFile(root: .tests, relativePath: "FeedTests.swift", contents: generated("// tests\n")),
        ]
    }

    @Test func pruneRemovesOnlyGeneratedSwiftFilesNoLongerProduced() throws {
        let report = try writer.apply(try writer.plan(freshFiles, into: locations, options: WriteOptions(prune: true)))
        #expect(report.removed == 2)
        #expect(report.unchanged == 2)
        #expect(!folder.exists("Sources/Feed/Old/OldEffect.swift"))
        #expect(!folder.exists("Tests/OldTests.swift"))
        #expect(folder.read("Sources/Feed/MyExtension.swift") == "extension FeedState {}\n")
        #expect(folder.read("Sources/Feed/Notes.txt") == generated("not a Swift file\n"))
        #expect(folder.exists("Sources/Feed/FeedState.swift"))
    }

    @Test func withoutPruneExtraFilesAreListedAndKept() throws {
        let plan = try writer.plan(freshFiles, into: locations)
        #expect(plan.extraFiles == [folder.url("Sources/Feed/Old/OldEffect.swift"), folder.url("Tests/OldTests.swift")])
        #expect(!plan.isFresh)
        _ = try writer.apply(plan)
        #expect(folder.exists("Sources/Feed/Old/OldEffect.swift"))
        #expect(folder.exists("Tests/OldTests.swift"))
    }

    @Test func pruneDoesNotFollowSymlinksOutOfTheOutputFolder() throws {
        try folder.write("Elsewhere/Generated.swift", generated("// someone else's generated file\n"))
        try folder.symlink("Sources/Linked", to: folder.url("Elsewhere"))
        try folder.symlink("Sources/LinkedFile.swift", to: folder.url("Elsewhere/Generated.swift"))
        _ = try writer.apply(try writer.plan(freshFiles, into: locations, options: WriteOptions(prune: true)))
        #expect(folder.read("Elsewhere/Generated.swift") == generated("// someone else's generated file\n"))
        #expect(try folder.snapshot()["Sources/LinkedFile.swift"] == "-> " + folder.url("Elsewhere/Generated.swift"))
    }

    @Test func planningWritesNothing() throws {
        let before = try folder.snapshot()
        let files = freshFiles + [GeneratedFile(root: .sources, relativePath: "New/X.swift", contents: generated("x\n"))]
        let plan = try writer.plan(files, into: locations, options: WriteOptions(prune: true))
        #expect(!plan.isFresh)
        #expect(try folder.snapshot() == before)
    }

    @Test func checkFailsOnGeneratedFilesNoSpecProducesAndSaysHowToRemoveThem() throws {
        let plan = try writer.plan(freshFiles, into: locations)
        #expect(!plan.isFresh)
        #expect(plan.unifiedDiffs() == "")
        let sources = folder.url("Sources")
        let tests = folder.url("Tests")
        #expect(plan.checkDescription() == """
            extra: \(sources)/Feed/Old/OldEffect.swift
            extra: \(tests)/OldTests.swift
            2 generated files are no longer produced by any spec; run reduxgen with --prune to remove them.

            """)
    }

    @Test func checkIsFreshWhenEverythingMatches() throws {
        try FileManager.default.removeItem(atPath: folder.url("Sources/Feed/Old/OldEffect.swift"))
        try FileManager.default.removeItem(atPath: folder.url("Tests/OldTests.swift"))
        let plan = try writer.plan(freshFiles, into: locations)
        #expect(plan.isFresh)
        #expect(plan.checkDescription() == "All 2 generated files are up to date.\n")
    }

    @Test func aPlainRunNamesTheGeneratedFilesItKeeps() throws {
        let report = try writer.apply(try writer.plan(freshFiles, into: locations))
        #expect(report.summary == """
            Wrote to \(folder.url("Sources")), \(folder.url("Tests")): 0 created, 0 updated, 2 unchanged, 0 removed.
            2 generated files are no longer produced by any spec and kept:
              \(folder.url("Sources/Feed/Old/OldEffect.swift"))
              \(folder.url("Tests/OldTests.swift"))
            Run reduxgen again with --prune to remove them.
            """)
    }

    @Test func checkListsStaleMissingAndExtraFilesWithDiffs() throws {
        var files = freshFiles
        files[0].contents = generated("struct FeedState {\n    var items: [String]\n}\n")
        files.append(GeneratedFile(root: .sources, relativePath: "Feed/FeedAction.swift", contents: generated("enum FeedAction {}\n")))
        let plan = try writer.plan(files, into: locations, options: WriteOptions(prune: true))
        #expect(!plan.isFresh)
        let sources = String(folder.url("Sources").dropFirst())
        let tests = String(folder.url("Tests").dropFirst())
        #expect(plan.checkDescription() == """
            --- /dev/null
            +++ b/\(sources)/Feed/FeedAction.swift
            @@ -0,0 +1,2 @@
            +// Generated by reduxgen from specs/feed.yaml. Do not edit.
            +enum FeedAction {}
            --- a/\(sources)/Feed/FeedState.swift
            +++ b/\(sources)/Feed/FeedState.swift
            @@ -1,4 +1,4 @@
             // Generated by reduxgen from specs/feed.yaml. Do not edit.
             struct FeedState {
            -    var items: [Int]
            +    var items: [String]
             }
            --- a/\(sources)/Feed/Old/OldEffect.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -// Generated by reduxgen from specs/feed.yaml. Do not edit.
            -// no longer produced
            --- a/\(tests)/OldTests.swift
            +++ /dev/null
            @@ -1,2 +0,0 @@
            -// Generated by reduxgen from specs/feed.yaml. Do not edit.
            -// old tests
            stale: /\(sources)/Feed/FeedState.swift
            missing: /\(sources)/Feed/FeedAction.swift
            extra: /\(sources)/Feed/Old/OldEffect.swift
            extra: /\(tests)/OldTests.swift
            4 files out of date; run reduxgen --prune without --check to update.

            """)
    }

    @Test func dryRunNamesWhatWouldHappenToEachFile() throws {
        var files = freshFiles
        files[1].contents = generated("// new tests\n")
        files.append(GeneratedFile(root: .sources, relativePath: "Feed/FeedAction.swift", contents: generated("enum FeedAction {}\n")))
        let before = try folder.snapshot()
        let plan = try writer.plan(files, into: locations, options: WriteOptions(prune: true))
        let sources = folder.url("Sources")
        let tests = folder.url("Tests")
        #expect(plan.dryRunDescription() == """
            create    \(sources)/Feed/FeedAction.swift
            unchanged \(sources)/Feed/FeedState.swift
            remove    \(sources)/Feed/Old/OldEffect.swift
            update    \(tests)/FeedTests.swift
            remove    \(tests)/OldTests.swift
            Dry run: nothing was written.

            """)
        #expect(try folder.snapshot() == before)
    }

    @Test func displayPathsFollowTheFoldersAsTheUserNamedThem() throws {
        let writer = OutputWriter()
        let plan = try writer.plan(
            [GeneratedFile(root: .sources, relativePath: "Feed/FeedState.swift", contents: generated("changed\n"))],
            into: OutputLocations(sources: folder.url("Sources/")))
        #expect(plan.changes.map(\.displayPath) == [folder.url("Sources/Feed/FeedState.swift")])
    }
}
