/// A parameter as a declaration lists it, `id: Int` or `` `default` defaultValue: Int ``: what
/// `_parameterDeclaration.mustache` writes.
public struct ResolvedParameterDeclaration: Hashable, Sendable, Encodable {
    /// The argument label, in backticks where a declaration needs them (`` `default` ``).
    public var label: String
    /// The name the value is bound to inside the function, when it differs from the label
    /// (`defaultValue`); `nil` when the label is the name.
    public var local: String? = nil
    /// The Swift type, with `inout` for a parameter the function changes.
    public var type: String
}
