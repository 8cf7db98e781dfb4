/// The values reduce steps have given state fields so far, in the order each field was first changed, each
/// found by the field's name in a table: what an action's steps and an optimistic request's steps are
/// evaluated against, one step after the other.
struct ChangedFieldValues<Value> {
    /// Each field changed, in the order it was first changed, with its latest value.
    private(set) var entries: [(field: StateFieldSpec, value: Value)] = []
    /// The position of each field in `entries`, by name.
    private var positions: [String: Int] = [:]

    /// The latest value of the field named `name`, or `nil` when no step changed it.
    subscript(name: String) -> Value? {
        positions[name].map { entries[$0].value }
    }

    /// Gives `field` the value `value`: in its place when it was changed before, else after the others.
    mutating func set(_ value: Value, for field: StateFieldSpec) {
        if let position = positions[field.name] {
            entries[position].value = value
        } else {
            positions[field.name] = entries.count
            entries.append((field, value))
        }
    }
}
