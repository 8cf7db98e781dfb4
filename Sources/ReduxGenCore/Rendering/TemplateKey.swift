/// A key of a template context's dictionary: its name and the name's 64-bit FNV-1a hash, computed once
/// when the key is made.
///
/// A dictionary keeps its entries ordered by this hash (see ``TemplateDictionary``), and templates make
/// a key for each name in their tags when they are parsed, so looking a name up while rendering is a
/// binary search over integers and one comparison of names, without hashing the name at every context level
/// tried. The hash is not a secret: it only orders entries, and two names with the same hash are still two
/// keys, told apart by their names. Because the hash is of the bytes, two spellings of a non-ASCII name in
/// different Unicode normalization forms are two keys (a `Dictionary` took them as one); the names in tags
/// are ASCII, and so are the keys of the built-in contexts.
struct TemplateKey: Hashable, Comparable, Sendable {
    /// The FNV-1a hash of the name's UTF-8 bytes.
    let hash: UInt64
    /// The name, as written.
    let name: String

    /// The key named `name`.
    init(_ name: String) {
        self.name = name
        hash = Self.fnv1a(name)
    }

    /// A key with a given hash, to test names that share one (no two names of the built-in context do).
    init(hash: UInt64, name: String) {
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

    /// The 64-bit FNV-1a hash of `name`'s UTF-8 bytes: a few instructions a byte, where a `Dictionary`
    /// lookup hashing the name with Swift's `Hasher` took about 350 a name. The bytes are read from the
    /// string's contiguous storage; reading them through `String.UTF8View` one by one cost three times more.
    static func fnv1a(_ name: String) -> UInt64 {
        var name = name
        return name.withUTF8 { bytes in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
            return hash
        }
    }
}
