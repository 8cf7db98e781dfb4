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

    /// The text's bytes when each is one character and only `\n` ends a line; `nil` otherwise.
    private let bytes: [UInt8]?
    /// The text as characters, made only when `bytes` is `nil`.
    private let text: MustacheCharacters?
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) {
        let utf8 = Array(text.utf8)
        if utf8.allSatisfy({ $0 < 0x80 && !(0x0B...0x0D).contains($0) }) {
            bytes = utf8
            self.text = nil
        } else {
            bytes = nil
            self.text = MustacheCharacters(text)
        }
    }

    mutating func nextTag() -> Tag? {
        if let bytes { return nextTag(inBytes: bytes) }
        guard let text else { return nil }
        return nextTag(inCharacters: text)
    }

    private mutating func nextTag(inBytes bytes: [UInt8]) -> Tag? {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}"), newline = UInt8(ascii: "\n")
        func isPair(of brace: UInt8, at index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index] == brace && bytes[index + 1] == brace
        }
        func advance(by count: Int) {
            for _ in 0..<count where index < bytes.count {
                if bytes[index] == newline {
                    line += 1
                    column = 1
                } else {
                    column += 1
                }
                index += 1
            }
        }
        while index < bytes.count {
            if isPair(of: open, at: index) {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                let bodyStart = index
                while index < bytes.count, !isPair(of: close, at: index) {
                    advance(by: 1)
                }
                let body = String(decoding: bytes[bodyStart..<index], as: UTF8.self)
                advance(by: 2)
                return Tag(body: body, line: tagLine, column: tagColumn)
            }
            advance(by: 1)
        }
        return nil
    }

    private mutating func nextTag(inCharacters text: MustacheCharacters) -> Tag? {
        let characters = text.characters
        func isPair(of brace: Character, at index: Int) -> Bool {
            index + 1 < characters.count && characters[index] == brace && characters[index + 1] == brace
        }
        func advance(by count: Int) {
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
        while index < characters.count {
            if isPair(of: "{", at: index) {
                let tagLine = line, tagColumn = column
                advance(by: 2)
                let bodyStart = index
                while index < characters.count, !isPair(of: "}", at: index) {
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
}
