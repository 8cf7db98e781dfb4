import Foundation
import Testing
import ReduxRuntime

/// `JSONValue` as docs/runtime.md ("Any JSON value") describes it.
@Suite struct JSONValueTests {
    private func decode(_ text: String) throws -> JSONValue {
        try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func encode(_ value: JSONValue) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func decodesEveryKindOfValue() throws {
        #expect(try decode("null") == .null)
        #expect(try decode("true") == .bool(true))
        #expect(try decode("false") == .bool(false))
        #expect(try decode("42") == .int(42))
        #expect(try decode("-7") == .int(-7))
        #expect(try decode("2.5") == .double(2.5))
        #expect(try decode(#""hi""#) == .string("hi"))
        #expect(try decode("[]") == .array([]))
        #expect(try decode("{}") == .object([:]))
    }

    @Test func nestedValuesRoundTrip() throws {
        let text = #"{"a":[1,2.5,"x",null,true,{"b":{"c":[]}}],"d":{},"e":null}"#
        let value = try decode(text)
        let expected: JSONValue = .object([
            "a": .array([.int(1), .double(2.5), .string("x"), .null, .bool(true), .object(["b": .object(["c": .array([])])])]),
            "d": .object([:]),
            "e": .null,
        ])
        #expect(value == expected)
        #expect(try encode(value) == text)
        #expect(try decode(try encode(value)) == value)
    }

    @Test func nullMembersAreKept() throws {
        let value = try decode(#"{"gone":null}"#)
        #expect(value["gone"] == .null)
        #expect(try encode(value) == #"{"gone":null}"#)
    }

    @Test func wholeNumbersWithinIntKeepEveryDigit() throws {
        // 2^53 + 1 is the first integer a Double cannot hold.
        #expect(try decode("9007199254740993") == .int(9_007_199_254_740_993))
        #expect(try decode("9223372036854775807") == .int(Int.max))
        #expect(try decode("-9223372036854775808") == .int(Int.min))
        #expect(try encode(.int(9_007_199_254_740_993)) == "9007199254740993")
        #expect(try encode(try decode("[9223372036854775807]")) == "[9223372036854775807]")
    }

    @Test func wholeNumbersWrittenWithAFractionOrExponentAreInts() throws {
        guard case .int(1) = try decode("1.0") else { Issue.record("1.0 is not .int(1)"); return }
        guard case .int(100) = try decode("1e2") else { Issue.record("1e2 is not .int(100)"); return }
    }

    @Test func otherNumbersAreDoubles() throws {
        guard case .double(let fraction) = try decode("0.1") else { Issue.record("0.1 is not a double"); return }
        #expect(fraction == 0.1)
        // Beyond Int's range: the nearest Double.
        guard case .double(let large) = try decode("9223372036854775808") else { Issue.record("2^63 is not a double"); return }
        #expect(large == 9_223_372_036_854_775_808.0)
    }

    @Test func numbersCompareByValue() {
        #expect(JSONValue.int(1) == .double(1.0))
        #expect(JSONValue.double(1.0) == .int(1))
        #expect(JSONValue.int(1) != .double(1.5))
        #expect(JSONValue.int(1) != .bool(true))
        #expect(JSONValue.string("1") != .int(1))
        #expect(Set<JSONValue>([.int(1), .double(1.0), .double(1.5)]).count == 2)
        #expect(JSONValue.int(3).hashValue == JSONValue.double(3).hashValue)
    }

    @Test func aDoubleThatIsWholeEncodesAndDecodesAsTheSameValue() throws {
        let value: JSONValue = ["ratio": 2.0]
        #expect(try decode(try encode(value)) == value)
    }

    @Test func literalsBuildTheValuesTheyWrite() {
        let value: JSONValue = ["a": 1, "b": [true, nil], "c": 2.5, "d": "text", "e": [:], "f": []]
        #expect(
            value == .object([
                "a": .int(1), "b": .array([.bool(true), .null]), "c": .double(2.5), "d": .string("text"),
                "e": .object([:]), "f": .array([]),
            ])
        )
        let optional: JSONValue? = nil
        #expect(optional == nil)
        let null: JSONValue = nil
        #expect(null == .null)
    }

    @Test func aRepeatedKeyInALiteralKeepsTheLaterValue() {
        let value: JSONValue = ["a": 1, "a": 2]
        #expect(value == ["a": 2])
    }

    @Test func accessorsReadTheirKindOnly() {
        let value: JSONValue = ["name": "ada", "count": 2, "ratio": 0.5, "ok": true, "list": [1, 2], "none": nil]
        #expect(value["name"]?.stringValue == "ada")
        #expect(value["count"]?.intValue == 2)
        #expect(value["count"]?.doubleValue == 2.0)
        #expect(value["ratio"]?.doubleValue == 0.5)
        #expect(value["ratio"]?.intValue == nil)
        #expect(value["ok"]?.boolValue == true)
        #expect(value["list"]?[1] == 2)
        #expect(value["list"]?[2] == nil)
        #expect(value["list"]?.arrayValue?.count == 2)
        #expect(value["none"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value["name"]?.intValue == nil)
        #expect(value[0] == nil)
        #expect(value.objectValue?.count == 6)
        #expect(JSONValue.double(3.0).intValue == 3)
    }

    @Test func invalidJSONThrows() {
        #expect(throws: DecodingError.self) { try decode("[1, ") }
        #expect(throws: DecodingError.self) { try decode("{\"a\" 1}") }
        #expect(throws: DecodingError.self) { try decode("") }
    }

    @Test func deeplyNestedInputThrowsInsteadOfCrashing() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: (any Error).self) { try decode(text) }
    }

    @Test func nonFiniteDoublesThrowWhenEncoded() {
        #expect(throws: EncodingError.self) { try encode(.double(.nan)) }
        #expect(throws: EncodingError.self) { try encode(["x": .double(.infinity)]) }
    }

    @Test func aNonJSONDecoderThatHasNoSuchValueThrows() throws {
        // A property list can hold a date, which is no JSON value.
        let data = try PropertyListEncoder().encode(["when": Date(timeIntervalSince1970: 0)])
        #expect(throws: DecodingError.self) { try PropertyListDecoder().decode([String: JSONValue].self, from: data) }
    }

    @Test func memberNamesIgnoreKeyStrategies() throws {
        let coding = JSONCoding(keys: .snakeCase)
        let value = try coding.decode(JSONValue.self, from: Data(#"{"user_id":{"inner_key":1},"camelCase":2}"#.utf8))
        #expect(value == ["user_id": ["inner_key": 1], "camelCase": 2])
        let encoded = String(decoding: try coding.encode(value), as: UTF8.self)
        #expect(encoded == #"{"camelCase":2,"user_id":{"inner_key":1}}"#)
    }

    @Test func decodesAsAPropertyOfAModel() throws {
        struct Assistant: Codable, Equatable {
            var id: String
            var metadata: [String: JSONValue]
            var extra: JSONValue?
        }
        let text = #"{"extra":null,"id":"a1","metadata":{"tier":"gold","limits":[1,2]}}"#
        let assistant = try JSONDecoder().decode(Assistant.self, from: Data(text.utf8))
        #expect(assistant == Assistant(id: "a1", metadata: ["tier": "gold", "limits": [1, 2]], extra: nil))
    }
}
