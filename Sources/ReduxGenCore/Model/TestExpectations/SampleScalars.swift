/// The sample values generated tests use for every type a spec literal can write, as literals: the one
/// place they are decided (docs/generated-code.md, "Tests"). The Swift source of a sample, the text a
/// request sends for it, its JSON and the values the reduce evaluator computes with all come from here.
enum SampleScalars {
    /// Sample `variant` (1 or 2) of `type` as a literal, or `nil` for a type no literal writes (dates,
    /// arrays, dictionaries, optionals, struct models).
    ///
    /// `String` "a"/"b", `Int` 1/2, `Double` 1.5/2.5, `Bool` true/false, `URL` `https://example.com/1`,
    /// `UUID` `00000000-0000-0000-0000-000000000001`, `JSON` the object `{"a": 1}`/`{"b": 2}`, an enum's first
    /// or last case.
    static func literal(of type: TypeReference, variant: Int, in feature: FeatureSpec) -> LiteralValue? {
        switch type {
        case .string: return .string(text(variant: variant))
        case .int: return .int(number(variant: variant))
        case .double: return .double(fraction(variant: variant))
        case .bool: return .bool(variant == 1)
        case .url: return .string("https://example.com/\(variant)")
        case .uuid: return .string("00000000-0000-0000-0000-00000000000\(variant)")
        case .json: return .dictionary([LiteralEntry(key: text(variant: variant), value: .int(number(variant: variant)))])
        case .named(let name):
            guard let cases = feature.model(named: name)?.enumeration?.cases else { return nil }
            return (variant == 1 ? cases.first : cases.last).map { .enumCase($0.name) }
        case .date, .optional, .array, .dictionary:
            return nil
        }
    }

    /// Sample `variant` of `String`, "a" or "b": also the key of a sample dictionary's one entry and the
    /// text of a `String` cursor.
    static func text(variant: Int) -> String { variant == 1 ? "a" : "b" }

    /// Sample `variant` of `Int`, 1 or 2: also an `Int` cursor.
    static func number(variant: Int) -> Int { variant }

    /// Sample `variant` of `Double`, 1.5 or 2.5.
    static func fraction(variant: Int) -> Double { variant == 1 ? 1.5 : 2.5 }

    /// The next page's URL in the sample first page of an endpoint paged by `Link` headers, and the next URL
    /// tests put in state before a next page: the sample second page has none (it is the last).
    static let nextPageURL = "https://example.com/items?page=2"

    /// The number of seconds since 1970 of sample `variant` of `Date`: `Date(timeIntervalSince1970: variant)`.
    static func dateSeconds(variant: Int) -> Int { variant }
}
