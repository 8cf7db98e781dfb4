/// The `{{...}}` tags of a template's text, each with the line and column of its `{{` (1-based, columns
/// counting characters; `\r\n` ends a line as one character).
///
/// It knows only the standard `{{ }}` delimiters: it serves the checks made before a template is parsed
/// (nesting depth, partial inclusions), not rendering.
enum MustacheTagScanner {
    struct Tag {
        /// The text between `{{` and `}}`.
        var body: Substring
        var line: Int
        var column: Int
    }

    static func tags(in text: String) -> [Tag] {
        var tags: [Tag] = []
        var line = 1
        var column = 1
        var index = text.startIndex
        func advance() {
            if text[index].isNewline {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index = text.index(after: index)
        }
        while index < text.endIndex {
            guard text[index...].hasPrefix("{{") else {
                advance()
                continue
            }
            let tagLine = line, tagColumn = column
            advance()
            advance()
            let bodyStart = index
            while index < text.endIndex, !text[index...].hasPrefix("}}") {
                advance()
            }
            tags.append(Tag(body: text[bodyStart..<index], line: tagLine, column: tagColumn))
            if index < text.endIndex {
                advance()
                advance()
            }
        }
        return tags
    }
}
