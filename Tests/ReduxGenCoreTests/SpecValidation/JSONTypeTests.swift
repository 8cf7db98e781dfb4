import Testing
@testable import ReduxGenCore

/// The spec type `JSON` as docs/spec.md ("Any JSON value: `JSON`") and docs/generated-code.md ("Tests")
/// describe it: its Swift type, how its literals are read and written, its natural default and its samples.
@Suite struct JSONTypeTests {
    let literals = LiteralResolver(types: SwiftTypeSource(namespace: "Shop"))

    @Test func jsonIsJSONValueInSwiftWhereverATypeGoes() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Shop
        models:
          Item: { fields: { data: JSON, extra: JSON?, parts: "[JSON]", attributes: "[String: JSON]?" } }
        state:
          meta: JSON
        actions: { changed: { payload: { value: JSON } } }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let decoded = try #require(spec)
        #expect(decoded.models[0].fields.map(\.type.swiftSource) == ["JSONValue", "JSONValue?", "[JSONValue]", "[String: JSONValue]?"])
        #expect(decoded.actions[0].payload[0].type == .json)
        // No default: JSON's null.
        #expect(decoded.state[0].defaultValue == .null)
    }

    @Test func literalsAreReadAsJSON() throws {
        let (spec, diagnostics) = readSpec("""
        feature: Shop
        state:
          meta:
            type: JSON
            default: { kind: note, n: 12, r: 2.5, on: true, word: yes, quoted: "1", nothing: null, list: [1, [false], {}] }
          maybe: { type: JSON?, default: null }
          text: { type: JSON, default: hello }
        actions: { tapped: {} }
        """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let state = try #require(spec).state
        let expected: LiteralValue = .dictionary([
            LiteralEntry(key: "kind", value: .string("note")),
            LiteralEntry(key: "n", value: .int(12)),
            LiteralEntry(key: "r", value: .double(2.5)),
            LiteralEntry(key: "on", value: .bool(true)),
            LiteralEntry(key: "word", value: .string("yes")),
            LiteralEntry(key: "quoted", value: .string("1")),
            LiteralEntry(key: "nothing", value: .null),
            LiteralEntry(key: "list", value: .array([.int(1), .array([.bool(false)]), .dictionary([])])),
        ])
        #expect(state[0].defaultValue == expected)
        #expect(state[1].defaultValue == .null)
        #expect(state[2].defaultValue == .string("hello"))
    }

    @Test func aNumberBeyondDoubleIsAnError() {
        let (_, diagnostics) = readSpec("""
        feature: Shop
        state:
          meta: { type: JSON, default: [1e400] }
        actions: { tapped: {} }
        """)
        #expect(diagnostics.map(\.message) == ["expected a number within Double's range for the default of state field 'meta', found '1e400'"])
    }

    @Test func generatedCodeWritesAJSONLiteralWithItsCase() throws {
        let object: LiteralValue = .dictionary([
            LiteralEntry(key: "a", value: .int(1)),
            LiteralEntry(key: "b", value: .array([.null, .double(2.5), .string("x")])),
        ])
        #expect(try written(.literal(literals.resolve(object, as: .json))) == #"JSONValue.object(["a": 1, "b": [.null, 2.5, "x"]])"#)
        #expect(try written(.literal(literals.resolve(.null, as: .json))) == "JSONValue.null")
        #expect(try written(.literal(literals.resolve(.int(3), as: .json))) == "JSONValue.int(3)")
        #expect(try written(.literal(literals.resolve(.double(1), as: .json))) == "JSONValue.double(1.0)")
        #expect(try written(.literal(literals.resolve(.string("a"), as: .json))) == #"JSONValue.string("a")"#)
        #expect(try written(.literal(literals.resolve(.bool(false), as: .json))) == "JSONValue.bool(false)")
        #expect(try written(.literal(literals.resolve(.array([]), as: .json))) == "JSONValue.array([])")
        #expect(try written(.literal(literals.resolve(.dictionary([]), as: .json))) == "JSONValue.object([:])")
        // In `JSON?`, null is the optional's nil.
        #expect(try written(.literal(literals.resolve(.null, as: .optional(.json)))) == "nil")
        #expect(try written(.literal(literals.resolve(.array([.null, .int(1)]), as: .array(.json)))) == "[JSONValue.null, JSONValue.int(1)]")
    }

    @Test func samplesAreOneMemberObjects() throws {
        let feature = try #require(readSpec("feature: Shop\nstate: { meta: JSON }\nactions: { tapped: {} }").0)
        let one: LiteralValue = .dictionary([LiteralEntry(key: "a", value: .int(1))])
        let two: LiteralValue = .dictionary([LiteralEntry(key: "b", value: .int(2))])
        #expect(SampleScalars.literal(of: .json, variant: 1, in: feature) == one)
        #expect(SampleScalars.literal(of: .json, variant: 2, in: feature) == two)
        let samples = SampleValueSource(feature: feature, types: SwiftTypeSource(namespace: "Shop"))
        #expect(try written(samples.value(for: .array(.json), variant: 2)) == #"[JSONValue.object(["b": 2])]"#)
    }
}
