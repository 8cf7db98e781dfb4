import Mustache

/// Parses one template with swift-mustache and turns a parse error into a located diagnostic.
enum TemplateParser {
    /// The deepest nesting of sections a template may have, so a hostile template cannot exhaust the
    /// stack of the parser.
    static let maximumSectionDepth = 64

    /// Put before every template: generated code is text, so nothing is escaped for HTML.
    static let plainTextPragma = "{{% CONTENT_TYPE: TEXT }}\n"

    /// The parsed template, or a diagnostic at the place the parser stopped.
    ///
    /// A built-in template is not scanned for nesting first: the tests check that no built-in nests too
    /// deep.
    static func parse(_ source: TemplateSource) -> Result<MustacheTemplate, DiagnosticsError> {
        if !TemplateSet.isUnchangedBuiltIn(source), let tooDeep = firstTagBeyondMaximumDepth(in: source.text) {
            let location = SourceLocation(file: source.path, line: tooDeep.line, column: tooDeep.column)
            return .failure(DiagnosticsError(.error("sections are nested more than \(maximumSectionDepth) deep", at: location)))
        }
        do {
            return .success(try MustacheTemplate(string: plainTextPragma + source.text))
        } catch let error as MustacheTemplate.ParserError {
            // The pragma line is not the user's: positions move back by it.
            let location = SourceLocation(
                file: source.path,
                line: max(1, error.context.lineNumber - 1),
                column: max(1, error.context.columnNumber)
            )
            return .failure(DiagnosticsError(.error(message(for: error.error), at: location)))
        } catch {
            return .failure(DiagnosticsError(.error("\(error)", at: .startOfFile(source.path))))
        }
    }

    /// The first section tag that opens a section deeper than `maximumSectionDepth`, if any.
    static func firstTagBeyondMaximumDepth(in text: String) -> MustacheTagScanner.Tag? {
        var depth = 0
        for tag in MustacheTagScanner.tags(in: text) {
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

    /// What a swift-mustache parse error means for the template's author.
    static func message(for error: any Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            return "unexpected end of template: a tag is not closed"
        }
        switch error {
        case .sectionCloseNameIncorrect: return "this closing tag does not match the section it closes"
        case .unfinishedName: return "unfinished tag: expected a name followed by '}}'"
        case .expectedSectionEnd: return "a section is not closed: expected '{{/name}}' before the end of the template"
        case .invalidSetDelimiter: return "malformed set-delimiter tag: expected '{{=START END=}}'"
        case .transformAppliedToInheritanceSection: return "a transform cannot apply to an inheritance section"
        case .illegalTokenInsideInheritSection, .textInsideInheritSection:
            return "an inheritance section ('{{<parent}}') may hold only blocks ('{{$name}}')"
        case .invalidConfigVariableSyntax: return "malformed pragma: expected '{{% NAME: VALUE }}'"
        case .unrecognisedConfigVariable: return "unknown pragma: the only one is '{{% CONTENT_TYPE: TEXT }}' (or HTML)"
        }
    }
}
