import Foundation

/// A ``PersistenceStore`` that keeps data in memory; for tests and previews.
///
/// Share one instance between two stores to simulate a restart.
public final class InMemoryPersistenceStore: PersistenceStore, @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String: Data]

    /// Creates a store holding `contents`.
    public init(_ contents: [String: Data] = [:]) {
        self.storage = contents
    }

    /// Everything stored, by key.
    public var contents: [String: Data] {
        lock.withLock { storage }
    }

    public func data(forKey key: String) throws(PersistenceError) -> Data? {
        lock.withLock { storage[key] }
    }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        lock.withLock { storage[key] = data }
    }

    public func removeData(forKey key: String) throws(PersistenceError) {
        lock.withLock { _ = storage.removeValue(forKey: key) }
    }
}
