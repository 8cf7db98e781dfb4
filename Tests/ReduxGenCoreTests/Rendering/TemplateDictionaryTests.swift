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
    }

    @Test func equalityAndHashIgnoreTheOrderEntriesWereAddedIn() {
        var forwards = TemplateDictionary()
        var backwards = TemplateDictionary()
        let names = ["zulu", "alpha", "mike", "isFirst", "isLast"]
        for name in names { forwards[name] = .string(name) }
        for name in names.reversed() { backwards[name] = .string(name) }
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

    @Test func keysOfTheSameHashKeepTheirOwnValues() {
        var dictionary: TemplateDictionary = ["before": "0"]
        let first = TemplateKey(hash: TemplateKey("before").hash, name: "first")
        let second = TemplateKey(hash: TemplateKey("before").hash, name: "second")
        dictionary[second] = "2"
        dictionary[first] = "1"
        #expect(dictionary[first] == "1")
        #expect(dictionary[second] == "2")
        #expect(dictionary["before"] == "0")
        #expect(dictionary[TemplateKey(hash: first.hash, name: "third")] == nil)
        dictionary[first] = nil
        #expect(dictionary[first] == nil)
        #expect(dictionary[second] == "2")
        #expect(dictionary.count == 2)
    }
}
