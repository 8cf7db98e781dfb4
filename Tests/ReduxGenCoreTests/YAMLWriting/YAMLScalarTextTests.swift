import ReduxGenCore
import Testing

/// The one rule reduxgen writes YAML scalars by (the starter spec, the random specs). Expected texts are
/// written by hand from YAML 1.2's double-quoted style; every text is also read back with the real loader.
struct YAMLScalarTextTests {
    @Test(arguments: ["name", "loadItems", "snake_case", "kebab-case", "Item2"])
    func aSimpleWordIsWrittenPlain(_ word: String) throws {
        #expect(YAMLScalarText.plainOrQuoted(word) == word)
        try expectReadBack(YAMLScalarText.plainOrQuoted(word), as: word)
    }

    @Test(arguments: [
        ("true", "\"true\""), ("No", "\"No\""), ("null", "\"null\""), ("~", "\"~\""), ("none", "\"none\""),
        ("404", "\"404\""), ("2fa", "\"2fa\""), ("-x", "\"-x\""), ("", "\"\""),
        ("[String]", "\"[String]\""), ("String?", "\"String?\""), ("a b", "\"a b\""), ("São", "\"São\""),
    ])
    func aWordYAMLWouldReadOtherwiseIsQuoted(_ text: String, _ written: String) throws {
        #expect(YAMLScalarText.plainOrQuoted(text) == written)
        try expectReadBack(written, as: text)
    }

    @Test func escapesQuotesBackslashesAndControlCharacters() throws {
        let text = "say \"hi\"\\\n\t\r\u{01}\u{7F}"
        let written = #""say \"hi\"\\\n\t\r\u0001\u007f""#
        #expect(YAMLScalarText.doubleQuoted(text) == written)
        try expectReadBack(written, as: text)
    }

    private func expectReadBack(_ written: String, as text: String) throws {
        let document = try loadYAML("key: \(written)\n")
        #expect(document["key"]?.scalar?.value == text)
    }
}
