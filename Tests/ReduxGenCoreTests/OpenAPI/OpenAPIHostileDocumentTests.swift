import Foundation
import Testing
@testable import ReduxGenCore

/// Hostile OpenAPI documents through the loader's limits: no crash, no hang, located errors.
@Suite struct OpenAPIHostileDocumentTests {
    private func select(_ text: String, schemas: [String]) throws -> OpenAPISelection {
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: "doc.yaml")
        var mapper = OpenAPIMapper(try OpenAPIDocumentLoader().decode(root, file: "doc.yaml"))
        return mapper.select(operations: mapper.operationEntries(), schemas: schemas.map { ($0, ["components", "schemas", $0]) })
    }

    private func problem(_ selection: OpenAPISelection, _ schema: String) -> MappingProblem? {
        if case .failure(let problem)? = selection.schemas[schema] { return problem }
        return nil
    }

    private static let header = "openapi: 3.1.0\ninfo: { title: T, version: \"1\" }\npaths: {}\ncomponents:\n  schemas:\n"

    @Test func aDeepReferenceChainStopsWithAnError() throws {
        var text = Self.header
        for index in 0..<500 { text += "    S\(index): { $ref: \"#/components/schemas/S\(index + 1)\" }\n" }
        text += "    S500: { type: string }\n"
        let problem = try #require(problem(try select(text, schemas: ["S0"]), "S0"))
        #expect(problem.isError)
        #expect(problem.message.contains("nest more than 64 levels deep"))
    }

    @Test func aReferenceCycleIsAnError() throws {
        let text = Self.header + "    A: { $ref: \"#/components/schemas/B\" }\n    B: { $ref: \"#/components/schemas/A\" }\n"
        let problem = try #require(problem(try select(text, schemas: ["A"]), "A"))
        #expect(problem.isError)
        #expect(problem.message == "reference cycle: schema 'A' → 'B' → 'A' never reaches a type")
        #expect(problem.documentPath == ["components", "schemas", "B", "$ref"])
    }

    @Test func aMissingReferenceTargetIsALocatedErrorWithASuggestion() throws {
        let text = Self.header + "    Pet:\n      type: object\n      properties:\n        owner: { $ref: \"#/components/schemas/Ownr\" }\n    Owner: { type: object, properties: { name: { type: string } } }\n"
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: "doc.yaml")
        let loaded = try OpenAPIDocumentLoader().decode(root, file: "doc.yaml")
        let problem = try #require(problem(try select(text, schemas: ["Pet"]), "Pet"))
        #expect(problem.isError)
        #expect(problem.message.hasSuffix("'$ref' names the schema 'Ownr', which the document's components do not have; did you mean 'Owner'?"))
        #expect(loaded.location(of: problem.documentPath) == SourceLocation(file: "doc.yaml", line: 9, column: 24))
    }

    @Test func tenThousandOperationsLoadAndMap() throws {
        var text = "openapi: 3.1.0\ninfo: { title: T, version: \"1\" }\npaths:\n"
        for index in 0..<10_000 {
            text += "  /items/\(index):\n    get:\n      operationId: get\(index)\n      responses: { \"200\": { description: ok, content: { application/json: { schema: { $ref: \"#/components/schemas/Item\" } } } } }\n"
        }
        text += "components:\n  schemas:\n    Item: { type: object, properties: { id: { type: integer } } }\n"
        let selection = try select(text, schemas: [])
        #expect(selection.operations.count == 10_000)
        #expect(selection.operations.values.allSatisfy { (try? $0.get())?.response == .named("Item") })
        #expect(selection.models.map(\.name) == ["Item"])
    }

    @Test func aDocumentOverTheLoaderLimitsIsALocatedError() throws {
        let folder = try TemporaryFolder()
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        try folder.write("deep.yaml", "openapi: 3.1.0\ninfo: \(deep)\n")
        #expect {
            _ = try OpenAPIDocumentLoader().load(path: folder.url("deep.yaml"))
        } throws: { error in
            guard let diagnostic = (error as? DiagnosticsError)?.diagnostics.first else { return false }
            return diagnostic.isError && diagnostic.location?.line == 2
        }
    }
}
