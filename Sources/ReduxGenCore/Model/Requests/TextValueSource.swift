/// Decides how a value becomes the text a path, query item or header sends, by the value's type, for the
/// live repository's request and its live-request tests alike; `_textValue.mustache` writes the decision.
enum TextValueSource {
    /// How a non-optional value of `type` becomes text.
    ///
    /// Strings go as they are, numbers and booleans in Swift's notation, dates exactly as the client's JSON
    /// coding writes them in a body (ISO 8601, or seconds or milliseconds since 1970 with their fraction),
    /// URLs as their absolute string, UUIDs in their standard form and enums as their raw value.
    static func conversion(for type: TypeReference, feature: FeatureSpec) throws(UnresolvedReference) -> ResolvedTextConversion {
        switch type.nonOptional {
        case .string: return .asIs
        case .int, .double, .bool: return .described
        case .date: return .dateText
        case .url: return .absoluteString
        case .uuid: return .uuidString
        case .named(let name):
            guard let enumeration = feature.model(named: name)?.enumeration else {
                throw UnresolvedReference(kind: "enum (a request value's type)", name: name)
            }
            return enumeration.rawType == .int ? .describedRawValue : .rawValue
        case .optional, .array, .dictionary, .json:
            // Validation allows only text-like values (and, in queries, arrays of them, sent item by item).
            throw UnresolvedReference(kind: "text form (a request value's type)", name: "\(type)")
        }
    }

    /// The text of `value`, a non-optional value of `type`, as data `_textValue.mustache` writes.
    static func text(of value: ResolvedRunTimeValue, type: TypeReference, feature: FeatureSpec) throws(UnresolvedReference) -> ResolvedValueText {
        ResolvedValueText(value: value, conversion: try conversion(for: type, feature: feature))
    }
}
