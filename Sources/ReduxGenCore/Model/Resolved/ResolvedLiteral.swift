/// A spec literal (a reduce step's `value:`, an `increment:` amount, a field's default) as a value of its
/// target's type: what the value is, not how Swift spells it. The `_literal` partial writes it.
public indirect enum ResolvedLiteral: Hashable, Sendable {
    /// `null`: `nil`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number of an `Int` target.
    case int(Int)
    /// A number of a `Double` target, by its canonical digits: always with a fraction or an exponent so it
    /// is never read as an `Int` (`1.0`, `2.5e-07`).
    case double(text: String)
    /// A `Double` no digits write exactly: not a number, an infinity, or a subnormal number.
    case specialDouble(ResolvedSpecialDouble)
    /// Text of a `String` target, as the spec writes it (unquoted, unescaped).
    case string(String)
    /// The text of a `URL` target, as the spec writes it.
    case url(String)
    /// The text of a `UUID` target, as the spec writes it.
    case uuid(String)
    /// A case of an enum model: the model's qualified Swift type (`Feed.Category`) and the case's escaped
    /// Swift name (`sports`).
    case enumCase(type: String, name: String)
    /// An array, its elements in spec order.
    case array([ResolvedLiteral])
    /// A `[String: T]` dictionary, its entries in the order the spec writes them.
    case dictionary([ResolvedLiteralEntry])
    /// A value of a `JSON` target, written with its `JSONValue` case so that it has that type wherever it
    /// stands, a local without a type annotation too: `JSONValue.object(["a": 1])`, `JSONValue.null`. `jsonCase`
    /// is the case's name (`object`), `value` its associated value (`nil` for `null`), whose elements and
    /// members are plain literals, with JSON's nulls ``jsonNull``.
    case json(jsonCase: String, value: ResolvedLiteral?)
    /// JSON's `null` inside the array or object of a ``json(jsonCase:value:)``: `.null`.
    case jsonNull
}

/// One `key: value` entry of a dictionary literal.
public struct ResolvedLiteralEntry: Hashable, Sendable {
    /// The entry's key, as the spec writes it (unquoted, unescaped).
    public var key: String
    /// The entry's value.
    public var value: ResolvedLiteral

    public init(key: String, value: ResolvedLiteral) {
        self.key = key
        self.value = value
    }
}

/// A `Double` value no digits write exactly, which `_literal` writes by name or by its bits.
public enum ResolvedSpecialDouble: Hashable, Sendable {
    /// Not a number: `Double.nan`.
    case nan
    /// `Double.infinity`, or `-Double.infinity` when negative.
    case infinity(isNegative: Bool)
    /// A subnormal number, by the hexadecimal digits of its bit pattern: a literal of it would draw
    /// "underflows and loses precision".
    case bitPattern(hexadecimal: String)
}
