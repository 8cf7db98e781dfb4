/// Walks the `{{...}}` tags of a template's text, keeping track of lines and columns.
///
/// It knows only the standard `{{ }}` delimiters; it is used for checks made before a template is
/// parsed, not for rendering. Lines and columns count characters and lines end where the parser's do:
/// the text is read through ``MustacheCharacters``, byte by byte when each byte is one character.
struct MustacheTagScanner {
    /// One tag: the text between `{{` and `}}`, and where its `{{` is (1-based).
    struct Tag {
        var body: String
        var line: Int
        var column: Int
    }

    private let text: MustacheCharacters
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        self.text = MustacheCharacters(text)
    }

    mutating func nextTag() -> Tag? {
        while index < text.count {
            if isPair(of: UInt8(ascii: "{")) {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                let bodyStart = index
                while index < text.count, !isPair(of: UInt8(ascii: "}")) {
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
    private func isPair(of brace: UInt8) -> Bool {
        index + 1 < text.count && text.isASCII(brace, at: index) && text.isASCII(brace, at: index + 1)
    }

    private mutating func advance(by steps: Int) {
        for _ in 0..<steps where index < text.count {
            if text.isNewline(at: index) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}
