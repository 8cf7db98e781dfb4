import Foundation

/// Any JSON value, kept as the app sent it so that the inspector can store and forward states and actions
/// without knowing the app's types. Read with ``JSONParser`` (see there why not with `JSONDecoder`), written
/// with `JSONEncoder`.
enum JSONValue: Encodable, Equatable, Sendable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    /// The value the JSON text `data` holds.
    init(parsing data: Data) throws {
        self = try JSONParser.parse([UInt8](data))
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }

    /// About how many bytes of memory the inspector takes to hold the value, which is what its limits on the
    /// events it keeps count: each value's slot, the storage of an array, an object and each of its members,
    /// and the text of a string too long to be kept inline. For an array of small objects that is about 20
    /// times its JSON text; for long strings, about once.
    var memorySize: Int {
        switch self {
        case .null, .bool, .integer, .number:
            return Self.slotSize
        case .string(let value):
            return Self.slotSize + Self.heapSize(of: value)
        case .array(let elements):
            return Self.slotSize + Self.storageHeaderSize + elements.reduce(0) { $0 + $1.memorySize }
        case .object(let members):
            let memberSizes = members.reduce(0) { $0 + Self.memberSize + Self.heapSize(of: $1.key) + $1.value.memorySize }
            return Self.slotSize + Self.dictionaryHeaderSize + memberSizes
        }
    }

    // Measured on Linux x86_64 (the resident memory of an inspector holding arrays of small objects, and of
    // long strings), rounded up.
    private static let slotSize = 32
    private static let storageHeaderSize = 32
    private static let dictionaryHeaderSize = 96
    private static let memberSize = 48
    private static let inlineStringBytes = 15

    /// The heap a string takes beside its slot: none for a short one, which Swift keeps inline.
    private static func heapSize(of text: String) -> Int {
        let count = text.utf8.count
        return count > inlineStringBytes ? storageHeaderSize + count : 0
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
