/// The first occurrence of each name so far, with what a duplicate's error says about it: the keys of one
/// YAML mapping with where each was written, the JSON keys of one model with the field reading each.
///
/// Most such sets hold a handful of names, so they are compared one by one while there are few; a
/// dictionary, which hashes every name and grows its table, is built only once there are more. Only the
/// name and its value are kept, since a duplicate's error needs nothing else of the first occurrence.
struct FirstOccurrences<Value> {
    /// The most names kept in a list and compared one by one.
    static var listLimit: Int { 8 }

    /// The names, in the order added, while there are at most `listLimit`.
    private var list: [(name: String, value: Value)] = []
    /// The value of each name, once there are more than `listLimit`.
    private var dictionary: [String: Value]?

    /// An empty set of names.
    init() {}

    /// The number of names kept.
    var count: Int { dictionary?.count ?? list.count }

    /// The value added with the first occurrence of `name`, if it occurred.
    func first(_ name: String) -> Value? {
        if let dictionary { return dictionary[name] }
        return list.first { $0.name == name }?.value
    }

    /// Keeps `name` with `value`; the caller has checked that `name` has not occurred yet.
    mutating func insert(_ name: String, _ value: Value) {
        if dictionary == nil && list.count < Self.listLimit {
            // Room for half the list at once, enough for the few keys most mappings have.
            if list.isEmpty { list.reserveCapacity(Self.listLimit / 2) }
            list.append((name, value))
            return
        }
        if dictionary == nil {
            var all = [String: Value](minimumCapacity: Self.listLimit * 4)
            for (name, value) in list { all[name] = value }
            dictionary = all
            list = []
        }
        dictionary?[name] = value
    }
}
