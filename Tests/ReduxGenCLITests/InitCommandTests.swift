import Foundation
import Testing

/// `reduxgen init`: the starter files, their validity, and the refusal to overwrite.
@Suite struct InitCommandTests {
    @Test func writesAStarterSpecAndAConfigurationThatGenerate() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("created specs/Todos.redux.yaml"))
        #expect(result.standardOutput.contains("created reduxgen.yaml"))
        #expect(try project.read("specs/Todos.redux.yaml").contains("\nfeature: Todos\n"))
        #expect(try project.read("reduxgen.yaml").contains("specs: [specs]"))

        let validate = try await project.run("validate", "specs/Todos.redux.yaml")
        #expect(validate.exitCode == 0, "\(validate.standardError)")
        #expect(validate.standardError.isEmpty == false)
        #expect(!validate.standardError.contains("warning"), "\(validate.standardError)")

        let generate = try await project.run()
        #expect(generate.exitCode == 0, "\(generate.standardError)")
        for file in ["Models", "State", "Action", "Reducer", "Effects", "Repository"] {
            #expect(project.exists("Sources/Features/Todos\(file).swift"), "Todos\(file).swift")
        }
        #expect(try project.read("Tests/FeaturesTests/TodosTests.swift").contains("@testable import Features"))
    }

    @Test func namesTheFeature() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init", "--feature", "ShoppingList")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let spec = try project.read("specs/ShoppingList.redux.yaml")
        #expect(spec.contains("\nfeature: ShoppingList\n"))
        #expect(!project.exists("specs/Todos.redux.yaml"))
        let validate = try await project.run("validate", "specs/ShoppingList.redux.yaml")
        #expect(validate.exitCode == 0, "\(validate.standardError)")
    }

    @Test func refusesToOverwriteTheConfiguration() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("specs: [mine]\n", to: "reduxgen.yaml")
        let result = try await project.run("init")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("reduxgen.yaml already exists"), "\(result.standardError)")
        #expect(try project.read("reduxgen.yaml") == "specs: [mine]\n")
        #expect(!project.exists("specs/Todos.redux.yaml"), "nothing is written when one file exists")
    }

    @Test func refusesToOverwriteTheSpec() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("feature: Cart\n", to: "specs/Cart.redux.yaml")
        let result = try await project.run("init", "--feature", "Cart")
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("specs/Cart.redux.yaml already exists"), "\(result.standardError)")
        #expect(try project.read("specs/Cart.redux.yaml") == "feature: Cart\n")
        #expect(!project.exists("reduxgen.yaml"))
    }

    @Test(arguments: ["todos", "Todo-List", "../Escape", "", "Ünicode"])
    func rejectsNamesThatAreNotUpperCamelCase(name: String) async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init", "--feature", name)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("is not a feature name"), "\(result.standardError)")
        #expect(!project.exists("reduxgen.yaml"))
    }
}
