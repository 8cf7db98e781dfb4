/// A value kept in storage that copies share until one of them is changed: copying it retains one
/// reference, however many parts the value has.
///
/// A spec's endpoint and a resolved endpoint are structs of dozens of parts, handed around whole many times
/// while a spec is read, checked, resolved and put in the template context; as plain structs each copy
/// retained every part and released it later. They keep their parts in a `CopyOnWrite` and read and write
/// them through ``value``.
struct CopyOnWrite<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The shared value. Only ``value``'s `_modify` writes it, after making the storage this copy's own, so
    /// storage that several copies (and threads) share is never written.
    private final class Storage: @unchecked Sendable {
        var value: Value

        init(_ value: Value) {
            self.value = value
        }
    }

    private var storage: Storage

    init(_ value: Value) {
        storage = Storage(value)
    }

    /// The value: read where it is shared (a part is read without copying the rest), changed in storage of
    /// this copy's own.
    var value: Value {
        _read { yield storage.value }
        _modify {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(storage.value)
            }
            yield &storage.value
        }
    }

    static func == (lhs: CopyOnWrite, rhs: CopyOnWrite) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.value == rhs.storage.value
    }

    func hash(into hasher: inout Hasher) {
        storage.value.hash(into: &hasher)
    }
}
