import Testing
@testable import ReduxGenCore

/// Slips real documents make, each imported as docs/openapi.md says: the import's spec validates as written
/// ("Import form"), and what cannot be mapped is skipped with a located warning ("Rules for skipped").
@Suite struct OpenAPIDocumentSlipTests {
    @Test func aValueListedTwiceIsOneCaseAndATildeIsNull() throws {
        let document = OpenAPIFixtures.document(paths: """
              /c:
                get:
                  operationId: getColor
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: string, enum: [red, red, ~, blue] } } } } }
              /n:
                get:
                  operationId: getLevel
                  responses: { "200": { description: ok, content: { application/json: { schema: { type: integer, enum: [1, 1, 0, -0] } } } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(spec.contains("""
              GetColorResponse:
                enum: String
                cases:
                  red: "red"
                  blue: "blue"
            """), "\(spec)")
        #expect(spec.contains("""
              GetLevelResponse:
                enum: Int
                cases:
                  value1: 1
                  value0: 0
            """), "\(spec)")
        #expect(spec.contains("response: \"GetColorResponse?\""), "`~` is null, which makes the enum optional: \(spec)")
        #expect(diagnostics == ["doc.yaml:8:118: warning: the enum lists null, which its type does not allow; the enum is made optional"])
    }

    @Test func aPathParameterThePathHasNoPlaceForSkipsItsOperation() throws {
        let document = OpenAPIFixtures.document(paths: """
              /b:
                get:
                  operationId: lost
                  parameters: [{ name: id, in: path, required: true, schema: { type: string } }]
                  responses: { "204": { description: none } }
              /c:
                get:
                  operationId: ping
                  responses: { "204": { description: none } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:8:20: warning: operation 'lost' is skipped: path parameter 'id' of operation 'lost' has no placeholder in its path '/b'"
        ])
        #expect(!spec.contains("lost:") && spec.contains("  ping:\n"), "\(spec)")
    }

    @Test func aReferenceIntoAComponentsInsideIsNotReadAsAnyJSON() throws {
        let document = OpenAPIFixtures.document(paths: """
              /w:
                get:
                  operationId: getWidget
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Widget" } } } } }
              /c:
                get:
                  operationId: ping
                  responses: { "204": { description: none } }
            """, schemas: """
                Part:
                  type: object
                  properties: { size: { type: integer } }
                Widget:
                  type: object
                  required: [size]
                  properties:
                    size: { $ref: "#/components/schemas/Part/properties/size" }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == [
            "doc.yaml:22:23: warning: operation 'getWidget' is skipped: required property 'size' of schema 'Widget': the reference '#/components/schemas/Part/properties/size' does not name a schema of this document's components"
        ])
        #expect(!spec.contains("getWidget:") && !spec.contains("JSON"), "\(spec)")
    }

    @Test func theAllOfFormOfPolymorphismIsWarnedAtTheDiscriminator() throws {
        let document = OpenAPIFixtures.document(paths: """
              /d:
                get:
                  operationId: getDog
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Dog" } } } } }
            """, schemas: """
                Animal:
                  type: object
                  required: [petType]
                  properties: { petType: { type: string } }
                  discriminator: { propertyName: petType, mapping: { dog: Dog } }
                Dog:
                  allOf:
                    - $ref: "#/components/schemas/Animal"
                    - { type: object, properties: { bark: { type: boolean } } }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.hasPrefix("doc.yaml:15:7: warning: the discriminator of the schema at 'components/schemas/Animal' has no 'oneOf'") == true, "\(diagnostics)")
        #expect(spec.contains("  Dog:\n    fields:\n"), "the child is a plain struct: \(spec)")
    }
}
