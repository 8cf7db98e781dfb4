import ReduxGenCore

/// A type a random spec uses, with what the generator needs to know to use it validly.
indirect enum RandomType: Equatable {
    case string, int, double, bool, date, url, uuid
    /// `JSON`: any JSON value (ReduxRuntime's `JSONValue`).
    case json
    /// An enum model: its spec name, whether its raw values are `Int`, and its case names.
    case enumeration(name: String, isInt: Bool, cases: [String])
    /// A struct model: its spec name and its fields (name, type).
    case structure(name: String, fields: [RandomField])
    /// A sum type (`oneOf`): its spec name.
    case sum(name: String)
    case optional(RandomType)
    case array(RandomType)
    case dictionary(RandomType)

    /// The type as a spec writes it: `"[String: Int]?"`.
    var spec: String {
        switch self {
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .date: return "Date"
        case .url: return "URL"
        case .uuid: return "UUID"
        case .json: return "JSON"
        // By the Swift name: a spec name such as `Entry-Row` is not a type string.
        case .enumeration(let name, _, _), .structure(let name, _), .sum(let name): return SwiftName.upperCamelCase(name)
        case .optional(let wrapped): return wrapped.spec + "?"
        case .array(let element): return "[" + element.spec + "]"
        case .dictionary(let value): return "[String: " + value.spec + "]"
        }
    }

    var isOptional: Bool {
        if case .optional = self { return true }
        return false
    }

    var nonOptional: RandomType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    var arrayElement: RandomType? {
        if case .array(let element) = self { return element }
        return nil
    }

    /// Strings, numbers, Bool, UUID, URL, Date and enums: what a query item or header can carry.
    var isTextual: Bool {
        switch self {
        case .string, .int, .double, .bool, .uuid, .url, .date, .enumeration: return true
        default: return false
        }
    }

    /// What a path parameter can carry.
    var isPathValue: Bool {
        switch self {
        case .string, .int, .double, .bool, .uuid, .enumeration: return true
        default: return false
        }
    }

    /// What a value of another feature (`app.<feature>.<field>`) can be, optional or not (docs/spec.md,
    /// "Values of other features").
    var isAppValue: Bool {
        switch nonOptional {
        case .string, .int, .double, .bool, .uuid, .url, .date: return true
        default: return false
        }
    }

    /// What a template placeholder can read: a non-optional text, number, Bool, UUID, URL, Date or enum.
    var isTemplateValue: Bool { isTextual }

    /// What a form field can carry: a textual value, optional or not, or an array of textual values.
    var isFormValue: Bool { nonOptional.isTextual || (arrayElement?.isTextual ?? false) }

    /// What a `where:` key or a keyed concurrency can match by: a non-optional String, number, Bool, UUID,
    /// URL or enum.
    var isKey: Bool {
        switch self {
        case .string, .int, .double, .bool, .uuid, .url, .enumeration: return true
        default: return false
        }
    }

    /// The fields of a struct model, or none.
    var structFields: [RandomField] {
        if case .structure(_, let fields) = self { return fields }
        return []
    }

    /// Whether a spec can write a value of the type (`Date`, struct models and sum types cannot be written).
    var isWritable: Bool {
        switch self {
        case .date, .structure, .sum: return false
        case .optional(let wrapped), .array(let wrapped), .dictionary(let wrapped): return wrapped.isWritable
        default: return true
        }
    }
}

/// A field of a struct model, a payload field or a state field: a name and a type.
struct RandomField: Equatable {
    var name: String
    var type: RandomType
}
