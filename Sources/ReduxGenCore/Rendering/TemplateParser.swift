/// Parses one template (``MustacheParser``) and turns parse errors into located diagnostics.
enum TemplateParser {
    /// The deepest nesting of sections a template may have, so a hostile template cannot exhaust the
    /// stack of the parser (or of the checks made before it).
    static let maximumSectionDepth = MustacheParser.maximumSectionDepth

    /// The parsed template, or a diagnostic at the place the parser stopped.
    ///
    /// A built-in template is not scanned for nesting first: the tests check that no built-in nests too
    /// deep, and the parser itself stops at the same depth anyway.
    static func parse(_ source: TemplateSource) -> Result<[MustacheNode], DiagnosticsError> {
        if !TemplateSet.isUnchangedBuiltIn(source), let tooDeep = firstTagBeyondMaximumDepth(in: source.text) {
            let location = SourceLocation(file: source.path, line: tooDeep.line, column: tooDeep.column)
            return .failure(DiagnosticsError(.error("sections are nested more than \(maximumSectionDepth) deep", at: location)))
        }
        do {
            return .success(try MustacheParser.parse(source.text))
        } catch {
            let location = SourceLocation(file: source.path, line: error.line, column: error.column)
            return .failure(DiagnosticsError(.error(error.message, at: location)))
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
}
