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

    private let text: MustacheCharacters
    private var characters: [Character] { text.characters }
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        self.text = MustacheCharacters(text)
    }

    mutating func nextTag() -> Tag? {
        while index < characters.count {
            if isAtPair(of: "{") {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                let bodyStart = index
                while index < characters.count, !isAtPair(of: "}") {
                    advance(by: 1)
                }
                let body = text.text(from: bodyStart, to: index)
                advance(by: 2)
                return Tag(body: body, line: tagLine, column: tagColumn)
            }
            advance(by: 1)
        }
        return nil
    }

    /// Whether the text continues with `brace` twice (`{{` or `}}`).
    private func isAtPair(of brace: Character) -> Bool {
        index + 1 < characters.count && characters[index] == brace && characters[index + 1] == brace
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
