import Foundation

/// A Swift `Decoder` over a located `YAMLNode` tree, so `Decodable` types (OpenAPIKit's document model)
/// are read from the same libyaml tree as specs, and a decoding error's coding path leads back to a line
/// and column.
///
/// Scalars are typed by what the `Decodable` type asks for: a plain `true`/`false` is a `Bool`, a plain
/// number an `Int` or `Double`, any scalar a `String`; a plain `null`, `~` or empty scalar is nil. A
/// quoted scalar is only ever a string, as in JSON.
struct YAMLNodeDecoder: Decoder {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    init(node: YAMLNode, codingPath: [any CodingKey] = [], userInfo: [CodingUserInfoKey: Any] = [:]) {
        self.node = node
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let entries = node.mapping else {
            throw typeMismatch([String: String].self, "a mapping", at: node, codingPath)
        }
        return KeyedDecodingContainer(YAMLKeyedContainer<Key>(entries: entries, node: node, codingPath: codingPath, userInfo: userInfo))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let items = node.sequence else {
            throw typeMismatch([String].self, "a sequence", at: node, codingPath)
        }
        return YAMLUnkeyedContainer(items: items, codingPath: codingPath, userInfo: userInfo)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        YAMLSingleValueContainer(node: node, codingPath: codingPath, userInfo: userInfo)
    }
}

/// Decodes one value of type `T` from `node`. Foundation's `URL` is read from its string, as JSON does.
func decodeYAMLValue<T: Decodable>(
    _ type: T.Type, from node: YAMLNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]
) throws -> T {
    if T.self == URL.self {
        let text = try YAMLSingleValueContainer(node: node, codingPath: codingPath, userInfo: userInfo).decode(String.self)
        guard let url = URL(string: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: codingPath, debugDescription: "invalid URL '\(text)'"))
        }
        // The check above proves T is URL.
        return url as! T
    }
    return try T(from: YAMLNodeDecoder(node: node, codingPath: codingPath, userInfo: userInfo))
}

private func typeMismatch(_ type: Any.Type, _ expected: String, at node: YAMLNode, _ codingPath: [any CodingKey]) -> DecodingError {
    DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kindDescription)"))
}

/// A coding key for sequence positions and for keys built from text.
struct YAMLCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        self.intValue = nil
    }

    init(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}

private struct YAMLKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let entries: [YAMLMappingEntry]
    let node: YAMLNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    /// The position of each key's entry, so a mapping with thousands of entries is read in linear time.
    private let positions: [String: Int]

    init(entries: [YAMLMappingEntry], node: YAMLNode, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.entries = entries
        self.node = node
        self.codingPath = codingPath
        self.userInfo = userInfo
        var positions: [String: Int] = [:]
        positions.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            if let key = entry.key.scalar?.value, positions[key] == nil { positions[key] = index }
        }
        self.positions = positions
    }

    var allKeys: [Key] {
        entries.compactMap { $0.key.scalar.flatMap { Key(stringValue: $0.value) } }
    }

    func contains(_ key: Key) -> Bool { positions[key.stringValue] != nil }

    private func value(for key: Key) throws -> YAMLNode {
        guard let index = positions[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(codingPath: codingPath, debugDescription: "missing key '\(key.stringValue)'"))
        }
        return entries[index].value
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        try value(for: key).scalar?.isNull == true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decodeYAMLValue(type, from: try value(for: key), codingPath: codingPath + [key], userInfo: userInfo)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try YAMLNodeDecoder(node: try value(for: key), codingPath: codingPath + [key], userInfo: userInfo).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try YAMLNodeDecoder(node: try value(for: key), codingPath: codingPath + [key], userInfo: userInfo).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        YAMLNodeDecoder(node: node, codingPath: codingPath, userInfo: userInfo)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        YAMLNodeDecoder(node: try value(for: key), codingPath: codingPath + [key], userInfo: userInfo)
    }
}

private struct YAMLUnkeyedContainer: UnkeyedDecodingContainer {
    let items: [YAMLNode]
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]
    var currentIndex = 0

    init(items: [YAMLNode], codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: Any]) {
        self.items = items
        self.codingPath = codingPath
        self.userInfo = userInfo
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private func next() throws -> (YAMLNode, [any CodingKey]) {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, .init(codingPath: codingPath, debugDescription: "no more items in the sequence"))
        }
        return (items[currentIndex], codingPath + [YAMLCodingKey(intValue: currentIndex)])
    }

    mutating func decodeNil() throws -> Bool {
        let (item, _) = try next()
        guard item.scalar?.isNull == true else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let (item, path) = try next()
        let value = try decodeYAMLValue(type, from: item, codingPath: path, userInfo: userInfo)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let (item, path) = try next()
        let container = try YAMLNodeDecoder(node: item, codingPath: path, userInfo: userInfo).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let (item, path) = try next()
        let container = try YAMLNodeDecoder(node: item, codingPath: path, userInfo: userInfo).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let (item, path) = try next()
        currentIndex += 1
        return YAMLNodeDecoder(node: item, codingPath: path, userInfo: userInfo)
    }
}

private struct YAMLSingleValueContainer: SingleValueDecodingContainer {
    let node: YAMLNode
    let codingPath: [any CodingKey]
    let userInfo: [CodingUserInfoKey: Any]

    func decodeNil() -> Bool { node.scalar?.isNull == true }

    private func scalar(_ type: Any.Type) throws -> YAMLScalar {
        guard let scalar = node.scalar else { throw typeMismatch(type, "a scalar", at: node, codingPath) }
        return scalar
    }

    /// The text of a plain scalar, for Bool and numbers; quoted scalars are strings only.
    private func plainText(_ type: Any.Type, expected: String) throws -> String {
        let scalar = try scalar(type)
        guard scalar.style == .plain, !scalar.isNull else {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected \(expected), found '\(scalar.value)'"))
        }
        return scalar.value
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        switch try plainText(type, expected: "true or false") {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        case let text:
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected true or false, found '\(text)'"))
        }
    }

    /// Any scalar's text. A plain `null` read as a string is the text `null`, as other YAML decoders
    /// give it (OpenAPI 3.1 documents write `type: [string, null]`).
    func decode(_ type: String.Type) throws -> String {
        try scalar(type).value
    }

    func decode(_ type: Double.Type) throws -> Double {
        let text = try plainText(type, expected: "a number")
        guard let value = Double(text), value.isFinite else {
            throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected a number, found '\(text)'"))
        }
        return value
    }

    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }

    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let text = try plainText(type, expected: "an integer")
        if let value = T(text) { return value }
        // JSON writes integral numbers such as 1.0 too.
        if let double = Double(text), double.rounded() == double {
            if let value = T(exactly: double) { return value }
            // A bound or length beyond the type (`maximum: 18446744073709551615`) is read as the nearest
            // value: reduxgen maps no bound, and JSON Schema sets no limit on them.
            if let key = codingPath.last?.stringValue, Self.boundKeys.contains(key) { return double < 0 ? T.min : T.max }
        }
        throw DecodingError.typeMismatch(type, .init(codingPath: codingPath, debugDescription: "expected an integer, found '\(text)'"))
    }

    /// The JSON Schema keywords whose integers are bounds and lengths.
    private static let boundKeys: Set<String> = [
        "maximum", "minimum", "exclusiveMaximum", "exclusiveMinimum", "multipleOf", "maxLength", "minLength",
        "maxItems", "minItems", "maxProperties", "minProperties", "maxContains", "minContains",
    ]

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeYAMLValue(type, from: node, codingPath: codingPath, userInfo: userInfo)
    }
}
