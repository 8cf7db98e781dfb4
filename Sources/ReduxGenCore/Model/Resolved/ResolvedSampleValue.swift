/// A value a generated test writes from the tests' samples and locals: a sample of a type, a value the
/// reduce evaluator expects, a field's default. What the value is, not how Swift spells it; the
/// `_sampleValue` partial writes it.
///
/// Arrays and dictionaries whose every part is a literal are `literal`s (see `array(_:)` and
/// `dictionary(key:value:)`), so that two values are equal exactly when a test writes them the same way.
public indirect enum ResolvedSampleValue: Hashable, Sendable {
    /// A value a literal writes: a scalar, an enum case, `nil`, `[]`, `[:]`, or an array or dictionary of
    /// literals.
    case literal(ResolvedLiteral)
    /// `Date(timeIntervalSince1970: seconds)`.
    case date(seconds: Int)
    /// An array, its elements in order, some of which are no literal.
    case elements([ResolvedSampleValue])
    /// A dictionary of one entry, `["key": value]`, whose value is no literal.
    case entry(key: String, value: ResolvedSampleValue)
    /// A struct model built by its memberwise initializer: the model's qualified Swift type (`Feed.Article`)
    /// and its fields' values, labelled, in declaration order.
    case model(type: String, arguments: [ResolvedSampleArgument])
    /// A case of a sum type holding `value`: the sum type's qualified Swift type (`Feed.Shape`) and the
    /// escaped case name (`circle`), written `Feed.Shape.circle(value)`.
    case sumCase(type: String, name: String, value: ResolvedSampleValue)
    /// A shared sample of the test file: the namespace enum holding it (`FeedSamples`), whether it is a second
    /// sample (held in the nested enum `Other`) and its escaped member name (`article`).
    case sharedSample(namespace: String, isOther: Bool, member: String)
    /// A local of the test holding the value: `id`, `response`.
    case local(String)
    /// The escaped member `name` of `base`: `id.name`.
    case member(of: ResolvedSampleValue, name: String)

    /// The array of `elements`: a literal when every element is one.
    static func array(_ elements: [ResolvedSampleValue]) -> ResolvedSampleValue {
        let literals = elements.compactMap(\.literalValue)
        return literals.count == elements.count ? .literal(.array(literals)) : .elements(elements)
    }

    /// The dictionary of the one entry `key: value`: a literal when `value` is one.
    static func dictionary(key: String, value: ResolvedSampleValue) -> ResolvedSampleValue {
        guard let literal = value.literalValue else { return .entry(key: key, value: value) }
        return .literal(.dictionary([ResolvedLiteralEntry(key: key, value: literal)]))
    }

    /// The literal the value is, if it is one.
    var literalValue: ResolvedLiteral? {
        if case .literal(let literal) = self { return literal }
        return nil
    }
}

/// One labelled argument of a model's memberwise initializer in a ``ResolvedSampleValue``: `id: 1`.
public struct ResolvedSampleArgument: Hashable, Sendable {
    /// The argument label, the field's Swift name (never escaped: labels need no escaping).
    public var label: String
    public var value: ResolvedSampleValue

    public init(label: String, value: ResolvedSampleValue) {
        self.label = label
        self.value = value
    }
}
