/// A node of a loaded YAML document. Every node keeps the place it was written, so any later stage can
/// point a diagnostic at it.
///
/// Aliases are already expanded and merge keys (`<<`) already applied when a tree reaches this form;
/// an expanded node keeps the location of the anchored node it copies.
public struct YAMLNode: Hashable, Sendable {
    /// What a node holds.
    public enum Content: Hashable, Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        /// Entries in the order they were written.
        case mapping([YAMLMappingEntry])
    }

    public var content: Content
    /// Where the node starts (for a mapping entry's value, where the value starts). A node written with
    /// an anchor or a tag starts at the first of them (`&defaults` in `base: &defaults`).
    public var location: SourceLocation
    /// The explicit tag, resolved to its full form (`tag:yaml.org,2002:str` for `!!str`), or `nil` when
    /// the node has none. reduxgen types scalars by the spec schema, not by tags, but keeps them so a
    /// consumer can tell `!!str 1` from `1`.
    public var tag: String?
    /// The anchor the node was defined with (`&name`), if any.
    public var anchor: String?

    public init(_ content: Content, at location: SourceLocation, tag: String? = nil, anchor: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
        self.anchor = anchor
    }

    /// The scalar, if this node is one.
    public var scalar: YAMLScalar? {
        if case .scalar(let scalar) = content { return scalar }
        return nil
    }

    /// The items, if this node is a sequence.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries, if this node is a mapping.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value of the first entry whose key is the scalar `key`, if this node is a mapping.
    public subscript(key: String) -> YAMLNode? {
        mapping?.first(where: { $0.key.scalar?.value == key })?.value
    }

    /// How a message names this kind of node: "a mapping", "a sequence", "a scalar", or "null" for a
    /// scalar that YAML reads as null (nothing written after the key, `~`, `null`).
    public var kindDescription: String {
        switch content {
        case .scalar(let scalar): return scalar.isNull ? "null" : "a scalar"
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        }
    }

    /// Whether two nodes hold the same data, ignoring where they were written, their anchors and scalar
    /// styles. Used to find duplicate mapping keys.
    public func hasSameData(as other: YAMLNode) -> Bool {
        guard tag == other.tag else { return false }
        switch (content, other.content) {
        case let (.scalar(a), .scalar(b)):
            return a.value == b.value
        case let (.sequence(a), .sequence(b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.hasSameData(as: $1) }
        case let (.mapping(a), .mapping(b)):
            return a.count == b.count
                && zip(a, b).allSatisfy { $0.key.hasSameData(as: $1.key) && $0.value.hasSameData(as: $1.value) }
        default:
            return false
        }
    }
}

/// A scalar's text, exactly as YAML decoded it (escapes and folding applied), and the style it was
/// written in. Whether `yes` is a Bool or a String is decided by the spec schema, not here.
public struct YAMLScalar: Hashable, Sendable {
    public enum Style: String, Hashable, Sendable {
        case plain
        case singleQuoted
        case doubleQuoted
        case literal
        case folded
    }

    public var value: String
    public var style: Style

    public init(_ value: String, style: Style = .plain) {
        self.value = value
        self.style = style
    }

    /// A plain `~`, `null`, `Null`, `NULL` or empty plain scalar: YAML's way of writing "nothing".
    public var isNull: Bool {
        style == .plain && ["", "~", "null", "Null", "NULL"].contains(value)
    }
}

/// One `key: value` pair of a mapping.
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: YAMLNode
    public var value: YAMLNode

    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}
