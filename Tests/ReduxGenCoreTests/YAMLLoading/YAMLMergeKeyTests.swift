import ReduxGenCore
import Testing

@Suite("YAML loader: merge keys")
struct YAMLMergeKeyTests {
    /// The keys and scalar values of a flat mapping, in order.
    private func pairs(_ node: YAMLNode?) -> [String] {
        node?.mapping?.map { "\($0.key.text ?? "?")=\($0.value.text ?? "?")" } ?? []
    }

    @Test("`<<: *defaults` copies the entries of the aliased mapping where the merge key stands")
    func singleMerge() throws {
        let root = try loadYAML("""
            defaults: &defaults
              method: GET
              timeout: 30
            endpoint:
              path: /items
              <<: *defaults
            """)
        #expect(pairs(root["endpoint"]) == ["path=/items", "method=GET", "timeout=30"])
    }

    @Test("explicit keys win over merged ones, written before or after the merge key")
    func explicitKeysWin() throws {
        let root = try loadYAML("""
            base: &base {a: 1, b: 2, c: 3}
            derived:
              a: 10
              <<: *base
              c: 30
            """)
        #expect(pairs(root["derived"]) == ["a=10", "b=2", "c=30"])
    }

    @Test("`<<: [*a, *b]` merges each mapping; the first listed wins")
    func mergeList() throws {
        let root = try loadYAML("""
            a: &a {x: a, y: a}
            b: &b {y: b, z: b}
            merged:
              <<: [*a, *b]
              w: own
            """)
        #expect(pairs(root["merged"]) == ["x=a", "y=a", "z=b", "w=own"])
    }

    @Test("merged entries keep the location where they were written")
    func mergedLocations() throws {
        let root = try loadYAML("base: &base\n  k: v\nuse:\n  <<: *base\n")
        let entry = try #require(root["use"]?.mapping?.first)
        #expect(entry.key.location == at(2, 3))
    }

    @Test("a quoted `<<` is an ordinary key; `!!merge <<` is a merge key")
    func mergeKeySpelling() throws {
        let root = try loadYAML("""
            base: &base {k: v}
            quoted: {"<<": *base}
            tagged: {!!merge <<: *base}
            """)
        #expect(root["quoted"]?.mapping?.first?.key.text == "<<")
        #expect(pairs(root["tagged"]) == ["k=v"])
    }

    @Test("a merge key whose value is not a mapping is a located error")
    func invalidMergeValue() throws {
        let scalar = try #require(loadingErrors("a:\n  <<: text\n"))
        #expect(scalar[0].message == "the merge key '<<' takes a mapping or a sequence of mappings, not a scalar")
        #expect(scalar[0].location == at(2, 7))
        let listItem = try #require(loadingErrors("m: &m {k: v}\na:\n  <<: [*m, [x]]\n"))
        #expect(listItem[0].message == "the merge key '<<' takes a mapping or a sequence of mappings, but this item is a sequence")
        #expect(listItem[0].location == at(3, 12))
    }

    @Test("a merge key inside an anchored mapping is applied before the mapping is aliased")
    func nestedMerge() throws {
        let root = try loadYAML("""
            a: &a {x: 1}
            b: &b
              <<: *a
              y: 2
            c:
              <<: *b
              z: 3
            """)
        #expect(pairs(root["c"]) == ["x=1", "y=2", "z=3"])
    }
}
