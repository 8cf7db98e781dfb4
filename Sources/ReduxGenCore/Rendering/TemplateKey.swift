/// A key of a template context's dictionary: a name, as the number the process's ``TemplateKeyTable``
/// gave it. A string literal is a key, so a dictionary literal's keys are written as names.
///
/// Every name gets its number once, the first time a key is made of it, and the same name always gets the
/// same number, so two keys are equal exactly when their names are. A dictionary keeps its entries ordered
/// by number (see ``TemplateDictionary``), and templates make a key for each name in their tags when they
/// are parsed, so looking a name up while rendering is a binary search over integers, without comparing or
/// hashing names. Names are compared by their bytes: two spellings of a non-ASCII name in different Unicode
/// normalization forms are two keys (the names in tags are ASCII, and so are the keys of the built-in
/// contexts).
///
/// The numbers depend on the order names were first seen, so they only order entries and are never
/// printed: a context's JSON sorts its keys by name.
public struct TemplateKey: Hashable, Comparable, Sendable, ExpressibleByStringLiteral {
    /// The name's number in ``TemplateKeyTable``.
    let id: UInt32

    /// The key named `name`.
    public init(_ name: String) {
        id = TemplateKeyTable.id(of: name)
    }

    /// The key named by the literal: a key of a dictionary literal, numbered each time the literal is
    /// evaluated. A literal's text lies at one address in the binary for the life of the process, so
    /// ``TemplateKeyTable`` finds its number by that address and reads the name only the first time.
    public init(stringLiteral literal: StaticString) {
        id = TemplateKeyTable.id(ofLiteral: literal)
    }

    /// The key numbered `id`, which ``TemplateKeyTable`` gave.
    init(id: UInt32) {
        self.id = id
    }

    /// The name, as written.
    var name: String { TemplateKeyTable.name(of: id) }

    /// Ordered by number: the order entries are kept in, not the names' order.
    public static func < (lhs: TemplateKey, rhs: TemplateKey) -> Bool {
        lhs.id < rhs.id
    }
}
