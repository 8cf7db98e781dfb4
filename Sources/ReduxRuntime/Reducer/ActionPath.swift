/// How a feature's action sits inside a parent action: a tiny case path.
///
/// The generator emits one per feature, for an app action with one case per feature:
///
/// ```swift
/// enum AppAction: Sendable { case feed(FeedAction) }
///
/// extension ActionPath where Root == AppAction {
///     static var feed: ActionPath<AppAction, FeedAction> {
///         .init(embed: AppAction.feed) { if case .feed(let action) = $0 { action } else { nil } }
///     }
/// }
/// ```
public struct ActionPath<Root, Value>: Sendable {
    /// Wraps a child action in the parent action.
    public let embed: @Sendable (Value) -> Root
    /// Returns the child action if `Root` holds one.
    public let extract: @Sendable (Root) -> Value?

    /// Creates a path from its two directions.
    @inlinable
    public init(
        embed: @escaping @Sendable (Value) -> Root,
        extract: @escaping @Sendable (Root) -> Value?
    ) {
        self.embed = embed
        self.extract = extract
    }
}
