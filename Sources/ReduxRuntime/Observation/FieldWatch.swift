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
    @inlinable
    init<Value: Equatable>(_ keyPath: KeyPath<Owner, Value>) {
        var saved: Value?
        save = { owner in saved = owner[keyPath: keyPath] }
        hasChanged = { owner in saved.take() != owner[keyPath: keyPath] }
    }
}
