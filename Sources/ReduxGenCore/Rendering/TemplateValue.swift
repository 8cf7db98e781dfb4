/// A value templates render: the plain tree of dictionaries, arrays, strings, booleans and integers the
/// code generator builds from a resolved model.
///
/// Templates are rendered by swift-mustache with standard Mustache rules: `{{name}}` prints a string or
/// integer as it is (nothing is escaped), `{{#flag}}` renders its section when a boolean is true,
/// `{{#items}}` renders its section once per array element (and not at all for an empty array), and
/// `{{^items}}` renders when an array is empty or a boolean false. A name missing from a dictionary is
/// looked up in the enclosing ones; `{{#.name}}` looks in the current one only.
public enum TemplateValue: Hashable, Sendable {
    case string(String)
    case bool(Bool)
    case int(Int)
    case array([TemplateValue])
    case dictionary(TemplateDictionary)
}

/// The entries of a ``TemplateValue/dictionary(_:)``.
public typealias TemplateDictionary = [String: TemplateValue]

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
    public init(dictionaryLiteral elements: (String, TemplateValue)...) {
        self = .dictionary(TemplateDictionary(elements) { _, last in last })
    }
}

extension TemplateValue: ExpressibleByStringInterpolation {}
