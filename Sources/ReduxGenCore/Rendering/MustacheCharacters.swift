/// The characters a template's text is parsed as, with the reading steps the parser is made of.
///
/// Text is read as `Character`s (grapheme clusters), as swift-mustache reads it, so `\r\n` is one newline
/// and positions count characters. Most templates are plain ASCII without `\r`: there each byte is one
/// character, and the text is read from its bytes alone, without making a `Character` for each byte.
struct MustacheCharacters {
    var position = 0
    /// How many characters the text has.
    let count: Int
    /// The text's UTF-8 bytes, from which pieces of text are copied.
    private let utf8: [UInt8]
    /// The characters, when some character is not one byte; empty when every one is (see `isOneBytePerCharacter`).
    private let multiByteCharacters: [Character]
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
            count = utf8.count
            multiByteCharacters = []
            characterStarts = nil
            return
        }
        let characters = Array(text)
        var starts: [Int] = []
        starts.reserveCapacity(characters.count + 1)
        var offset = 0
        for character in characters {
            starts.append(offset)
            offset += character.utf8.count
        }
        starts.append(offset)
        count = characters.count
        multiByteCharacters = characters
        characterStarts = starts
    }

    /// Whether each character is one byte (plain ASCII without `\r`).
    private var isOneBytePerCharacter: Bool { characterStarts == nil }

    /// The character at `index` (`0..<count`).
    subscript(index: Int) -> Character {
        isOneBytePerCharacter ? Self.asciiCharacters[Int(utf8[index])] : multiByteCharacters[index]
    }

    /// The characters from `start` up to `end` as a string, copied from the bytes rather than appended one
    /// by one.
    func text(from start: Int, to end: Int) -> String {
        String(decoding: bytes(from: start, to: end), as: UTF8.self)
    }

    /// The UTF-8 bytes of the characters from `start` up to `end`.
    func bytes(from start: Int, to end: Int) -> ArraySlice<UInt8> {
        guard let starts = characterStarts else { return utf8[start..<end] }
        return utf8[starts[start]..<starts[end]]
    }

    var isAtEnd: Bool { position >= count }

    /// The current character, or `"\0"` at the end.
    var current: Character { isAtEnd ? "\0" : self[position] }

    /// The current character's byte when it is one ASCII byte; `0` at the end and `0xFF` for any other
    /// character (`\r\n` among them). Comparing bytes costs a fraction of comparing `Character`s.
    var currentASCII: UInt8 {
        if isAtEnd { return 0 }
        if isOneBytePerCharacter { return utf8[position] }
        let character = multiByteCharacters[position]
        return character.utf8.count == 1 ? character.utf8.first! : 0xFF
    }

    /// Whether the current character ends a line: `Character.isNewline`, which among one-byte characters
    /// holds for `\n`, vertical tab and form feed (`\r` never is one byte here); `false` at the end.
    var isAtNewline: Bool { !isAtEnd && isNewline(at: position) }

    /// Whether the character at `index` (`0..<count`) ends a line, as ``isAtNewline`` tells.
    func isNewline(at index: Int) -> Bool {
        if isOneBytePerCharacter { return (0x0A...0x0C).contains(utf8[index]) }
        return multiByteCharacters[index].isNewline
    }

    /// Whether the character at `index` (`0..<count`) is the ASCII character `byte`.
    func isASCII(_ byte: UInt8, at index: Int) -> Bool {
        if isOneBytePerCharacter { return utf8[index] == byte }
        return multiByteCharacters[index] == Character(Unicode.Scalar(byte))
    }

    /// The current character's UTF-8 bytes; none at the end.
    var currentBytes: ArraySlice<UInt8> { isAtEnd ? [] : bytes(from: position, to: position + 1) }

    mutating func advance() { position += 1 }

    /// Skips characters while `predicate` holds and returns them.
    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> String {
        let start = position
        while position < count, predicate(self[position]) {
            position += 1
        }
        return text(from: start, to: position)
    }

    /// Reads the spaces and tabs that come next and returns their bytes.
    mutating func readSpacesAndTabs() -> ArraySlice<UInt8> {
        let start = position
        skip(bytesWhere: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, charactersWhere: { $0 == " " || $0 == "\t" })
        return bytes(from: start, to: position)
    }

    /// Skips the whitespace that comes next.
    mutating func skipWhitespace() {
        skip(bytesWhere: { $0 == UInt8(ascii: " ") || (0x09...0x0D).contains($0) }, charactersWhere: \.isWhitespace)
    }

    /// Reads the characters of `set` that come next and returns them.
    mutating func read(in set: ASCIICharacterSet) -> String {
        String(decoding: readBytes(in: set), as: UTF8.self)
    }

    /// Reads the characters of `set` that come next and returns their bytes.
    mutating func readBytes(in set: ASCIICharacterSet) -> ArraySlice<UInt8> {
        let start = position
        skip(bytesWhere: { set.contains(byte: $0) }, charactersWhere: { set.contains($0) })
        return bytes(from: start, to: position)
    }

    /// Reads up to the next newline or `stop` (not reading it) and returns the bytes read.
    mutating func readUntilNewline(or stop: Character) -> ArraySlice<UInt8> {
        let start = position
        // Without `\r` in the text, `\n` is the only newline these bytes can stop at; a `stop` that is not
        // ASCII (no byte) cannot be among them.
        let stopByte = stop.asciiValue
        skip(bytesWhere: { $0 != UInt8(ascii: "\n") && $0 != stopByte }, charactersWhere: { $0 != "\n" && $0 != "\r\n" && $0 != stop })
        return bytes(from: start, to: position)
    }

    /// Skips characters while they hold: when every character is one byte, `bytesWhere` is tested on the
    /// bytes, and must hold for exactly the bytes whose characters `charactersWhere` holds for.
    private mutating func skip(bytesWhere byteTest: (UInt8) -> Bool, charactersWhere predicate: (Character) -> Bool) {
        if isOneBytePerCharacter {
            while position < count, byteTest(utf8[position]) {
                position += 1
            }
        } else {
            while position < count, predicate(multiByteCharacters[position]) {
                position += 1
            }
        }
    }

    /// Reads `expected` when the text continues with it. Throws at the end of the text when fewer
    /// characters are left than `expected` has (as swift-mustache does: a tag cut off by the end).
    mutating func read(_ expected: [Character]) throws(MustacheParseError.Reason) -> Bool {
        guard count - position >= expected.count else { throw .unexpectedEnd }
        for (offset, character) in expected.enumerated() where self[position + offset] != character {
            return false
        }
        position += expected.count
        return true
    }

    /// Reads one `character` when it is next; throws at the end of the text.
    mutating func read(_ character: Character) throws(MustacheParseError.Reason) -> Bool {
        guard !isAtEnd else { throw .unexpectedEnd }
        guard self[position] == character else { return false }
        position += 1
        return true
    }

    /// Reads up to the first character satisfying `stop` (not reading it); throws, without moving, when
    /// there is none.
    mutating func readUntil(_ stop: (Character) -> Bool) throws(MustacheParseError.Reason) -> String {
        let start = position
        while position < count {
            if stop(self[position]) { return text(from: start, to: position) }
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
        while position < count {
            if self[position] == marker[matched] {
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
        let start = position
        skip(bytesWhere: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }, charactersWhere: { $0 == " " || $0 == "\t" })
        guard isAtNewline else {
            position = start
            return false
        }
        position += 1
        return true
    }

    /// The 1-based line and column of the current position: lines end at any newline character, columns
    /// count the characters since the last `\n`.
    var lineAndColumn: (line: Int, column: Int) {
        let end = min(position, count)
        var column = 1
        var index = end - 1
        while index >= 0, self[index] != "\n" {
            column += 1
            index -= 1
        }
        let line = 1 + (0..<end).reduce(0) { $0 + (self[$1].isNewline ? 1 : 0) }
        return (line, column)
    }
}
