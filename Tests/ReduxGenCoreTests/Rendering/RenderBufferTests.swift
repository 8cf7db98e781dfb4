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

    @Test("removeAll forgets the bytes and keeps the memory for the next ones")
    func removeAllKeepsTheMemory() {
        let buffer = RenderBuffer()
        append(String(repeating: "x", count: 10_000), to: buffer)
        let storage = buffer.bytes.baseAddress
        buffer.removeAll()
        #expect(buffer.count == 0)
        #expect(buffer.last == nil)
        append("short", to: buffer)
        #expect(buffer.bytes.baseAddress == storage)
        #expect(String(decoding: buffer.bytes, as: UTF8.self) == "short")
    }
}
