import Testing
@testable import ReduxGenCore

/// Literals, key conversions and sample values come out as valid, deterministic Swift.
@Suite struct SwiftSourceTests {
    let literals = SwiftLiteralSource(types: SwiftTypeSource(namespace: "Shop"))

    @Test func stringLiteralsEscapeWhatSwiftNeeds() {
        #expect(SwiftLiteralSource.stringLiteral("plain") == "\"plain\"")
        #expect(SwiftLiteralSource.stringLiteral("a \"b\" \\ c") == "\"a \\\"b\\\" \\\\ c\"")
        #expect(SwiftLiteralSource.stringLiteral("line\nbreak\ttab") == "\"line\\nbreak\\ttab\"")
        #expect(SwiftLiteralSource.stringLiteral("\u{1}") == "\"\\u{1}\"")
        #expect(SwiftLiteralSource.stringLiteral("\\(x)") == "\"\\\\(x)\"")
    }

    @Test func doublesAlwaysReadAsDoubles() {
        #expect(SwiftLiteralSource.doubleSource(1) == "1.0")
        #expect(SwiftLiteralSource.doubleSource(0.25) == "0.25")
        #expect(SwiftLiteralSource.doubleSource(1e300).contains("e"))
        #expect(SwiftLiteralSource.doubleSource(.infinity) == "Double.infinity")
        #expect(literals.source(for: .int(2), as: .double) == "2.0")
    }

    @Test func literalsFollowTheirType() {
        #expect(literals.source(for: .null, as: .optional(.int)) == "nil")
        #expect(literals.source(for: .enumCase("in_progress"), as: .optional(.named("Status"))) == "Shop.Status.inProgress")
        #expect(literals.source(for: .enumCase("default"), as: .named("Mode")) == "Shop.Mode.`default`")
        #expect(literals.source(for: .array([.int(1), .int(2)]), as: .array(.double)) == "[1.0, 2.0]")
        #expect(literals.source(for: .dictionary([]), as: .dictionary(.int)) == "[:]")
        #expect(literals.source(for: .dictionary([LiteralEntry(key: "a", value: .bool(true))]), as: .dictionary(.bool)) == "[\"a\": true]")
        #expect(literals.source(for: .string("https://x.org"), as: .url) == "URL(string: \"https://x.org\")!")
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

    @Test func callsAndArrayLiteralsAreWrittenOnOneLine() {
        #expect(SwiftCall.text(".load", arguments: []) == ".load")
        #expect(SwiftCall.text("f", arguments: ["a: 1", "b: 2"]) == "f(a: 1, b: 2)")
        #expect(SwiftCall.arrayLiteral(["\"a\""]) == "[\"a\"]")
        #expect(SwiftCall.arrayLiteral([]) == "[]")
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
