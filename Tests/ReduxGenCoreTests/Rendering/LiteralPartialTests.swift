import Testing
@testable import ReduxGenCore

/// The built-in `_literal` partial writes a literal the Model holds as data as the Swift source a spec's
/// `value:` stands for (docs/spec.md, "How values are read" and "`actions`"). The expected texts are
/// written here by hand.
@Suite struct LiteralPartialTests {
    /// `literal` as the built-in `_literal` partial writes it.
    private func written(_ literal: ResolvedLiteral) throws -> String {
        try TemplateRenderer().render(templateNamed: "_literal", context: TemplateValueEncoder.encode(LiteralPart.parts(of: literal)))
    }

    @Test func scalarsAreWrittenAsSwiftLiterals() throws {
        #expect(try written(.string(#"say "hi" to $0.name"#)) == #""say \"hi\" to $0.name""#)
        #expect(try written(.string("line\nnext")) == #""line\nnext""#)
        #expect(try written(.int(-5)) == "-5")
        // `2` on a `Double` field is a Double.
        #expect(try written(.double(text: "2.0")) == "2.0")
        #expect(try written(.double(text: "-0.25")) == "-0.25")
        // Values no digits write exactly are written by name or by their bits.
        #expect(try written(.specialDouble(.nan)) == "Double.nan")
        #expect(try written(.specialDouble(.infinity(isNegative: false))) == "Double.infinity")
        #expect(try written(.specialDouble(.infinity(isNegative: true))) == "-Double.infinity")
        #expect(try written(.specialDouble(.bitPattern(hexadecimal: "1"))) == "Double(bitPattern: 0x1)")
        #expect(try written(.null) == "nil")
        #expect(try written(.bool(true)) == "true")
        #expect(try written(.bool(false)) == "false")
    }

    @Test func typedTextIsWrittenAsAValueOfItsType() throws {
        #expect(try written(.enumCase(type: "Feed.Category", name: "sports")) == "Feed.Category.sports")
        #expect(try written(.url("https://example.com/a")) == #"URL(string: "https://example.com/a")!"#)
        #expect(
            try written(.uuid("00000000-0000-0000-0000-000000000001"))
                == #"UUID(uuidString: "00000000-0000-0000-0000-000000000001")!"#
        )
    }

    @Test func arraysAndDictionariesNestTheirElements() throws {
        let grid: ResolvedLiteral = .array([.array([.int(1), .int(-2)]), .array([]), .array([.int(3)])])
        #expect(try written(grid) == "[[1, -2], [], [3]]")
        #expect(try written(.array([])) == "[]")
        let cases: ResolvedLiteral = .array([.enumCase(type: "Feed.Kind", name: "low"), .enumCase(type: "Feed.Kind", name: "`default`")])
        #expect(try written(cases) == "[Feed.Kind.low, Feed.Kind.`default`]")
        let scores: ResolvedLiteral = .dictionary([
            ResolvedLiteralEntry(key: #"b "q""#, value: .double(text: "2.5")),
            ResolvedLiteralEntry(key: "a", value: .array([.string("x"), .null])),
        ])
        #expect(try written(scores) == #"["b \"q\"": 2.5, "a": ["x", nil]]"#)
        #expect(try written(.dictionary([])) == "[:]")
        #expect(try written(.array([.dictionary([]), .dictionary([ResolvedLiteralEntry(key: "k", value: .int(1))])])) == #"[[:], ["k": 1]]"#)
    }
}
