/// Remembers the keys written in one mapping so far and rejects a key equal (as data) to an earlier one:
/// an error at the second key, with a note at the first.
///
/// Nearly every key is a scalar without a tag, whose identity is its text alone: those are kept by their
/// text, so checking them hashes a string rather than building and hashing an identity node.
struct YAMLDuplicateKeyCheck {
    /// Each key seen that is a scalar without a tag, by its text, with where it was written.
    private var firstTextKeys = FirstOccurrences<SourceLocation>()
    /// The `dataIdentity` of each other key seen, mapped to where the key was written.
    private var firstOtherKeys: [YAMLNode: SourceLocation] = [:]

    /// Whether a key with this `dataIdentity` was seen.
    func contains(identity: YAMLNode) -> Bool {
        if let text = Self.plainText(identity) { return firstTextKeys.first(text) != nil }
        return firstOtherKeys[identity] != nil
    }

    mutating func add(_ key: YAMLNode) throws(DiagnosticsError) {
        if let text = Self.plainText(key) {
            if let first = firstTextKeys.first(text) {
                throw DiagnosticsError(Self.duplicateKeyError(key, firstAt: first))
            }
            firstTextKeys.insert(text, key.location)
            return
        }
        let identity = key.dataIdentity
        if let first = firstOtherKeys[identity] {
            throw DiagnosticsError(Self.duplicateKeyError(key, firstAt: first))
        }
        firstOtherKeys[identity] = key.location
    }

    /// The text of a scalar without a tag, which is all its identity holds; `nil` for any other node.
    private static func plainText(_ node: YAMLNode) -> String? {
        guard node.tag == nil, let scalar = node.scalar else { return nil }
        return scalar.value
    }

    private static func duplicateKeyError(_ key: YAMLNode, firstAt first: SourceLocation) -> Diagnostic {
        let name = key.scalar.map { "'\(shortened($0.value))'" } ?? "(\(key.kindDescription))"
        return .error(
            "duplicate key \(name) in mapping",
            at: key.location,
            notes: [.note("key \(name) first defined here", at: first)]
        )
    }

    /// A key's text fit for a one-line message: its first line, at most 40 characters.
    private static func shortened(_ text: String) -> String {
        let firstLine = text.prefix { !$0.isNewline }
        if firstLine.count <= 40 && firstLine.count == text.count { return text }
        return firstLine.prefix(40) + "…"
    }
}

extension YAMLNode {
    /// This node with only what `hasSameData(as:)` compares (tags, scalar text, structure); two keys
    /// are duplicates exactly when their identities are equal. Hashable, so finding duplicates is linear.
    var dataIdentity: YAMLNode {
        let content: Content
        switch self.content {
        case .scalar(let scalar):
            content = .scalar(YAMLScalar(scalar.value))
        case .sequence(let items):
            content = .sequence(items.map(\.dataIdentity))
        case .mapping(let entries):
            content = .mapping(entries.map { YAMLMappingEntry(key: $0.key.dataIdentity, value: $0.value.dataIdentity) })
        }
        return YAMLNode(content, at: YAMLNode.identityLocation, tag: tag)
    }

    private static let identityLocation = SourceLocation(file: "", line: 0, column: 0)
}
