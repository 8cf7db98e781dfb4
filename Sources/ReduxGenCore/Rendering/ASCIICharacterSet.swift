/// A set of ASCII characters, tested by a table lookup instead of hashing the `Character`, for the characters
/// a Mustache tag's name may hold.
struct ASCIICharacterSet {
    /// Whether each of the 128 ASCII bytes is in the set.
    private var members = [Bool](repeating: false, count: 128)

    /// The set of the characters of `characters`, which must all be ASCII.
    init(_ characters: String) {
        insert(characters)
    }

    /// This set with the characters of `characters` added.
    func union(_ characters: String) -> ASCIICharacterSet {
        var result = self
        result.insert(characters)
        return result
    }

    /// Whether `character` is one of the set's: a single ASCII byte that was added.
    func contains(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return false }
        return members[Int(byte)]
    }

    /// Whether `byte` is the byte of one of the set's characters.
    func contains(byte: UInt8) -> Bool {
        byte < 0x80 && members[Int(byte)]
    }

    private mutating func insert(_ characters: String) {
        for byte in characters.utf8 {
            precondition(byte < 0x80, "ASCIICharacterSet holds ASCII characters only")
            members[Int(byte)] = true
        }
    }
}
