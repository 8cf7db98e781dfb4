/// A literal value written in a spec (a state default, a `value:` of a reduce step or a request
/// parameter), typed against the type it is used as.
public indirect enum LiteralValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A case of an enum model, by the case's spec name.
    case enumCase(String)
    case array([LiteralValue])
    /// A `[String: T]` literal, entries in the order they were written.
    case dictionary([LiteralEntry])
}

/// One `key: value` entry of a dictionary literal.
public struct LiteralEntry: Hashable, Sendable {
    public var key: String
    public var value: LiteralValue

    public init(key: String, value: LiteralValue) {
        self.key = key
        self.value = value
    }
}
