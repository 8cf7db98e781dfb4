/// Any JSON value: what a spec's `JSON` type holds, for data whose shape the API leaves open (OpenAPI's
/// free-form objects such as a `metadata` object, schemas without a type, arrays without `items`).
///
/// It decodes any JSON and encodes it back as it came, and tests and apps write it with literals:
///
/// ```swift
/// let metadata: JSONValue = ["user": "ada", "tags": ["a", "b"], "score": 1.5, "deleted": nil]
/// metadata["user"]?.stringValue   // "ada"
/// ```
///
/// **Numbers.** A JSON number that is a whole number within `Int`'s range decodes as ``int(_:)`` (also
/// when written `1.0` or `1e2`), so identifiers and counts up to 2^63 − 1 keep every digit, beyond the
/// 2^53 a `Double` holds exactly; any other number decodes as ``double(_:)`` (a whole number beyond
/// `Int`'s range too, rounded to the nearest `Double`). Numbers compare by value, whichever case holds
/// them: `.int(1) == .double(1.0)`, since `JSONEncoder` writes `1.0` as `1`, which decodes as `.int(1)`.
///
/// **Objects** keep no member order (`JSONEncoder` writes members in its own order) and keep every
/// member, including those whose value is `null`.
public enum JSONValue: Sendable {
    /// JSON's `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number within `Int`'s range.
    case int(Int)
    /// Any other number. Encoding a non-finite one (NaN, an infinity) throws, as JSON has none.
    case double(Double)
    /// A string.
    case string(String)
    /// An array, its elements in order.
    case array([JSONValue])
    /// An object, by member name.
    case object([String: JSONValue])
}

// MARK: - Reading values

extension JSONValue {
    /// The member `key` of an object; `nil` for a missing member or a value that is no object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// The element at `index` of an array; `nil` for an index out of range or a value that is no array.
    public subscript(index: Int) -> JSONValue? {
        guard case .array(let elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Whether the value is `null`.
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    /// The value of a `bool`, else `nil`.
    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The value of an `int`, or of a `double` that is a whole number within `Int`'s range; else `nil`.
    public var intValue: Int? {
        switch self {
        case .int(let value): value
        case .double(let value): Int(exactly: value)
        default: nil
        }
    }

    /// The value of a `double`, or of an `int` as the nearest `Double`; else `nil`.
    public var doubleValue: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The value of a `string`, else `nil`.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements of an `array`, else `nil`.
    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The members of an `object`, else `nil`.
    public var objectValue: [String: JSONValue]? {
        if case .object(let value) = self { return value }
        return nil
    }
}

// MARK: - Equality

extension JSONValue: Hashable {
    /// Values are equal when they are the same JSON value: numbers by value, whichever case holds them
    /// (`.int(1) == .double(1.0)`), arrays element by element, objects member by member.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let left), .bool(let right)): left == right
        case (.int(let left), .int(let right)): left == right
        case (.double(let left), .double(let right)): left == right
        case (.int(let whole), .double(let number)), (.double(let number), .int(let whole)): Int(exactly: number) == whole
        case (.string(let left), .string(let right)): left == right
        case (.array(let left), .array(let right)): left == right
        case (.object(let left), .object(let right)): left == right
        default: false
        }
    }

    /// Hashes a `double` that is a whole number within `Int`'s range as that `Int`, so that values `==` calls
    /// equal hash alike.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null:
            hasher.combine(0)
        case .bool(let value):
            hasher.combine(1)
            hasher.combine(value)
        case .int(let value):
            hasher.combine(2)
            hasher.combine(value)
        case .double(let value):
            if let whole = Int(exactly: value) {
                hasher.combine(2)
                hasher.combine(whole)
            } else {
                hasher.combine(3)
                hasher.combine(value)
            }
        case .string(let value):
            hasher.combine(4)
            hasher.combine(value)
        case .array(let value):
            hasher.combine(5)
            hasher.combine(value)
        case .object(let value):
            hasher.combine(6)
            hasher.combine(value)
        }
    }
}

// MARK: - Coding

extension JSONValue: Codable {
    /// Reads any JSON value; see the type's documentation for how numbers are read. A value that is none
    /// (from a decoder of another format) throws `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .int(value)
        } else if let value = try? container.decode(Double.self) {
            self = .double(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: JSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Expected a JSON value.")
        }
    }

    /// Writes the value as it is; a `double` that is not finite throws `EncodingError.invalidValue`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .int(let value): try container.encode(value)
        case .double(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

// MARK: - Literals

extension JSONValue: ExpressibleByNilLiteral {
    /// `nil` is JSON's `null` where a `JSONValue` is expected, as inside `["a": nil]`. (Where a
    /// `JSONValue?` is expected, `nil` is that optional's `nil`.)
    public init(nilLiteral: ()) {
        self = .null
    }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) {
        self = .array(elements)
    }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// An object of the literal's members; of two members with the same key, the later wins (a JSON
    /// object's rule in most parsers, where a Swift dictionary literal would stop the program).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements) { _, later in later })
    }
}
