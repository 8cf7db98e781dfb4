/// A Swift type as a spec writes it in a type string such as `"[String: Double]"` or `Repository?`.
public indirect enum TypeReference: Hashable, Sendable, CustomStringConvertible {
    case string
    case int
    case double
    case bool
    case date
    case url
    case uuid
    /// `JSON`: any JSON value, `JSONValue` in Swift.
    case json
    /// A model or enum of the spec, by its spec name (resolved by the validator).
    case named(String)
    /// `T?`
    case optional(TypeReference)
    /// `[T]`
    case array(TypeReference)
    /// `[String: T]` (keys are always `String`).
    case dictionary(TypeReference)

    /// The built-in types by the name a spec writes them with.
    public static let builtins: [String: TypeReference] = [
        "String": .string, "Int": .int, "Double": .double, "Bool": .bool,
        "Date": .date, "URL": .url, "UUID": .uuid, "JSON": .json,
    ]

    /// The type as a spec (and Swift, for built-ins) writes it: `[String: Repository]?`.
    public var description: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .json: return "JSON"
        case .named(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        }
    }

    /// The Swift source for this type, with model names converted to Swift type names.
    public var swiftSource: String {
        switch self {
        case .named(let name): return SwiftName.upperCamelCase(name)
        case .optional(let wrapped): return "\(wrapped.swiftSource)?"
        case .array(let element): return "[\(element.swiftSource)]"
        case .dictionary(let value): return "[String: \(value.swiftSource)]"
        case .json: return "JSONValue"
        default: return description
        }
    }

    /// Whether the type is `T?`.
    public var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    /// The wrapped type of `T?`, or the type itself.
    public var nonOptional: TypeReference {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The model or enum the type names, through optionals, arrays and dictionaries: `Repository` for
    /// `[Repository]?`; nil for a built-in type.
    public var modelName: String? {
        switch self {
        case .named(let name): name
        case .optional(let inner), .array(let inner), .dictionary(let inner): inner.modelName
        default: nil
        }
    }

    /// The element type of `[T]`, if this is an array.
    public var arrayElement: TypeReference? {
        if case .array(let element) = self { return element }
        return nil
    }
}
