// The `Codable` conformance reduxgen writes out for generated actions and models.
//
// Generated actions and state encode in the JSON form Swift synthesizes (docs/generated-code.md, "JSON
// form"): an action is `{"<case>": {<values by label, or _0, _1>}}`, a state an object of its fields. The
// synthesized conformance of an enum with hundreds of cases declares a coding-key enum per case and takes
// most of a large feature's build, so generated actions write the conformance out through these functions,
// which keep the generic coding work here, compiled once. Generated models do the same: each field is read
// and written under its JSON key, without a `CodingKeys` enum per model to synthesize and compile.

/// A JSON object member name, the coding key of generated actions' and models' conformance.
public struct GeneratedCodingKey: CodingKey, Hashable, Sendable {
    /// The member name.
    public var stringValue: String
    /// Always `nil`: generated JSON has no integer keys.
    public var intValue: Int? { nil }

    /// The key of the member named `stringValue`.
    public init(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Always `nil`: generated JSON has no integer keys.
    public init?(intValue: Int) {
        nil
    }
}

extension Encoder {
    /// Encodes an action case as `{"<name>": {}}` and returns the container of its associated values.
    @discardableResult
    public func actionContainer(case name: String) -> KeyedEncodingContainer<GeneratedCodingKey> {
        var container = self.container(keyedBy: GeneratedCodingKey.self)
        return container.nestedContainer(keyedBy: GeneratedCodingKey.self, forKey: GeneratedCodingKey(stringValue: name))
    }

}

extension Decoder {
    /// The action case an object names, as its position in `names`, and the container of its associated
    /// values.
    ///
    /// As in the synthesized form, members that name no case are ignored, and exactly one must name a case:
    /// otherwise this throws `DecodingError.typeMismatch` for `type`.
    public func actionContainer(
        among names: [String],
        of type: Any.Type
    ) throws -> (position: Int, values: KeyedDecodingContainer<GeneratedCodingKey>) {
        let container = try self.container(keyedBy: GeneratedCodingKey.self)
        let named = container.allKeys.compactMap { key in names.firstIndex(of: key.stringValue).map { (key, $0) } }
        guard named.count == 1, let (key, position) = named.first else {
            throw DecodingError.typeMismatch(type, DecodingError.Context(
                codingPath: container.codingPath,
                debugDescription: "Invalid number of keys found, expected one."
            ))
        }
        return (position, try container.nestedContainer(keyedBy: GeneratedCodingKey.self, forKey: key))
    }
}

extension KeyedEncodingContainer<GeneratedCodingKey> {
    /// Encodes `value` as the member named `key`.
    public mutating func encode<Value: Encodable>(_ value: Value, at key: String) throws {
        try encode(value, forKey: GeneratedCodingKey(stringValue: key))
    }

    /// Encodes `value` as the member named `key`, or leaves the member out when it is `nil`.
    public mutating func encodeIfPresent<Value: Encodable>(_ value: Value?, at key: String) throws {
        try encodeIfPresent(value, forKey: GeneratedCodingKey(stringValue: key))
    }
}

extension KeyedDecodingContainer<GeneratedCodingKey> {
    /// Decodes the member named `key`, which must be present.
    public func decode<Value: Decodable>(_ type: Value.Type, at key: String) throws -> Value {
        try decode(type, forKey: GeneratedCodingKey(stringValue: key))
    }

    /// Decodes the member named `key`, or `nil` when it is absent or `null`.
    public func decodeIfPresent<Value: Decodable>(_ type: Value.Type, at key: String) throws -> Value? {
        try decodeIfPresent(type, forKey: GeneratedCodingKey(stringValue: key))
    }
}
