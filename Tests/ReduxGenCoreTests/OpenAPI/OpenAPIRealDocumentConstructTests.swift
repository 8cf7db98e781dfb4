import Foundation
import Testing
@testable import ReduxGenCore

/// Constructs of vendors' documents that the corpus check (scripts/check-openapi-corpus.py) found skipped:
/// operations without an operationId, objects declared without members, parameters of several scalar types
/// (docs/openapi.md, "Mapping"). The documents are in `Tests/Fixtures/OpenAPI/RealDocuments`.
@Suite struct OpenAPIRealDocumentConstructTests {
    static let folder = GenerationFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/OpenAPI/RealDocuments")

    private static func importing(_ name: String) throws -> (spec: String, diagnostics: [String]) {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return try OpenAPIFixtures.importing(text)
    }

    @Test func anOperationWithoutAnOperationIdIsNamedAfterItsMethodAndPath() throws {
        let (spec, diagnostics) = try Self.importing("unnamed-operations.yaml")
        #expect(diagnostics == [
            "doc.yaml:28:7: warning: operation 'deletePlace' is skipped: its path has the placeholder '{id}', which no path parameter of operation 'deletePlace' or of its path describes",
            "doc.yaml:11:5: warning: the GET operation of '/search/{version}/place/{query}.{ext}' has no 'operationId'; it is imported as the endpoint 'getSearchVersionPlaceQueryExt', after its method and path",
            "doc.yaml:14:5: warning: the POST operation of '/search/{version}/place/{query}.{ext}' has no 'operationId'; it is imported as the endpoint 'postSearchVersionPlaceQueryExt', after its method and path",
            "doc.yaml:18:5: warning: the GET operation of '/places' has no 'operationId'; it is imported as the endpoint 'getPlaces2', after its method and path",
        ])
        #expect(spec.contains("""
              getSearchVersionPlaceQueryExt:
                method: GET
                path: "/search/{version}/place/{query}.{ext}"
                payload: { version: Int, query: String, ext: GetSearchVersionPlaceQueryExtExt }
            """), "\(spec)")
        #expect(!spec.contains("deletePlace"), "\(spec)")
        #expect(spec.contains("  postSearchVersionPlaceQueryExt:\n    method: POST\n"), "\(spec)")
        // `getPlaces` is the operationId of another operation, written later in the document.
        #expect(spec.contains("  getPlaces2:\n    method: GET\n    path: \"/places\"\n"), "\(spec)")
        #expect(spec.contains("  getPlaces:\n    method: GET\n    path: \"/places/list\"\n"), "\(spec)")
    }

    @Test func theReferenceFormNamesAnOperationWithoutAnOperationIdTheSameWay() throws {
        let document = try String(contentsOf: Self.folder.appendingPathComponent("unnamed-operations.yaml"), encoding: .utf8)
        let spec = """
            feature: Places
            api:
              openapi: doc.yaml
            endpoints:
              search:
                operation: getSearchVersionPlaceQueryExt
              all:
                operation: getPlaces2
            """
        let folder = try TemporaryFolder()
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["doc.yaml": document], in: folder)
        #expect(OpenAPIFixtures.lines(result.diagnostics) == [])
        let endpoints = try #require(result.specs.first?.endpoints)
        #expect(endpoints.map(\.path) == ["/search/{version}/place/{query}.{ext}", "/places"])
    }

    @Test func anObjectWithoutPropertiesIsAStructWithoutFieldsAndAnOpenOneIsWarnedAbout() throws {
        let (spec, diagnostics) = try Self.importing("empty-objects.yaml")
        #expect(diagnostics == [
            "doc.yaml:36:7: warning: schema 'Empty' is an object without fields: it has 'properties: {}' but not 'additionalProperties: false', and members the server sends in it are not read",
            "doc.yaml:42:34: warning: the inline schema 'DeploymentPayload' is an object without fields: it has 'properties: {}' but not 'additionalProperties: false', and members the server sends in it are not read",
        ])
        #expect(spec.contains("  Empty: { fields: {} }\n"), "\(spec)")
        #expect(spec.contains("  MoveCardResponse: { fields: {} }\n"), "\(spec)")
        #expect(spec.contains("  DeploymentPayload: { fields: {} }\n"), "\(spec)")
        // `extra` says nothing about its members: a free-form object, any JSON object.
        #expect(spec.contains("  Deployment:\n    fields:\n      id: Int\n      payload: DeploymentPayload\n      extra: \"[String: JSON]?\"\n  DeploymentPayload"), "\(spec)")
        #expect(spec.contains("  clearShelf:\n") && spec.contains("  moveCard:\n") && spec.contains("  getDeployment:\n"), "\(spec)")
    }

    @Test func aParameterOfSeveralScalarTypesIsSentAsText() throws {
        let (spec, diagnostics) = try Self.importing("scalar-sum-parameters.yaml")
        #expect(diagnostics == [
            "doc.yaml:22:11: warning: query parameter 'filter' of operation 'listWorkflowRuns' is skipped: a parameter of several types ('oneOf'/'anyOf') is not supported; parameters must be strings, numbers, Bool, UUID, URL, Date, enums or (query) arrays of them",
        ])
        #expect(spec.contains("""
                payload: { workflow_id: String, limit: "String?", status: "String?" }
                params: { "workflow_id": payload.workflow_id }
                query: { "limit": payload.limit, "status": payload.status }
            """), "\(spec)")
    }
}

extension OpenAPIRealDocumentConstructTests {
    @Test func aOneOfWhosePartsOnlyListValuesIsOneEnumOfThemAll() throws {
        let (spec, diagnostics) = try Self.importing("enum-parts.yaml")
        #expect(diagnostics == [])
        #expect(spec.contains("""
              DismissedReason:
                enum: String
                cases:
                  falsePositive: "false positive"
                  wonTFix: "won't fix"
                  usedInTests: "used in tests"
            """), "\(spec)")
        #expect(spec.contains("      dismissedReason: \"DismissedReason?\"\n"), "\(spec)")
    }
}
