import Mustache

/// Parses one template with the Mustache engine, set up for Swift output, and turns parse errors into
/// located diagnostics.
///
/// The engine escapes `{{name}}` for HTML by default, and resets to that default in every partial. Swift
/// code must come out as it is, so each template is parsed with a `{{% CONTENT_TYPE: TEXT }}` pragma line
/// put before its text. The pragma stands alone on its line, so it adds nothing to the output; error
/// positions are moved back by that one line.
enum TemplateParser {
    /// The line put before every template's text.
    static let plainTextPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    /// The deepest nesting of sections a template may have. The engine parses nested sections
    /// recursively, so a hostile template must not be handed to it unchecked.
    static let maximumSectionDepth = 64

    /// The parsed template, or a diagnostic at the place the engine stopped.
    static func parse(_ source: TemplateSource) -> Result<MustacheTemplate, DiagnosticsError> {
        if let tooDeep = firstTagBeyondMaximumDepth(in: source.text) {
            let location = SourceLocation(file: source.path, line: tooDeep.line, column: tooDeep.column)
            return .failure(DiagnosticsError(.error("sections are nested more than \(maximumSectionDepth) deep", at: location)))
        }
        do {
            return .success(try MustacheTemplate(string: plainTextPragma + source.text))
        } catch let error as MustacheTemplate.ParserError {
            let location = SourceLocation(
                file: source.path,
                line: max(1, error.context.lineNumber - 1),
                column: max(1, error.context.columnNumber)
            )
            return .failure(DiagnosticsError(.error(message(for: error.error), at: location)))
        } catch {
            return .failure(DiagnosticsError(.error("invalid template: \(error)", at: .startOfFile(source.path))))
        }
    }

    /// The first section tag that opens a section deeper than `maximumSectionDepth`, if any.
    static func firstTagBeyondMaximumDepth(in text: String) -> MustacheTagScanner.Tag? {
        var scanner = MustacheTagScanner(text)
        var depth = 0
        while let tag = scanner.nextTag() {
            switch tag.body.first {
            case "#", "^", "$", "<":
                depth += 1
                if depth > maximumSectionDepth { return tag }
            case "/":
                depth = max(0, depth - 1)
            default:
                break
            }
        }
        return nil
    }

    /// A message for each error the engine reports.
    static func message(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            return "unexpected end of template: a tag is not closed"
        }
        switch error {
        case .sectionCloseNameIncorrect:
            return "this closing tag does not match the section it closes"
        case .unfinishedName:
            return "unfinished tag: expected a name followed by '}}'"
        case .expectedSectionEnd:
            return "a section is not closed: expected '{{/name}}' before the end of the template"
        case .invalidSetDelimiter:
            return "malformed set-delimiter tag: expected '{{=START END=}}'"
        case .transformAppliedToInheritanceSection:
            return "a transform cannot be applied to a block ('{{$name}}')"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            return "only block definitions ('{{$name}}...{{/name}}') may appear inside '{{<parent}}'"
        case .invalidConfigVariableSyntax:
            return "malformed pragma: expected '{{% NAME: VALUE }}'"
        case .unrecognisedConfigVariable:
            return "unknown pragma: the only one is '{{% CONTENT_TYPE: TEXT }}' (or HTML)"
        }
    }
}
