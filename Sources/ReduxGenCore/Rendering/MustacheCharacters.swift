/// The characters a template's text is parsed as, with the reading steps the parser is made of.
///
/// Text is read as `Character`s (grapheme clusters), as swift-mustache reads it, so `\r\n` is one newline
/// and positions count characters.
struct MustacheCharacters {
    let characters: [Character]
    var position = 0
    /// The text's UTF-8 bytes, from which pieces of text are copied.
    private let utf8: [UInt8]
    /// Where each character starts in `utf8`, plus the end; `nil` when every character is one byte.
    private let characterStarts: [Int]?

    /// The 128 ASCII characters, by byte: taking a character from this table is a copy, where making one
    /// from its scalar goes through `String`'s initializers.
    private static let asciiCharacters: [Character] = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }

    init(_ text: String) {
        utf8 = Array(text.utf8)
        if !utf8.contains(where: { $0 >= 0x80 || $0 == UInt8(ascii: "\r") }) {
            // Plain ASCII without `\r` (so no `\r\n`): each byte is one character, and splitting the text
            // into characters needs no grapheme rules.
            let ascii = Self.asciiCharacters
            characters = utf8.map { ascii[Int($0)] }
            characterStarts = nil
            return
        }
        characters = Array(text)
        var starts: [Int] = []
        starts.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            starts.append(offset)
            offset += character.utf8.count
        }
        starts.append(offset)
        characterStarts = starts
    }

    /// The characters from `start` up to `end` as a string, copied from the bytes rather than appended one
    /// by one.
    func text(from start: Int, to end: Int) -> String {
        guard let starts = characterStarts else { return String(decoding: utf8[start..<end], as: UTF8.self) }
        return String(decoding: utf8[starts[start]..<starts[end]], as: UTF8.self)
    }

    var isAtEnd: Bool { position >= characters.count }

    /// The current character, or `"\0"` at the end.
    var current: Character { isAtEnd ? "\0" : characters[position] }

    mutating func advance() { position += 1 }

    /// Skips characters while `predicate` holds and returns them.
    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = position
        while position < characters.count, predicate(characters[position]) {
            position += 1
        }
        return text(from: start, to: position)
    }

    /// Reads the spaces and tabs that come next and returns them.
    mutating func readSpacesAndTabs() -> String {
        read(bytesWhere: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, charactersWhere: { $0 == " " || $0 == "\t" })
    }

    /// Skips the whitespace that comes next.
    mutating func skipWhitespace() {
        read(bytesWhere: { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) }, charactersWhere: \.isWhitespace)
    }

    /// Reads the characters of `set` that come next and returns them.
    mutating func read(in set: ASCIICharacterSet) -> String {
        read(bytesWhere: { set.contains(byte: $0) }, charactersWhere: { set.contains($0) })
    }

    /// Reads up to the next newline or `stop` (not reading it) and returns what was read.
    mutating func readUntilNewline(or stop: Character) -> String {
        guard let stopByte = stop.asciiValue else {
            return read { $0 != "\n" && $0 != "\r\n" && $0 != stop }
        }
        // Without `\r` in the text, `\n` is the only newline these bytes can stop at.
        return read(bytesWhere: { $0 != UInt8(ascii: "\n") && $0 != stopByte }, charactersWhere: { $0 != "\n" && $0 != "\r\n" && $0 != stop })
    }

    /// Like `read(while:)`; when every character is one byte (plain ASCII without `\r`), `bytesWhere` is
    /// tested on the bytes instead, and must hold for exactly the bytes whose characters `charactersWhere`
    /// holds for. Testing a byte costs a fraction of comparing `Character`s.
    @discardableResult
    private mutating func read(bytesWhere byteTest: (UInt8) -> Bool, charactersWhere predicate: (Character) -> Bool) -> String {
        guard characterStarts == nil else { return read(while: predicate) }
        let start = position
        while position < utf8.count, byteTest(utf8[position]) {
            position += 1
        }
        return text(from: start, to: position)
    }

    /// Reads `expected` when the text continues with it. Throws at the end of the text when fewer
    /// characters are left than `expected` has (as swift-mustache does: a tag cut off by the end).
    mutating func read(_ expected: [Character]) throws(MustacheParseError.Reason) -> Bool {
        guard characters.count - position >= expected.count else { throw .unexpectedEnd }
        for (offset, character) in expected.enumerated() where characters[position + offset] != character {
            return false
        }
        position += expected.count
        return true
    }

    /// Reads one `character` when it is next; throws at the end of the text.
    mutating func read(_ character: Character) throws(MustacheParseError.Reason) -> Bool {
        guard !isAtEnd else { throw .unexpectedEnd }
        guard characters[position] == character else { return false }
        position += 1
        return true
    }

    /// Reads up to the first character satisfying `stop` (not reading it); throws, without moving, when
    /// there is none.
    mutating func readUntil(_ stop: (Character) -> Bool) throws(MustacheParseError.Reason) -> String {
        let start = position
        while position < characters.count {
            if stop(characters[position]) { return text(from: start, to: position) }
            position += 1
        }
        position = start
        throw .unexpectedEnd
    }

    /// Skips past `marker` (the closing delimiter of a comment), matching as swift-mustache does; throws,
    /// without moving, when it does not come.
    mutating func skip(past marker: [Character]) throws(MustacheParseError.Reason) {
        let start = position
        var matched = 0
        while position < characters.count {
            if characters[position] == marker[matched] {
                matched += 1
                if matched == marker.count {
                    position += 1
                    return
                }
            } else {
                matched = 0
            }
            position += 1
        }
        position = start
        throw .unexpectedEnd
    }

    /// Whether the rest of the line is blank: then the newline ending it is read too. At the end of the
    /// text the line counts as finished; blanks followed by the end do not.
    mutating func readRestOfLineIfBlank() -> Bool {
        if isAtEnd { return true }
        var lookahead = position
        while lookahead < characters.count, characters[lookahead] == " " || characters[lookahead] == "\t" {
            lookahead += 1
        }
        guard lookahead < characters.count, characters[lookahead].isNewline else { return false }
        position = lookahead + 1
        return true
    }

    /// The 1-based line and column of the current position: lines end at any newline character, columns
    /// count the characters since the last `\n`.
    var lineAndColumn: (line: Int, column: Int) {
        let end = min(position, characters.count)
        var column = 1
        var index = end - 1
        while index >= 0, characters[index] != "\n" {
            column += 1
            index -= 1
        }
        let line = 1 + characters[..<end].reduce(0) { $0 + ($1.isNewline ? 1 : 0) }
        return (line, column)
    }
}
