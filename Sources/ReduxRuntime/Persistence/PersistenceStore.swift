import Foundation

/// Stores data under string keys so that it survives a restart of the app.
///
/// Implementations: ``FilePersistenceStore`` (a JSON file per key), ``UserDefaultsPersistenceStore`` and
/// ``InMemoryPersistenceStore`` for tests. Codable values are stored as JSON through ``value(_:forKey:coding:)``
/// and ``setValue(_:forKey:coding:)``.
public protocol PersistenceStore: Sendable {
    /// The data stored under `key`, or `nil` if there is none.
    func data(forKey key: String) throws(PersistenceError) -> Data?
    /// Stores `data` under `key`, replacing what was there.
    func setData(_ data: Data, forKey key: String) throws(PersistenceError)
    /// Removes the data stored under `key`; does nothing if there is none.
    func removeData(forKey key: String) throws(PersistenceError)
}

extension PersistenceStore {
    /// The value stored as JSON under `key`, or `nil` if there is none.
    /// - Throws: ``PersistenceError/decodingFailed(key:message:)`` if the stored JSON is not a `Value`.
    public func value<Value: Decodable>(
        _ type: Value.Type, forKey key: String, coding: JSONCoding = JSONCoding()
    ) throws(PersistenceError) -> Value? {
        guard let data = try data(forKey: key) else { return nil }
        do {
            return try coding.makeDecoder().decode(type, from: data)
        } catch {
            throw .decodingFailed(key: key, message: DecodingErrorDescription.describe(error))
        }
    }

    /// Stores `value` as JSON under `key`.
    public func setValue<Value: Encodable>(
        _ value: Value, forKey key: String, coding: JSONCoding = JSONCoding()
    ) throws(PersistenceError) {
        let data: Data
        do {
            data = try coding.makeEncoder().encode(value)
        } catch {
            throw .encodingFailed(key: key, message: String(describing: error))
        }
        try setData(data, forKey: key)
    }
}
