/// The tags of a template's text, each with the line and column of its opening delimiter (1-based, columns
/// counting characters; `\r\n` ends a line as one character).
///
/// It follows set-delimiter tags (`{{=<% %>=}}`) as Mustache does, so the checks made before a template is
/// parsed (nesting depth, partial inclusions) see every tag; it does not serve rendering.
enum MustacheTagScanner {
    struct Tag {
        /// The text between the delimiters.
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
        var opening = "{{"
        var closing = "}}"
        while index < text.endIndex {
            guard text[index...].hasPrefix(opening) else {
                advance()
                continue
            }
            let tagLine = line, tagColumn = column
            for _ in opening { advance() }
            let bodyStart = index
            while index < text.endIndex, !text[index...].hasPrefix(closing) {
                advance()
            }
            let body = text[bodyStart..<index]
            tags.append(Tag(body: body, line: tagLine, column: tagColumn))
            if index < text.endIndex {
                for _ in closing where index < text.endIndex { advance() }
            }
            if let delimiters = newDelimiters(in: body) {
                (opening, closing) = delimiters
            }
        }
        return tags
    }

    /// The delimiters a set-delimiter tag's body (`=<% %>=`) sets, if it is one.
    private static func newDelimiters(in body: Substring) -> (opening: String, closing: String)? {
        guard body.count > 2, body.first == "=", body.last == "=" else { return nil }
        let parts = body.dropFirst().dropLast().split(whereSeparator: \.isWhitespace)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }
}
