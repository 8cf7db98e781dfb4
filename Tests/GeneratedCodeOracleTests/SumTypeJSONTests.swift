import Foundation
import ReduxRuntime
import Testing
@testable import FixtureFeatures

/// The JSON form of sum types, written from docs/spec.md ("Sum types"): with a discriminator, the case's
/// struct object with the tag beside its fields (the case name, or `tag:`), an unlisted tag an error or, with
/// `unknown: true`, `.unknown(tag)`; without one, the case's value as it is, decoded as the first case that
/// reads it.
struct SumTypeJSONTests {
    /// The coding of the SumTypes spec: snake_case keys, ISO 8601 dates.
    let coding = JSONCoding(keys: .useDefaultKeys, dates: .iso8601)

    func jsonObject(_ value: some Encodable) throws -> NSDictionary {
        try #require(JSONSerialization.jsonObject(with: try coding.encode(value)) as? NSDictionary)
    }

    func decode<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try coding.decode(type, from: Data(json.utf8))
    }

    /// Decodes with a plain `JSONDecoder`, whose errors are the `DecodingError`s the generated code throws
    /// (`JSONCoding` words them as an `APIError`).
    func decodeDirectly<Value: Decodable>(_ type: Value.Type, _ json: String) throws -> Value {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func aDiscriminatedCaseIsItsStructWithTheTagBeside() throws {
        let circle = SumTypes.Shape.circle(SumTypes.Circle(radius: 2))
        #expect(try jsonObject(circle) == ["kind": "circle", "radius": 2] as NSDictionary)
        let square = SumTypes.Shape.square(SumTypes.Square(side: 1, cornerRadius: 0.5))
        // `tag: SQUARE`, and the struct's own snake_case key.
        #expect(try jsonObject(square) == ["kind": "SQUARE", "side": 1, "corner_radius": 0.5] as NSDictionary)
    }

    @Test func aDiscriminatedCaseDecodesFromItsTagIgnoringOtherMembers() throws {
        #expect(try decode(SumTypes.Shape.self, #"{"radius": 2, "kind": "circle", "color": "red"}"#) == .circle(SumTypes.Circle(radius: 2)))
        #expect(try decode(SumTypes.Shape.self, #"{"kind": "SQUARE", "side": 1}"#) == .square(SumTypes.Square(side: 1, cornerRadius: nil)))
        let shapes = try decode([SumTypes.Shape].self, #"[{"kind": "circle", "radius": 1}, {"kind": "SQUARE", "side": 3}]"#)
        #expect(shapes == [.circle(SumTypes.Circle(radius: 1)), .square(SumTypes.Square(side: 3, cornerRadius: nil))])
    }

    @Test func anUnlistedTagOrAMissingDiscriminatorFails() {
        // The case name is not the tag of `square`: its tag is SQUARE.
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Shape.self, #"{"kind": "square", "side": 1}"#) }
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Shape.self, #"{"kind": "triangle"}"#) }
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Shape.self, #"{"radius": 2}"#) }
        // The tag is right, the case's struct is not there.
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Shape.self, #"{"kind": "circle", "side": 2}"#) }
    }

    @Test func withUnknownAnUnlistedTagIsKeptAndWrittenBack() throws {
        let event = try decode(SumTypes.Event.self, #"{"type": "renamed", "id": 3, "name": "x"}"#)
        #expect(event == .unknown("renamed"))
        #expect(try jsonObject(event) == ["type": "renamed"] as NSDictionary)
        let created = try decode(SumTypes.Event.self, #"{"type": "created", "id": 1, "at": "2024-05-01T12:00:00Z"}"#)
        #expect(created == .created(SumTypes.Created(id: 1, at: Date(timeIntervalSince1970: 1_714_564_800))))
        #expect(try jsonObject(created) == ["type": "created", "id": 1, "at": "2024-05-01T12:00:00Z"] as NSDictionary)
    }

    @Test func withoutADiscriminatorAValueIsItsCaseAsItIs() throws {
        #expect(String(decoding: try coding.encode(SumTypes.Expandable.id("cus_1")), as: UTF8.self) == #""cus_1""#)
        let customer = SumTypes.Customer(id: "cus_1", name: "Ann", favorite: nil, shapes: [])
        #expect(try jsonObject(SumTypes.Expandable.customer(customer)) == ["id": "cus_1", "name": "Ann", "shapes": []] as NSDictionary)
        #expect(try decode(SumTypes.Expandable.self, #""cus_1""#) == .id("cus_1"))
        #expect(try decode(SumTypes.Expandable.self, #"{"id": "cus_1", "name": "Ann", "shapes": []}"#) == .customer(customer))
    }

    @Test func withoutADiscriminatorTheFirstCaseThatDecodesWins() throws {
        // `Value` is number: Double, at: Date, text: String, flags: [Bool], tree: [String: Value], in that order.
        #expect(try decode(SumTypes.Value.self, "2") == .number(2))
        // An ISO 8601 text is a Date (the coder's date strategy applies), any other text a String.
        #expect(try decode(SumTypes.Value.self, #""2024-05-01T12:00:00Z""#) == .at(Date(timeIntervalSince1970: 1_714_564_800)))
        #expect(try decode(SumTypes.Value.self, #""noon""#) == .text("noon"))
        #expect(try decode(SumTypes.Value.self, "[true, false]") == .flags([true, false]))
        #expect(try decode(SumTypes.Value.self, #"{"a": 1, "b": {"c": "d"}}"#) == .tree(["a": .number(1), "b": .tree(["c": .text("d")])]))
        #expect(String(decoding: try coding.encode(SumTypes.Value.at(Date(timeIntervalSince1970: 0))), as: UTF8.self) == #""1970-01-01T00:00:00Z""#)
    }

    @Test func withoutADiscriminatorAValueNoCaseReadsFails() {
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Value.self, "null") }
        #expect(throws: DecodingError.self) { try decodeDirectly(SumTypes.Expandable.self, #"{"id": "cus_1"}"#) }
    }
}
