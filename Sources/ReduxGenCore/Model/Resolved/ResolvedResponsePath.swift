/// A value read from the decoded response bound to `response`, as a `store:` or `pagination:` path reaches
/// it, and how it is turned into what its use needs: what `_responsePath.mustache` writes (`response`,
/// `response.user`, `response?.meta.total`, `(response.items ?? [])`, `String(response.next)`).
public struct ResolvedResponsePath: Hashable, Sendable {
    /// One model field read along the path.
    public struct Step: Hashable, Sendable {
        /// The field, escaped.
        public var member: String
        /// Whether the value it is read from is optional, so it is read with `?.`.
        public var isAfterOptional: Bool
    }

    /// How the value read is used.
    public enum Conversion: Hashable, Sendable {
        /// As it is.
        case none
        /// An optional array, an empty one when absent: a page's items.
        case emptyArrayWhenNil
        /// An `Int` as its text: a cursor.
        case text
        /// An optional `Int` as its text, `nil` when absent: a cursor.
        case optionalText
    }

    /// The fields read from `response`, in order; none: the response itself.
    public var steps: [Step]
    /// How the value is used.
    public var conversion: Conversion = .none

    /// Whether this is `response` itself, unconverted.
    public var isWholeResponse: Bool { steps.isEmpty && conversion == .none }
}
