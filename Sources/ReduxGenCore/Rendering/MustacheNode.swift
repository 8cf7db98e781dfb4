/// One piece of a parsed template, as ``MustacheParser`` makes it; ``MustacheProgram`` lays the pieces out
/// as the instructions rendering walks.
indirect enum MustacheNode: Sendable {
    /// Text printed as it is (a line's text, its newline included, or the text before a tag), as UTF-8
    /// bytes, so rendering copies it without going through `String`.
    case text([UInt8])
    /// `{{name}}` (`escaped`: HTML-escaped when the template asked for HTML) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}...{{/name}}`.
    case section(MustacheName, [MustacheNode])
    /// `{{^name}}...{{/name}}`.
    case invertedSection(MustacheName, [MustacheNode])
    /// `{{> name}}`, with the name's key made when parsing (rendering finds the partial by it without
    /// hashing the name again); `indentation` is the whitespace before a standalone partial tag, put before
    /// each of the partial's lines (UTF-8), and `nil` for a partial tag that shares its line with other text.
    case partial(TemplateKey, indentation: [UInt8]?)
    /// `{{% CONTENT_TYPE: HTML }}` or `TEXT`: whether later `{{name}}` tags are HTML-escaped.
    case contentType(escapesHTML: Bool)
}
