/// An ordered list of HTTP header fields whose names compare case-insensitively.
public struct HTTPHeaders: Equatable, Sendable, ExpressibleByDictionaryLiteral, Sequence {
    /// One header field.
    public struct Field: Equatable, Sendable {
        /// The field name as given, for example `"Content-Type"`.
        public var name: String
        /// The field value.
        public var value: String

        /// Creates a header field.
        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The fields in the order they were added.
    public private(set) var fields: [Field]

    /// Creates headers from fields, keeping their order.
    public init(_ fields: [Field] = []) {
        self.fields = fields
    }

    /// Creates headers from a literal such as `["Accept": "application/json"]`.
    public init(dictionaryLiteral elements: (String, String)...) {
        self.fields = elements.map { Field(name: $0.0, value: $0.1) }
    }

    /// The value of the first field named `name` (any letter case); setting replaces every field of that
    /// name, and setting `nil` removes them.
    public subscript(name: String) -> String? {
        get { fields.first { $0.name.lowercased() == name.lowercased() }?.value }
        set {
            // The first match comes before every other match, so its index stays valid after removal.
            let index = fields.firstIndex { $0.name.lowercased() == name.lowercased() }
            fields.removeAll { $0.name.lowercased() == name.lowercased() }
            guard let newValue else { return }
            fields.insert(Field(name: name, value: newValue), at: index ?? fields.count)
        }
    }

    /// Appends a field, keeping any existing fields of the same name.
    public mutating func add(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Whether there are no fields.
    public var isEmpty: Bool { fields.isEmpty }

    public func makeIterator() -> IndexingIterator<[Field]> {
        fields.makeIterator()
    }
}
