/// A model of the `models:` section: a Codable struct, an enum with raw values, or a sum type (`oneOf:`).
public struct ModelSpec: Hashable, Sendable {
    /// What kind of type a model is.
    public enum Kind: Hashable, Sendable {
        /// A struct (Codable, Equatable, Sendable) with fields in the order they were written.
        case structure([ModelFieldSpec])
        /// An enum with `String` or `Int` raw values.
        case enumeration(EnumSpec)
        /// A sum type: an enum whose cases each hold a value of one type (`oneOf:`).
        case sum(SumSpec)
    }

    /// The name as written, e.g. `Repository`.
    public var name: String {
        didSet { swiftName = SwiftName.upperCamelCase(name) }
    }
    /// The Swift type name, converted from ``name`` when it is set: validation, resolution and the
    /// samples read it for every reference to the model.
    public private(set) var swiftName: String
    public var kind: Kind
    /// Where the model's name was written.
    public var location: SourceLocation
    /// `schema:`: the OpenAPI document's component schema this model is taken from. Set only until the
    /// reference is resolved.
    public var schema: NameReference?
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]

    public init(name: String, kind: Kind, location: SourceLocation) {
        self.name = name
        swiftName = SwiftName.upperCamelCase(name)
        self.kind = kind
        self.location = location
    }

    /// The struct's fields (empty for an enum).
    public var fields: [ModelFieldSpec] {
        if case .structure(let fields) = kind { return fields }
        return []
    }

    /// The enum's description, if this model is an enum.
    public var enumeration: EnumSpec? {
        if case .enumeration(let spec) = kind { return spec }
        return nil
    }

    /// The sum type's description, if this model is one.
    public var sum: SumSpec? {
        if case .sum(let spec) = kind { return spec }
        return nil
    }

    /// Whether the model is a struct (the only kind with fields a spec can read or match by).
    public var isStruct: Bool {
        if case .structure = kind { return true }
        return false
    }

    /// The types the model holds inline: a struct's fields' types, a sum type's cases' types (none for an
    /// enum). What recursion checks and samples follow.
    public var memberTypes: [TypeReference] {
        switch kind {
        case .structure(let fields): fields.map(\.type)
        case .enumeration: []
        case .sum(let spec): spec.cases.map(\.type)
        }
    }
}

/// One stored property of a model struct.
public struct ModelFieldSpec: Hashable, Sendable {
    /// The name as written, e.g. `full_name` or `fullName`.
    public var name: String {
        didSet { swiftName = SwiftName.lowerCamelCase(name) }
    }
    /// The Swift property name (unescaped; use `SwiftName.escaped` when emitting a declaration), converted
    /// from ``name`` when it is set: every stage reads it several times per field.
    public private(set) var swiftName: String
    public var type: TypeReference
    /// The JSON key given with `key:`, if any.
    public var explicitKey: String?
    /// Where the field's name was written.
    public var location: SourceLocation
    /// Where the field's type was written (for diagnostics inside the type string).
    public var typeLocation: SourceLocation
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]

    public init(name: String, type: TypeReference, explicitKey: String? = nil, location: SourceLocation, typeLocation: SourceLocation) {
        self.name = name
        swiftName = SwiftName.lowerCamelCase(name)
        self.type = type
        self.explicitKey = explicitKey
        self.location = location
        self.typeLocation = typeLocation
    }

    /// The JSON key the field is read from and written to: the explicit `key:`, else the name as
    /// written (`keys: default`) or the snake_case form of the Swift name (`keys: snake_case`,
    /// `avatarURL` → `avatar_url`).
    ///
    /// Generated code should list these keys in explicit `CodingKeys` and leave the coders' key
    /// strategies at their defaults: `convertFromSnakeCase` would also rewrite explicit keys.
    public func jsonKey(keyStrategy: JSONKeyStrategy) -> String {
        if let explicitKey { return explicitKey }
        return keyStrategy == .snakeCase ? SwiftName.snakeCase(swiftName) : name
    }

    /// The JSON key the field is read from when it differs from what the key strategy derives from
    /// the Swift name: an explicit `key:`, or, with `keys: default`, the name as written when it is not
    /// already the Swift name. `nil` means "no CodingKeys entry needed".
    public func codingKey(keyStrategy: JSONKeyStrategy) -> String? {
        if let explicitKey { return explicitKey }
        if keyStrategy == .useDefaultKeys, name != swiftName { return name }
        return nil
    }
}

/// An enum model: its raw-value type and its cases.
public struct EnumSpec: Hashable, Sendable {
    /// The raw-value type of an enum model.
    public enum RawType: String, Hashable, Sendable {
        case string = "String"
        case int = "Int"
    }

    public var rawType: RawType
    public var cases: [EnumCaseSpec]
    /// `unknown: true`: the enum gets `case unknown(RawType)`, which any raw value that no case has decodes
    /// as, and which encodes back as that raw value.
    public var hasUnknownCase: Bool

    public init(rawType: RawType, cases: [EnumCaseSpec], hasUnknownCase: Bool = false) {
        self.rawType = rawType
        self.cases = cases
        self.hasUnknownCase = hasUnknownCase
    }
}

/// One case of an enum model.
public struct EnumCaseSpec: Hashable, Sendable {
    /// The name as written, e.g. `in_progress`.
    public var name: String
    /// The raw value (`"in_progress"` or `3`); for a `String` enum listed without raw values, the
    /// name as written; for an `Int` enum listed without raw values, its 0-based position.
    public var rawValue: LiteralValue
    public var location: SourceLocation

    public init(name: String, rawValue: LiteralValue, location: SourceLocation) {
        self.name = name
        self.rawValue = rawValue
        self.location = location
    }

    /// The Swift case name (unescaped).
    public var swiftName: String { SwiftName.lowerCamelCase(name) }
}

/// A sum type (`oneOf:`): an enum whose cases each hold one value, coded with a discriminator property or,
/// without one, as the first case that decodes (docs/spec.md, "Sum types").
public struct SumSpec: Hashable, Sendable {
    public var cases: [SumCaseSpec]
    /// `discriminator:`: the JSON key of the property whose value names the case, in the same object as
    /// the case's fields; `nil` for a sum type decoded by trying each case in order.
    public var discriminator: String?
    /// Where `discriminator:` was written (the model's location when it is not).
    public var discriminatorLocation: SourceLocation?
    /// `unknown: true`: a discriminator value no case has decodes as `unknown(value)`.
    public var hasUnknownCase: Bool
    /// Where `unknown:` was written, for the error when there is no discriminator.
    public var unknownLocation: SourceLocation?

    public init(
        cases: [SumCaseSpec], discriminator: String? = nil, discriminatorLocation: SourceLocation? = nil,
        hasUnknownCase: Bool = false, unknownLocation: SourceLocation? = nil
    ) {
        self.cases = cases
        self.discriminator = discriminator
        self.discriminatorLocation = discriminatorLocation
        self.hasUnknownCase = hasUnknownCase
        self.unknownLocation = unknownLocation
    }
}

/// One case of a sum type: `circle: Circle` or `circle: { type: Circle, tag: CIRCLE }`.
public struct SumCaseSpec: Hashable, Sendable {
    /// The name as written, e.g. `circle`.
    public var name: String
    public var type: TypeReference
    /// `tag:`: the discriminator value that marks this case, when it is not the name as written.
    public var explicitTag: String?
    public var location: SourceLocation
    public var typeLocation: SourceLocation
    /// Where `tag:` was written.
    public var tagLocation: SourceLocation?

    public init(
        name: String, type: TypeReference, explicitTag: String? = nil, location: SourceLocation, typeLocation: SourceLocation,
        tagLocation: SourceLocation? = nil
    ) {
        self.name = name
        self.type = type
        self.explicitTag = explicitTag
        self.location = location
        self.typeLocation = typeLocation
        self.tagLocation = tagLocation
    }

    /// The Swift case name (unescaped).
    public var swiftName: String { SwiftName.lowerCamelCase(name) }

    /// The discriminator value of the case: `tag:`, else the name as written.
    public var tag: String { explicitTag ?? name }
}
