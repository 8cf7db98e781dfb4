import Foundation
import Testing
@testable import ReduxGenCore

/// A run killed while it renamed its new files into place leaves its switch journal; the next run
/// finishes the switch, so the output folders hold one run's complete set of files.
@Suite struct OutputWriterInterruptedRunTests {
    let folder: TemporaryFolder
    let writer = OutputWriter()

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", generated("a old\n"))
        try folder.write("Sources/B.swift", generated("b old\n"))
        try folder.write("Sources/Gone.swift", generated("gone\n"))
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources")) }

    /// The state a run leaves when killed after renaming A but before renaming B and removing Gone.
    func interruptAfterTheFirstRename() throws {
        let temporaryA = try writer.writeTemporaryFile(beside: folder.url("Sources/A.swift"), contents: Data(generated("a new\n").utf8))
        let temporaryB = try writer.writeTemporaryFile(beside: folder.url("Sources/B.swift"), contents: Data(generated("b new\n").utf8))
        let journal = SwitchJournal(steps: [
            .rename(temporary: temporaryA, target: folder.url("Sources/A.swift")),
            .rename(temporary: temporaryB, target: folder.url("Sources/B.swift")),
            .remove(target: folder.url("Sources/Gone.swift")),
        ])
        try journal.encoded().write(to: URL(fileURLWithPath: folder.url("Sources/.reduxgen-journal")))
        try RealFileSystem().moveReplacing(from: temporaryA, to: folder.url("Sources/A.swift"))
    }

    @Test func theNextRunFinishesTheSwitch() throws {
        try interruptAfterTheFirstRename()
        #expect(try writer.finishInterruptedRun(in: locations) == 2)
        #expect(try folder.snapshot() == [
            "Sources": "<folder>",
            "Sources/A.swift": generated("a new\n"),
            "Sources/B.swift": generated("b new\n"),
        ])
        #expect(try writer.finishInterruptedRun(in: locations) == 0)
    }

    @Test func checkReportsAnInterruptedRun() throws {
        try interruptAfterTheFirstRename()
        let plan = try writer.plan([], into: locations)
        #expect(plan.interruptedRunJournal == folder.url("Sources/.reduxgen-journal"))
        #expect(!plan.isFresh)
        let text = plan.checkDescription()
        #expect(text.contains("interrupted: \(folder.url("Sources/.reduxgen-journal"))"), "\(text)")
        #expect(text.contains("run reduxgen to finish it"), "\(text)")
    }

    /// The temporary file still to be renamed is part of the switch the next run finishes (docs/writing.md,
    /// "Interrupted runs"), not a leftover it removes; a temporary file no journal names is one.
    @Test func checkAndDryRunListATemporaryFileTheJournalRenamesUnderTheSwitch() throws {
        try interruptAfterTheFirstRename()
        let stray = try writer.writeTemporaryFile(beside: folder.url("Sources/C.swift"), contents: Data("c\n".utf8))
        let plan = try writer.plan([], into: locations)
        #expect(plan.leftoverTemporaryFiles == [stray])
        #expect(!plan.checkDescription().contains(".B.swift."), "\(plan.checkDescription())")
        let dryRun = plan.dryRunDescription()
        #expect(!dryRun.contains(".B.swift."), "\(dryRun)")
        #expect(dryRun.contains("remove    \(stray) (a temporary file an interrupted run left)"), "\(dryRun)")
        #expect(dryRun.contains("finish    \(folder.url("Sources/.reduxgen-journal"))"), "\(dryRun)")
    }

    @Test func aJournalNamingAPathOutsideTheOutputFoldersIsRefused() throws {
        try folder.write("Elsewhere/X.swift", generated("x\n"))
        let journal = SwitchJournal(steps: [.remove(target: folder.url("Elsewhere/X.swift"))])
        try journal.encoded().write(to: URL(fileURLWithPath: folder.url("Sources/.reduxgen-journal")))
        let error = try #require(throws: DiagnosticsError.self) { try writer.finishInterruptedRun(in: locations) }
        #expect(error.isIOFailure)
        #expect(error.diagnostics.first?.message.contains("outside this run's output folders") == true)
        #expect(folder.exists("Elsewhere/X.swift"))
    }

    /// docs/writing.md ("When a run is interrupted"): nothing is ever written outside the output folders,
    /// and a journal whose path leaves them is refused before anything is done, whether through a symbolic
    /// link inside an output folder or through `..`.
    @Test func aJournalReachingOutThroughALinkOrDotDotIsRefused() throws {
        try folder.write("Elsewhere/Victim.swift", generated("victim\n"))
        try FileManager.default.createSymbolicLink(atPath: folder.url("Sources/link"), withDestinationPath: folder.url("Elsewhere"))
        for target in [folder.url("Sources/link/Victim.swift"), folder.url("Sources/../Elsewhere/Victim.swift")] {
            let journal = SwitchJournal(steps: [.remove(target: target), .remove(target: folder.url("Sources/Gone.swift"))])
            try journal.encoded().write(to: URL(fileURLWithPath: folder.url("Sources/.reduxgen-journal")))

            let error = try #require(throws: DiagnosticsError.self) { try writer.finishInterruptedRun(in: locations) }

            #expect(error.isIOFailure)
            #expect(error.diagnostics.first?.message.contains("outside this run's output folders") == true, "\(error)")
            #expect(folder.exists("Elsewhere/Victim.swift"))
            #expect(folder.exists("Sources/Gone.swift"), "nothing of such a journal is done")
        }
    }

    /// A run only renames its own temporary files, each beside its target: a journal that would move any
    /// other file into place (a user's file from elsewhere) is refused.
    @Test func aJournalRenamingAFileThatIsNoTemporaryFileIsRefused() throws {
        try folder.write("Sources/notes.txt", "the user's notes\n")
        let journal = SwitchJournal(steps: [.rename(temporary: folder.url("Sources/notes.txt"), target: folder.url("Sources/Notes.swift"))])
        try journal.encoded().write(to: URL(fileURLWithPath: folder.url("Sources/.reduxgen-journal")))

        let error = try #require(throws: DiagnosticsError.self) { try writer.finishInterruptedRun(in: locations) }

        #expect(error.isIOFailure)
        #expect(error.diagnostics.first?.message.contains("which is not a temporary file beside") == true, "\(error)")
        #expect(folder.read("Sources/notes.txt") == "the user's notes\n")
        #expect(!folder.exists("Sources/Notes.swift"))
    }

    /// docs/writing.md: a file without the generated header is never overwritten, not even by finishing an
    /// interrupted run whose journal names it.
    @Test func aJournalThatWouldReplaceAUsersFileIsRefused() throws {
        try folder.write("Sources/Precious.swift", "// the user's own file\n")
        let temporary = try writer.writeTemporaryFile(beside: folder.url("Sources/A.swift"), contents: Data(generated("x\n").utf8))
        let journal = SwitchJournal(steps: [
            .rename(temporary: temporary, target: folder.url("Sources/Precious.swift")),
            .remove(target: folder.url("Sources/Gone.swift")),
        ])
        try journal.encoded().write(to: URL(fileURLWithPath: folder.url("Sources/.reduxgen-journal")))
        let error = try #require(throws: DiagnosticsError.self) { try writer.finishInterruptedRun(in: locations) }
        #expect(error.isIOFailure)
        #expect(error.diagnostics.first?.message.contains("which is not a generated file") == true)
        #expect(folder.read("Sources/Precious.swift") == "// the user's own file\n")
        #expect(folder.exists("Sources/Gone.swift"), "nothing of such a journal is done")
    }

    @Test func anUnreadableJournalIsAnIOError() throws {
        try folder.write("Sources/.reduxgen-journal", "not json")
        let error = try #require(throws: DiagnosticsError.self) { try writer.finishInterruptedRun(in: locations) }
        #expect(error.isIOFailure)
        #expect(folder.read("Sources/A.swift") == generated("a old\n"))
    }

    @Test func aCompletedRunLeavesNoJournalOrTemporaryFile() throws {
        let files = [
            GeneratedFile(root: .sources, relativePath: "A.swift", contents: generated("a new\n")),
            GeneratedFile(root: .sources, relativePath: "B.swift", contents: generated("b old\n")),
        ]
        _ = try writer.write(files, into: locations, options: WriteOptions(prune: true))
        #expect(try folder.snapshot() == [
            "Sources": "<folder>",
            "Sources/A.swift": generated("a new\n"),
            "Sources/B.swift": generated("b old\n"),
        ])
    }

    @Test func theJournalRoundTrips() {
        let journal = SwitchJournal(steps: [.rename(temporary: "/a/.x.1234ABCD.reduxgen-tmp", target: "/a/x"), .remove(target: "/a/y")])
        #expect(SwitchJournal.decode(journal.encoded()) == journal)
    }
}
