/// A key of a template context's dictionary: its name and a 32-bit hash of the name, computed once when
/// the key is made.
///
/// A dictionary keeps its entries ordered by this hash (see ``TemplateDictionary``), and templates make
/// a key for each name in their tags when they are parsed, so looking a name up while rendering is a
/// binary search over integers and one comparison of names, without hashing the name at every context level
/// tried. The hash is not a secret: it only orders entries, and two names with the same hash are still two
/// keys, told apart by their names. Because the hash is of the bytes, two spellings of a non-ASCII name in
/// different Unicode normalization forms are two keys (a `Dictionary` took them as one); the names in tags
/// are ASCII, and so are the keys of the built-in contexts.
struct TemplateKey: Hashable, Comparable, Sendable {
    /// The hash of the name's UTF-8 bytes (``hash(of:)``). Thirty-two bits keep a dictionary's entry at 40
    /// bytes instead of 48 (see ``TemplateDictionary``); a context's few hundred names seldom share a hash,
    /// and names that do are still told apart.
    let hash: UInt32
    /// The name, as written.
    let name: String

    /// The key named `name`.
    init(_ name: String) {
        self.name = name
        hash = Self.hash(of: name)
    }

    /// A key with a given hash, to test names that share one (no two names of the built-in context do).
    init(hash: UInt32, name: String) {
        self.hash = hash
        self.name = name
    }

    /// Ordered by hash, then (for two names of the same hash) by name.
    static func < (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.hash != rhs.hash ? lhs.hash < rhs.hash : lhs.name < rhs.name
    }

    static func == (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.hash == rhs.hash && lhs.name == rhs.name
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }

    /// A 32-bit hash of `name`'s UTF-8 bytes: FNV-1a's 64-bit step (xor, then multiply by its prime) over the
    /// bytes eight at a time, then over the bytes left, and the high half folded into the low one at the end
    /// (a multiplication carries a word's bits only upwards), which is the hash. A key is made for each entry of every context
    /// dictionary, about a million at 1,000 endpoints; the step per byte cost three times more, and a
    /// `Dictionary` look-up hashing the name with Swift's `Hasher` about 350 instructions a name. The bytes
    /// are read from the string's contiguous storage. The hash only orders a dictionary's entries, and the
    /// order is never printed (a context's JSON sorts its keys), so its value may differ between machines.
    static func hash(of name: String) -> UInt32 {
        var name = name
        return name.withUTF8 { bytes in
            let prime: UInt64 = 0x0000_0100_0000_01b3
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            let raw = UnsafeRawBufferPointer(bytes)
            var offset = 0
            while offset + 8 <= raw.count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) &* prime
                offset += 8
            }
            while offset < raw.count {
                hash = (hash ^ UInt64(raw[offset])) &* prime
                offset += 1
            }
            return UInt32(truncatingIfNeeded: hash ^ (hash >> 32))
        }
    }
}
