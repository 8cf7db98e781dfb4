import Foundation

/// A ``PersistenceStore`` over `UserDefaults`; each key holds its data as a `Data` value.
///
/// Suited to small values such as settings. Works on Apple platforms and on Linux, where Foundation keeps
/// the defaults in a property list under the user's home folder; there, changes are only written to disk
/// by `synchronize()`, so this store calls it after every change.
public final class UserDefaultsPersistenceStore: PersistenceStore, @unchecked Sendable {
    // UserDefaults is documented as thread-safe; it is not marked Sendable on every platform.
    private let defaults: UserDefaults
    private let keyPrefix: String

    /// Creates a store over `defaults`, prefixing every key with `keyPrefix` so the app's other defaults
    /// are left alone.
    public init(defaults: UserDefaults = .standard, keyPrefix: String = "") {
        self.defaults = defaults
        self.keyPrefix = keyPrefix
    }

    public func data(forKey key: String) throws(PersistenceError) -> Data? {
        defaults.data(forKey: keyPrefix + key)
    }

    public func setData(_ data: Data, forKey key: String) throws(PersistenceError) {
        defaults.set(data, forKey: keyPrefix + key)
        flush()
    }

    public func removeData(forKey key: String) throws(PersistenceError) {
        defaults.removeObject(forKey: keyPrefix + key)
        flush()
    }

    private func flush() {
        #if !canImport(Darwin)
        defaults.synchronize()
        #endif
    }
}
