/// One piece of a parsed template, as ``MustacheParser`` makes it and ``MustacheRendering`` walks it.
indirect enum MustacheNode: Sendable {
    /// Text printed as it is (a line's text, its newline included, or the text before a tag).
    case text(String)
    /// `{{name}}` (`escaped`: HTML-escaped when the template asked for HTML) or `{{{name}}}` / `{{&name}}`.
    case variable(MustacheName, escaped: Bool)
    /// `{{#name}}...{{/name}}`.
    case section(MustacheName, [MustacheNode])
    /// `{{^name}}...{{/name}}`.
    case invertedSection(MustacheName, [MustacheNode])
    /// `{{> name}}`; `indentation` is the whitespace before a standalone partial tag, put before each of
    /// the partial's lines, and `nil` for a partial tag that shares its line with other text.
    case partial(String, indentation: String?)
    /// `{{% CONTENT_TYPE: HTML }}` or `TEXT`: whether later `{{name}}` tags are HTML-escaped.
    case contentType(escapesHTML: Bool)
}
