import Mustache

/// A string of the template context. It prints as it is and has swift-mustache's string transforms
/// (`{{uppercased(name)}}`, `{{#empty(name)}}`) plus reduxgen's own, so templates print text the model
/// holds as data: `swiftString` writes a string as a Swift string literal, quoted and escaped
/// (`{{swiftString(name)}}` gives `"São Paulo/\"West\""`), and `swiftStringContent` writes what goes between
/// the quotes (`São Paulo/\"West\"`), for a literal a template puts together from several pieces, such as
/// one with interpolations. `unescaped` gives a name without the backticks Swift needs around a keyword
/// (`` `default` `` gives `default`), to build a longer name from it (`{{unescaped(name)}}Status`), and
/// `lowerFirstLetter` lowers the first letter (`Article` gives `article`) and `upperFirstLetter` raises it
/// (`loadUser` gives `LoadUser`), to join names into one (`logoutCancelsLoadUser`).
///
/// Any other transform name tests the text: `{{#set(kind)}}` renders its section when `kind` is `set`, so
/// a template tests the case of a ``KindCoded`` value by its name.
struct TemplateText: MustacheTransformable, MustacheCustomRenderable, MustacheParent, Comparable,
    CustomStringConvertible, CustomDebugStringConvertible {
    var text: String

    var renderText: String { text }
    var isNull: Bool { false }
    var description: String { text }
    /// Quoted, as a string prints inside a printed array (`{{items}}`).
    var debugDescription: String { text.debugDescription }

    /// A string has no names inside it.
    func child(named: String) -> Any? { nil }

    func transform(_ name: String) -> Any? {
        switch name {
        case "swiftString": TemplateText(text: QuotedText.swift(text))
        case "swiftStringContent": TemplateText(text: String(QuotedText.swift(text).dropFirst().dropLast()))
        case "unescaped": TemplateText(text: SwiftName.unescaped(text))
        case "lowerFirstLetter": TemplateText(text: text.prefix(1).lowercased() + text.dropFirst())
        case "upperFirstLetter": TemplateText(text: text.prefix(1).uppercased() + text.dropFirst())
        // A Swift type that is optional (`String?`), for a parameter that defaults to `nil`.
        case "optionalType": text.hasSuffix("?")
        default: text.transform(name) ?? (text == name)
        }
    }

    static func < (lhs: TemplateText, rhs: TemplateText) -> Bool {
        lhs.text < rhs.text
    }
}

/// A dictionary of the template context. Its names are its keys; printed whole (`{{name}}`) it is a Swift
/// dictionary literal with its keys sorted, so output never depends on the order of a hash table; and it has
/// swift-mustache's dictionary transforms: `count`, `empty`, and `sorted` (or `enumerated`), its entries as
/// `key` and `value`, sorted by key.
struct TemplateObject: MustacheParent, MustacheCustomRenderable, MustacheTransformable, CustomStringConvertible,
    CustomDebugStringConvertible {
    var entries: [String: Any]

    func child(named name: String) -> Any? { entries[name] }

    var renderText: String {
        guard !entries.isEmpty else { return "[:]" }
        let sorted = entries.sorted { $0.key < $1.key }
        return "[" + sorted.map { String(reflecting: $0.key) + ": " + String(reflecting: $0.value) }.joined(separator: ", ") + "]"
    }

    var isNull: Bool { false }
    var description: String { renderText }
    var debugDescription: String { renderText }

    func transform(_ name: String) -> Any? {
        switch name {
        case "count": entries.count
        case "empty": entries.isEmpty
        case "sorted", "enumerated":
            entries.sorted { $0.key < $1.key }.map { TemplateObject(entries: ["key": TemplateText(text: $0.key), "value": $0.value]) }
        default: nil
        }
    }
}

/// An array of the template context: a section over it renders once per element, as over any array, and it
/// has swift-mustache's array transforms (`count`, `empty`, `first`, `last`, `reversed`) plus `single`,
/// whether it holds exactly one element. Swift style puts a comma after every element of a literal written
/// one element a line, but none after the only one: `{{^single(fields)}},{{/single(fields)}}`.
struct TemplateList: MustacheSequence, MustacheTransformable, CustomStringConvertible {
    var elements: [Any]

    func makeIterator() -> IndexingIterator<[Any]> { elements.makeIterator() }

    func transform(_ name: String) -> Any? {
        name == "single" ? elements.count == 1 : elements.transform(name)
    }

    /// Printed whole (`{{items}}`), a Swift array literal.
    var description: String { String(describing: elements) }
}
