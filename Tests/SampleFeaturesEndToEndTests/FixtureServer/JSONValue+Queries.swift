import ReduxRuntime

/// The JSON values the fixture server stores are ReduxRuntime's; the name is declared here because
/// FlyingFox, which the server files import too, has a `JSONValue` of its own.
typealias JSONValue = ReduxRuntime.JSONValue

/// What the fixture server needs of the JSON values it stores (decoded from `db.json`, filtered, and
/// encoded back): the text of a scalar, and every text inside a value for search.
extension JSONValue {
    /// The text a query parameter is compared with: the value of a scalar, `nil` for arrays and objects.
    var queryText: String? {
        switch self {
        case .null: return "null"
        case .bool(let value): return String(value)
        case .int(let value): return String(value)
        case .double(let value): return String(value)
        case .string(let value): return value
        case .array, .object: return nil
        }
    }

    /// Every string and number inside this value, nested ones included, for full-text search.
    var searchableTexts: [String] {
        switch self {
        case .null, .bool: return []
        case .int, .double, .string: return queryText.map { [$0] } ?? []
        case .array(let values): return values.flatMap(\.searchableTexts)
        case .object(let members): return members.values.flatMap(\.searchableTexts)
        }
    }
}
