import ReduxGenCore
import Testing

@Suite("YAML loader: anchors and aliases")
struct YAMLAliasTests {
    @Test("an alias expands to a copy of the anchored node, which keeps its location and anchor")
    func expansion() throws {
        let root = try loadYAML("""
            base: &base
              timeout: 30
            copy: *base
            name: &n Counter
            again: *n
            """)
        let base = try #require(root["base"])
        let copy = try #require(root["copy"])
        #expect(copy == base)
        #expect(copy.anchor == "base")
        // A node starts at its properties: the anchor `&base` on line 1.
        #expect(copy.location == at(1, 7))
        #expect(root["again"]?.text == "Counter")
        #expect(root["again"]?.location == at(4, 7))
    }

    @Test("a redefined anchor: an alias takes the latest definition before it")
    func redefinedAnchor() throws {
        let root = try loadYAML("[&a one, *a, &a two, *a]")
        #expect(root.sequence?.map(\.text) == ["one", "one", "two", "two"])
    }

    @Test("an alias to an undefined anchor is a located error")
    func unknownAnchor() throws {
        let diagnostics = try #require(loadingErrors("a: 1\nb: *missing\n"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message == "alias '*missing' refers to no anchor '&missing' defined before it")
        #expect(diagnostics[0].location == at(2, 4))
    }

    @Test("an alias inside the node it refers to is a located error, not endless recursion")
    func recursiveAlias() throws {
        let diagnostics = try #require(loadingErrors("root: &loop\n  child: *loop\n"))
        #expect(diagnostics[0].message == "alias '*loop' refers to a node that contains the alias itself")
        #expect(diagnostics[0].location == at(2, 10))
    }

    @Test("anchors do not carry over from one document to the next")
    func anchorsPerDocument() throws {
        let loader = YAMLLoader()
        #expect(throws: DiagnosticsError.self) {
            try loader.loadStream(bytes: Array("--- &a x\n--- *a\n".utf8), file: testFile)
        }
    }
}
