/// The Swift source that embeds templates: one multi-line string literal per template, escaped so that
/// the literal's value is exactly the file's text (backslashes, quotes, carriage returns and other
/// control characters included).
struct EmbeddedTemplatesSource {
    var templates: [(name: String, text: String)]

    var text: String {
        var lines = [
            "// Generated from Templates/*.mustache by the EmbedTemplatesPlugin build plugin. Do not edit.",
            "",
            "/// The built-in templates, as they are in `Templates/`, sorted by name.",
            "enum EmbeddedTemplates {",
            "    static let files: [(name: String, text: String)] = [",
        ]
        for template in templates {
            lines.append("        (")
            lines.append("            name: \(Self.singleLineLiteral(template.name)),")
            lines.append("            text: \"\"\"")
            lines.append(Self.multiLineLiteralBody(template.text))
            lines.append("\"\"\"")
            lines.append("        ),")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines between the delimiters of a multi-line literal whose closing delimiter is at column 0,
    /// so no indentation is stripped. The line break before the closing delimiter is not part of the value.
    static func multiLineLiteralBody(_ text: String) -> String {
        var body = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\t": body.unicodeScalars.append(scalar)
            default: body += escaped(scalar)
            }
        }
        return body
    }

    static func singleLineLiteral(_ text: String) -> String {
        "\"" + text.unicodeScalars.map(escaped).joined() + "\""
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\\": return "\\\\"
        case "\"": return "\\\""
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                return "\\u{" + String(scalar.value, radix: 16) + "}"
            }
            return String(scalar)
        }
    }
}
