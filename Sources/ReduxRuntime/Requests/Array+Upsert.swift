extension Array {
    /// Replaces the first element whose `key` equals `element`'s with `element`, or appends `element` when
    /// no element has that key: what a spec's `store: { upsert: items, by: id }` does with a response.
    ///
    /// ```swift
    /// state.issues.upsert(response, matching: \.number)
    /// ```
    public mutating func upsert<Key: Equatable>(_ element: Element, matching key: KeyPath<Element, Key>) {
        if let index = firstIndex(where: { existing in existing[keyPath: key] == element[keyPath: key] }) {
            self[index] = element
        } else {
            append(element)
        }
    }

    /// Upserts each of `elements` in order, as `upsert(_:matching:)` does one: an element with a key
    /// already stored replaces it, the others are appended.
    public mutating func upsert<Key: Equatable>(
        contentsOf elements: some Sequence<Element>,
        matching key: KeyPath<Element, Key>
    ) {
        for element in elements {
            upsert(element, matching: key)
        }
    }
}
