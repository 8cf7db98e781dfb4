/// The keys of one mapping written so far that are scalars without a tag: each key's text, with where the
/// key was written (for the note of a duplicate-key error).
///
/// Most mappings of a spec have a handful of keys, so they are compared one by one while there are few;
/// a dictionary, which hashes every key and grows its table, is built only once a mapping has more. Only
/// the text and the location are kept, not the key's node: copying a node retained its scalar, location,
/// tag and anchor, for every key of the spec.
struct YAMLTextKeyTable {
    /// The most keys kept in a list and compared one by one.
    static let listLimit = 8

    /// The keys, in the order written, while there are at most `listLimit`.
    private var list: [(text: String, location: SourceLocation)] = []
    /// Where each key was written, by its text, once there are more than `listLimit`.
    private var dictionary: [String: SourceLocation]?

    /// The number of keys kept.
    var count: Int { dictionary?.count ?? list.count }

    /// Where the first key written with this text is, if there is one.
    func firstLocation(ofText text: String) -> SourceLocation? {
        if let dictionary { return dictionary[text] }
        return list.first { $0.text == text }?.location
    }

    /// Keeps the key `text`, written at `location`; the caller has checked that no key has that text yet.
    mutating func insert(_ text: String, at location: SourceLocation) {
        if dictionary == nil && list.count < Self.listLimit {
            // Room for half the list at once: growing from one element allocated three times for a mapping
            // of four keys.
            if list.isEmpty { list.reserveCapacity(Self.listLimit / 2) }
            list.append((text, location))
            return
        }
        if dictionary == nil {
            var all = [String: SourceLocation](minimumCapacity: Self.listLimit * 4)
            for (text, location) in list { all[text] = location }
            dictionary = all
            list = []
        }
        dictionary?[text] = location
    }
}
