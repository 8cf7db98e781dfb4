import ReduxGenCore
import Testing

@Suite("YAML loader: duplicate keys")
struct YAMLDuplicateKeyTests {
    @Test("a repeated key is an error at the second key with a note at the first")
    func duplicateKey() throws {
        let diagnostics = try #require(loadingErrors("""
            name: Counter
            state:
              count: 0
            name: Other
            """))
        #expect(diagnostics.count == 1)
        let error = diagnostics[0]
        #expect(error.severity == .error)
        #expect(error.message == "duplicate key 'name' in mapping")
        #expect(error.location == at(4, 1))
        #expect(error.notes == [.note("key 'name' first defined here", at: at(1, 1))])
    }

    @Test("keys written in different quoting styles are the same key")
    func differentStyles() throws {
        let diagnostics = try #require(loadingErrors("{key: 1, \"key\": 2}"))
        #expect(diagnostics[0].location == at(1, 10))
        #expect(diagnostics[0].notes.first?.location == at(1, 2))
    }

    @Test("duplicates are found in nested mappings and in complex keys")
    func nestedAndComplex() throws {
        let nested = try #require(loadingErrors("outer:\n  inner:\n    a: 1\n    a: 2\n"))
        #expect(nested[0].location == at(4, 5))
        let complex = try #require(loadingErrors("? [a, b]\n: 1\n? [a, b]\n: 2\n"))
        #expect(complex[0].message == "duplicate key (a sequence) in mapping")
        #expect(complex[0].location == at(3, 3))
    }

    @Test("a long or multi-line key is shortened in the message")
    func longKey() throws {
        let long = String(repeating: "k", count: 50)
        let diagnostics = try #require(loadingErrors("\(long): 1\n\(long): 2\n"))
        #expect(diagnostics[0].message == "duplicate key '\(String(repeating: "k", count: 40))…' in mapping")
        let multiLine = try #require(loadingErrors("\"two\\nlines\": 1\n\"two\\nlines\": 2\n"))
        #expect(multiLine[0].message == "duplicate key 'two…' in mapping")
    }

    @Test("keys that differ in tag are different keys")
    func tagsDistinguish() throws {
        let root = try loadYAML("{1: a, !!str 1: b}")
        #expect(root.mapping?.count == 2)
    }

    @Test("a key repeated through a merge is not a duplicate")
    func mergeIsNotDuplicate() throws {
        let root = try loadYAML("base: &b {k: 1}\nuse:\n  <<: *b\n  k: 2\n")
        #expect(root["use"]?.mapping?.count == 1)
        #expect(root["use"]?["k"]?.text == "2")
    }

    @Test("two merge keys in one mapping are duplicates")
    func twoMergeKeys() throws {
        let diagnostics = try #require(loadingErrors("a: &a {x: 1}\nb:\n  <<: *a\n  <<: *a\n"))
        #expect(diagnostics[0].message == "duplicate key '<<' in mapping")
        #expect(diagnostics[0].location == at(4, 3))
    }
}
