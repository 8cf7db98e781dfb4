/// Walks the `{{...}}` tags of a template's text, keeping track of lines and columns.
///
/// It knows only the standard `{{ }}` delimiters; it is used for checks made before a template is
/// parsed, not for rendering.
struct MustacheTagScanner {
    /// One tag: the text between `{{` and `}}`, and where its `{{` is (1-based).
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
