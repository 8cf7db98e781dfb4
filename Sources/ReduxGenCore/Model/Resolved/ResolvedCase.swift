/// An enum case as the generated code declares it, `load(id: Int)` or `loadSucceeded(RequestID, [Item])`:
/// what `_caseDeclaration.mustache` writes.
public struct ResolvedCaseDeclaration: Hashable, Sendable, Encodable {
    /// One associated value: its label as a declaration writes it (a keyword in backticks), if it has one,
    /// and its Swift type.
    public struct Value: Hashable, Sendable, Encodable {
        /// The label (`id`, `` `for` ``), or `nil` for an unlabelled value.
        public var label: String?
        /// The Swift type: `Int`, `RequestID`, `[Feed.Article]`.
        public var type: String

        public init(label: String?, type: String) {
            self.label = label
            self.type = type
        }
    }

    /// The escaped case name.
    public var name: String
    /// The associated values in order; none: the case is declared by its name alone.
    public var values: [Value]
}

/// A pattern matching a case, `.load(let id, _)`: what `_casePattern.mustache` writes. A value that is not
/// needed is `_`, and a pattern that binds nothing is the case's name alone (`.load`).
public struct ResolvedCasePattern: Hashable, Sendable {
    /// The escaped case name.
    public var name: String
    /// Per associated value, in order, the local it is bound to, or `nil` when it is not needed.
    public var bindings: [String?]

    /// Whether the pattern binds any value.
    public var bindsAnyValue: Bool { bindings.contains { $0 != nil } }
}

/// A case built from values, `.load(id: id)`, or `.load` without any: what `_caseConstruction.mustache`
/// writes.
public struct ResolvedCaseConstruction: Hashable, Sendable {
    /// The escaped case name.
    public var name: String
    /// The associated values in order, each with its label.
    public var arguments: [ResolvedArgument]
}
