import Foundation
import Testing
@testable import ReduxGenCore

/// The reference form: `api.openapi`, `operation:` and `schema:` give the same spec as writing it out,
/// follow the document when it changes, and report what the document lacks at the spec.
@Suite struct OpenAPIReferenceTests {
    @Test func theSampleGeneratesTheSameCodeAsItsWrittenOutTwin() throws {
        let referenced = try GenerationFixtures.spec("specs/pets.yaml")
        var twin = try GenerationFixtures.spec("Tests/Fixtures/OpenAPI/Pets/pets-written-out.yaml")
        twin.file = referenced.file
        let generator = Generator(options: GenerationFixtures.options)
        let fromReference = try generator.generate([referenced])
        let fromTwin = try generator.generate([twin])
        #expect(fromReference.map(\.relativePath) == fromTwin.map(\.relativePath))
        for (a, b) in zip(fromReference, fromTwin) {
            #expect(a.contents == b.contents, "\(a.relativePath) differs")
        }
    }

    private static let spec = """
        feature: Shop
        api:
          openapi: shop.yaml
        models:
          Item: { schema: Item }
        state:
          items: { type: "[Item]", default: [] }
        endpoints:
          listItems:
            operation: listItems
            store: items
        """

    private static func shop(itemField: String = "title", extraParameter: Bool = false, listOperationId: String = "listItems") -> String {
        var paths = [
            "  /items:",
            "    get:",
            "      operationId: \(listOperationId)",
            "      parameters:",
            "        - { name: limit, in: query, schema: { type: integer } }",
        ]
        if extraParameter { paths.append("        - { name: X-Tenant, in: header, required: true, schema: { type: string } }") }
        paths += [
            "      responses:",
            "        \"200\":",
            "          description: ok",
            "          content: { application/json: { schema: { type: array, items: { $ref: \"#/components/schemas/Item\" } } } }",
        ]
        let schemas = [
            "    Item:",
            "      type: object",
            "      required: [id, \(itemField)]",
            "      properties:",
            "        id: { type: integer }",
            "        \(itemField): { type: string }",
            "        note: { type: [string, \"null\"] }",
            "        price: { type: [number, \"null\"] }",
        ]
        return OpenAPIFixtures.document(paths: paths.joined(separator: "\n"), schemas: schemas.joined(separator: "\n"))
    }

    private func generate(_ document: String, spec: String = OpenAPIReferenceTests.spec) throws -> (files: [GeneratedFile], diagnostics: [String]) {
        let folder = try TemporaryFolder()
        let result = try OpenAPIFixtures.read(spec: spec, documents: ["shop.yaml": document], in: folder)
        guard let read = result.specs.first else { return ([], OpenAPIFixtures.lines(result.diagnostics)) }
        return (try Generator(options: GenerationOptions(testModule: "Features")).generate([read]), OpenAPIFixtures.lines(result.diagnostics))
    }

    private func contents(_ files: [GeneratedFile], _ name: String) -> String {
        files.first { $0.relativePath == name }?.contents ?? ""
    }

    @Test func fieldsParametersAndOptionalsComeFromTheDocument() throws {
        let (files, diagnostics) = try generate(Self.shop())
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let models = contents(files, "ShopModels.swift")
        #expect(models.contains("var id: Int\n"))
        #expect(models.contains("var title: String\n"))
        // 3.1 `type: [T, "null"]` makes an optional (3.0's `nullable` is in OpenAPIMappingTests).
        #expect(models.contains("var note: String?\n"))
        #expect(models.contains("var price: Double?\n"))
        let repository = contents(files, "ShopRepository.swift")
        #expect(repository.contains("func listItems(limit: Int?) async throws(APIError) -> [Shop.Item]"))
        #expect(repository.contains("HTTPQueryItem(name: \"limit\""))
        #expect(repository.contains("baseURL") && files.contains { $0.contents.contains("http://localhost:8080") })
    }

    @Test func regenerationFollowsARenamedFieldAndAnAddedParameter() throws {
        let before = try generate(Self.shop()).files
        let renamed = try generate(Self.shop(itemField: "name")).files
        #expect(contents(before, "ShopModels.swift").contains("var title: String"))
        #expect(contents(renamed, "ShopModels.swift").contains("var name: String"))
        #expect(!contents(renamed, "ShopModels.swift").contains("title"))

        let withHeader = try generate(Self.shop(extraParameter: true)).files
        let repository = contents(withHeader, "ShopRepository.swift")
        #expect(repository.contains("func listItems(limit: Int?, xTenant: String) async throws(APIError) -> [Shop.Item]"))
        #expect(repository.contains("let headers: HTTPHeaders = [\"X-Tenant\": xTenant]"))
    }

    @Test func aRemovedOperationIsALocatedErrorInTheSpecWithASuggestion() throws {
        let (files, diagnostics) = try generate(Self.shop(listOperationId: "listAllItems"))
        #expect(files.isEmpty)
        #expect(diagnostics == [
            "spec.yaml:10:16: error: endpoint 'listItems' names the operation 'listItems', which shop.yaml does not have; did you mean 'listAllItems'?",
        ])
    }

    @Test func aMissingSchemaIsALocatedErrorWithASuggestion() throws {
        let spec = Self.spec.replacingOccurrences(of: "{ schema: Item }", with: "{ schema: Iten }")
        let (_, diagnostics) = try generate(Self.shop(), spec: spec)
        #expect(diagnostics == ["spec.yaml:5:19: error: model 'Item' names the schema 'Iten', which shop.yaml does not have; did you mean 'Item'?"])
    }

    @Test func keysTheOperationSuppliesAreErrors() throws {
        let spec = Self.spec + "\n    method: GET\n"
        let (_, diagnostics) = try generate(Self.shop(), spec: spec)
        #expect(diagnostics.contains("spec.yaml:12:5: error: 'method' of endpoint 'listItems' comes from its OpenAPI operation; remove it, or write the endpoint out without 'operation'"), "\(diagnostics)")
    }

    @Test func aReferenceWithoutADocumentIsAnError() throws {
        let spec = Self.spec.replacingOccurrences(of: "api:\n  openapi: shop.yaml\n", with: "api:\n  baseURL: http://localhost\n")
        let (_, diagnostics) = try generate(Self.shop(), spec: spec)
        #expect(diagnostics == [
            "spec.yaml:5:19: error: model 'Item' names an OpenAPI schema, but 'api' names no document; add 'api: { openapi: openapi.yaml }'",
            "spec.yaml:10:16: error: endpoint 'listItems' names an OpenAPI operation, but 'api' names no document; add 'api: { openapi: openapi.yaml }'",
        ])
    }

    @Test func aBrokenDocumentIsReportedInTheDocumentAndAtTheReference() throws {
        let (_, diagnostics) = try generate("openapi: 3.1.0\ninfo: [not, a, mapping]\npaths: {}\n")
        #expect(diagnostics.count == 2, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("shop.yaml:2:7: error: invalid OpenAPI document") }, "\(diagnostics)")
        #expect(diagnostics.contains("spec.yaml:3:12: error: cannot use the OpenAPI document 'shop.yaml'; see the errors above"))
    }

    @Test func aMissingDocumentIsOneErrorAtTheReference() throws {
        let spec = Self.spec.replacingOccurrences(of: "openapi: shop.yaml", with: "openapi: gone.yaml")
        let (_, diagnostics) = try generate(Self.shop(), spec: spec)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        #expect(diagnostics.first?.hasPrefix("spec.yaml:3:12: error: cannot read the OpenAPI document 'gone.yaml' (looked for ") == true, "\(diagnostics)")
    }

    @Test func aRelativeServerURLIsReportedAtTheDocumentsServer() throws {
        let document = Self.shop().replacingOccurrences(of: "servers: [{ url: \"http://localhost:8080\" }]", with: "servers: [{ url: /api }]")
        let (_, diagnostics) = try generate(document)
        #expect(diagnostics == ["shop.yaml:3:18: error: invalid base URL '/api'; expected an absolute http or https URL like http://localhost:8080"])
    }

    @Test func theSpecsBaseURLWinsOverTheDocumentsServer() throws {
        let spec = Self.spec.replacingOccurrences(of: "  openapi: shop.yaml\n", with: "  openapi: shop.yaml\n  baseURL: https://staging.example.com\n")
        let (files, diagnostics) = try generate(Self.shop(), spec: spec)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        #expect(files.contains { $0.contents.contains("https://staging.example.com") })
        #expect(!files.contains { $0.contents.contains("http://localhost:8080") })
    }
}
