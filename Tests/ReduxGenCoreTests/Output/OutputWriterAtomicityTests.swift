import Foundation
import Testing
@testable import ReduxGenCore

/// A run is all-or-nothing: when a write fails half way, the output folders are left exactly as they were.
@Suite struct OutputWriterAtomicityTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
        try folder.write("Sources/A.swift", generated("a old\n"))
        try folder.write("Sources/B.swift", generated("b old\n"))
        try folder.write("Sources/Stale.swift", generated("stale\n"))
        try folder.write("Sources/Mine.swift", "my own code\n")
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources")) }

    /// A run that updates A and B, creates C in a new folder and, with pruning, removes Stale.
    var files: [GeneratedFile] {
        [
            GeneratedFile(root: .sources, relativePath: "A.swift", contents: generated("a new\n")),
            GeneratedFile(root: .sources, relativePath: "B.swift", contents: generated("b new\n")),
            GeneratedFile(root: .sources, relativePath: "New/Deeper/C.swift", contents: generated("c new\n")),
        ]
    }

    func expectFailedRunLeavesFolderAsBefore(_ faults: FaultInjectingFileSystem, prune: Bool = false) throws -> DiagnosticsError {
        let writer = OutputWriter(fileSystem: faults)
        let plan = try writer.plan(files, into: locations, options: WriteOptions(prune: prune))
        let before = try folder.snapshot()
        let error = try #require(throws: DiagnosticsError.self) { try writer.apply(plan) }
        #expect(try folder.snapshot() == before)
        return error
    }

    @Test func aRenameFailingMidwayRollsBackEarlierFiles() throws {
        // Files are written in display-path order: A, B, then New/Deeper/C; C's rename fails.
        let error = try expectFailedRunLeavesFolderAsBefore(FaultInjectingFileSystem(failingRenameTargets: ["C.swift"]))
        let diagnostic = try #require(error.diagnostics.first)
        #expect(error.diagnostics.count == 1)
        #expect(diagnostic.location == .startOfFile(folder.url("Sources/New/Deeper/C.swift")))
        #expect(diagnostic.message.contains("Input/output error"))
        #expect(diagnostic.message.hasSuffix("nothing was changed"))
    }

    @Test func aRenameFailingOnTheSecondFileRestoresTheFirst() throws {
        _ = try expectFailedRunLeavesFolderAsBefore(FaultInjectingFileSystem(failingRenameTargets: ["B.swift"]))
        #expect(folder.read("Sources/A.swift") == generated("a old\n"))
    }

    @Test func anInterruptedWriteLeavesTheOldFileIntact() throws {
        let error = try expectFailedRunLeavesFolderAsBefore(FaultInjectingFileSystem(interruptedWriteTargets: ["B.swift"]))
        #expect(error.diagnostics.first?.message.contains("No space left on device") == true)
        #expect(folder.read("Sources/B.swift") == generated("b old\n"))
    }

    @Test func aFailedRemovalRestoresEverything() throws {
        let error = try expectFailedRunLeavesFolderAsBefore(
            FaultInjectingFileSystem(failingRemovals: ["Stale.swift"]), prune: true)
        #expect(error.diagnostics.first?.location == .startOfFile(folder.url("Sources/Stale.swift")))
    }

    @Test func theSameRunSucceedsWithoutFaults() throws {
        let writer = OutputWriter()
        let report = try writer.apply(try writer.plan(files, into: locations, options: WriteOptions(prune: true)))
        #expect(report == WriteReport(created: 1, updated: 2, unchanged: 0, removed: 1, folders: [folder.url("Sources")]))
        #expect(try folder.snapshot() == [
            "Sources": "<folder>",
            "Sources/A.swift": generated("a new\n"),
            "Sources/B.swift": generated("b new\n"),
            "Sources/Mine.swift": "my own code\n",
            "Sources/New": "<folder>",
            "Sources/New/Deeper": "<folder>",
            "Sources/New/Deeper/C.swift": generated("c new\n"),
        ])
    }
}

extension OutputWriterAtomicityTests {
    @Test func whatCannotBePutBackIsReported() throws {
        // C is created first (its folder sorts before the others), then A's rename fails; removing C fails too.
        let faults = FaultInjectingFileSystem(failingRenameTargets: ["A.swift"], failingRemovals: ["C.swift"])
        let writer = OutputWriter(fileSystem: faults)
        let files = [
            GeneratedFile(root: .sources, relativePath: "0/C.swift", contents: generated("c\n")),
            GeneratedFile(root: .sources, relativePath: "A.swift", contents: generated("a new\n")),
        ]
        let error = try #require(throws: DiagnosticsError.self) { try writer.write(files, into: locations) }
        try #require(error.diagnostics.count == 3)
        #expect(error.diagnostics[0].message.hasSuffix("the output folders could not be fully restored"))
        #expect(error.diagnostics[1].message.hasPrefix("could not restore '\(folder.url("Sources/0/C.swift"))'"))
        #expect(error.diagnostics[2].message.hasPrefix("could not remove the new folder '\(folder.url("Sources/0"))'"))
        #expect(folder.read("Sources/A.swift") == generated("a old\n"))
    }
}
