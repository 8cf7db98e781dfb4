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

    /// `text` with `quote` before and after it.
    static func enclosed(_ text: String, by quote: Unicode.Scalar) -> String {
        String(quote) + text + String(quote)
    }

    /// Whether `text` holds a `"`, a `\`, a control character or DEL. Each of them is one ASCII byte, which
    /// never occurs inside another character's UTF-8 bytes.
    private static func needsEscaping(_ text: String) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }
}
