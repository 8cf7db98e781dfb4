import Foundation
import Testing
@testable import ReduxGenCore

/// The Petstore document of swift-openapi-generator's tests, imported and referenced.
@Suite struct PetstoreDocumentTests {
    /// The operations reduxgen can express; the rest use binary and multipart bodies.
    static let supported = ["listPets", "createPet", "createPetWithForm", "getStats", "postStats", "probe", "updatePet"]

    @Test func importWritesASpecThatValidatesAndSkipsWhatItCannotExpress() throws {
        let result = try OpenAPIImporter(feature: "Petstore").run(documentPath: OpenAPIFixtures.petstore, specFile: "petstore.redux.yaml")
        for id in Self.supported { #expect(result.specText.contains("\n  \(id):\n    method: "), "\(id)") }
        let skipped = result.diagnostics.filter { $0.severity == .warning }.map(\.message)
        for id in ["uploadAvatarForPet", "multipartUploadTyped", "multipartDownloadTyped"] {
            #expect(skipped.contains { $0.hasPrefix("operation '\(id)' is skipped: ") }, "\(id): \(skipped)")
        }
        #expect(result.diagnostics.allSatisfy { $0.location?.file == OpenAPIFixtures.petstore })
        #expect(result.specText.contains("  ErrorModel:") == false, "only the models the operations need")
        #expect(result.specText.contains("      nake: \"$nake\""))
        // deepObject query objects are sent as one item per property.
        #expect(result.specText.contains("\"filter[name]\": payload.filterName, \"filter[state]\": payload.filterState"))
        #expect(result.specText.contains("filterName: String, filterState: \"String?\""))
        // A form body: one payload field per property of `CreatePetRequest`, sent under its name.
        #expect(result.specText.contains("""
              createPetWithForm:
                method: POST
                path: "/pets/create"
                payload: { name: String, kind: "PetKind?", tag: "String?", genome: "String?" }
                body: { form: { "name": payload.name, "kind": payload.kind, "tag": payload.tag, "genome": payload.genome } }
                response: none
            """), "\(result.specText)")
    }

    @Test func referencingGeneratesTheSameCodeAsImporting() throws {
        let folder = try TemporaryFolder()
        try folder.write("petstore.yaml", try String(contentsOfFile: OpenAPIFixtures.petstore, encoding: .utf8))
        let imported = try OpenAPIImporter(feature: "Petstore").run(documentPath: folder.url("petstore.yaml"), specFile: "petstore.redux.yaml")
        try folder.write("imported.yaml", imported.specText)
        let endpoints = Self.supported.map { "  \($0):\n    operation: \($0)\n" + (["listPets", "createPet", "getStats"].contains($0) ? "    store: \($0)Result\n" : "") }
        try folder.write("referenced.yaml", """
            feature: Petstore
            api:
              openapi: petstore.yaml
              json: { keys: default, dates: iso8601 }
            state:
              listPetsResult: { type: "[Pet]", default: [] }
              createPetResult: { type: "Pet?", default: null }
              getStatsResult: { type: "PetStats?", default: null }
            endpoints:
            \(endpoints.joined())
            """)
        let reader = SpecReader()
        let importedRead = reader.read(paths: [folder.url("imported.yaml")])
        let referencedRead = reader.read(paths: [folder.url("referenced.yaml")])
        let importedErrors = importedRead.diagnostics.filter { $0.isError }
        let referencedErrors = referencedRead.diagnostics.filter { $0.isError }
        #expect(importedErrors.isEmpty, "\(importedErrors)")
        #expect(referencedErrors.isEmpty, "\(referencedErrors)")
        var referenced = try #require(referencedRead.specs.first)
        var importedSpec = try #require(importedRead.specs.first)
        referenced.file = "petstore.redux.yaml"
        importedSpec.file = "petstore.redux.yaml"
        let generator = Generator(options: GenerationOptions(testModule: "Features"))
        let fromReference = try generator.generate([referenced])
        let fromImport = try generator.generate([importedSpec])
        #expect(fromReference.map(\.relativePath) == fromImport.map(\.relativePath))
        for (a, b) in zip(fromReference, fromImport) where a.contents != b.contents {
            Issue.record("\(a.relativePath) differs between the referenced and the imported spec")
        }
        // The base URL is the document's first server.
        #expect(fromReference.contains { $0.contents.contains("https://example.com/api") })
    }
}
