/// Makes message text safe to print: control characters, line and paragraph separators, and the
/// characters that change the direction of text (such as U+202E RIGHT-TO-LEFT OVERRIDE) are written as
/// escapes (`\n`, `\u{202E}`), so a name taken from a spec can neither break a diagnostic over several
/// lines nor make a terminal show something other than what the spec holds.
enum MessageEscaping {
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            guard needsEscape(scalar) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return result
    }

    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return scalar.properties.isBidiControl
        }
    }
}

extension Diagnostic {
    /// This diagnostic with its message and its notes' messages escaped for printing.
    var escapedForPrinting: Diagnostic {
        var copy = self
        copy.message = MessageEscaping.escaped(message)
        copy.notes = notes.map(\.escapedForPrinting)
        return copy
    }
}
