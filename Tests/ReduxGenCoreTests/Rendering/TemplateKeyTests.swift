import Testing
@testable import ReduxGenCore

@Suite struct TemplateKeyTests {
    @Test func theSameNameMakesEqualKeys() {
        let first = TemplateKey("sameName")
        let second = TemplateKey(String("same") + "Name")
        #expect(first == second)
        #expect(first.id == second.id)
        #expect(first.hashValue == second.hashValue)
    }

    @Test func differentNamesMakeDifferentKeys() {
        let one = TemplateKey("one")
        #expect(one != TemplateKey("other"))
        // Names are compared as written: no case folding, no trimming.
        #expect(one != TemplateKey("One"))
        #expect(one != TemplateKey("one "))
        // Names are compared by their bytes: two normalization forms of one non-ASCII name are two keys.
        #expect(TemplateKey("caf\u{E9}") != TemplateKey("cafe\u{301}"))
    }

    @Test func aKeyGivesItsNameBack() {
        #expect(TemplateKey("prénom").name == "prénom")
        #expect(TemplateKey("").name == "")
        #expect(TemplateKey(id: TemplateKey("succeededCasePattern").id).name == "succeededCasePattern")
    }

    @Test func thousandsOfNamesGetDistinctNumbers() {
        // Far more names than the table's first 1,024 slots: the table grows, and every name, found again
        // after the growth, still has the number it was given first.
        let names = (0..<5_000).map { "templateKeyTestsName\($0)" }
        let first = names.map { TemplateKey($0).id }
        #expect(Set(first).count == names.count)
        #expect(names.map { TemplateKey($0).id } == first)
        #expect(first.map { TemplateKey(id: $0).name } == names)
    }

    @Test func aLiteralKeyIsTheKeyOfItsName() {
        let literal: TemplateKey = "literalKeyTestsName"
        #expect(literal == TemplateKey("literalKeyTestsName"))
        #expect(literal.name == "literalKeyTestsName")
        // The same literal, evaluated again, and another literal of the same name at another place.
        let again = (0..<3).map { _ -> TemplateKey in "literalKeyTestsName" }
        #expect(again.allSatisfy { $0 == literal })
        let other: TemplateKey = "literalKeyTestsOther"
        #expect(other != literal)
        #expect(other == TemplateKey("literalKeyTestsOther"))
        // A literal of one character.
        let single: TemplateKey = "q"
        #expect(single == TemplateKey("q"))
        #expect(single.name == "q")
    }

    @Test func literalsKeepTheirNumbersAsTheirTableGrows() {
        // Two slots to start with: the eight literals make it grow three times, to 16 slots.
        var names = TemplateKeyTable.Names(literalSlotCount: 2)
        let literals: [StaticString] = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta"]
        let first = literals.map { names.id(ofLiteral: $0) }
        #expect(Set(first).count == literals.count)
        #expect(literals.map { names.id(ofLiteral: $0) } == first)
        #expect(literals.map { names.id(of: $0.description) } == first)
        #expect(names.literalCount == literals.count)
        #expect(names.literalAddresses.count == 16)
    }

    @Test func shortNamesHashAsFNV1aFolded() {
        // Under eight bytes the hash is FNV-1a's (the published 64-bit test values: "" 0xcbf29ce484222325,
        // "a" 0xaf63dc4c8601ec8c, "foobar" 0x85944171f73967e8) with its high half xored into its low half.
        func folded(_ hash: UInt64) -> UInt64 { hash ^ (hash >> 32) }
        #expect(TemplateKeyTable.hash(of: "") == folded(0xcbf2_9ce4_8422_2325))
        #expect(TemplateKeyTable.hash(of: "a") == folded(0xaf63_dc4c_8601_ec8c))
        #expect(TemplateKeyTable.hash(of: "foobar") == folded(0x8594_4171_f739_67e8))
        #expect(folded(0xaf63_dc4c_8601_ec8c) == 0xaf63_dc4c_2962_30c0)
    }

    @Test func longNamesHashEightBytesAStep() {
        // "abcdefgh" is one little-endian word: (offset basis ^ 0x6867666564636261) * prime is
        // 0x3919eeb0_0ee1e68c, and folding xors its high half into its low half.
        #expect(TemplateKeyTable.hash(of: "abcdefgh") == 0x3919_eeb0_37f8_083c)
        // Every byte counts, in the words as in the rest.
        #expect(TemplateKeyTable.hash(of: "abcdefgh") != TemplateKeyTable.hash(of: "abcdefgi"))
        #expect(TemplateKeyTable.hash(of: "bbcdefgh") != TemplateKeyTable.hash(of: "abcdefgh"))
        #expect(TemplateKeyTable.hash(of: "abcdefgh1") != TemplateKeyTable.hash(of: "abcdefgh2"))
    }
}
