import Testing
@testable import ReduxGenCore

/// A type string that is one plain name is parsed on its bytes; anything else goes through the parser.
@Suite struct PlainTypeNameTests {
    @Test(arguments: [
        ("Item", TypeReference.named("Item")),
        ("Item?", .optional(.named("Item"))),
        ("Int", .int),
        ("URL?", .optional(.url)),
        ("item_2", .named("item_2")),
        ("2fast", .named("2fast")),
    ])
    func plainNamesParseAsTheParserParsesThem(text: String, expected: TypeReference) throws {
        #expect(PlainTypeName(text) != nil)
        #expect(try TypeParser.parse(text).get() == expected)
    }

    @Test(arguments: ["", "?", "Item??", "Item ?", " Item", "[Item]", "Ité", "Item-2", "[String: Item]"])
    func anythingElseIsLeftToTheParser(text: String) {
        #expect(PlainTypeName(text) == nil)
    }

    @Test func namedOffsetsOfAPlainNameSkipBuiltIns() {
        #expect(TypeParser.namedTypeOffsets(in: "Item?") == ["Item": 0])
        #expect(TypeParser.namedTypeOffsets(in: "Item") == ["Item": 0])
        #expect(TypeParser.namedTypeOffsets(in: "String?").isEmpty)
    }
}
