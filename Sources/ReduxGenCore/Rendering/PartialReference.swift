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
    /// Only tags written with the standard `{{ }}` delimiters are found; comments are skipped.
    static func all(in text: String) -> [PartialReference] {
        var references: [PartialReference] = []
        var scanner = TagScanner(text)
        while let tag = scanner.nextTag() {
            var body = Substring(tag.body).drop { $0 == " " || $0 == "\t" }
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

/// Walks the `{{...}}` tags of a template's text, keeping track of lines and columns.
private struct TagScanner {
    struct Tag {
        var body: String
        var line: Int
        var column: Int
    }

    private let characters: [Character]
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        characters = Array(text)
    }

    mutating func nextTag() -> Tag? {
        while index < characters.count {
            if isAt("{{") {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                var body = ""
                while index < characters.count, !isAt("}}") {
                    body.append(characters[index])
                    advance(by: 1)
                }
                advance(by: 2)
                return Tag(body: body, line: tagLine, column: tagColumn)
            }
            advance(by: 1)
        }
        return nil
    }

    private func isAt(_ marker: String) -> Bool {
        var position = index
        for character in marker {
            guard position < characters.count, characters[position] == character else { return false }
            position += 1
        }
        return true
    }

    private mutating func advance(by count: Int) {
        for _ in 0..<count where index < characters.count {
            if characters[index].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}
