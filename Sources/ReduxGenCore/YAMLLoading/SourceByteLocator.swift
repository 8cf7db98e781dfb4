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
}
