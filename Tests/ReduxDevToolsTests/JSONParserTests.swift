import Foundation
import Testing
@testable import ReduxDevToolsInspector

/// The inspector's JSON reader: what it accepts and refuses, and that its work grows with the size of the
/// text alone, however deep the nesting.
struct JSONParserTests {
    func parse(_ text: String) throws -> JSONValue {
        try JSONValue(parsing: Data(text.utf8))
    }

    func encoded(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func readsEveryKindOfValue() throws {
        let value = try parse(#" { "a" : [1, -2.5, 3e2, true, false, null, "x"], "b": {}, "c": [] } "#)
        #expect(value == .object([
            "a": .array([.integer(1), .number(-2.5), .number(300), .bool(true), .bool(false), .null, .string("x")]),
            "b": .object([:]),
            "c": .array([]),
        ]))
    }

    @Test func readsEscapesAndSurrogatePairs() throws {
        let value = try parse(#"["\"\\\/\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00", "é€😀"]"#)
        #expect(value == .array([
            .string("\"\\/\u{8}\u{C}\n\r\t"), .string("é€"), .string("😀"), .string("é€😀"),
        ]))
    }

    @Test func keepsIntegersTooLargeForIntAsNumbers() throws {
        #expect(try parse("9223372036854775807") == .integer(Int.max))
        #expect(try parse("9223372036854775808") == .number(9_223_372_036_854_775_808))
        #expect(try parse("-0") == .integer(0))
    }

    @Test(arguments: [
        "", "   ", "tru", "nul", "[1,]", "{\"a\":1,}", "[1 2]", "{\"a\" 1}", "{a:1}", "01", "1.", ".5", "-", "1e",
        "+1", "0x10", "NaN", "Infinity", "1e400", "-1e400", "\"abc", "\"\\x\"", "\"\\u12\"", "\"\\ud83d\"",
        "\"\\ude00\"", "\"\\ud83dx\"", "\"tab\there\"", "[1] 2", "{\"a\":1}}", "'a'",
    ])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONParseError.self) { try parse(text) }
    }

    @Test func refusesMemberNamesThatDifferOnlyInHowTheyAreComposed() throws {
        #expect(throws: JSONParseError.self) { try parse(#"{"\u00e9": 1, "e\u0301": 2}"#) }
        #expect(try parse(#"{"a": 1, "a": 2}"#) == .object(["a": .integer(2)]), "an exact repeat keeps its last value")
    }

    @Test func refusesInvalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data([0x22, 0xC3, 0x28, 0x22])) }
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data([0x22, 0x5C, 0x6E, 0xFF, 0x22])) }
    }

    @Test func acceptsNestingUpToTheLimitAndRefusesDeeper() throws {
        let limit = JSONParser<[UInt8]>.maximumDepth
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try encoded(try parse(deepest)) == deepest)
        // What the inspector sends on wraps a value in at most three more levels; JSONEncoder must take it.
        let wrapped = JSONValue.object(["events": .array([.object(["state": try parse(deepest)])])])
        #expect(throws: Never.self) { try encoded(.array([wrapped])) }
        let tooDeep = "[" + deepest + "]"
        let error = try #require(throws: JSONParseError.self) { try parse(tooDeep) }
        #expect(error.description.contains("nested more than \(limit) levels deep"))
    }

    /// Decoding with `JSONDecoder` took time growing much faster than the nesting (about a second for 1 KB
    /// nested 500 levels deep); counting the bytes read shows the work without timing it.
    @Test(arguments: [false, true])
    func readsEachByteABoundedNumberOfTimesHoweverDeepTheNesting(objects: Bool) throws {
        for depth in [10, 100, 500] {
            let open = objects ? #"{"key":"# : "["
            let close = objects ? "}" : "]"
            let text = String(repeating: open, count: depth) + #""leaf""# + String(repeating: close, count: depth)
            let counted = CountingBytes(Array(text.utf8))
            _ = try JSONParser.parse(counted)
            let bytes = text.utf8.count
            #expect(counted.reads <= 4 * bytes, "depth \(depth): \(counted.reads) reads of \(bytes) bytes")
        }
    }

    @Test func roundTripsWhatAnAppSends() throws {
        let text = #"{"action":{"queryChanged":{"query":"a \"b\" \\ c"}},"seq":3,"state":{"items":[1.5,2],"n":null}}"#
        #expect(try encoded(try parse(text)) == text)
    }
}

/// Bytes that count how often they are read.
private final class CountingBytes: RandomAccessCollection, @unchecked Sendable {
    private let base: [UInt8]
    private(set) var reads = 0

    init(_ base: [UInt8]) {
        self.base = base
    }

    var startIndex: Int { base.startIndex }
    var endIndex: Int { base.endIndex }

    subscript(position: Int) -> UInt8 {
        reads += 1
        return base[position]
    }
}
