/// Writes the Swift expression that turns a value into the text a path, query item or header sends.
enum TextValueSource {
    /// The text of `expression`, a non-optional value of `type`.
    ///
    /// Strings go as they are, numbers and booleans in Swift's notation, dates exactly as the client's JSON
    /// coding writes them in a body (ISO 8601, or seconds or milliseconds since 1970 with their fraction),
    /// URLs as their absolute string, UUIDs in their standard form and enums as their raw value. The date
    /// text can throw, so its expression starts with `try`; `client` is the repository's `APIClient`.
    static func text(of expression: String, type: TypeReference, feature: FeatureSpec) throws(UnresolvedReference) -> String {
        switch type.nonOptional {
        case .string: return expression
        case .int, .double, .bool: return "String(\(expression))"
        case .date: return "try client.coding.text(of: \(expression))"
        case .url: return "\(expression).absoluteString"
        case .uuid: return "\(expression).uuidString"
        case .named(let name):
            guard let enumeration = feature.model(named: name)?.enumeration else {
                throw UnresolvedReference(kind: "enum (a request value's type)", name: name)
            }
            return enumeration.rawType == .int ? "String(\(expression).rawValue)" : "\(expression).rawValue"
        case .optional, .array, .dictionary:
            // Validation allows only text-like values (and, in queries, arrays of them, sent item by item).
            throw UnresolvedReference(kind: "text form (a request value's type)", name: "\(type)")
        }
    }
}
