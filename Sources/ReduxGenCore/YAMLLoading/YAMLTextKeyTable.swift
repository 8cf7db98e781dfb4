/// The keys of one mapping written so far that are scalars without a tag, by their text, each with the
/// key as written (for the note of a duplicate-key error).
///
/// Most mappings of a spec have a handful of keys, so they are compared one by one while there are few;
/// a dictionary, which hashes every key and grows its table, is built only once a mapping has more.
struct YAMLTextKeyTable {
    /// The most keys kept in a list and compared one by one.
    static let listLimit = 8

    /// The keys, in the order written, while there are at most `listLimit`.
    private var list: [(text: String, key: YAMLNode)] = []
    /// All keys by text, once there are more than `listLimit`.
    private var dictionary: [String: YAMLNode]?

    /// The number of keys kept.
    var count: Int { dictionary?.count ?? list.count }

    /// The first key written with this text, if any.
    func firstKey(withText text: String) -> YAMLNode? {
        if let dictionary { return dictionary[text] }
        return list.first { $0.text == text }?.key
    }

    /// Keeps `key`, whose text is `text`; the caller has checked that no key has that text yet.
    mutating func insert(_ key: YAMLNode, text: String) {
        if dictionary == nil && list.count < Self.listLimit {
            list.append((text, key))
            return
        }
        if dictionary == nil {
            dictionary = Dictionary(uniqueKeysWithValues: list.map { ($0.text, $0.key) })
            list = []
        }
        dictionary?[text] = key
    }
}
