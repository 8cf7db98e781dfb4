import Foundation
import Testing
@testable import ReduxGenCore

/// The stamp of a run: its text form, and when it still describes the files on disk.
@Suite struct GenerationStampTests {
    let folder: TemporaryFolder

    init() throws {
        folder = try TemporaryFolder()
    }

    func stamp(of files: [String: String], digest: String = "inputs-1") throws -> GenerationStamp {
        let writer = OutputWriter()
        let generatedFiles = files.map { GeneratedFile(root: .sources, relativePath: $0.key, contents: $0.value) }
        let plan = try writer.plan(generatedFiles, into: OutputLocations(sources: folder.url("Out"), tests: nil))
        _ = try writer.apply(plan)
        return GenerationStamp(inputDigest: digest, applied: plan)
    }

    @Test func isCurrentRightAfterTheRunWithTheSameInputs() throws {
        let stamp = try stamp(of: ["A.swift": generated("struct A {}\n"), "B.swift": generated("struct B {}\n")])
        #expect(stamp.files.count == 2)
        #expect(stamp.isCurrent(for: "inputs-1"))
        #expect(stamp.unchangedSummary == "Wrote to \(folder.url("Out")): 0 created, 0 updated, 2 unchanged, 0 removed.")
    }

    @Test func otherInputsMakeItStale() throws {
        let stamp = try stamp(of: ["A.swift": generated("struct A {}\n")])
        #expect(!stamp.isCurrent(for: "inputs-2"))
    }

    @Test func anEditedFileMakesItStaleEvenWithTheSameSize() throws {
        let stamp = try stamp(of: ["A.swift": generated("struct A {}\n")])
        try folder.write("Out/A.swift", generated("struct Z {}\n"))
        #expect(!stamp.isCurrent(for: "inputs-1"))
    }

    @Test func aRemovedFileMakesItStale() throws {
        let stamp = try stamp(of: ["A.swift": generated("struct A {}\n"), "B.swift": generated("struct B {}\n")])
        try FileManager.default.removeItem(atPath: folder.url("Out/B.swift"))
        #expect(!stamp.isCurrent(for: "inputs-1"))
    }

    @Test func aFolderInPlaceOfAFileMakesItStale() throws {
        let stamp = try stamp(of: ["A.swift": generated("struct A {}\n")])
        try FileManager.default.removeItem(atPath: folder.url("Out/A.swift"))
        try folder.makeFolder("Out/A.swift")
        #expect(!stamp.isCurrent(for: "inputs-1"))
    }

    @Test func textRoundTrips() throws {
        let stamp = GenerationStamp(
            inputDigest: "0123456789abcdef0123456789abcdef",
            inputFiles: ["specs/feed.yaml", "specs/pets openapi.json"],
            diagnosticsText: "feed.yaml:3:1: warning: w\n",
            folders: ["Sources/Features", "Tests/Feature Tests"],
            files: [GenerationStamp.File(path: "/tmp/a folder/A.swift", byteCount: 12, digest: "ffff0000ffff0000ffff0000ffff0000")]
        )
        #expect(stamp.text == """
            reduxgen generation stamp 2
            inputs 0123456789abcdef0123456789abcdef
            input specs/feed.yaml
            input specs/pets openapi.json
            diagnostics ZmVlZC55YW1sOjM6MTogd2FybmluZzogdwo=
            folder Sources/Features
            folder Tests/Feature Tests
            file 12 ffff0000ffff0000ffff0000ffff0000 /tmp/a folder/A.swift

            """)
        #expect(GenerationStamp(text: stamp.text) == stamp)
    }

    @Test func unreadableTextIsNoStamp() {
        #expect(GenerationStamp(text: "") == nil)
        #expect(GenerationStamp(text: "reduxgen generation stamp 0\ninputs x\n") == nil)
        #expect(GenerationStamp(text: "reduxgen generation stamp 1\ninputs x\n") == nil, "an older format")
        #expect(GenerationStamp(text: "reduxgen generation stamp 2\ninputs x\nfile twelve d /a\n") == nil)
        #expect(GenerationStamp(text: "reduxgen generation stamp 2\ninputs x\nsomething else\n") == nil)
        #expect(GenerationStamp(text: "reduxgen generation stamp 2\ninputs x\ndiagnostics not base64!\n") == nil)
        #expect(GenerationStamp(text: "reduxgen generation stamp 2\ninputs x") == nil, "a stamp cut short")
    }

    @Test func digestsTellPartsApart() {
        func digest(_ parts: [String]) -> String {
            var digest = InputDigest()
            for part in parts { digest.add(part) }
            return digest.hex
        }
        #expect(digest(["ab", "c"]) == digest(["ab", "c"]))
        #expect(digest(["ab", "c"]) != digest(["a", "bc"]))
        #expect(digest(["ab"]) != digest(["ab", ""]))
        #expect(digest([]).count == 32)
        #expect(InputDigest.hex(of: Data("x".utf8)) == digest(["x"]))
    }

    @Test func everyByteOfAPartCountsWhereverItIs() {
        // 40 bytes: two blocks of 16, whose first and second words go to different hashes, and 8 bytes left.
        let original = Data((0..<40).map { UInt8($0) })
        let digest = InputDigest.hex(of: original)
        for position in original.indices {
            var changed = original
            changed[position] ^= 0x01
            #expect(InputDigest.hex(of: changed) != digest, "byte \(position)")
        }
    }
}
