import Foundation

/// One state property that is saved to a ``PersistenceStore`` and restored at launch.
///
/// ```swift
/// let fields: [PersistedField<SettingsState>] = [
///     .init(\.theme, key: "settings.theme"),
///     .init(\.recentSearches, key: "settings.recentSearches"),
/// ]
/// ```
public struct PersistedField<State>: Sendable {
    /// The key the value is stored under.
    public let key: String
    let restore: @Sendable (inout State, any PersistenceStore, JSONCoding) throws(PersistenceError) -> Void
    let save: @Sendable (State, any PersistenceStore, JSONCoding) throws(PersistenceError) -> Void
    let hasChanged: @Sendable (_ old: State, _ new: State) -> Bool

    /// A field for the property at `keyPath`, stored as JSON under `key`.
    public init<Value: Codable & Equatable & Sendable>(_ keyPath: WritableKeyPath<State, Value> & Sendable, key: String) {
        self.key = key
        restore = { state, store, coding throws(PersistenceError) in
            if let value = try store.value(Value.self, forKey: key, coding: coding) {
                state[keyPath: keyPath] = value
            }
        }
        save = { state, store, coding throws(PersistenceError) in
            try store.setValue(state[keyPath: keyPath], forKey: key, coding: coding)
        }
        hasChanged = { old, new in old[keyPath: keyPath] != new[keyPath: keyPath] }
    }
}
