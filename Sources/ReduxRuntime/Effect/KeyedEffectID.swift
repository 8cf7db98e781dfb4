/// A cancellation id made of an id and a key, so that a policy applies per key: with
/// `KeyedEffectID(CancelID.like, key: item.id)` and `.cancelInFlight`, liking item 1 cancels an earlier
/// like of item 1 that is still in flight, and never a like of item 2.
public struct KeyedEffectID: Hashable, Sendable, CustomStringConvertible {
    /// The id shared by every key (usually the endpoint's).
    public let id: EffectID
    /// The key that tells the effects with the same id apart.
    public let key: EffectID

    /// The id `id` for `key`.
    public init(_ id: some Hashable & Sendable, key: some Hashable & Sendable) {
        self.id = EffectID(id)
        self.key = EffectID(key)
    }

    /// `like[7]`.
    public var description: String {
        "\(id)[\(key)]"
    }
}
