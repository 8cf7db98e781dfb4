import Foundation

/// Finding bytes in the UTF-8 of generated text, for `SwiftLineWrapper`, which looks at every byte of every
/// generated file: `memchr` jumps to the next byte sought instead of testing each byte in a loop.
enum ByteSearch {
    /// The offset of the first `byte` in `bytes[start..<end]`, or `end` when there is none.
    static func offset(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, let base = bytes.baseAddress else { return end }
        guard let found = memchr(base + start, Int32(byte), end - start) else { return end }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// The offset of every `"""` in `bytes` (each quote that starts three in a row), in order: found in one
    /// pass over the whole text, rather than a search of each line, since most lines hold none.
    static func tripleQuoteOffsets(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        let quote = UInt8(ascii: "\"")
        var offsets: [Int] = []
        var position = offset(of: quote, in: bytes, from: 0, to: bytes.count)
        while position + 2 < bytes.count {
            if bytes[position + 1] == quote && bytes[position + 2] == quote { offsets.append(position) }
            position = offset(of: quote, in: bytes, from: position + 1, to: bytes.count)
        }
        return offsets
    }
}
