import Foundation
import Testing
@testable import ReduxGenCore

/// Documents other tools accept are read, with a located warning where the document is at fault
/// (docs/openapi.md, "Documents read leniently").
@Suite struct OpenAPILenientReadingTests {
    /// A one-line JSON document whose enum values and a description use surrogate-pair escapes, and whose
    /// property `blob` (a `not`), after them on the same line, is skipped with a warning.
    private static let minifiedJSON = ##"{"openapi":"3.1.0","info":{"title":"T \ud83d\udc4d","version":"1"},"servers":[{"url":"http://localhost:8080"}],"paths":{"/r":{"get":{"operationId":"react","responses":{"200":{"description":"ok","content":{"application/json":{"schema":{"$ref":"#/components/schemas/Reaction"}}}}}}}},"components":{"schemas":{"Reaction":{"type":"object","properties":{"emoji":{"type":"string","enum":["\ud83d\udc4d","\uD83C\uDF89 party"]},"blob":{"not":{}}}}}}}"##

    @Test func surrogatePairEscapesInJSONAreReadAsTheirCharacters() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.minifiedJSON + "\n", file: "doc.json")
        #expect(spec.contains("      value: \"👍\"\n"), "\(spec)")
        #expect(spec.contains("\"🎉 party\""), "\(spec)")
        // Every column after the escapes is the one in the file.
        let blob = try #require(Self.minifiedJSON.range(of: #"{"not":{}}}}"#))
        let column = Self.minifiedJSON.distance(from: Self.minifiedJSON.startIndex, to: blob.lowerBound) + 1
        #expect(diagnostics == [
            "doc.json:1:\(column): warning: property 'blob' of schema 'Reaction' is skipped: 'not' has no spec type",
        ])
    }

    @Test func aLoneSurrogateEscapeIsReadAsTheReplacementCharacterWithAWarning() throws {
        let document = """
            {
              "openapi": "3.1.0",
              "info": { "title": "T", "version": "1" },
              "servers": [{ "url": "http://localhost:8080" }],
              "paths": { "/r": { "get": { "operationId": "react", "responses": { "200": { "description": "ok",
                "content": { "application/json": { "schema": { "type": "string", "enum": ["a\\ud83d", "b"] } } } } } } } }
            }

            """
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document, file: "doc.json")
        #expect(diagnostics == [
            "doc.json:6:81: warning: the escape '\\ud83d' is half of a UTF-16 surrogate pair without its other half, so no character; it is read as U+FFFD",
        ])
        #expect(spec.contains("\"a\u{FFFD}\""), "\(spec)")
    }

    @Test func theRewriteKeepsTheInputsLengthAndLeavesOtherEscapesAlone() {
        let text = #"{"a": "x\ud83d\udc4dy\"\\ud83d", "b": "\u00e9"}"#
        let result = JSONSurrogateEscapes.rewrite(Array(text.utf8))
        #expect(String(decoding: result.bytes, as: UTF8.self) == #"{"a": "x\U0001F44Dy\"\\ud83d"  , "b": "\u00e9"}"#)
        #expect(result.loneSurrogateOffsets.isEmpty)
        let yaml = "title: \"\\ud83d\\udc4d\"\n"
        #expect(JSONSurrogateEscapes.rewrite(Array(yaml.utf8)).bytes == Array(yaml.utf8), "a YAML document is left as it is")
    }

    @Test func anIntegerBoundBeyondInt64IsRead() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("getCounter", at: "/n", returning: "Counter"), schemas: """
                Counter:
                  type: object
                  required: [value]
                  properties:
                    value: { type: integer, format: uint64, minimum: 0, maximum: 18446744073709551615 }
                    low: { type: integer, minimum: -99999999999999999999, exclusiveMaximum: 1.8446744073709552e+19 }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.contains("  Counter:\n    fields:\n      value: Int\n      low: \"Int?\"\n"), "\(spec)")
    }

    @Test func booleanExclusiveBoundsInA31DocumentAreReadAsThe31FormWithAWarning() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("getCounter", at: "/n", returning: "Counter"), schemas: """
                Counter:
                  type: object
                  properties:
                    value: { type: integer, minimum: 0, exclusiveMinimum: true }
                    ratio: { type: number, maximum: 1, exclusiveMaximum: false }
                    other: { type: number, exclusiveMaximum: true }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:14:45: warning: 'exclusiveMinimum: true' is OpenAPI 3.0's form; an OpenAPI 3.1 document writes 'exclusiveMinimum: 0' instead of 'minimum', and it is read so",
            "doc.yaml:15:44: warning: 'exclusiveMaximum: false' is OpenAPI 3.0's form; an OpenAPI 3.1 document leaves it out, and it is ignored",
            "doc.yaml:16:32: warning: 'exclusiveMaximum: true' is OpenAPI 3.0's form; with no 'maximum' to make exclusive, it is ignored",
        ])
        #expect(spec.contains("      value: \"Int?\"\n      ratio: \"Double?\"\n      other: \"Double?\"\n"), "\(spec)")
    }

    @Test func booleanSchemasInA31DocumentAreReadAsTheSchemasTheyStandFor() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("getThing", at: "/n", returning: "Thing"), schemas: """
                Thing:
                  type: object
                  required: [anything]
                  properties:
                    anything: true
                    never: false
                    tags: { type: array, items: true }
                    name: { type: string, default: false, example: { properties: { a: false } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == ["doc.yaml:16:9: warning: the property 'never' is the schema 'false', which allows no value: it is left out"])
        #expect(spec.contains("  Thing:\n    fields:\n      anything: JSON\n      tags: \"[JSON]?\"\n      name: \"String?\"\n"), "\(spec)")
    }

    @Test func aFalseSchemaAsAResponseIsUnsupportedWhereItIsUsed() throws {
        let document = OpenAPIFixtures.document(paths: """
              /none:
                get:
                  operationId: getNone
                  responses: { "200": { description: ok, content: { application/json: { schema: false } } } }
              /n:
                get:
                  operationId: getName
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: string } } } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(spec.contains("  getName:\n"), "\(spec)")
        #expect(!spec.contains("getNone"), "\(spec)")
        #expect(diagnostics.contains(
            "doc.yaml:8:85: warning: operation 'getNone' is skipped: the schema 'false' allows no value, so it has no spec type"
        ), "\(diagnostics)")
    }

    @Test func aSchemaWithTheFeaturesNameGetsModelAdded() throws {
        let document = OpenAPIFixtures.document(paths: OpenAPIFixtures.getOperation("getImported", at: "/n", returning: "Imported"), schemas: """
                Imported: { type: object, properties: { id: { type: string } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.contains("  ImportedModel:\n") && spec.contains("    response: ImportedModel\n"), "\(spec)")
    }
}
