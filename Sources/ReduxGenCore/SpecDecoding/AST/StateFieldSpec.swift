/// One property of the feature's State.
public struct StateFieldSpec: Hashable, Sendable {
    /// The name as written, e.g. `favoriteIDs`.
    public var name: String {
        didSet { swiftName = SwiftName.lowerCamelCase(name) }
    }
    /// The Swift property name (unescaped), converted from ``name`` when it is set.
    public private(set) var swiftName: String
    public var type: TypeReference
    /// The initial value, type-checked against `type`. When the spec gives none, the validator fills in
    /// the type's natural default (`""`, `0`, `0.0`, `false`, `[]`, `{}`, `null`).
    public var defaultValue: LiteralValue?

    /// The state's initial value of the field: its `defaultValue`, or without one `null` for an optional
    /// field and else an empty array (the only types validation lets go without a default).
    public var initialValue: LiteralValue {
        defaultValue ?? (type.isOptional ? .null : .array([]))
    }
    /// Whether the value is saved and restored across launches (`persist: true`).
    public var persist: Bool
    /// Whether DevTools and action logs redact the value (`sensitive: true`).
    public var isSensitive = false
    /// Where the field's name was written.
    public var location: SourceLocation
    /// Where the field's type was written.
    public var typeLocation: SourceLocation
    /// The `default:` node as written, kept for the validator's type check.
    public var defaultNode: YAMLNode?
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]

    public init(
        name: String,
        type: TypeReference,
        defaultValue: LiteralValue? = nil,
        persist: Bool = false,
        location: SourceLocation,
        typeLocation: SourceLocation,
        defaultNode: YAMLNode? = nil
    ) {
        self.name = name
        swiftName = SwiftName.lowerCamelCase(name)
        self.type = type
        self.defaultValue = defaultValue
        self.persist = persist
        self.location = location
        self.typeLocation = typeLocation
        self.defaultNode = defaultNode
    }
}
