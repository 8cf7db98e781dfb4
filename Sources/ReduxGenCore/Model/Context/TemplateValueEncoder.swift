/// The one rule by which typed context values become the ``TemplateValue`` templates read: a value's
/// `Encodable` conformance, encoded into dictionaries (a struct's stored properties by name), arrays,
/// strings, integers and booleans. An absent optional leaves its key out, and an enum with string raw
/// values is its case's name, which templates test as `kind` (docs/templates.md, "Template context").
///
/// Context types declare what templates receive and let Swift synthesize how: a key a template reads is
/// a property of a type, never a string assembled by hand.
public enum TemplateValueEncoder {
    /// `value` as templates read it.
    public static func encode(_ value: some Encodable) -> TemplateValue {
        let node = EncodedNode()
        do {
            try value.encode(to: NodeEncoder(node: node, codingPath: []))
        } catch {
            // The encoder itself never throws, and context types encode only what it writes.
            preconditionFailure("a template context value failed to encode: \(error)")
        }
        return node.value
    }
}

/// What has been encoded at one place of the tree; containers write into it as they are filled.
private final class EncodedNode {
    var scalar: TemplateValue?
    var entries: [(String, EncodedNode)]?
    var elements: [EncodedNode]?

    var value: TemplateValue {
        if let entries {
            var dictionary = TemplateDictionary(minimumCapacity: entries.count)
            for (key, node) in entries {
                guard let value = node.presentValue else { continue }
                dictionary[key] = value
            }
            return .dictionary(dictionary)
        }
        if let elements { return .array(elements.map(\.value)) }
        return scalar ?? .dictionary([:])
    }

    /// The value, or `nil` for an encoded `nil`, whose key is left out.
    var presentValue: TemplateValue? {
        entries == nil && elements == nil && scalar == nil ? nil : value
    }
}

private struct NodeEncoder: Encoder {
    let node: EncodedNode
    var codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if node.entries == nil { node.entries = [] }
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if node.elements == nil { node.elements = [] }
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    var codingPath: [any CodingKey]

    private func child(for key: Key) -> EncodedNode {
        let child = EncodedNode()
        node.entries?.append((key.stringValue, child))
        return child
    }

    mutating func encodeNil(forKey key: Key) throws {}

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try value.encode(to: NodeEncoder(node: child(for: key), codingPath: codingPath + [key]))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: child(for: key), codingPath: codingPath + [key]).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: child(for: key), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: node, codingPath: codingPath) }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: child(for: key), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey]
    var count: Int { node.elements?.count ?? 0 }

    private func appendChild() -> EncodedNode {
        let child = EncodedNode()
        node.elements?.append(child)
        return child
    }

    mutating func encodeNil() throws {}

    mutating func encode<T: Encodable>(_ value: T) throws {
        try value.encode(to: NodeEncoder(node: appendChild(), codingPath: codingPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        NodeEncoder(node: appendChild(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        NodeEncoder(node: appendChild(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { NodeEncoder(node: appendChild(), codingPath: codingPath) }
}

/// Strings, integers and booleans are the leaves templates print and test; other numbers are written as
/// their text.
private struct SingleValueNodeContainer: SingleValueEncodingContainer {
    let node: EncodedNode
    var codingPath: [any CodingKey]

    mutating func encodeNil() throws {}
    mutating func encode(_ value: Bool) throws { node.scalar = .bool(value) }
    mutating func encode(_ value: String) throws { node.scalar = .string(value) }
    mutating func encode(_ value: Int) throws { node.scalar = .int(value) }
    mutating func encode(_ value: Double) throws { node.scalar = .string(value.description) }
    mutating func encode(_ value: Float) throws { node.scalar = .string(value.description) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if let integer = value as? any BinaryInteger {
            node.scalar = .int(Int(integer))
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }
}

/// A value already in the shape templates read (a team's extension data, a context made once and shared)
/// encodes as it is.
extension TemplateValue: Encodable {
    public func encode(to encoder: any Encoder) throws {
        // The context's own encoder takes the value as it is instead of building it again.
        if let nodeEncoder = encoder as? NodeEncoder {
            nodeEncoder.node.scalar = self
            return
        }
        switch self {
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .bool(let bool):
            var container = encoder.singleValueContainer()
            try container.encode(bool)
        case .int(let int):
            var container = encoder.singleValueContainer()
            try container.encode(int)
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .dictionary(let entries):
            var container = encoder.container(keyedBy: EntryKey.self)
            for (key, value) in entries { try container.encode(value, forKey: EntryKey(stringValue: key)) }
        }
    }

    private struct EntryKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
