/// A stand-in that code outside the store references weakly instead of the store itself.
///
/// A weak reference to an object gives it a side table, which makes every `unowned` access to it slower,
/// and the store's dispatch path uses one. The store owns its reference object and the reference points
/// back without retaining, so `weak var reference` turns nil exactly when the store goes away.
@MainActor
@usableFromInline
final class StoreReference<State, Action: Sendable> {
    @usableFromInline unowned let store: Store<State, Action>

    @inlinable
    init(_ store: Store<State, Action>) {
        self.store = store
    }
}
