import Foundation
import Testing
@testable import ReduxGenCore

@Suite("Rendering: the buffer rendered text is written into")
struct RenderBufferTests {
    private func append(_ text: String, to buffer: RenderBuffer) {
        var text = text
        text.withUTF8 { buffer.append($0) }
    }

    @Test("pieces appended across many doublings read back in order")
    func piecesReadBackInOrder() {
        let buffer = RenderBuffer()
        var expected: [UInt8] = []
        for index in 0..<20_000 {
            let piece = "piece \(index)\n"
            append(piece, to: buffer)
            expected.append(contentsOf: piece.utf8)
        }
        #expect(buffer.count == expected.count)
        #expect(Array(buffer.bytes) == expected)
        #expect(buffer.last == UInt8(ascii: "\n"))
        #expect(buffer[0] == UInt8(ascii: "p"))
    }

    @Test("an empty buffer has no bytes and no last byte; appending nothing changes nothing")
    func emptyBuffer() {
        let buffer = RenderBuffer()
        #expect(buffer.count == 0)
        #expect(buffer.bytes.isEmpty)
        #expect(buffer.last == nil)
        append("", to: buffer)
        #expect(buffer.count == 0)
    }

    private func text(of buffer: RenderBuffer) -> String {
        String(decoding: buffer.bytes, as: UTF8.self)
    }

    @Test("replacements that make the text longer are made in place, each where its range was")
    func growingReplacementsInPlace() {
        let buffer = RenderBuffer()
        append("aa|bb|cc|dd", to: buffer)
        buffer.replaceSubranges([
            (range: 0..<2, bytes: Array("AAAA".utf8)),
            (range: 6..<8, bytes: Array("C\nC\nC".utf8)),
            (range: 9..<11, bytes: Array("DD".utf8)),
        ])
        #expect(text(of: buffer) == "AAAA|bb|C\nC\nC|DD")
        #expect(buffer.count == 16)
    }

    @Test("a replacement that makes the text shorter before a longer one still lands in its place")
    func shrinkingReplacementFallsBackToACopy() {
        let buffer = RenderBuffer()
        append("long-line|x|y", to: buffer)
        buffer.replaceSubranges([
            (range: 0..<9, bytes: Array("L".utf8)),
            (range: 10..<11, bytes: Array("XXXXXXXXXXXXXXXX".utf8)),
        ])
        #expect(text(of: buffer) == "L|XXXXXXXXXXXXXXXX|y")
        append("!", to: buffer)
        #expect(text(of: buffer) == "L|XXXXXXXXXXXXXXXX|y!")
    }

    @Test("replacements in a text that grew over many pages keep every byte around them")
    func replacementsInALargeText() {
        let buffer = RenderBuffer()
        var expected = ""
        var replacements: [(range: Range<Int>, bytes: [UInt8])] = []
        for index in 0..<5_000 {
            let line = "line \(index)\n"
            if index % 7 == 0 {
                replacements.append((range: buffer.count..<(buffer.count + line.utf8.count - 1), bytes: Array("LINE \(index)\n  wrapped".utf8)))
                expected += "LINE \(index)\n  wrapped\n"
            } else {
                expected += line
            }
            append(line, to: buffer)
        }
        buffer.replaceSubranges(replacements)
        #expect(text(of: buffer) == expected)
    }

    @Test("an empty replacement removes its range, and no replacements change nothing")
    func emptyReplacements() {
        let buffer = RenderBuffer()
        buffer.replaceSubranges([])
        #expect(buffer.count == 0)
        append("abc|def", to: buffer)
        buffer.replaceSubranges([(range: 3..<7, bytes: [])])
        #expect(text(of: buffer) == "abc")
        buffer.replaceSubranges([(range: 0..<0, bytes: Array(">".utf8))])
        #expect(text(of: buffer) == ">abc")
    }

    @Test("takeData hands the bytes over and leaves the buffer empty, ready for new text")
    func takeDataHandsTheBytesOver() {
        let buffer = RenderBuffer()
        append(String(repeating: "x", count: 10_000), to: buffer)
        let data = buffer.takeData()
        #expect(data == Data(String(repeating: "x", count: 10_000).utf8))
        #expect(buffer.count == 0)
        #expect(buffer.bytes.isEmpty)
        append("next", to: buffer)
        #expect(text(of: buffer) == "next")
        #expect(RenderBuffer().takeData().isEmpty)
    }
}
