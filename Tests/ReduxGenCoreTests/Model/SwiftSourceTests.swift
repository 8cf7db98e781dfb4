import Testing
@testable import ReduxGenCore

/// Literals, key conversions and sample values come out as valid, deterministic Swift.
@Suite struct SwiftSourceTests {
    let literals = LiteralResolver(types: SwiftTypeSource(namespace: "Shop"))

    @Test func stringLiteralsEscapeWhatSwiftNeeds() {
        #expect(QuotedText.swift("plain") == "\"plain\"")
        #expect(QuotedText.swift("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"")
        #expect(QuotedText.swift("line\nbreak\ttab") == "\"line\\nbreak\\ttab\"")
        #expect(QuotedText.swift("\u{1}") == "\"\\u{1}\"")
        #expect(QuotedText.swift("\\(x)") == "\"\\\\(x)\"")
    }

    @Test func textWithNothingToEscapeIsEnclosedAsItIs() {
        #expect(QuotedText.swift("") == "\"\"")
        #expect(QuotedText.swift("São Paulo/West") == "\"São Paulo/West\"")
        // Longer than a small string's 15 bytes.
        #expect(QuotedText.json("a rather longer text with no escapes") == "\"a rather longer text with no escapes\"")
        #expect(QuotedText.enclosed("été", by: "'") == "'été'")
        #expect(quoted("Item") == "'Item'")
    }

    @Test func doublesAlwaysReadAsDoubles() {
        #expect(LiteralResolver.doubleText(1) == "1.0")
        #expect(LiteralResolver.doubleText(0.25) == "0.25")
        #expect(LiteralResolver.doubleText(1e300).contains("e"))
        #expect(literals.resolve(.double(-.infinity), as: .double) == .specialDouble(.infinity(isNegative: true)))
        #expect(literals.resolve(.double(.nan), as: .double) == .specialDouble(.nan))
        #expect(literals.resolve(.double(.leastNonzeroMagnitude), as: .double) == .specialDouble(.bitPattern(hexadecimal: "1")))
        #expect(literals.resolve(.int(2), as: .double) == .double(text: "2.0"))
    }

    @Test func literalsFollowTheirType() {
        #expect(literals.resolve(.null, as: .optional(.int)) == .null)
        #expect(literals.resolve(.enumCase("in_progress"), as: .optional(.named("Status"))) == .enumCase(type: "Shop.Status", name: "inProgress"))
        #expect(literals.resolve(.enumCase("default"), as: .named("Mode")) == .enumCase(type: "Shop.Mode", name: "`default`"))
        #expect(literals.resolve(.array([.int(1), .int(2)]), as: .array(.double)) == .array([.double(text: "1.0"), .double(text: "2.0")]))
        #expect(literals.resolve(.dictionary([]), as: .dictionary(.int)) == .dictionary([]))
        #expect(
            literals.resolve(.dictionary([LiteralEntry(key: "a", value: .bool(true))]), as: .dictionary(.bool))
                == .dictionary([ResolvedLiteralEntry(key: "a", value: .bool(true))])
        )
        #expect(literals.resolve(.string("https://x.org"), as: .url) == .url("https://x.org"))
    }

    @Test func snakeCaseKeysMatchFoundation() {
        #expect(SwiftName.fromSnakeCase("avatar_url") == "avatarUrl")
        #expect(SwiftName.fromSnakeCase("description") == "description")
        #expect(SwiftName.fromSnakeCase("_private_key_") == "_privateKey_")
        #expect(SwiftName.snakeCase("fullName") == "full_name")
        #expect(SwiftName.snakeCase("avatarURL") == "avatar_url")
        #expect(SwiftName.snakeCase("userIDValue") == "user_id_value")
    }

    /// The Model writes a sample on one line; the one wrapping rule breaks the statement that holds it.
    @Test func longSamplesAreWrittenOnOneLineAndWrappedWithTheirStatement() throws {
        let short = ResolvedSampleValue.model(type: "Shop.Item", arguments: [.init(label: "id", value: .literal(.int(1)))])
        #expect(try written(short) == "Shop.Item(id: 1)")
        let arguments = (1...8).map { ResolvedSampleArgument(label: "field\($0)", value: .literal(.string("value \($0)"))) }
        let long = try written(.array([.model(type: "Shop.Item", arguments: arguments)]))
        #expect(!long.contains("\n"))
        let lines = SwiftLineWrapper.wrap("        let response = " + long).split(separator: "\n")
        #expect(lines.first == "        let response = [")
        #expect(lines[1] == "            Shop.Item(")
        #expect(lines[2] == "                field1: \"value 1\",")
        #expect(lines[9] == "                field8: \"value 8\"")
        #expect(lines[10] == "            )")
        #expect(lines.last == "        ]")
        #expect(lines.count == 12)
    }

    @Test func labelsAndLocalNames() {
        #expect(LocalNames.label("default") == "default")
        // Call sites never escape a label; declarations escape `inout`, `var` and `let` only.
        #expect(LocalNames.label("inout") == "inout")
        #expect(LocalNames.label("var") == "var")
        #expect(LocalNames.declarationLabel("var") == "`var`")
        #expect(LocalNames.declarationLabel("let") == "`let`")
        #expect(LocalNames.declarationLabel("default") == "default")
        #expect(LocalNames.local(for: "default") == "defaultValue")
        #expect(LocalNames.local(for: "state") == "stateValue")
        #expect(LocalNames.local(for: "query") == "query")
        // Names generated tests and the mock repository declare for the values they compare or record.
        for name in ["expectedKeys", "expectedQueryItems", "expectedHeaders", "expectedCall", "call"] {
            #expect(LocalNames.local(for: name) == name + "Value")
        }
        #expect(LocalNames.declaration(label: "query", type: "String") == "query: String")
        #expect(LocalNames.declaration(label: "default", type: "Int") == "default defaultValue: Int")
    }
}
