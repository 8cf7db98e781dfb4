import Foundation
import Testing
@testable import ReduxGenCore

/// Whatever size the generator writes, its next run reads it back: a file over the 16 MiB read limit (a
/// spec of thousands of endpoints writes one) is unchanged on a no-op run and fresh for `--check`.
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
        #expect(file.contents.utf8.count > OutputWriter.maximumFileSize)
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

    @Test func theReadLimitIsTwiceTheLargestGeneratedFileAboveTheFloor() {
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: 0) == 16 * 1024 * 1024)
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: 20_000_000) == 40_000_000)
        #expect(OutputWriter.readLimit(forLargestGeneratedFile: Int.max) == Int.max - 1)
    }
}
