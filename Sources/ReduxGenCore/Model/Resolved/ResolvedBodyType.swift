/// The `Encodable` struct a request's `body: { fields: ... }` is encoded from, nested in the live repository.
public struct ResolvedBodyType: Hashable, Sendable {
    /// The struct's name: the endpoint's name in UpperCamelCase and `Body`, e.g. `AddFavoriteBody`.
    public var name: String
    /// The endpoint's Swift name, for the struct's documentation.
    public var endpointName: String
    /// The fields, in spec order.
    public var fields: [ResolvedBodyField]

    /// Whether a key sent differs from its property's name, so the struct needs `CodingKeys`.
    public var needsCodingKeys: Bool { fields.contains { $0.key != nil } }
}

/// A stored property of a body struct.
public struct ResolvedBodyField: Hashable, Sendable, Encodable {
    /// The escaped property name.
    public var name: String
    /// The Swift type.
    public var type: String
    /// The JSON key as sent (unquoted), when it differs from the property's name.
    public var key: String?
}
