import Testing

@testable import ReduxGenCore

/// The wrapping rule of docs/generated-code.md: a line over 120 columns is wrapped at its longest outermost
/// bracket pair, one item a line; collection literals of several items end in a comma; strings, comments
/// and multi-line string literals are never changed.
struct SwiftLineWrapperTests {
    /// `count` arguments `argumentN: valueN`, long enough together to pass 120 columns.
    private func arguments(_ count: Int) -> [String] {
        (1...count).map { "argument\($0): value\($0)" }
    }

    @Test func aLineThatFitsIsLeftAlone() {
        let text = "    case load(query: String, page: Int)\n"
        #expect(SwiftLineWrapper.wrap(text) == text)
    }

    @Test func aLongCallPutsOneArgumentALine() {
        let line = "        let result = makeRequest(" + arguments(6).joined(separator: ", ") + ")"
        #expect(line.count > 120)
        let expected = """
                    let result = makeRequest(
                        argument1: value1,
                        argument2: value2,
                        argument3: value3,
                        argument4: value4,
                        argument5: value5,
                        argument6: value6
                    )
            """
        #expect(SwiftLineWrapper.wrap(line) == expected)
    }

    @Test func anArrayLiteralOfSeveralElementsEndsInAComma() {
        let line = "    let expected = [" + (1...12).map { "\"element\($0)\"" }.joined(separator: ", ") + "]"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n")
        #expect(wrapped.first == "    let expected = [")
        #expect(wrapped[12] == "        \"element12\",")
        #expect(wrapped.last == "    ]")
        #expect(wrapped.count == 14)
    }

    @Test func aSubscriptIsNotACollectionLiteral() {
        let line = "    let value = table[" + arguments(6).joined(separator: ", ") + "]"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n")
        #expect(wrapped[6] == "        argument6: value6")
    }

    @Test func aLoneArgumentThatMustWrapIsWrappedAsSwiftFormatWants() {
        let line = "        await store.send(.load(" + arguments(6).joined(separator: ", ") + ")) {"
        let expected = """
                    await store.send(
                        .load(
                            argument1: value1,
                            argument2: value2,
                            argument3: value3,
                            argument4: value4,
                            argument5: value5,
                            argument6: value6
                        )
                    ) {
            """
        #expect(SwiftLineWrapper.wrap(line) == expected)
    }

    @Test func anArrayTypeOfAGenericTypeIsNeverSplit() {
        let line = "    public var createUserDefinedMessageSubscriptionResults: "
            + "[Result<MessagingSettings.AccountCallUserDefinedMessageSubscription, APIError>] {"
        #expect(line.count > 120)
        #expect(SwiftLineWrapper.wrap(line) == line)
    }

    @Test func theCommasOfAGenericArgumentClauseSeparateNoItems() {
        let line = "        let value = makeResults(first: Dictionary<String, [Result<Pet, APIError>]>(), "
            + "second: Result<Module.LongModelName, APIError>.self, third: nil)"
        #expect(line.count > 120)
        #expect(SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init) == [
            "        let value = makeResults(",
            "            first: Dictionary<String, [Result<Pet, APIError>]>(),",
            "            second: Result<Module.LongModelName, APIError>.self,",
            "            third: nil",
            "        )",
        ])
    }

    @Test func aLessThanThatIsAComparisonIsAnOrdinaryCharacter() {
        let line = "        let flags = makeFlags(count < limit, first<second + 1, third>fourth, " + arguments(4).joined(separator: ", ") + ")"
        #expect(line.count > 120)
        #expect(SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init).prefix(4) == [
            "        let flags = makeFlags(",
            "            count < limit,",
            "            first<second + 1,",
            "            third>fourth,",
        ])
    }

    @Test func commasAndBracketsInsideStringsDoNotCount() {
        let long = String(repeating: "a, (b), [c]", count: 12)
        let line = "    let text = describe(\"\(long)\", #\"raw, \"quoted\", (x)\"#, \"\\(f(a, b))\")"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n").map(String.init)
        #expect(wrapped == [
            "    let text = describe(",
            "        \"\(long)\",",
            "        #\"raw, \"quoted\", (x)\"#,",
            "        \"\\(f(a, b))\"",
            "    )",
        ])
    }

    @Test func commentsAndMultilineStringContentsAreNeverWrapped() {
        let longItems = arguments(8).joined(separator: ", ")
        let text = [
            "    // call(\(longItems))",
            "    let body = #\"\"\"",
            "        call(\(longItems))",
            "        \"\"\"#",
        ].joined(separator: "\n")
        #expect(SwiftLineWrapper.wrap(text) == text)
    }

    @Test func aLineWithNothingToSplitIsLeftLong() {
        let line = "    let name = \"" + String(repeating: "x", count: 130) + "\""
        #expect(SwiftLineWrapper.wrap(line) == line)
    }

    @Test func widthCountsCharactersNotBytes() {
        // 117 characters, 222 bytes: within 120 columns.
        let fits = "    f(\"" + String(repeating: "é", count: 105) + "\", b)"
        #expect(fits.count == 117)
        #expect(SwiftLineWrapper.wrap(fits) == fits)
        // 122 characters: wrapped, the accented text kept whole.
        let accented = String(repeating: "é", count: 110)
        let long = "    f(\"" + accented + "\", b)"
        #expect(SwiftLineWrapper.wrap(long) == "    f(\n        \"" + accented + "\",\n        b\n    )")
    }

    @Test func aSubscriptAfterANonASCIILetterIsNotACollectionLiteral() {
        let line = "    let value = tablé[" + arguments(6).joined(separator: ", ") + "]"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n")
        #expect(wrapped.first == "    let value = tablé[")
        #expect(wrapped[6] == "        argument6: value6")
    }

    @Test func aQuoteJoinedToACombiningMarkOpensNoString() {
        // `"` followed by U+0301 is one character, not a quote: the brackets after it still count.
        let line = "    f(\"\u{301}, " + arguments(6).joined(separator: ", ") + ")"
        let wrapped = SwiftLineWrapper.wrap(line).split(separator: "\n")
        #expect(wrapped.first == "    f(")
        let firstItem = "        \"\u{301},"
        #expect(wrapped[1] == firstItem)
        #expect(wrapped.last == "    )")
    }

    @Test func wrappingChangesOnlyTheLongLines() {
        let long = "        let result = makeRequest(" + arguments(6).joined(separator: ", ") + ")"
        let text = "// header\n" + long + "\nlet done = true\n"
        #expect(SwiftLineWrapper.wrap(text).hasPrefix("// header\n        let result = makeRequest(\n            argument1: value1,\n"))
        #expect(SwiftLineWrapper.wrap(text).hasSuffix("        )\nlet done = true\n"))

        let short = "let a = 1\nlet b = 2"
        #expect(SwiftLineWrapper.wrap(short) == short)
    }

    @Test func lineReplacementsNameEachLongLineAndItsWrappedLines() {
        let long = "        let result = makeRequest(" + arguments(6).joined(separator: ", ") + ")"
        let text = "let a = 1\n" + long + "\n"
        let replacements = SwiftLineWrapper.lineReplacements(in: Array(text.utf8))
        #expect(replacements.count == 1)
        #expect(replacements.first?.range == 10..<(10 + long.utf8.count))
        #expect(replacements.first.map { String(decoding: $0.bytes, as: UTF8.self) } == SwiftLineWrapper.wrap(long))
        #expect(SwiftLineWrapper.lineReplacements(in: Array("let a = 1\n".utf8)).isEmpty)
    }

    @Test func onlyThreeQuotesInARowOpenAMultilineString() {
        let longCall = "    call(" + arguments(8).joined(separator: ", ") + ")"
        // A pair of quotes and a lone quote open none: the long call after them wraps.
        let notOpened = "    let s = \"\" + \"x\"\n" + longCall
        #expect(SwiftLineWrapper.wrap(notOpened).hasPrefix("    let s = \"\" + \"x\"\n    call(\n"))
        // Three do, on a short line: the long call inside the string stays as it is, and the one after the
        // closing quotes wraps.
        let literal = "    let s = \"\"\"\n" + longCall + "\n    \"\"\"\n"
        #expect(SwiftLineWrapper.wrap(literal + longCall) == literal + SwiftLineWrapper.wrap(longCall))
        #expect(SwiftLineWrapper.wrap(longCall) != longCall)
    }
}
