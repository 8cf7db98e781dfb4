/// Text written as a quoted string of a language reduxgen writes: one loop, with each language's escape for
/// a control character.
enum QuotedText {
    /// `text` as a JSON string: `"`, `\` and control characters (and DEL) escaped, everything else as it
    /// is. YAML reads the same text back as a double-quoted scalar, so the YAML writer uses it too.
    static func json(_ text: String) -> String {
        quoted(text) { scalar in
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// A Swift string literal holding exactly `text`.
    static func swift(_ text: String) -> String {
        quoted(text) { scalar in
            scalar == "\0" ? "\\0" : "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }

    /// `text` between double quotes, with `"`, `\`, newline, carriage return and tab escaped as both
    /// languages write them, and every other control character (and DEL) written by `escapeControl`.
    ///
    /// Most text has nothing to escape: that is found on its UTF-8 bytes (each character escaped is one ASCII
    /// byte, which never occurs inside another character's bytes), and the text is then put between quotes
    /// as it is, instead of being appended a scalar at a time.
    private static func quoted(_ text: String, escapeControl: (Unicode.Scalar) -> String) -> String {
        if !needsEscaping(text) { return enclosed(text, by: "\"") }
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    quoted += escapeControl(scalar)
                } else {
                    quoted.unicodeScalars.append(scalar)
                }
            }
        }
        return quoted + "\""
    }

    /// `text` with the ASCII character `quote` before and after it, made in one allocation: two string
    /// concatenations cost about 250 instructions each, and templates quote tens of thousands of strings a
    /// run.
    static func enclosed(_ text: String, by quote: Unicode.Scalar) -> String {
        precondition(quote.isASCII, "a quote is one ASCII character")
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: bytes.count + 2) { buffer in
                buffer[0] = UInt8(ascii: quote)
                if let source = bytes.baseAddress {
                    (buffer.baseAddress.unsafelyUnwrapped + 1).update(from: source, count: bytes.count)
                }
                buffer[bytes.count + 1] = UInt8(ascii: quote)
                return bytes.count + 2
            }
        }
    }

    /// Whether `text` holds a `"`, a `\`, a control character or DEL.
    private static func needsEscaping(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
        }
    }
}
