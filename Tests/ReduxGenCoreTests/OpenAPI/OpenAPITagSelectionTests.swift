import Foundation
import Testing
@testable import ReduxGenCore

/// `reduxgen import --tags`: a large API is imported one area at a time (docs/openapi.md, "The import
/// form"). Expected values are written from the docs.
@Suite struct OpenAPITagSelectionTests {
    /// Four operations: `listPets` (pets), `adoptPet` (pets, adoption), `listStores` (stores) and
    /// `uploadPhoto` (pets), whose text body cannot be imported.
    private static let document = """
        openapi: "3.1.0"
        info: { title: Test, version: "1" }
        servers: [{ url: "http://localhost:8080" }]
        tags: [{ name: pets }, { name: stores }, { name: adoption }, { name: billing }]
        paths:
          /pets:
            get:
              operationId: listPets
              tags: [pets]
              responses: { "204": { description: none } }
          /pets/{id}/adopt:
            post:
              operationId: adoptPet
              tags: [pets, adoption]
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              responses: { "204": { description: none } }
          /stores:
            get:
              operationId: listStores
              tags: [stores]
              responses: { "204": { description: none } }
          /pets/{id}/photo:
            put:
              operationId: uploadPhoto
              tags: [pets]
              parameters: [{ name: id, in: path, required: true, schema: { type: integer } }]
              requestBody: { required: true, content: { text/plain: { schema: { type: string } } } }
              responses: { "204": { description: none } }

        """

    private static func endpoints(of spec: String) -> [String] {
        guard let start = spec.range(of: "\nendpoints:\n") else { return [] }
        return spec[start.upperBound...].split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") else { return nil }
            return String(line.dropFirst(2).dropLast())
        }
    }

    @Test func aTagImportsTheOperationsThatHaveIt() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document, tags: ["pets"])
        #expect(Self.endpoints(of: spec) == ["listPets", "adoptPet"])
    }

    @Test func anOperationWithSeveralTagsIsImportedByAnyOfThem() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, tags: ["adoption"])
        #expect(Self.endpoints(of: spec) == ["adoptPet"])
        #expect(diagnostics == [])
    }

    @Test func severalTagsImportTheOperationsOfEachInTheDocumentsOrder() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document, tags: ["stores", "adoption"])
        #expect(Self.endpoints(of: spec) == ["adoptPet", "listStores"])
    }

    @Test func operationsAndTagsTogetherImportWhatEitherNames() throws {
        let (spec, _) = try OpenAPIFixtures.importing(Self.document, operations: ["listStores"], tags: ["adoption"])
        #expect(Self.endpoints(of: spec) == ["listStores", "adoptPet"])
    }

    @Test func anOperationOfATagThatCannotBeImportedIsSkippedWithAWarning() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, tags: ["pets"])
        #expect(!spec.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("doc.yaml:27:") == true, "\(diagnostics)")
        #expect(diagnostics.first?.contains("warning: operation 'uploadPhoto' is skipped:") == true, "\(diagnostics)")
    }

    @Test func anOperationNamedWithOperationsThatCannotBeImportedIsStillAnError() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, operations: ["uploadPhoto"], tags: ["stores"])
        #expect(spec.isEmpty)
        #expect(diagnostics.contains { $0.contains("error: operation 'uploadPhoto' cannot be imported:") }, "\(diagnostics)")
    }

    @Test func aTagTheDocumentDoesNotHaveIsAnErrorWithTheClosestTag() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, tags: ["pet"])
        #expect(spec.isEmpty)
        #expect(diagnostics == ["error: --tags names 'pet', but the document has no tag 'pet'; did you mean 'pets'?"])
    }

    @Test func aDeclaredTagWithoutOperationsIsAnError() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document, tags: ["billing"])
        #expect(spec.isEmpty)
        #expect(diagnostics == ["error: --tags names 'billing', but no operation has the tag 'billing'"])
    }

    @Test func aTagWhoseOperationsCannotBeImportedIsAnError() throws {
        let document = Self.document.replacingOccurrences(of: "tags: [pets]\n      parameters", with: "tags: [photos]\n      parameters")
        let (spec, diagnostics) = try OpenAPIFixtures.importing(document, tags: ["photos"])
        #expect(spec.isEmpty)
        #expect(diagnostics.contains { $0.contains("error: the document has no operation reduxgen can import") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.contains("warning: operation 'uploadPhoto' is skipped:") }, "\(diagnostics)")
    }
}

/// More than 150 endpoints in one feature is warned about, naming the largest tags (docs/openapi.md).
@Suite struct OpenAPILargeImportTests {
    private static func document(operations: Int) -> String {
        let paths = (0..<operations).map { index in
            """
              /things/\(index):
                get:
                  operationId: getThing\(index)
                  tags: [\(index % 3 == 0 ? "gists" : "repos")]
                  responses: { "204": { description: none } }
            """
        }
        return OpenAPIFixtures.document(paths: paths.joined(separator: "\n"))
    }

    @Test func oneHundredFiftyEndpointsImportWithoutAWarning() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document(operations: 150))
        #expect(!spec.isEmpty)
        #expect(diagnostics == [])
    }

    @Test func moreThanOneHundredFiftyEndpointsAreWarnedAboutAtThePaths() throws {
        let (spec, diagnostics) = try OpenAPIFixtures.importing(Self.document(operations: 151))
        #expect(!spec.isEmpty)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.hasPrefix("doc.yaml:4:1: warning: the spec gets 151 endpoints in one feature") == true, "\(diagnostics)")
        #expect(diagnostics.first?.hasSuffix("import one area at a time with --tags (the largest: repos 100, gists 51)") == true, "\(diagnostics)")
    }

    @Test func aTagOfFewerEndpointsImportsWithoutTheWarning() throws {
        let (_, diagnostics) = try OpenAPIFixtures.importing(Self.document(operations: 151), tags: ["repos"])
        #expect(diagnostics == [])
    }
}
