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

    @Test func longSamplesBreakAfterEachArgument() {
        let short = SampleExpression.call("Shop.Item", [(label: "id", value: .atom("1"))])
        #expect(short.formatted(indentation: 8) == "Shop.Item(id: 1)")
        let arguments = (1...8).map { (label: "field\($0)", value: SampleExpression.atom("\"value \($0)\"")) }
        let long = SampleExpression.wrapped(prefix: "[", .call("Shop.Item", arguments), suffix: "]")
        let lines = long.formatted(indentation: 8).split(separator: "\n")
        #expect(lines.first == "[Shop.Item(")
        #expect(lines[1] == "            field1: \"value 1\",")
        #expect(lines.last == "        )]")
        #expect(lines.count == 10)
    }

    @Test func callsWrapOnlyWhenTooLong() {
        #expect(WrappedCall.text(".load", arguments: [], indentation: 8, lineStart: 8) == ".load")
        #expect(WrappedCall.text("f", arguments: ["a: 1", "b: 2"], indentation: 8, lineStart: 8) == "f(a: 1, b: 2)")
        let arguments = (1...10).map { "argument\($0): value\($0)" }
        let expected = "f(\n" + arguments.map { "        " + $0 }.joined(separator: ",\n") + "\n    )"
        #expect(WrappedCall.text("f", arguments: arguments, indentation: 4, lineStart: 4) == expected)
        #expect(WrappedCall.arrayLiteral(["\"a\""], indentation: 8, lineStart: 36) == "[\"a\"]")
        #expect(WrappedCall.arrayLiteral([], indentation: 8, lineStart: 200) == "[]")
    }

    /// swift-format (with the repository's configuration) wants a comma after the last element of a
    /// multi-line collection literal with several elements, and none after a lone element.
    @Test func wrappedArrayLiteralsEndInACommaOnlyWithSeveralElements() {
        #expect(WrappedCall.arrayLiteral(["a", "b"], indentation: 4, lineStart: 118) == "[\n        a,\n        b,\n    ]")
        #expect(WrappedCall.arrayLiteral(["a"], indentation: 4, lineStart: 118) == "[\n        a\n    ]")
        #expect(WrappedCall.text("f", arguments: ["a", "b"], indentation: 4, lineStart: 117) == "f(\n        a,\n        b\n    )")
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
