import Testing
@testable import ReduxGenCore

@Suite struct TemplateDictionaryTests {
    @Test func findsEachValueByItsKey() {
        let dictionary: TemplateDictionary = ["name": "Feed", "count": 3, "flag": true, "items": ["a"]]
        #expect(dictionary["name"] == "Feed")
        #expect(dictionary["count"] == 3)
        #expect(dictionary["flag"] == true)
        #expect(dictionary["items"] == ["a"])
        #expect(dictionary[TemplateKey("name")] == "Feed")
        #expect(dictionary["count"] == 3)
        #expect(dictionary.count == 4)
        #expect(!dictionary.isEmpty)
    }

    @Test func aKeyNoEntryHasGivesNil() {
        let dictionary: TemplateDictionary = ["name": "Feed"]
        #expect(dictionary["templateDictionaryTestsNeverAKey"] == nil)
        #expect(dictionary["Name"] == nil)
        #expect(TemplateDictionary()["name"] == nil)
        #expect(TemplateDictionary().isEmpty)
    }

    @Test func settingAKeyReplacesOrAddsOrRemoves() {
        var dictionary: TemplateDictionary = ["a": "1", "b": "2"]
        dictionary["a"] = "one"
        dictionary["c"] = "3"
        dictionary["b"] = nil
        dictionary["missing"] = nil
        #expect(dictionary == ["a": "one", "c": "3"])
        #expect(dictionary.count == 2)
    }

    @Test func aSwiftDictionaryConvertsEntryForEntry() {
        let converted = TemplateDictionary(["a": "1", "b": ["c": true]])
        #expect(converted == ["a": "1", "b": ["c": true]])
        #expect(TemplateDictionary([String: TemplateValue]()).isEmpty)
    }

    @Test func aKeyWrittenTwiceInALiteralKeepsItsLastValue() {
        let dictionary = TemplateDictionary([("a", "first"), ("b", "2"), ("a", "last")])
        #expect(dictionary["a"] == "last")
        #expect(dictionary.count == 2)
        let thrice = TemplateDictionary([("c", "1"), ("a", "2"), ("c", "3"), ("b", "4"), ("c", "5")])
        #expect(thrice == ["a": "2", "b": "4", "c": "5"])
        // Above 16 entries the standard library's sort orders them, and the last value still wins.
        let many = TemplateDictionary((0..<20).map { ("key\($0 % 10)", TemplateValue.int($0)) })
        #expect(many.count == 10)
        #expect((0..<10).allSatisfy { many[TemplateKey("key\($0)")] == .int($0 + 10) })
    }

    @Test func equalityAndHashIgnoreTheOrderEntriesWereAddedIn() {
        var forwards = TemplateDictionary()
        var backwards = TemplateDictionary()
        let names = ["zulu", "alpha", "mike", "isFirst", "isLast"]
        for name in names { forwards[TemplateKey(name)] = .string(name) }
        for name in names.reversed() { backwards[TemplateKey(name)] = .string(name) }
        #expect(forwards == backwards)
        #expect(forwards.hashValue == backwards.hashValue)
        backwards["mike"] = "other"
        #expect(forwards != backwards)
    }

    @Test func mergingKeepsBothSidesAndAsksAboutSharedKeys() {
        let base: TemplateDictionary = ["a": "1", "shared": "mine"]
        let merged = base.merging(["b": "2", "shared": "theirs"]) { _, theirs in theirs }
        #expect(merged == ["a": "1", "b": "2", "shared": "theirs"])
        #expect(base.merging(["shared": "theirs"]) { mine, _ in mine }["shared"] == "mine")
    }

    @Test func iteratesEveryEntryWithItsName() {
        let dictionary: TemplateDictionary = ["b": "2", "a": "1"]
        let sorted = dictionary.sorted { $0.key < $1.key }
        #expect(sorted.map(\.key) == ["a", "b"])
        #expect(sorted.map(\.value) == ["1", "2"])
        #expect(Set(dictionary.keys) == ["a", "b"])
    }

    @Test func anEntryTakesAKeyNumberAndAValue() {
        // A context holds about 770 entries per endpoint: each is a 4-byte key number, aligned as the value
        // that follows it, and a value's 17 bytes; 32 bytes where a key stored as its name and hash took 40.
        #expect(MemoryLayout<TemplateValue>.size == 17)
        #expect(MemoryLayout<TemplateKey>.size == 4)
        #expect(MemoryLayout<TemplateDictionary.Entry>.stride == 32)
    }

    @Test func manyKeysAddedInAnyOrderKeepTheirOwnValues() {
        // More keys than the insertion sort handles, added out of order, then a literal of 40 entries: each
        // value stays under its own key, and a removed key is gone.
        let names = (0..<200).map { "templateDictionaryTestsKey\(($0 * 37) % 200)" }
        var dictionary = TemplateDictionary()
        for name in names { dictionary[TemplateKey(name)] = .string(name.uppercased()) }
        #expect(dictionary.count == 200)
        #expect(names.allSatisfy { dictionary[TemplateKey($0)] == .string($0.uppercased()) })
        dictionary[TemplateKey(names[5])] = nil
        #expect(dictionary[TemplateKey(names[5])] == nil)
        #expect(dictionary.count == 199)
        let literal = TemplateDictionary(names.prefix(40).map { ($0, TemplateValue.string($0)) })
        #expect(literal.count == 40)
        #expect(names.prefix(40).allSatisfy { literal[TemplateKey($0)] == .string($0) })
        #expect(literal["templateDictionaryTestsKey"] == nil)
    }

    @Test func addingKeysToACopyLeavesTheOriginalAsItWas() {
        // Keys are added in place in the entries' storage; a copy shares that storage until one side
        // changes, so adding to the copy, before, between and after the original's keys, must not show in
        // the original.
        let original: TemplateDictionary = ["templateDictionaryCopyB": "b", "templateDictionaryCopyD": "d"]
        var copy = original
        for name in ["templateDictionaryCopyA", "templateDictionaryCopyC", "templateDictionaryCopyE", "templateDictionaryCopyF"] {
            copy[TemplateKey(name)] = .string(name)
        }
        #expect(original.count == 2)
        #expect(original["templateDictionaryCopyA"] == nil)
        #expect(original["templateDictionaryCopyB"] == "b")
        #expect(copy.count == 6)
        #expect(copy["templateDictionaryCopyB"] == "b")
        #expect(copy["templateDictionaryCopyD"] == "d")
        #expect(copy["templateDictionaryCopyF"] == "templateDictionaryCopyF")
    }
}
