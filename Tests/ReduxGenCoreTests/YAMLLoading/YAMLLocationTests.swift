import ReduxGenCore
import Testing

@Suite("YAML loader: node locations")
struct YAMLLocationTests {
    @Test("mapping keys and values keep their 1-based line and column")
    func mappingLocations() throws {
        let root = try loadYAML("""
            name: Counter
            state:
              count: 0
            """)
        #expect(root.location == at(1, 1))
        let entries = try #require(root.mapping)
        #expect(entries[0].key.location == at(1, 1))
        #expect(entries[0].value.location == at(1, 7))
        #expect(entries[1].value.location == at(3, 3))
        let count = try #require(root["state"]?.mapping?.first)
        #expect(count.key.location == at(3, 3))
        #expect(count.value.location == at(3, 10))
    }

    @Test("sequence items in block and flow style keep their locations")
    func sequenceLocations() throws {
        let root = try loadYAML("""
            block:
              - one
              - two
            flow: [a, bb, c]
            """)
        let block = try #require(root["block"]?.sequence)
        #expect(block.map(\.location) == [at(2, 5), at(3, 5)])
        let flow = try #require(root["flow"])
        #expect(flow.location == at(4, 7))
        #expect(flow.sequence?.map(\.location) == [at(4, 8), at(4, 11), at(4, 15)])
    }

    @Test("columns count characters, not bytes, after multi-byte UTF-8")
    func multiByteColumns() throws {
        let root = try loadYAML("""
            größe: 日本語
            emoji: [🎉, z]
            """)
        let entries = try #require(root.mapping)
        #expect(entries[0].value.text == "日本語")
        #expect(entries[0].value.location == at(1, 8))
        let items = try #require(entries[1].value.sequence)
        #expect(items[1].location == at(2, 12))
    }

    @Test("an error after multi-byte characters points at the character column")
    func multiByteErrorColumn() throws {
        let diagnostics = try #require(loadingErrors("ä: ö\nä: ü\n"))
        #expect(diagnostics.first?.location == at(2, 1))
        // The end of the input, after the final line break, is shown at the end of the last line.
        let syntax = try #require(loadingErrors("ää: [1, 2\n"))
        #expect(syntax.first?.location == at(1, 10))
        // "äöü" is 6 bytes but 3 characters; the stray `y` is the 10th character.
        let stray = try #require(loadingErrors("äöü: \"x\" y\n"))
        #expect(stray.first?.location == at(1, 10))
    }

    @Test("CRLF and CR line breaks count as one line break each")
    func windowsLineBreaks() throws {
        let root = try loadYAML("a: 1\r\nb: 2\r\nc: [x]\r\n")
        #expect(root["c"]?.sequence?.first?.location == at(3, 5))
        let bytes = Array("a: 1\r\nb: x".utf8) + [0] + Array("\r\n".utf8)
        #expect(loadingErrors(bytes)?.first?.location == at(2, 5))
        let oldMac = try loadYAML("a: 1\rc: [x]\r")
        #expect(oldMac["c"]?.sequence?.first?.location == at(2, 5))
        #expect(loadingErrors(Array("a: 1\rb: x".utf8) + [0])?.first?.location == at(2, 5))
    }
}
