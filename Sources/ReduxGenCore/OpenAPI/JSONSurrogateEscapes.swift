/// Rewrites JSON's UTF-16 surrogate escapes, which libyaml refuses, into escapes it reads.
///
/// JSON writes a character beyond U+FFFF as two escapes (`"\ud83d\udc4d"` for 👍); YAML has `\U0001F44D`
/// for it, and libyaml rejects the pair as an invalid escape. In a JSON document (one that starts with `{`
/// or `[`), every pair inside a string becomes the 8-digit escape, and the two characters it saves are put
/// back as spaces after the string's closing quote, so the input keeps its length and every token after the
/// string keeps its line and column. A lone half of a pair, which is no character, becomes `\uFFFD` (U+FFFD,
/// the replacement character, also six characters), and its offset is reported.
enum JSONSurrogateEscapes {
    struct Result {
        var bytes: [UInt8]
        /// The byte offsets of lone surrogate escapes, each replaced by `\uFFFD`.
        var loneSurrogateOffsets: [Int]
    }

    static func rewrite(_ bytes: [UInt8]) -> Result {
        guard isJSON(bytes), mayHoldSurrogateEscape(bytes) else { return Result(bytes: bytes, loneSurrogateOffsets: []) }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var lone: [Int] = []
        var index = 0
        var inString = false
        var padding = 0
        while index < bytes.count {
            let byte = bytes[index]
            guard inString else {
                if byte == quote { inString = true }
                output.append(byte)
                index += 1
                continue
            }
            if byte == quote {
                output.append(byte)
                output += [UInt8](repeating: UInt8(ascii: " "), count: padding)
                padding = 0
                inString = false
                index += 1
                continue
            }
            guard byte == backslash, index + 1 < bytes.count else {
                output.append(byte)
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = codeUnit(bytes, at: index), (0xD800...0xDFFF).contains(unit) else {
                // Any other escape, copied whole so an escaped quote or backslash is never read as one.
                output += bytes[index...(index + 1)]
                index += 2
                continue
            }
            if (0xD800...0xDBFF).contains(unit), let low = codeUnit(bytes, at: index + 6), (0xDC00...0xDFFF).contains(low) {
                let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                output += Array("\\U".utf8) + hexDigits(scalar, count: 8)
                padding += 2
                index += 12
            } else {
                lone.append(index)
                output += Array("\\uFFFD".utf8)
                index += 6
            }
        }
        return Result(bytes: output, loneSurrogateOffsets: lone)
    }

    private static let quote = UInt8(ascii: "\"")
    private static let whiteSpace = [UInt8](" \t\n\r".utf8)
    private static let hexAlphabet = [UInt8]("0123456789ABCDEF".utf8)
    private static let backslash = UInt8(ascii: "\\")

    /// Whether the first byte that is not white space opens a JSON object or array.
    private static func isJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.first { !whiteSpace.contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    /// Whether `\u` followed by `d` or `D` occurs at all: most documents have no surrogate escape and are left
    /// as they are without a second pass.
    private static func mayHoldSurrogateEscape(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == backslash, bytes[index + 1] == UInt8(ascii: "u"), bytes[index + 2] | 0x20 == UInt8(ascii: "d") { return true }
            index += 1
        }
        return false
    }

    /// The value of the escape `\uXXXX` at `offset`, or `nil` when there is none.
    private static func codeUnit(_ bytes: [UInt8], at offset: Int) -> UInt32? {
        guard offset + 6 <= bytes.count, bytes[offset] == backslash, bytes[offset + 1] == UInt8(ascii: "u") else { return nil }
        var value: UInt32 = 0
        for byte in bytes[(offset + 2)..<(offset + 6)] {
            guard let digit = hexValue(byte) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static func hexDigits(_ value: UInt32, count: Int) -> [UInt8] {
        (0..<count).reversed().map { hexAlphabet[Int((value >> (4 * UInt32($0))) & 0xF)] }
    }
}
