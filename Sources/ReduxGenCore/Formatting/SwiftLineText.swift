/// One line of generated Swift as `SwiftLineScanner` and `SwiftLineWrapper` read it: one unit per `Character`,
/// so offsets and counts are in characters (columns), while the work is done on bytes.
///
/// A character that is one ASCII byte is that byte; any other character (a letter with an accent, an
/// emoji, a quote followed by a combining mark) is the unit `SwiftLineText.otherCharacter`, which equals
/// no ASCII delimiter, exactly as such a `Character` equals no ASCII `Character`. Generated code is nearly
/// always ASCII, and then the units are the line's bytes and no character is ever split out.
struct SwiftLineText {
    /// The unit of a character that is not a single ASCII byte.
    static let otherCharacter: UInt8 = 0x80

    /// One unit per character.
    let units: [UInt8]
    /// The line's UTF-8 bytes.
    private let bytes: [UInt8]
    /// Where each character starts in `bytes`, plus the end; `nil` when every character is one byte.
    private let characterStarts: [Int]?

    /// The line `bytes` (no line break inside).
    init<Bytes: Collection<UInt8>>(_ bytes: Bytes) {
        let bytes = Array(bytes)
        self.bytes = bytes
        if bytes.allSatisfy({ $0 < 0x80 }) {
            units = bytes
            characterStarts = nil
            return
        }
        var units: [UInt8] = []
        var starts: [Int] = []
        var offset = 0
        for character in String(decoding: bytes, as: UTF8.self) {
            let length = character.utf8.count
            starts.append(offset)
            units.append(length == 1 ? character.utf8.first! : Self.otherCharacter)
            offset += length
        }
        starts.append(offset)
        self.units = units
        characterStarts = starts
    }

    /// The number of characters (columns).
    var count: Int { units.count }

    /// The characters `range` as a string.
    func text(_ range: Range<Int>) -> String {
        guard let starts = characterStarts else { return String(decoding: bytes[range], as: UTF8.self) }
        return String(decoding: bytes[starts[range.lowerBound]..<starts[range.upperBound]], as: UTF8.self)
    }

    /// The UTF-8 bytes of the characters `range`.
    func bytes(_ range: Range<Int>) -> ArraySlice<UInt8> {
        guard let starts = characterStarts else { return bytes[range] }
        return bytes[starts[range.lowerBound]..<starts[range.upperBound]]
    }

    /// The character at `offset`.
    func character(at offset: Int) -> Character {
        Character(text(offset..<(offset + 1)))
    }
}
