/// Turns a byte offset into the 1-based line and column a reader sees, counting columns in Unicode
/// scalars as libyaml does. Used for problems libyaml reports by byte offset and for byte-level checks.
struct SourceByteLocator {
    let bytes: [UInt8]
    let file: String

    /// The location of the byte at `offset` (clamped to the input).
    func location(ofByteAt offset: Int) -> SourceLocation {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = 0
        while index < end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                line += 1
                column = 1
            } else if !UTF8InputValidator.isContinuationByte(byte) {
                column += 1
            }
            index += 1
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The character at a 1-based line and column, or `nil` past the end of the line or the input.
    func character(at location: SourceLocation) -> Unicode.Scalar? {
        var line = 1
        var index = 0
        while line < location.line {
            guard let breakIndex = bytes[index...].firstIndex(where: { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }) else {
                return nil
            }
            index = breakIndex + 1
            if bytes[breakIndex] == UInt8(ascii: "\r") && index < bytes.count && bytes[index] == UInt8(ascii: "\n") {
                index += 1
            }
            line += 1
        }
        var scalars = String(decoding: bytes[index...].prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }, as: UTF8.self)
            .unicodeScalars.makeIterator()
        for _ in 1..<max(location.column, 1) {
            guard scalars.next() != nil else { return nil }
        }
        return scalars.next()
    }
}
