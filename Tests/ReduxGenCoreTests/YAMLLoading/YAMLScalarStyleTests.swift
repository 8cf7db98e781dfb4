import ReduxGenCore
import Testing

@Suite("YAML loader: scalar styles and tags")
struct YAMLScalarStyleTests {
    @Test("each scalar style is kept with its decoded text")
    func styles() throws {
        let root = try loadYAML("""
            plain: some text
            single: 'it''s'
            double: "tab\\there \\u00e9"
            literal: |
              line one
              line two
            folded: >
              folded
              text
            """)
        // The input ends without a line break, so the folded scalar (clip chomping) has none either.
        #expect(root["plain"]?.scalar == YAMLScalar("some text", style: .plain))
        #expect(root["single"]?.scalar == YAMLScalar("it's", style: .singleQuoted))
        #expect(root["double"]?.scalar == YAMLScalar("tab\there é", style: .doubleQuoted))
        #expect(root["literal"]?.scalar == YAMLScalar("line one\nline two\n", style: .literal))
        #expect(root["folded"]?.scalar == YAMLScalar("folded text", style: .folded))
    }

    @Test("plain scalars keep their text: the loader does not type them")
    func plainScalarsStayText() throws {
        let root = try loadYAML("[yes, 0x1F, 1e3, ~, null, 007, 'true']")
        let items = try #require(root.sequence)
        #expect(items.map(\.text) == ["yes", "0x1F", "1e3", "~", "null", "007", "true"])
        #expect(items.map(\.tag) == Array(repeating: nil, count: 7))
        #expect(items[3].scalar?.isNull == true)
        #expect(items[6].scalar?.isNull == false)
    }

    @Test("an empty value is an empty plain scalar")
    func emptyValue() throws {
        let root = try loadYAML("key:\n")
        #expect(root["key"]?.scalar == YAMLScalar("", style: .plain))
        #expect(root["key"]?.scalar?.isNull == true)
    }

    @Test("tags are resolved to their full form")
    func tags() throws {
        let root = try loadYAML("""
            %TAG !app! tag:example.com,2026:
            ---
            count: !!str 1
            items: !!seq [a]
            local: !thing x
            named: !app!model y
            verbatim: !<tag:example.com,2026:z> z
            """)
        #expect(root["count"]?.tag == "tag:yaml.org,2002:str")
        #expect(root["count"]?.text == "1")
        #expect(root["items"]?.tag == "tag:yaml.org,2002:seq")
        #expect(root["local"]?.tag == "!thing")
        #expect(root["named"]?.tag == "tag:example.com,2026:model")
        #expect(root["verbatim"]?.tag == "tag:example.com,2026:z")
    }

    @Test("a double-quoted escape can hold characters a file cannot, such as NUL")
    func escapedNul() throws {
        let root = try loadYAML(#"key: "a\0b""#)
        #expect(root["key"]?.text == "a\u{0}b")
    }
}
