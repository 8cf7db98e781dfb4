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

    /// The length of the value's compact JSON text, near enough for bounding memory (an escaped character
    /// counts as one byte).
    var jsonTextSize: Int {
        switch self {
        case .null: return 4
        case .bool(let value): return value ? 4 : 5
        case .integer(let value): return String(value).utf8.count
        case .number(let value): return String(value).utf8.count
        case .string(let value): return value.utf8.count + 2
        case .array(let elements):
            return 2 + max(0, elements.count - 1) + elements.reduce(0) { $0 + $1.jsonTextSize }
        case .object(let members):
            // Each member: its quoted name, a colon and its value.
            let memberSizes = members.reduce(0) { $0 + $1.key.utf8.count + 3 + $1.value.jsonTextSize }
            return 2 + max(0, members.count - 1) + memberSizes
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
