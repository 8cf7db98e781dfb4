import ReduxGenCore

/// A spec as a YAML tree: what the random generator builds and the minimizer cuts down, rendered to the
/// YAML text reduxgen reads.
public indirect enum SpecTree: Equatable, Sendable {
    /// A scalar written as it is: numbers, `true`, `null`, names.
    case plain(String)
    /// A scalar written as a double-quoted string.
    case quoted(String)
    case sequence([SpecTree])
    case mapping([Entry])

    /// One key and its value in a mapping.
    public struct Entry: Equatable, Sendable {
        public var key: String
        public var value: SpecTree

        public init(_ key: String, _ value: SpecTree) {
            self.key = key
            self.value = value
        }
    }

    /// A mapping from key-value pairs, in order.
    public static func map(_ entries: [(String, SpecTree)]) -> SpecTree {
        .mapping(entries.map { Entry($0.0, $0.1) })
    }

    /// The value under `key` of a mapping.
    public subscript(key: String) -> SpecTree? {
        guard case .mapping(let entries) = self else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// Whether `scalar` is written anywhere in the tree, as a plain scalar (`state.items`).
    public func mentions(_ scalar: String) -> Bool {
        switch self {
        case .plain(let text): text == scalar
        case .quoted: false
        case .sequence(let items): items.contains { $0.mentions(scalar) }
        case .mapping(let entries): entries.contains { $0.value.mentions(scalar) }
        }
    }

    /// The YAML text, in block style, ending with a line break.
    public var yaml: String {
        lines(indent: 0).joined(separator: "\n") + "\n"
    }

    private func lines(indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        switch self {
        case .plain, .quoted:
            return [pad + inline]
        case .sequence(let items):
            if items.isEmpty { return [pad + "[]"] }
            return items.flatMap { item -> [String] in
                if item.isCollection, !item.isEmptyCollection {
                    var nested = item.lines(indent: indent + 2)
                    nested[0] = pad + "- " + nested[0].dropFirst(indent + 2)
                    return nested
                }
                return [pad + "- " + item.inline]
            }
        case .mapping(let entries):
            if entries.isEmpty { return [pad + "{}"] }
            return entries.flatMap { entry -> [String] in
                let key = SpecTree.keyText(entry.key)
                if entry.value.isCollection, !entry.value.isEmptyCollection {
                    return [pad + key + ":"] + entry.value.lines(indent: indent + 2)
                }
                return [pad + key + ": " + entry.value.inline]
            }
        }
    }

    private var isCollection: Bool {
        switch self {
        case .sequence, .mapping: return true
        case .plain, .quoted: return false
        }
    }

    private var isEmptyCollection: Bool {
        switch self {
        case .sequence(let items): return items.isEmpty
        case .mapping(let entries): return entries.isEmpty
        case .plain, .quoted: return false
        }
    }

    /// The node on one line (scalars and empty collections only).
    private var inline: String {
        switch self {
        case .plain(let text): return text
        case .quoted(let text): return YAMLScalarText.doubleQuoted(text)
        case .sequence: return "[]"
        case .mapping: return "{}"
        }
    }

    private static func keyText(_ key: String) -> String {
        YAMLScalarText.plainOrQuoted(key)
    }
}
