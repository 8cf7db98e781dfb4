import CLITestSupport
import Foundation
import Testing

/// `reduxgen import` and the reference form as users run them: files written, exit codes, and
/// `--check` showing drift when the OpenAPI document changes.
@Suite struct OpenAPICommandTests {
    static let petsDocument = TemporaryProject.repositoryRoot.appendingPathComponent("specs/pets.openapi.json")

    func projectWithPetsDocument() throws -> TemporaryProject {
        let project = try TemporaryProject()
        try FileManager.default.copyItem(at: Self.petsDocument, to: project.folder.appendingPathComponent("pets.openapi.json"))
        return project
    }

    @Test func importWritesASpecThatValidatesAndGenerates() async throws {
        let project = try projectWithPetsDocument()
        defer { project.remove() }
        let result = try await project.run("import", "pets.openapi.json", "--feature", "Pets", "--operations", "listPets,deletePet")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardError.contains("created specs/Pets.redux.yaml"))
        let spec = try project.read("specs/Pets.redux.yaml")
        #expect(spec.contains("\n  listPets:\n    method: GET\n    path: \"/pets\"\n"))
        #expect(spec.contains("\n  deletePet:\n    method: DELETE\n"))
        #expect(!spec.contains("createPet"))
        #expect(spec.contains("baseURL: \"http://localhost:8080\""))

        let validate = try await project.run("validate", "specs/Pets.redux.yaml")
        #expect(validate.exitCode == 0, "\(validate.standardError)")
        #expect(!validate.standardError.contains("warning"), "\(validate.standardError)")
        let generate = try await project.run("specs/Pets.redux.yaml", "--output", "Out", "--tests-output", "OutTests")
        #expect(generate.exitCode == 0, "\(generate.standardError)")
        #expect(try project.read("Out/PetsRepository.swift").contains("func listPets(limit: Int?, status: Pets.PetStatus?, tags: [String]?)"))
    }

    @Test func importNeverOverwritesAndReportsUnknownOperations() async throws {
        let project = try projectWithPetsDocument()
        defer { project.remove() }
        try project.write("mine\n", to: "specs/Pets.redux.yaml")
        let existing = try await project.run("import", "pets.openapi.json", "--feature", "Pets")
        #expect(existing.exitCode == 2)
        #expect(try project.read("specs/Pets.redux.yaml") == "mine\n")

        let unknown = try await project.run("import", "pets.openapi.json", "--feature", "Pets", "--output", "other.yaml", "--operations", "listPet")
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("error: --operations names 'listPet', which the document has no operation for; did you mean 'listPets'?"))
        #expect(!project.exists("other.yaml"))

        let missing = try await project.run("import", "nothing.yaml", "--feature", "Pets", "--output", "x.yaml")
        #expect(missing.exitCode == 2)
        #expect(missing.standardError.contains("nothing.yaml:1:1: error: cannot read the OpenAPI document: no such file"))
    }

    @Test func anOperationNamedTwiceIsImportedOnce() async throws {
        let project = try projectWithPetsDocument()
        defer { project.remove() }
        let result = try await project.run("import", "pets.openapi.json", "--feature", "Pets", "--operations", "listPets,listPets")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let spec = try project.read("specs/Pets.redux.yaml")
        #expect(spec.components(separatedBy: "\n  listPets:\n").count == 2, "\(spec)")
        #expect(try await project.run("validate", "specs/Pets.redux.yaml").exitCode == 0)
    }

    @Test(arguments: ["Store", "Page", "Reducer"])
    func importRefusesAFeatureNameTheGeneratedCodeUses(name: String) async throws {
        // docs/openapi.md: the spec import writes validates as it is, so a name it cannot take is refused
        // up front, as a usage error, and nothing is written.
        let project = try projectWithPetsDocument()
        defer { project.remove() }
        let result = try await project.run("import", "pets.openapi.json", "--feature", name, "--output", "out.yaml")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("--feature: feature"), "\(result.standardError)")
        #expect(result.standardError.contains("'\(name)'"), "\(result.standardError)")
        #expect(!result.standardError.contains("please report"), "\(result.standardError)")
        #expect(!project.exists("out.yaml"))
    }

    @Test func importByTagWritesTheTagsOperations() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("""
            openapi: "3.0.3"
            info: { title: Shop, version: "1" }
            servers: [{ url: "http://localhost:8080" }]
            paths:
              /pets:
                get: { operationId: listPets, tags: [pets], responses: { "204": { description: none } } }
              /stores:
                get: { operationId: listStores, tags: [stores], responses: { "204": { description: none } } }
            """, to: "shop.yaml")
        let result = try await project.run("import", "shop.yaml", "--feature", "Stores", "--tags", "stores")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let spec = try project.read("specs/Stores.redux.yaml")
        #expect(spec.contains("\n  listStores:\n    method: GET\n"))
        #expect(!spec.contains("listPets"))

        let empty = try await project.run("import", "shop.yaml", "--feature", "Pets", "--tags", " ")
        #expect(empty.exitCode == 2)
        #expect(empty.standardError.contains("--tags needs at least one tag."), "\(empty.standardError)")
        #expect(!project.exists("specs/Pets.redux.yaml"))
    }

    @Test func checkShowsTheDriftWhenTheDocumentChanges() async throws {
        let project = try projectWithPetsDocument()
        defer { project.remove() }
        try project.write("""
            feature: Pets
            api:
              openapi: ../pets.openapi.json
            endpoints:
              showPet: { operation: showPet }
            """, to: "specs/pets.yaml")
        let arguments = ["specs/pets.yaml", "--output", "Out", "--tests-output", "OutTests"]
        let generate = try await ReduxGenProcess.run(arguments, in: project.folder)
        #expect(generate.exitCode == 0, "\(generate.standardError)")
        let clean = try await ReduxGenProcess.run(arguments + ["--check"], in: project.folder)
        #expect(clean.exitCode == 0, "\(clean.standardOutput)\(clean.standardError)")

        // A field renamed in the document: the generated model is stale.
        let document = try project.read("pets.openapi.json")
        try project.write(document.replacingOccurrences(of: "\"nickname\"", with: "\"alias\""), to: "pets.openapi.json")
        let drift = try await ReduxGenProcess.run(arguments + ["--check"], in: project.folder)
        #expect(drift.exitCode == 1)
        #expect(drift.standardOutput.contains("+        var alias: String?"), "\(drift.standardOutput)")
        #expect(drift.standardOutput.contains("-        var nickname: String?"), "\(drift.standardOutput)")

        // The operation removed from the document: a located error in the spec.
        try project.write(document.replacingOccurrences(of: "\"showPet\"", with: "\"showPets\""), to: "pets.openapi.json")
        let removed = try await ReduxGenProcess.run(arguments + ["--check"], in: project.folder)
        #expect(removed.exitCode == 1)
        #expect(removed.standardError.contains("specs/pets.yaml:5:25: error: endpoint 'showPet' names the operation 'showPet', which ../pets.openapi.json does not have; did you mean 'showPets'?"), "\(removed.standardError)")
    }
}
