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

    @Test func theHashIsFNV1aOfTheUTF8Bytes() {
        // The published FNV-1a 64-bit test values.
        #expect(TemplateKey("").hash == 0xcbf2_9ce4_8422_2325)
        #expect(TemplateKey("a").hash == 0xaf63_dc4c_8601_ec8c)
        #expect(TemplateKey("foobar").hash == 0x8594_4171_f739_67e8)
        #expect(TemplateKey("prénom").name == "prénom")
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
