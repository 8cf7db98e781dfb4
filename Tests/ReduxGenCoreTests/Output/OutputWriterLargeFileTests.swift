import Foundation
import Testing
@testable import ReduxGenCore

/// Whatever size the generator writes, its next run reads it back: a file of 17.3 MB (a spec of 5,000
/// endpoints writes one) is unchanged on a no-op run, fresh for `--check`, and removed by `--prune` when a
/// later run produces only small files.
@Suite struct OutputWriterLargeFileTests {
    let folder: TemporaryFolder
    let writer = OutputWriter()

    init() throws {
        folder = try TemporaryFolder()
    }

    var locations: OutputLocations { OutputLocations(sources: folder.url("Sources"), tests: folder.url("Tests")) }

    /// A generated tests file of 17.3 MB, the size 5,000 endpoints give.
    static func largeFile(_ filler: Character = "x") -> GeneratedFile {
        let line = "    // " + String(repeating: filler, count: 92) + "\n"
        let body = String(repeating: line, count: 17_300_000 / line.utf8.count)
        return GeneratedFile(root: .tests, relativePath: "HugeTests.swift", contents: generated(body))
    }

    @Test func aFileLargerThanTheReadLimitIsReadBackOnTheNextRun() throws {
        let file = Self.largeFile()
        #expect(file.contents.utf8.count > 16 * 1024 * 1024)
        let first = try writer.write([file], into: locations)
        #expect(first.created == 1)

        let check = try writer.plan([file], into: locations)
        #expect(check.isFresh)
        let again = try writer.apply(check)
        #expect(again == WriteReport(unchanged: 1, folders: [folder.url("Sources"), folder.url("Tests")]))
    }

    @Test func aLargeGeneratedFileIsUpdatedInPlace() throws {
        _ = try writer.write([Self.largeFile("x")], into: locations)
        let report = try writer.write([Self.largeFile("y")], into: locations)
        #expect(report.updated == 1)
        #expect(folder.read("Tests/HugeTests.swift") == Self.largeFile("y").contents)
    }

    @Test func aLargeGeneratedFileNoLongerProducedIsComparedAndPruned() throws {
        let small = GeneratedFile(root: .tests, relativePath: "SmallTests.swift", contents: generated("// small\n"))
        _ = try writer.write([Self.largeFile(), small], into: locations)

        let check = try writer.plan([small], into: locations)
        #expect(!check.isFresh)
        let report = try writer.apply(try writer.plan([small], into: locations, options: WriteOptions(prune: true)))
        #expect(report.removed == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.url("Tests/HugeTests.swift")))
    }

    @Test func theReadLimitIsTwiceTheLargestGeneratedFileAboveTheFloor() {
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: 0) == 256 * 1024 * 1024)
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: 200_000_000) == 400_000_000)
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: Int.max) == Int.max - 1)
    }
}
