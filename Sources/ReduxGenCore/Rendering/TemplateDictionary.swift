/// The entries of a ``TemplateValue/dictionary(_:)``: values under string keys, as a template context's
/// dictionaries hold them.
///
/// The entries are kept in one array ordered by their key's number (see ``TemplateKey``). Rendering finds a
/// name whose key the template parser made with a binary search over those numbers, instead of hashing the
/// name for a `Dictionary` at every context level tried; building a dictionary costs one look-up of each
/// key's number and no hash table of its own. Two dictionaries with the same entries are equal whatever
/// order the entries were added in. Setting a key that is already there replaces its value.
public struct TemplateDictionary: Hashable, Sendable {
    /// One key and its value. A dictionary literal's elements are entries already, so the dictionary keeps
    /// the literal's own storage (see ``init(dictionaryLiteral:)``).
    typealias Entry = (TemplateKey, TemplateValue)

    /// The entries, ordered by their key, each key once.
    private(set) var entries: [Entry] = []

    /// Whether a template's lookup of a name this dictionary lacks stops here, answered with nothing,
    /// instead of going on to the enclosing contexts. The parts of a literal, a sample value and a request
    /// text are closed: each holds only its flags that are on, and a flag it lacks is off even where an
    /// enclosing context has a flag of that name.
    public var isClosed = false

    /// An empty dictionary.
    public init() {}

    /// An empty closed dictionary (see ``isClosed``).
    public static func closed() -> TemplateDictionary {
        var dictionary = TemplateDictionary()
        dictionary.isClosed = true
        return dictionary
    }

    /// An empty dictionary with room for `minimumCapacity` entries.
    public init(minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// The entries of `dictionary`.
    public init(_ dictionary: [String: TemplateValue]) {
        self.init(dictionary.map { ($0.key, $0.value) })
    }

    /// Makes room for `minimumCapacity` entries, so that adding that many moves the entries at most once.
    public mutating func reserveCapacity(_ minimumCapacity: Int) {
        entries.reserveCapacity(minimumCapacity)
    }

    /// How many entries there are.
    public var count: Int { entries.count }

    /// Whether there are no entries.
    public var isEmpty: Bool { entries.isEmpty }

    /// The keys, in no particular order.
    public var keys: [String] { entries.map(\.0.name) }

    /// The value under `key`, or `nil`; setting `nil` removes the entry.
    ///
    /// A string literal is a key (`dictionary["isLast"]`), numbered by the address of its text; a name held
    /// in a `String` is made a key with ``TemplateKey/init(_:)``. There is no subscript taking a `String`:
    /// a literal would pick it over this one, and its name would be hashed and compared at every use.
    public subscript(key: TemplateKey) -> TemplateValue? {
        get { value(for: key) }
        set {
            switch (position(of: key), newValue) {
            case (.found(let index), let value?): entries[index].1 = value
            case (.found(let index), nil): entries.remove(at: index)
            case (.insertion(let index), let value?): insert((key, value), at: index)
            case (.insertion, nil): break
            }
        }
    }

    /// The fewest entries the storage grows to when a key is added to a full one.
    ///
    /// A literal's storage has room for its own entries only, and an empty dictionary's has none; the
    /// contexts add a few keys to most of the dictionaries they add any to. Growing to this many at once
    /// moves the entries once, where doubling from one entry moved them up to three times.
    static let minimumGrownCapacity = 4

    /// Adds `entry` at `index`: appended, then moved down past the entries after `index`. The array's own
    /// `insert(_:at:)` goes through its general subrange replacement, which cost about 500 instructions a key
    /// in the contexts' small dictionaries.
    private mutating func insert(_ entry: Entry, at index: Int) {
        if entries.count == entries.capacity {
            entries.reserveCapacity(Swift.max(Self.minimumGrownCapacity, entries.count * 2))
        }
        entries.append(entry)
        entries.withUnsafeMutableBufferPointer { entries in
            var position = entries.count - 1
            while position > index {
                entries.swapAt(position, position - 1)
                position -= 1
            }
        }
    }

    /// These entries and those of `other`; for a key both have, `combine` gives the value from this
    /// dictionary's and `other`'s.
    public func merging(
        _ other: TemplateDictionary,
        uniquingKeysWith combine: (TemplateValue, TemplateValue) -> TemplateValue
    ) -> TemplateDictionary {
        var merged = self
        merged.merge(other, uniquingKeysWith: combine)
        return merged
    }

    /// Adds the entries of `other`; for a key both have, `combine` gives the value from this dictionary's
    /// and `other`'s.
    public mutating func merge(
        _ other: TemplateDictionary,
        uniquingKeysWith combine: (TemplateValue, TemplateValue) -> TemplateValue
    ) {
        entries.reserveCapacity(entries.count + other.entries.count)
        for (key, value) in other.entries {
            if let existing = self[key] {
                self[key] = combine(existing, value)
            } else {
                self[key] = value
            }
        }
    }

    /// Whether two dictionaries have the same entries and are both closed or both open.
    public static func == (lhs: TemplateDictionary, rhs: TemplateDictionary) -> Bool {
        lhs.isClosed == rhs.isClosed && lhs.entries.elementsEqual(rhs.entries) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for (key, value) in entries {
            hasher.combine(key)
            hasher.combine(value)
        }
        hasher.combine(isClosed)
    }

    /// The value under `key`, or `nil`: what a template's look-up reads.
    func value(for key: TemplateKey) -> TemplateValue? {
        guard case .found(let index) = position(of: key) else { return nil }
        return entries[index].1
    }

    /// The entry of `key`, or `nil`, trying the entry `hint` first; `hint` becomes the key's entry when the
    /// key is found at another.
    func index(of key: TemplateKey, hint: inout Int) -> Int? {
        let guess = hint
        if guess < entries.count, entries[guess].0 == key { return guess }
        guard case .found(let index) = position(of: key) else { return nil }
        hint = index
        return index
    }

    /// Where `key` is, or where it would go.
    private enum Position {
        case found(Int)
        case insertion(Int)
    }

    /// A binary search of the entries for `key`'s number. It reads the entries' storage in place, without
    /// holding a reference to it.
    private func position(of key: TemplateKey) -> Position {
        entries.withUnsafeBufferPointer { entries in
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low &+ high) >> 1
                if entries[middle].0 < key { low = middle &+ 1 } else { high = middle }
            }
            return low < entries.count && entries[low].0 == key ? .found(low) : .insertion(low)
        }
    }
}

extension TemplateDictionary: ExpressibleByDictionaryLiteral {
    /// The entries of the literal; a key written twice keeps its last value.
    ///
    /// A context is made of about a hundred small literals per endpoint. The literal's elements are entries
    /// (each key numbered as the literal is evaluated), so they are ordered by key in the literal's own
    /// storage, which the dictionary then keeps: nothing is copied, and no storage is made or freed.
    public init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
        self.init(entries: elements)
    }

    /// The entries `elements`; a key given twice keeps its last value.
    init(_ elements: [(String, TemplateValue)]) {
        self.init(entries: elements.map { (TemplateKey($0.0), $0.1) })
    }

    /// The entries `elements`, ordered by key in their own storage (``sortByKey(_:)``). Of entries with the
    /// same key, which the stable sort leaves side by side in the order given, the last is kept.
    init(entries elements: consuming [Entry]) {
        var entries = consume elements
        Self.sortByKey(&entries)
        let hasDuplicate = entries.indices.dropFirst().contains { entries[$0 - 1].0 == entries[$0].0 }
        guard hasDuplicate else {
            self.entries = entries
            return
        }
        self.entries = entries.indices.compactMap { index in
            index + 1 < entries.count && entries[index + 1].0 == entries[index].0 ? nil : entries[index]
        }
    }

    /// Orders `entries` by key number: with an insertion sort when they are few, as in most literals; with
    /// the standard library's sort otherwise. The sort is stable, so of two entries with one key, the one
    /// given last stays last.
    private static func sortByKey(_ entries: inout [Entry]) {
        guard entries.count > 1 else { return }
        guard entries.count <= 16 else {
            entries.sort { $0.0 < $1.0 }
            return
        }
        entries.withUnsafeMutableBufferPointer { entries in
            for index in 1..<entries.count {
                var position = index
                while position > 0, entries[position].0 < entries[position - 1].0 {
                    entries.swapAt(position, position - 1)
                    position -= 1
                }
            }
        }
    }
}

extension TemplateDictionary: Sequence {
    /// The entries as `(key, value)` pairs, in no particular order.
    public struct Iterator: IteratorProtocol {
        var entries: IndexingIterator<[Entry]>

        /// The next entry, or `nil` after the last.
        public mutating func next() -> (key: String, value: TemplateValue)? {
            entries.next().map { (key: $0.0.name, value: $0.1) }
        }
    }

    /// An iterator over the entries.
    public func makeIterator() -> Iterator {
        Iterator(entries: entries.makeIterator())
    }
}

extension TemplateValue {
    /// What one level of a template's context stack answers for a name.
    enum ContextAnswer {
        /// The level is a dictionary with the name, whose value is neither a boolean nor a string.
        case found(TemplateValue)
        /// The level is a dictionary with the name, whose value is this boolean. Most names a template looks up
        /// are flags, told apart this way without copying the value out of the dictionary (and dropping the
        /// copy after).
        case flag(Bool)
        /// The level is a dictionary with the name, whose value is this string: most other names a template
        /// looks up are printed, and a string is copied as itself rather than as a template value.
        case text(String)
        /// The level lacks the name; the look-up goes on to the enclosing level.
        case absentHere
        /// The level is a closed dictionary that lacks the name (``TemplateDictionary/isClosed``): the look-up
        /// stops, with nothing.
        case absentEverywhere
    }

    /// What this value answers for `key` as a level of the context stack: a dictionary's value, or where the
    /// look-up goes next. Any other value (a string, an array's element that is not a dictionary) has no names.
    ///
    /// `hint` is the entry where the key may be: tried first, and set to the key's entry when the key is
    /// found elsewhere.
    func contextAnswer(for key: TemplateKey, hint: inout Int) -> ContextAnswer {
        guard case .dictionary(let dictionary) = self else { return .absentHere }
        guard let index = dictionary.index(of: key, hint: &hint) else {
            return dictionary.isClosed ? .absentEverywhere : .absentHere
        }
        switch dictionary.entries[index].1 {
        case .bool(let flag): return .flag(flag)
        case .string(let text): return .text(text)
        default: return .found(dictionary.entries[index].1)
        }
    }
}
