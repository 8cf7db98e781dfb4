/// A value templates render: the plain tree of dictionaries, arrays, strings, booleans and integers the
/// code generator builds from a resolved model.
///
/// In Mustache terms, `{{name}}` prints a string or integer as it is (nothing is escaped), `{{#flag}}`
/// renders its section when a boolean is true, `{{#items}}` renders its section once per array element
/// (and not at all for an empty array), and `{{^items}}` renders when an array is empty or a boolean false.
/// A missing key renders as nothing.
///
/// The enum is not `indirect`: arrays and dictionaries already keep their elements on the heap, so a string
/// or boolean is stored inline rather than in a box of its own.
public enum TemplateValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([TemplateValue])
    case dictionary(TemplateDictionary)
}

extension TemplateValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension TemplateValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension TemplateValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .int(value) }
}

extension TemplateValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: TemplateValue...) { self = .array(elements) }
}

extension TemplateValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (TemplateKey, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(entries: elements))
    }
}

extension TemplateValue: ExpressibleByStringInterpolation {}
