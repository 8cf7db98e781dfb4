/// An `Encoder` that writes nothing: it records what a value's `encode(to:)` hands it, in order.
///
/// `GeneratedEquality.equalActions(_:_:)` compares two generated actions through it. A generated action's
/// `encode(to:)` opens one container named after its case and passes it each associated value under its
/// label (or `_0`, `_1`, ...), so the records of two actions are the case and its values. Every container
/// opened and every value handed over is recorded under its coding path, so nothing an `encode(to:)` does
/// is left out of the comparison.
final class ActionValueRecorder: Encoder {
    /// One thing `encode(to:)` did: opened a container at `path` (`value` is nil) or handed over a value.
    struct Record {
        /// The coding path: its keys' string values.
        var path: [String]
        /// The value handed over, or nil for a container opened.
        var value: (any Encodable)?
    }

    /// What was handed over, in order: shared by the recorder and the encoders its containers make.
    final class Records {
        var list: [Record] = []
    }

    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private let records: Records

    private init(codingPath: [any CodingKey], records: Records) {
        self.codingPath = codingPath
        self.records = records
    }

    /// The records of `value`'s `encode(to:)`.
    static func records(of value: some Encodable) -> [Record] {
        let recorder = ActionValueRecorder(codingPath: [], records: Records())
        // The recorder's containers never throw. An `encode(to:)` that throws on its own is recorded up to
        // the error, then the error, so that it is unequal to anything that does not throw the same.
        do {
            try value.encode(to: recorder)
        } catch {
            recorder.record(path: [], value: ThrownError(description: String(describing: error)))
        }
        return recorder.records.list
    }

    fileprivate func record(path: [any CodingKey], value: (any Encodable)?) {
        records.list.append(Record(path: path.map(\.stringValue), value: value))
    }

    fileprivate func encoder(at path: [any CodingKey]) -> any Encoder {
        ActionValueRecorder(codingPath: path, records: records)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(KeyedRecorder<Key>(recorder: self, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        UnkeyedRecorder(recorder: self, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueRecorder(recorder: self, codingPath: codingPath)
    }
}

/// The record of an `encode(to:)` that threw.
private struct ThrownError: Encodable, Equatable {
    var description: String
}

/// The record of `encodeNil`.
private struct NilRecord: Encodable, Equatable {}

/// An index in an unkeyed container, as a coding key.
private struct IndexKey: CodingKey {
    var stringValue: String { String(intValue ?? 0) }
    var intValue: Int?
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
}

private struct KeyedRecorder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let recorder: ActionValueRecorder
    let codingPath: [any CodingKey]

    private func record(_ value: (any Encodable)?, at key: Key) {
        recorder.record(path: codingPath + [key], value: value)
    }

    mutating func encodeNil(forKey key: Key) { record(NilRecord(), at: key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) { record(value, at: key) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        record(nil, at: key)
        return KeyedEncodingContainer(KeyedRecorder<NestedKey>(recorder: recorder, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        record(nil, at: key)
        return UnkeyedRecorder(recorder: recorder, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder {
        recorder.encoder(at: codingPath + [GeneratedCodingKey(stringValue: "super")])
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        recorder.encoder(at: codingPath + [key])
    }
}

private struct UnkeyedRecorder: UnkeyedEncodingContainer {
    let recorder: ActionValueRecorder
    let codingPath: [any CodingKey]
    private(set) var count = 0

    init(recorder: ActionValueRecorder, codingPath: [any CodingKey]) {
        self.recorder = recorder
        self.codingPath = codingPath
    }

    private mutating func nextPath() -> [any CodingKey] {
        defer { count += 1 }
        return codingPath + [IndexKey(intValue: count)]
    }

    mutating func encodeNil() { recorder.record(path: nextPath(), value: NilRecord()) }
    mutating func encode<T: Encodable>(_ value: T) { recorder.record(path: nextPath(), value: value) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    ) -> KeyedEncodingContainer<NestedKey> {
        let path = nextPath()
        recorder.record(path: path, value: nil)
        return KeyedEncodingContainer(KeyedRecorder<NestedKey>(recorder: recorder, codingPath: path))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath()
        recorder.record(path: path, value: nil)
        return UnkeyedRecorder(recorder: recorder, codingPath: path)
    }

    mutating func superEncoder() -> any Encoder {
        recorder.encoder(at: nextPath())
    }
}

private struct SingleValueRecorder: SingleValueEncodingContainer {
    let recorder: ActionValueRecorder
    let codingPath: [any CodingKey]

    mutating func encodeNil() { recorder.record(path: codingPath, value: NilRecord()) }
    mutating func encode<T: Encodable>(_ value: T) { recorder.record(path: codingPath, value: value) }
}
