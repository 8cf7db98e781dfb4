/// Writes the Swift expression that turns a value into the text a path, query item or header sends.
enum TextValueSource {
    /// The text of `expression`, a non-optional value of `type`.
    ///
    /// Strings go as they are, numbers and booleans in Swift's notation, dates as the spec's JSON date
    /// strategy writes them (ISO 8601, or whole seconds or milliseconds since 1970), URLs as their
    /// absolute string, UUIDs in their standard form and enums as their raw value.
    static func text(of expression: String, type: TypeReference, feature: FeatureSpec) -> String {
        switch type.nonOptional {
        case .string: return expression
        case .int, .double, .bool: return "String(\(expression))"
        case .date:
            switch feature.api?.dateStrategy ?? .iso8601 {
            case .iso8601: return "\(expression).ISO8601Format()"
            case .secondsSince1970: return "String(Int64(\(expression).timeIntervalSince1970))"
            case .millisecondsSince1970: return "String(Int64(\(expression).timeIntervalSince1970 * 1000))"
            }
        case .url: return "\(expression).absoluteString"
        case .uuid: return "\(expression).uuidString"
        case .named(let name):
            if feature.model(named: name)?.enumeration?.rawType == .int { return "String(\(expression).rawValue)" }
            return "\(expression).rawValue"
        case .optional, .array, .dictionary:
            return "String(describing: \(expression))"
        }
    }
}
