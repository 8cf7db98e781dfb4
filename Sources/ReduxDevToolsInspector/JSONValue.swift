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

    /// The member `key` of an object.
    subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }
}
