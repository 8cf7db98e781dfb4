/// The Swift source of `Sources/ReduxGenCore/Rendering/EmbeddedTemplates.swift`: every template of
/// `Templates/` as a multi-line string literal, escaped so that the literal's value is exactly the file's
/// text (backslashes, quotes, carriage returns and other control characters included).
struct EmbeddedTemplatesSource {
    /// The command that rewrites the committed file from `Templates/`.
    static let recordCommand = "REDUXGEN_RECORD_EMBEDDED_TEMPLATES=1 swift test --filter BuiltInTemplatesTests"

    /// The templates, sorted by name.
    var templates: [(name: String, text: String)]

    var text: String {
        var lines = [
            "// Generated from Templates/*.mustache. Do not edit: change Templates/, then run",
            "//   \(Self.recordCommand)",
            "// (`swift test` fails while this file and Templates/ differ).",
            "",
            "/// The built-in templates, as they are in `Templates/`, sorted by name.",
            "enum EmbeddedTemplates {",
            "    static let files: [(name: String, text: String)] = [",
        ]
        for template in templates {
            lines.append("        (")
            lines.append("            name: \"\(Self.escaped(template.name, keepingLineBreaks: false))\",")
            lines.append("            text: \"\"\"")
            lines.append(Self.escaped(template.text, keepingLineBreaks: true))
            lines.append("\"\"\"")
            lines.append("        ),")
        }
        lines.append("    ]")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` escaped for a string literal. In a multi-line literal whose closing delimiter is at
    /// column 0, line feeds and tabs can stay as they are; no indentation is stripped, and the line
    /// break before the closing delimiter is not part of the value.
    static func escaped(_ text: String, keepingLineBreaks: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineBreaks, "\t" where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
