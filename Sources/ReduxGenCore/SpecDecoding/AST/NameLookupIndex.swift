/// Where each element of a list of named spec items is, by its spec name and by its Swift name: a
/// lookup that answers as a first-match scan would (a spec name wins over a Swift name, and the first of
/// equal names wins) in constant time.
struct NameLookupIndex: Sendable {
    private var bySpecName: [String: Int] = [:]
    private var bySwiftName: [String: Int] = [:]

    init<Element>(_ elements: [Element], name: (Element) -> String, swiftName: (Element) -> String) {
        for (position, element) in elements.enumerated().reversed() {
            bySpecName[name(element)] = position
            bySwiftName[swiftName(element)] = position
        }
    }

    /// The position of the first element whose spec name is `name`, else of the first whose Swift name is.
    func position(of name: String) -> Int? {
        bySpecName[name] ?? bySwiftName[name]
    }

    /// The position of the first element whose spec name or Swift name is `name`.
    func firstPosition(of name: String) -> Int? {
        switch (bySpecName[name], bySwiftName[name]) {
        case (let bySpecName?, let bySwiftName?): min(bySpecName, bySwiftName)
        case (let position?, nil), (nil, let position?): position
        case (nil, nil): nil
        }
    }
}

/// The name indexes of a `FeatureSpec`. They are derived from the spec's lists, so they take no part in
/// comparing or hashing specs: an indexed spec equals the same spec without indexes.
struct NameLookupIndexes: Hashable, Sendable {
    var models: NameLookupIndex?
    var state: NameLookupIndex?
    var actions: NameLookupIndex?
    var endpoints: NameLookupIndex?

    static func == (lhs: NameLookupIndexes, rhs: NameLookupIndexes) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
