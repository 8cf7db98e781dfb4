/// One field of a store's state, watched while the reducer changes the state in place: `save` keeps the
/// field's value before an action, `hasChanged` compares it with the value after and lets it go.
///
/// A store whose watched fields are all fields of the root state reduces in place with these instead of
/// reducing a copy of the whole state and comparing every field: an action then costs one save and one
/// comparison per watched field, however large the state.
@usableFromInline
struct FieldWatch<Owner> {
    /// Keeps the field's current value.
    @usableFromInline let save: (inout Owner) -> Void
    /// Whether the field differs from the value kept by `save`, which it releases (so that a collection
    /// the next action changes in place is not shared, which would copy it).
    @usableFromInline let hasChanged: (inout Owner) -> Bool

    /// A watch of the field at `keyPath`, with storage of its own.
    ///
    /// A stored property of a struct is read at its offset in memory (`MemoryLayout.offset(of:)`), which
    /// costs a load where a key path projection costs a call into the runtime; any other key path is read
    /// through the key path. Only the first is inlinable: every field of a generated state is a stored
    /// property, and code compiled per field type for the second would only lengthen their builds.
    @inlinable
    init<Value: Equatable>(_ keyPath: KeyPath<Owner, Value>) {
        if let offset = MemoryLayout<Owner>.offset(of: keyPath) {
            let saved = SavedFieldValue<Value>()
            save = { owner in
                saved.value = withUnsafePointer(to: &owner) { pointer in
                    UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee
                }
            }
            hasChanged = { owner in
                var old: Value? = nil
                swap(&old, &saved.value)
                guard let old else { return true }
                return withUnsafePointer(to: &owner) { pointer in
                    UnsafeRawPointer(pointer).advanced(by: offset).assumingMemoryBound(to: Value.self).pointee != old
                }
            }
        } else {
            self = FieldWatch(throughKeyPath: keyPath)
        }
    }

    /// A watch that reads the field through its key path, for a property that has no fixed offset (a
    /// computed property, or one of a class).
    @usableFromInline
    init<Value: Equatable>(throughKeyPath keyPath: KeyPath<Owner, Value>) {
        let saved = SavedFieldValue<Value>()
        save = { owner in saved.value = owner[keyPath: keyPath] }
        hasChanged = { owner in
            var old: Value? = nil
            swap(&old, &saved.value)
            return old != owner[keyPath: keyPath]
        }
    }
}

/// Where a `FieldWatch` keeps a field's value during an action.
@usableFromInline
final class SavedFieldValue<Value> {
    /// Set and cleared within one action, on the main actor: accesses never overlap.
    @exclusivity(unchecked) @usableFromInline var value: Value?

    @inlinable
    init() {}
}
