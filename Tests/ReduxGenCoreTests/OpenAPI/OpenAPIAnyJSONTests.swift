import Foundation
import Testing
@testable import ReduxGenCore

/// Schemas that allow any JSON value (docs/openapi.md, mapping table): a free-form object is
/// `[String: JSON]`, a schema without a type `JSON`, an array without `items` `[JSON]`; `not` stays
/// unsupported, and a parameter cannot be any JSON value.
@Suite struct OpenAPIAnyJSONTests {
    private static let document = """
        openapi: 3.0.3
        info: { title: T, version: "1" }
        servers: [{ url: "http://localhost:8080" }]
        paths:
          /assistants:
            post:
              operationId: createAssistant
              parameters:
                - { name: filter, in: query, schema: {} }
                - { name: tags, in: query, schema: { type: array } }
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/Assistant" } } }
              responses:
                "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/Assistant" } } } }
          /echo:
            post:
              operationId: echo
              requestBody:
                required: true
                content: { application/json: { schema: {} } }
              responses:
                "200": { description: ok, content: { application/json: { schema: { type: object } } } }
        components:
          schemas:
            Assistant:
              type: object
              required: [id, metadata, anything, nullableAnything]
              properties:
                id: { type: string }
                metadata: { type: object, description: Up to 16 key-value pairs. }
                open: { type: object, additionalProperties: true }
                anything: { description: Any value. }
                nullableAnything: { nullable: true }
                list: { type: array }
                choice: { oneOf: [{ type: string }, {}] }
                never: { not: { type: string } }

        """

    @Test func schemasAllowingAnyValueMapToJSON() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("""
              Assistant:
                fields:
                  id: String
                  metadata: "[String: JSON]"
                  open: "[String: JSON]?"
                  anything: JSON
                  nullableAnything: "JSON?"
                  list: "[JSON]?"
                  choice: "JSON?"

            """), "\(spec)")
    }

    @Test func bodiesAndResponsesOfAnyValue() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        #expect(spec.contains("""
              echo:
                method: POST
                path: "/echo"
                payload: { body: JSON }
                body: { from: payload.body }
                response: "[String: JSON]"
                store: echoResult

            """), "\(spec)")
    }

    @Test func notAndParametersOfAnyValueAreStillSkipped() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document)
        #expect(diagnostics == [
            "doc.yaml:9:11: warning: query parameter 'filter' of operation 'createAssistant' is skipped: a parameter of any JSON value (a schema without a type, or an array without 'items') is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them",
            "doc.yaml:10:11: warning: query parameter 'tags' of operation 'createAssistant' is skipped: a parameter of any JSON value (a schema without a type, or an array without 'items') is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them",
            "doc.yaml:36:16: warning: property 'never' of schema 'Assistant' is skipped: 'not' has no spec type",
        ])
        #expect(spec.contains("  createAssistant:\n"), "\(spec)")
    }

    @Test func theImportedSpecIsValid() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document)
        let (decoded, diagnostics) = readSpec(spec)
        #expect(decoded != nil)
        #expect(diagnostics.filter(\.isError).map(\.message) == [])
    }

    @Test func theReferenceFormTakesModelsAndEndpointsOfAnyValue() throws {
        let spec = """
            feature: Assistants
            api:
              openapi: doc.yaml
            models:
              Assistant: { schema: Assistant }
            state:
              echoed: { type: "[String: JSON]", default: {} }
            endpoints:
              echo:
                operation: echo
                store: { into: echoed }
            """
        let folder = try TemporaryFolder()
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["doc.yaml": Self.document], in: folder)
        #expect(OpenAPIFixtures.lines(result.diagnostics).filter { $0.contains("error") } == [])
        let feature = try #require(result.specs.first)
        let fields = try #require(feature.model(named: "Assistant")).fields
        #expect(fields.first { $0.name == "metadata" }?.type == .dictionary(.json))
        #expect(fields.first { $0.name == "anything" }?.type == .json)
        #expect(feature.endpoints.first?.response.type == .dictionary(.json))
    }
}
