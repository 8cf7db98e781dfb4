/// Writes the Swift string expression of a `template:` value: its text with each placeholder's text
/// interpolated, e.g. `"Bearer \(token)"`.
enum TemplateInterpolation {
    /// A piece of the expression: literal text, or a Swift expression giving a `String`.
    enum Part: Equatable, Sendable {
        case text(String)
        case expression(String)
    }

    /// A string literal holding the parts in order. An expression that throws (a date's text starts with
    /// `try`) is interpolated without its `try`, and the whole literal is marked `try` instead, the one
    /// place Swift accepts it.
    static func interpolation(_ parts: [Part]) -> String {
        var throwing = false
        var body = ""
        for part in parts {
            switch part {
            case .text(let text):
                body += String(SwiftLiteralSource.stringLiteral(text).dropFirst().dropLast())
            case .expression(let expression):
                var expression = expression
                if expression.hasPrefix("try ") {
                    throwing = true
                    expression.removeFirst(4)
                }
                body += "\\(" + expression + ")"
            }
        }
        return (throwing ? "try " : "") + "\"" + body + "\""
    }

    /// The parts of `template`: its text as it is, each placeholder as `placeholder` writes it.
    static func parts(
        of template: StringTemplate, _ placeholder: (ValueSource) throws(UnresolvedReference) -> Part
    ) throws(UnresolvedReference) -> [Part] {
        var parts: [Part] = []
        for segment in template.segments {
            switch segment {
            case .text(let text): parts.append(.text(text))
            case .placeholder(let source): parts.append(try placeholder(source))
            }
        }
        return parts
    }
}
