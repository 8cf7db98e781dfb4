import Foundation
import Testing
@testable import ReduxGenCore

/// `allOf` as vendors write it (docs/openapi.md, mapping table): a wrapper that only adds a description or
/// `nullable` is the schema it wraps, and a warning about a merged property points at that property.
@Suite struct OpenAPIAllOfTests {
    private static let document = """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        servers: [{ url: "http://localhost:8080" }]
        paths:
          /pets:
            get:
              operationId: getPet
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } } }
        components:
          schemas:
            Owner: { type: object, properties: { name: { type: string } } }
            Status: { type: string, enum: [a, b] }
            Tagged: { type: object, properties: { anything: { not: {} }, tag: { type: string } } }
            Pet:
              type: object
              required: [owner, status]
              properties:
                owner:
                  description: The owner
                  allOf: [{ $ref: "#/components/schemas/Owner" }]
                status:
                  allOf:
                    - $ref: "#/components/schemas/Status"
                    - description: current status
                previous:
                  allOf:
                    - $ref: "#/components/schemas/Owner"
                    - nullable: true
                combined:
                  allOf:
                    - $ref: "#/components/schemas/Tagged"
                    - type: object
                      properties:
                        shape: { oneOf: [{ type: string }, { type: integer }] }

        """

    @Test func aWrapperOfOneReferenceIsTheReferencedModelItself() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("      owner: Owner\n"), "\(spec)")
        #expect(spec.contains("      status: Status\n"), "\(spec)")
        #expect(!spec.contains("PetOwner") && !spec.contains("PetStatus"), "\(spec)")
    }

    @Test func aPartThatOnlyAddsNullableMakesTheReferencedTypeOptional() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("      previous: \"Owner?\"\n"), "\(spec)")
    }

    @Test func partsWithPropertiesAreStillMergedIntoAStructOfTheirOwn() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("      combined: \"PetCombined?\"\n"), "\(spec)")
        #expect(spec.contains("  PetCombined:\n    fields:\n      tag: \"String?\"\n"), "\(spec)")
        // A property of a merged part that is a `oneOf` is a sum type of its own.
        #expect(spec.contains("      shape: \"PetCombinedShape?\"\n"), "\(spec)")
        #expect(spec.contains("  PetCombinedShape:\n    oneOf:\n      string: String\n      int: Int\n"), "\(spec)")
    }

    @Test func aSkippedMergedPropertyIsReportedWhereItIsWritten() throws {
        let (_, diagnostics) = try OpenAPIFixtures.importing(Self.document)
        #expect(diagnostics == [
            "doc.yaml:14:53: warning: property 'anything' of the inline schema 'PetCombined' is skipped: 'not' has no spec type",
        ])
    }
}
