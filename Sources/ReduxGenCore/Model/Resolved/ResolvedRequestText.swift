/// How a value becomes the text a request sends (docs/spec.md, "`endpoints`"): strings as they are,
/// numbers and booleans in Swift's notation, dates as the client's JSON coding writes them, URLs as their
/// absolute string, UUIDs in their standard form, enums as their raw value. `TextValueSource` decides it
/// from the value's type, for the live repository and its tests alike, and `_textValue.mustache` alone writes
/// it.
public enum ResolvedTextConversion: String, Hashable, Sendable, Encodable {
    /// A string, sent as it is: `value`.
    case asIs
    /// A number or a boolean in Swift's notation: `String(value)`.
    case described
    /// A date as the client's JSON coding writes it, which can throw: `try client.coding.text(of: value)`.
    case dateText
    /// A URL's absolute string: `value.absoluteString`.
    case absoluteString
    /// A UUID in its standard form: `value.uuidString`.
    case uuidString
    /// A string enum's raw value: `value.rawValue`.
    case rawValue
    /// A number enum's raw value in Swift's notation: `String(value.rawValue)`.
    case describedRawValue

    /// Whether the conversion can throw, so its expression is marked `try`.
    public var isThrowing: Bool { self == .dateText }
}

/// A value the generated code reads where it runs, which `_textValue.mustache` writes: a local, a literal
/// or a test's sample, force-unwrapped or not, then possibly one element of it,
/// force-unwrapped or not (`tags![0]`).
public struct ResolvedRunTimeValue: Hashable, Sendable {
    /// Where the value is read first.
    public enum Base: Hashable, Sendable {
        /// A name in scope, escaped: a local or parameter (`token`, `since`), or a constant of the
        /// generated code (`RepoSearchState.searchRepositoriesPageSize`).
        case local(String)
        /// A literal: a request's literal string or page size, or a state field's default, the value a
        /// fresh state holds.
        case literal(ResolvedLiteral)
        /// A value of the tests' samples (written by `_sampleValue`).
        case sample(ResolvedSampleValue)
    }

    /// Where the value is read first.
    public var base: Base
    /// Whether `base` is an optional, force-unwrapped: `tags!`.
    public var unwrapsBase = false
    /// The index of the element read from the (unwrapped) array `base`: `[0]`.
    public var element: Int?
    /// Whether that element is an optional, force-unwrapped: `[0]!`.
    public var unwrapsElement = false

    /// This value force-unwrapped: `value!`.
    func unwrapped() -> ResolvedRunTimeValue {
        var value = self
        if element == nil { value.unwrapsBase = true } else { value.unwrapsElement = true }
        return value
    }

    /// The element of this array at `index`: `value[index]`.
    func element(_ index: Int) -> ResolvedRunTimeValue {
        precondition(element == nil, "a value read from a request input is at most one element deep")
        var value = self
        value.element = index
        return value
    }
}

/// The text a value is sent as, known when the code runs: the value and the conversion of its type;
/// `_textValue.mustache` writes it (`String(limit)`, `try client.coding.text(of: since)`).
public struct ResolvedValueText: Hashable, Sendable {
    /// The value converted.
    public var value: ResolvedRunTimeValue
    /// How the value becomes text.
    public var conversion: ResolvedTextConversion
}

/// A `template:` value as a string interpolation (`"Bearer \(token)"`), which `_interpolation.mustache`
/// writes: its literal text and its placeholders' texts, in order.
public struct ResolvedInterpolation: Hashable, Sendable {
    /// A piece of the string.
    public enum Part: Hashable, Sendable {
        /// Text as it is, written between the literal's quotes.
        case text(String)
        /// A placeholder's text, interpolated: `\(String(limit))`.
        case value(ResolvedValueText)
    }

    /// The pieces in order.
    public var parts: [Part]

    /// Whether a placeholder's text can throw (a date's): the whole literal is then marked `try`, the one
    /// place Swift accepts it, and the placeholder is interpolated without its own.
    public var isThrowing: Bool {
        parts.contains { part in
            if case .value(let text) = part { return text.conversion.isThrowing }
            return false
        }
    }
}

/// A text a live-request test knows only when it runs: one value's text, or a template's interpolation;
/// `_runTimeText.mustache` writes it as a Swift `String` expression.
public enum ResolvedRunTimeText: Hashable, Sendable {
    /// One value's text.
    case value(ResolvedValueText)
    /// A template's text with at least one placeholder known only at run time.
    case interpolation(ResolvedInterpolation)
}
