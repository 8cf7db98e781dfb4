import Testing
@testable import ReduxGenCore

@Suite struct TemplateKeyTests {
    @Test func theSameNameMakesEqualKeys() {
        let first = TemplateKey("sameName")
        let second = TemplateKey(String("same") + "Name")
        #expect(first == second)
        #expect(first.hash == second.hash)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func differentNamesMakeDifferentKeys() {
        let one = TemplateKey("one")
        #expect(one != TemplateKey("other"))
        // Names are compared as written: no case folding, no trimming.
        #expect(one != TemplateKey("One"))
        #expect(one != TemplateKey("one "))
        // The hash is of the bytes: two normalization forms of one non-ASCII name are two keys.
        #expect(TemplateKey("caf\u{E9}") != TemplateKey("cafe\u{301}"))
    }

    @Test func shortNamesHashAsFNV1aFolded() {
        // Under eight bytes the hash is FNV-1a's (the published 64-bit test values: "" 0xcbf29ce484222325,
        // "a" 0xaf63dc4c8601ec8c, "foobar" 0x85944171f73967e8) with its high half xored into its low half,
        // which is kept.
        func folded(_ hash: UInt64) -> UInt32 { UInt32(truncatingIfNeeded: hash ^ (hash >> 32)) }
        #expect(TemplateKey("").hash == folded(0xcbf2_9ce4_8422_2325))
        #expect(TemplateKey("a").hash == folded(0xaf63_dc4c_8601_ec8c))
        #expect(TemplateKey("foobar").hash == folded(0x8594_4171_f739_67e8))
        #expect(folded(0xaf63_dc4c_8601_ec8c) == 0x2962_30c0)
        #expect(TemplateKey("prénom").name == "prénom")
    }

    @Test func longNamesHashEightBytesAStep() {
        // "abcdefgh" is one little-endian word: (offset basis ^ 0x6867666564636261) * prime, then folded
        // (0x3919eeb0_0ee1e68c, whose halves xor to 0x37f8083c).
        #expect(TemplateKey("abcdefgh").hash == 0x37f8_083c)
        // A word, then the twelve bytes left one by one: a context key of the built-in templates.
        #expect(TemplateKey("succeededCasePattern").hash == 0x23c1_ceea)
        // Every byte counts, in the words as in the rest.
        #expect(TemplateKey("abcdefgh").hash != TemplateKey("abcdefgi").hash)
        #expect(TemplateKey("bbcdefgh").hash != TemplateKey("abcdefgh").hash)
        #expect(TemplateKey("abcdefgh1").hash != TemplateKey("abcdefgh2").hash)
    }

    @Test func keysOfTheSameHashAreToldApartAndOrderedByName() {
        // Two keys can share a hash; they stay different keys, ordered by name.
        let low = TemplateKey(hash: 7, name: "a")
        let high = TemplateKey(hash: 7, name: "b")
        #expect(low != high)
        #expect(low < high)
        #expect(!(high < low))
        #expect(TemplateKey(hash: 6, name: "z") < low)
    }
}
