/// Identifies one subscription to a store; pass it to `Store.unsubscribe(_:)`.
///
/// Tokens are small values: unsubscribing is O(1), and a token that has already been used (or whose slot
/// has since been reused) is ignored.
public struct SubscriptionToken: Hashable, Sendable {
    let slot: Int
    let generation: UInt64
}
