/// A type-erased identifier for cancellable effects.
///
/// Any `Hashable & Sendable` value can identify an effect; a per-feature enum works well:
/// `enum CancelID { case search, refresh }`.
public struct EffectID: Hashable, Sendable {
    private let base: any Hashable & Sendable

    /// Wraps `id`.
    public init(_ id: some Hashable & Sendable) {
        if let already = id as? EffectID {
            self = already
        } else {
            base = id
        }
    }

    /// The id and key this identifier wraps, when it wraps a `KeyedEffectID`.
    var keyed: KeyedEffectID? {
        base as? KeyedEffectID
    }

    /// Whether both identifiers wrap equal values.
    public static func == (lhs: EffectID, rhs: EffectID) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    /// Hashes the wrapped value.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }
}

extension EffectID: CustomStringConvertible {
    /// The wrapped value, as text.
    public var description: String {
        String(describing: base)
    }
}
