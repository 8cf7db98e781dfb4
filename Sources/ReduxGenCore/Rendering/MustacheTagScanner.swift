/// Walks the `{{...}}` tags of a template's text, keeping track of lines and columns.
///
/// It knows only the standard `{{ }}` delimiters; it is used for checks made before a template is
/// parsed, not for rendering. Lines and columns count characters, as the parser's positions do. A text of
/// ASCII in which only `\n` ends lines (no `\r`, vertical tab or form feed) is walked byte by byte, since
/// there each byte is one character; any other text is walked as `Character`s.
struct MustacheTagScanner {
    /// One tag: the text between `{{` and `}}`, and where its `{{` is (1-based).
    struct Tag {
        var body: String
        var line: Int
        var column: Int
    }

    /// The text, as the units it is walked in.
    private enum Units {
        /// Bytes, when each is one character and only `\n` ends a line.
        case bytes([UInt8])
        case characters(MustacheCharacters)
    }

    private let units: Units
    private let count: Int
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 && !(0x0B...0x0D).contains($0) }) {
            units = .bytes(utf8)
            count = utf8.count
        } else {
            let characters = MustacheCharacters(text)
            units = .characters(characters)
            count = characters.count
        }
    }

    mutating func nextTag() -> Tag? {
        while index < count {
            if isPair(of: UInt8(ascii: "{")) {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                let bodyStart = index
                while index < count, !isPair(of: UInt8(ascii: "}")) {
                    advance(by: 1)
                }
                let body = text(from: bodyStart, to: index)
                advance(by: 2)
                return Tag(body: body, line: tagLine, column: tagColumn)
            }
            advance(by: 1)
        }
        return nil
    }

    /// Whether the text continues with `brace` twice (`{{` or `}}`).
    private func isPair(of brace: UInt8) -> Bool {
        guard index + 1 < count else { return false }
        switch units {
        case .bytes(let bytes):
            return bytes[index] == brace && bytes[index + 1] == brace
        case .characters(let text):
            let character = Character(Unicode.Scalar(brace))
            return text[index] == character && text[index + 1] == character
        }
    }

    private func isNewline(at index: Int) -> Bool {
        switch units {
        case .bytes(let bytes): bytes[index] == UInt8(ascii: "\n")
        case .characters(let text): text[index].isNewline
        }
    }

    private func text(from start: Int, to end: Int) -> String {
        switch units {
        case .bytes(let bytes): String(decoding: bytes[start..<end], as: UTF8.self)
        case .characters(let text): text.text(from: start, to: end)
        }
    }

    private mutating func advance(by steps: Int) {
        for _ in 0..<steps where index < count {
            if isNewline(at: index) {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += 1
        }
    }
}
