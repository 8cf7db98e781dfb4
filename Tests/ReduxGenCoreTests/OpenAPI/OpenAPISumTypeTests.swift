import Foundation
import Testing
@testable import ReduxGenCore

/// `oneOf`/`anyOf` as sum types (docs/openapi.md, mapping table; docs/spec.md, "Sum types"): with a
/// discriminator, a case per tag of its `mapping` (else the schema's name) and the discriminator property
/// left out of the case models; without one, a case per part in order, named after its type; a part that
/// cannot be mapped skips the whole schema.
@Suite struct OpenAPISumTypeTests {
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
            post:
              operationId: addPet
              requestBody:
                required: true
                content: { application/json: { schema: { $ref: "#/components/schemas/Pet" } } }
              responses:
                "204": { description: done }
          /owners:
            get:
              operationId: getOwner
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Owner" } } } }
          /broken:
            get:
              operationId: getBroken
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Broken" } } } }
        components:
          schemas:
            Cat:
              type: object
              required: [petType, lives]
              properties:
                petType: { type: string }
                lives: { type: integer }
            Dog:
              type: object
              required: [petType]
              properties:
                petType: { type: string }
                bark: { type: boolean }
            Lizard:
              type: object
              properties:
                petType: { type: string }
                color: { type: string }
            Pet:
              oneOf:
                - $ref: "#/components/schemas/Cat"
                - $ref: "#/components/schemas/Dog"
                - $ref: "#/components/schemas/Lizard"
              discriminator:
                propertyName: petType
                mapping:
                  cat: "#/components/schemas/Cat"
                  good-dog: Dog
            Owner:
              type: object
              required: [id, ref]
              properties:
                id: { type: string }
                ref:
                  anyOf:
                    - { type: string }
                    - $ref: "#/components/schemas/Cat"
                    - { type: object, required: [size], properties: { size: { type: integer } } }
                    - { type: array, items: { type: integer } }
                maybe:
                  nullable: true
                  oneOf: [{ type: integer }, { type: string, format: date-time }]
            Broken:
              oneOf:
                - $ref: "#/components/schemas/Cat"
                - { type: object, properties: { x: { type: string } } }
              discriminator: { propertyName: petType }

        """

    @Test func aDiscriminatedOneOfIsASumTypeWithACasePerTag() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, operations: ["getPet", "addPet"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.contains("""
              Pet:
                oneOf:
                  cat: Cat
                  goodDog: { type: Dog, tag: "good-dog" }
                  Lizard: Lizard
                discriminator: "petType"

            """), "\(spec)")
    }

    @Test func theDiscriminatorPropertyIsLeftOutOfTheCaseModels() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document, operations: ["getPet"])
        #expect(spec.contains("  Cat:\n    fields:\n      lives: Int\n"), "\(spec)")
        #expect(spec.contains("  Dog:\n    fields:\n      bark: \"Bool?\"\n"), "\(spec)")
        #expect(!spec.contains("petType: "), "\(spec)")
    }

    @Test func withoutADiscriminatorEachPartIsACaseNamedAfterItsType() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, operations: ["getOwner"])
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(spec.contains("""
              OwnerRef:
                oneOf:
                  string: String
                  Cat: Cat
                  OwnerRefOption3: OwnerRefOption3
                  intList: "[Int]"

            """), "\(spec)")
        #expect(spec.contains("      maybe: \"OwnerMaybe?\"\n"), "\(spec)")
        #expect(spec.contains("  OwnerMaybe:\n    oneOf:\n      int: Int\n      date: Date\n"), "\(spec)")
        // Without a discriminator the case model keeps every property.
        #expect(spec.contains("  Cat:\n    fields:\n      petType: String\n      lives: Int\n"), "\(spec)")
    }

    @Test func aDiscriminatorOverAnInlinePartSkipsTheSchemaWithAWarningThere() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document)
        #expect(!spec.contains("getBroken"), "\(spec)")
        #expect(
            diagnostics.contains { $0.hasPrefix("doc.yaml:73:11:") && $0.contains("each part of 'oneOf' must be a '$ref' to a component schema") },
            "\(diagnostics)"
        )
    }

    @Test func theReferenceFormTakesTheSameSumType() throws {
        let folder = try TemporaryFolder()
        let spec = """
            feature: Pets
            api: { openapi: doc.yaml }
            models:
              Pet: { schema: Pet }
            state:
              pet: { type: Pet?, default: null }
            endpoints:
              getPet: { operation: getPet, store: pet }
            """
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["doc.yaml": Self.document], in: folder)
        #expect(result.exitCode == nil, "\(OpenAPIFixtures.lines(result.diagnostics))")
        let pet = try #require(result.specs.first?.models.first { $0.name == "Pet" }?.sum)
        #expect(pet.discriminator == "petType")
        #expect(pet.cases.map(\.name) == ["cat", "goodDog", "Lizard"])
        #expect(pet.cases.map(\.tag) == ["cat", "good-dog", "Lizard"])
        let files = try Generator(options: GenerationOptions(access: .internal, testModule: "Features")).generate(result.specs)
        let models = try #require(files.first { $0.relativePath == "PetsModels.swift" }?.contents)
        #expect(models.contains(#"case "good-dog": self = try .goodDog(Pets.Dog(from: decoder))"#), "\(models)")
    }

    /// A document whose `/shapes` answer is the schema `Shape`, with the `components` schemas given.
    private static func shapes(_ schemas: String) -> String {
        OpenAPIFixtures.document(paths: """
              /shapes:
                get:
                  operationId: getShape
                  responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Shape" } } } } }
            """, schemas: schemas)
    }

    private static let circle = """
            Circle:
              type: object
              required: [kind, radius]
              properties:
                kind: { type: string }
                radius: { type: number }
        """

    @Test func aPartThatRepeatsAnEarlierOneIsLeftOutWithAWarning() throws {
        let document = Self.shapes("""
                Shape:
                  oneOf:
                    - $ref: "#/components/schemas/Circle"
                    - { type: string }
                    - $ref: "#/components/schemas/Circle"
            \(Self.circle)
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == ["doc.yaml:15:11: warning: this part of 'oneOf' repeats 'Circle' of an earlier part and is left out"])
        #expect(spec.contains("  Shape:\n    oneOf:\n      Circle: Circle\n      string: String\n  Circle:\n"), "\(spec)")
    }

    @Test func aDiscriminatedPartListedTwiceGivesItsCasesOnce() throws {
        let document = Self.shapes("""
                Shape:
                  oneOf:
                    - $ref: "#/components/schemas/Circle"
                    - $ref: "#/components/schemas/Circle"
                  discriminator: { propertyName: kind }
            \(Self.circle)
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(diagnostics == ["doc.yaml:14:11: warning: this part of 'oneOf' repeats 'Circle' of an earlier part and is left out"])
        #expect(spec.contains("  Shape:\n    oneOf:\n      Circle: Circle\n    discriminator: \"kind\"\n"), "\(spec)")
    }

    @Test func aDiscriminatorPropertyThatIsNoStringSkipsTheOperation() throws {
        let document = Self.shapes("""
                Shape:
                  oneOf:
                    - $ref: "#/components/schemas/Square"
                    - $ref: "#/components/schemas/Dot"
                  discriminator: { propertyName: kind, mapping: { "1": "#/components/schemas/Square" } }
                Dot:
                  type: object
                  properties:
                    kind: { type: integer }
                Square:
                  type: object
                  required: [kind, side]
                  properties:
                    kind: { type: integer }
                    side: { type: number }
            """)
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document)
        #expect(!spec.contains("getShape"), "\(spec)")
        // At the discriminator's `propertyName` value.
        #expect(diagnostics.contains(
            "doc.yaml:15:38: warning: operation 'getShape' is skipped: the discriminator property 'kind' of 'Square' is 'Int', and a sum type's tag is a string"
        ), "\(diagnostics)")
    }
}
