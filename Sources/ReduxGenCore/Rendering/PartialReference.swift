/// A place where a template includes a partial: `{{> name}}` or `{{< name}}`.
struct PartialReference: Hashable, Sendable {
    /// The included partial's name; for a dynamic partial (`{{>*key}}`), the key.
    var name: String
    /// Whether the name is looked up in the context at render time (`{{>*key}}`).
    var isDynamic: Bool
    /// The 1-based line and column of the tag's opening `{{`.
    var line: Int
    var column: Int

    /// Every partial tag in `text`, in order.
    ///
    /// Tags written with delimiters a set-delimiter tag chose are found too; comments are skipped.
    static func all(in text: String) -> [PartialReference] {
        var references: [PartialReference] = []
        for tag in MustacheTagScanner.tags(in: text) {
            var body = tag.body.drop { $0 == " " || $0 == "\t" }
            guard let sigil = body.first, sigil == ">" || sigil == "<" else { continue }
            body = body.dropFirst().drop { $0 == " " || $0 == "\t" }
            let isDynamic = body.first == "*"
            if isDynamic { body = body.dropFirst() }
            let name = body.prefix { !$0.isWhitespace }
            references.append(PartialReference(name: String(name), isDynamic: isDynamic, line: tag.line, column: tag.column))
        }
        return references
    }
}
