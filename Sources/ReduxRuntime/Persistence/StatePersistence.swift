import Foundation

/// Restores persisted state fields when a store is created and saves them whenever they change.
///
/// Generated code builds one per feature: call ``restored(_:)`` on the initial state, then install
/// ``middleware()`` (or call ``saveChanges(from:to:)`` after each state change).
/// A value that cannot be read or decoded leaves the field at its initial value and is reported to
/// `onError`; it never stops the app. Values are written synchronously, by the caller (the main actor for
/// the middleware), and only when they changed, so keep persisted fields small.
public struct StatePersistence<State>: Sendable {
    /// Where the values are kept.
    public let store: any PersistenceStore
    /// The persisted fields.
    public let fields: [PersistedField<State>]
    /// The JSON options the values are stored with.
    public let coding: JSONCoding
    private let onError: @Sendable (PersistenceError) -> Void

    /// Creates the persistence for `fields` in `store`.
    /// - Parameter onError: called for each value that could not be restored or saved.
    public init(
        store: any PersistenceStore,
        fields: [PersistedField<State>],
        coding: JSONCoding = JSONCoding(),
        onError: @escaping @Sendable (PersistenceError) -> Void = { _ in }
    ) {
        self.store = store
        self.fields = fields
        self.coding = coding
        self.onError = onError
    }

    /// `state` with every persisted field replaced by its stored value, where one is stored.
    public func restored(_ state: State) -> State {
        var state = state
        for field in fields {
            do {
                try field.restore(&state, store, coding)
            } catch {
                onError(error)
            }
        }
        return state
    }

    /// Saves every field whose value differs between `old` and `new`.
    public func saveChanges(from old: State, to new: State) {
        for field in fields where field.hasChanged(old, new) {
            save(field, of: new)
        }
    }

    /// Saves every field of `state`.
    public func saveAll(_ state: State) {
        for field in fields {
            save(field, of: state)
        }
    }

    private func save(_ field: PersistedField<State>, of state: State) {
        do {
            try field.save(state, store, coding)
        } catch {
            onError(error)
        }
    }
}
