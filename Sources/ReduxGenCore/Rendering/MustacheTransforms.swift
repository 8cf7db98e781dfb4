import Foundation

/// The transforms a tag can apply to a value (`{{uppercased(name)}}`, `{{#empty(items)}}`), the same
/// as swift-mustache's for the kinds of value a ``TemplateValue`` holds. A transform that does not apply
/// to a value gives `nil`, and the tag then renders as for a missing name. Two transforms are reduxgen's
/// own, so templates print text the model holds as data: `swiftString` writes a string as a Swift string
/// literal, quoted and escaped (`{{swiftString(name)}}` gives `"São Paulo/\"West\""`), and
/// `swiftStringContent` writes what goes between the quotes (`São Paulo/\"West\"`), for a literal a
/// template puts together from several pieces, such as one with interpolations.
enum MustacheTransforms {
    static func apply(_ transform: String, to value: TemplateValue) -> TemplateValue? {
        switch value {
        case .string(let string): apply(transform, to: string)
        case .int(let int): apply(transform, to: int)
        case .bool: nil
        case .array(let array): apply(transform, to: array)
        case .dictionary(let dictionary): apply(transform, to: dictionary)
        }
    }

    /// The position in a loop: `first()`, `last()`, `index()`, `even()`, `odd()`.
    static func apply(_ transform: String, to position: MustacheLoopPosition) -> TemplateValue? {
        switch transform {
        case "first": .bool(position.index == 0)
        case "last": .bool(position.isLast)
        case "index": .int(position.index)
        case "even": .bool(position.index & 1 == 0)
        case "odd": .bool(position.index & 1 == 1)
        default: nil
        }
    }

    private static func apply(_ transform: String, to string: String) -> TemplateValue? {
        switch transform {
        case "empty": .bool(string.isEmpty)
        case "capitalized": .string(string.capitalized)
        case "lowercased": .string(string.lowercased())
        case "uppercased": .string(string.uppercased())
        case "reversed": .string(String(string.reversed()))
        case "swiftString": .string(QuotedText.swift(string))
        case "swiftStringContent": .string(String(QuotedText.swift(string).dropFirst().dropLast()))
        default: nil
        }
    }

    private static func apply(_ transform: String, to int: Int) -> TemplateValue? {
        switch transform {
        case "equalzero": .bool(int == 0)
        case "plusone": .int(int + 1)
        case "minusone": .int(int - 1)
        case "even": .bool(int & 1 == 0)
        case "odd": .bool(int & 1 == 1)
        default: nil
        }
    }

    private static func apply(_ transform: String, to array: [TemplateValue]) -> TemplateValue? {
        switch transform {
        case "first": array.first
        case "last": array.last
        case "reversed": .array(array.reversed())
        case "count": .int(array.count)
        case "empty": .bool(array.isEmpty)
        default: nil
        }
    }

    /// `enumerated` and `sorted` give the entries as `key`/`value` dictionaries, sorted by key.
    private static func apply(_ transform: String, to dictionary: TemplateDictionary) -> TemplateValue? {
        switch transform {
        case "count": .int(dictionary.count)
        case "empty": .bool(dictionary.isEmpty)
        case "enumerated", "sorted":
            .array(dictionary.sorted { $0.key < $1.key }.map { .dictionary(["key": .string($0.key), "value": $0.value]) })
        default: nil
        }
    }
}

/// Where a loop (a section over an array) is: its element's index and whether it is the last one.
struct MustacheLoopPosition: Sendable {
    var index: Int
    var isLast: Bool
}
