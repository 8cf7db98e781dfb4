import CLITestSupport
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
        #expect(result.standardOutput.contains("created Sources/Features/Features.swift\n"))
        #expect(result.standardOutput.contains("created Tests/FeaturesTests/FeaturesTestSupport.swift\n"))
        let placeholder = try project.read("Sources/Features/Features.swift")
        let testsPlaceholder = try project.read("Tests/FeaturesTests/FeaturesTestSupport.swift")
        #expect(testsPlaceholder.contains("@testable import Features\n"))
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
        // Generation writes beside the target files and leaves them alone, pruning too.
        #expect(try project.read("Sources/Features/Features.swift") == placeholder)
        #expect(try project.read("Tests/FeaturesTests/FeaturesTestSupport.swift") == testsPlaceholder)
        let check = try await project.run("--check", "--prune")
        #expect(check.exitCode == 0, "\(check.standardOutput)")
        #expect(!check.standardOutput.contains("extra"), "\(check.standardOutput)")
    }

    @Test func leavesATargetFolderThatHasSwiftFilesAlone() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("struct Mine {}\n", to: "Sources/Features/Model/Mine.swift")
        let result = try await project.run("init")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(!result.standardOutput.contains("created Sources/Features/"), "\(result.standardOutput)")
        #expect(!project.exists("Sources/Features/Features.swift"))
        #expect(try project.read("Sources/Features/Model/Mine.swift") == "struct Mine {}\n")
        #expect(result.standardOutput.contains("created Tests/FeaturesTests/FeaturesTestSupport.swift\n"))
    }

    @Test func closingAdviceNamesCommandsThatWork() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("// swift-tools-version: 6.1\n", to: "Package.swift")
        let result = try await project.run("init")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let output = result.standardOutput
        #expect(output.contains("Add these to the Package(...) of your Package.swift"), "\(output)")
        #expect(output.contains(
            "\n    swift package --allow-writing-to-package-directory generate-redux\n    swift build\n    swift test\n"),
            "\(output)")
        // The tests run reduxgen by its path, not from the PATH, so the advice names that path.
        #expect(output.contains(
            "The reduxgen that ran this, \(ReduxGenProcess.executable.standardizedFileURL.resolvingSymlinksInPath().path), "
                + "generates the same files when run in this folder."),
            "\(output)")
        #expect(!output.contains("run 'reduxgen'"), "\(output)")
        // The starter files say how to generate without a reduxgen on the PATH, too.
        let plugin = "swift package --allow-writing-to-package-directory generate-redux"
        #expect(try project.read("specs/Todos.redux.yaml").contains("#     \(plugin)\n"))
        #expect(try project.read("reduxgen.yaml").contains("'\(plugin)'"))
    }

    @Test func theInstallGuideShowsWhatInitWritesAndPrints() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init", "--feature", "TodoList")
        let guide = String(decoding: try Data(contentsOf: TemporaryProject.repositoryRoot
            .appendingPathComponent("docs/install.md")), as: UTF8.self)
        let lines = result.standardOutput.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.hasPrefix("    platforms:") })
        let end = try #require(lines[start...].firstIndex { $0.isEmpty })
        let printed = lines[start..<end].joined(separator: "\n")
        // Compared as Bools, so that a failure prints the line missing rather than the whole guide.
        let showsLines = guide.contains("```swift\n\(printed)\n```\n")
        #expect(showsLines, "docs/install.md does not show these Package.swift lines:\n\(printed)")
        for created in lines.filter({ $0.hasPrefix("created ") }) {
            let namesFile = guide.contains("`\(created.dropFirst("created ".count))`")
            #expect(namesFile, "docs/install.md does not name the file of '\(created)'")
        }
        let commands = try #require(result.standardOutput.range(of: "\n\n    swift package"))
        let closing = result.standardOutput[commands.lowerBound...].split(separator: "\n").prefix(3)
            .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        let showsCommands = guide.contains("```sh\n\(closing)\n```\n")
        #expect(showsCommands, "docs/install.md does not show these commands:\n\(closing)")
    }

    @Test func closingAdviceNamesReduxgenFoundOnThePath() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(#"PATH="$(dirname "$REDUXGEN"):$PATH" reduxgen init"#, in: project.folder)
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            "To change the feature, edit specs/Todos.redux.yaml and generate again. 'reduxgen' (run in this folder) "
                + "generates the same files as the plugin.\n"), "\(result.standardOutput)")
    }

    @Test func withoutAManifestNamesTheCommandThatWritesOne() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init")
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains(
            "This folder has no Package.swift: 'swift package init --type empty' writes one."), "\(result.standardOutput)")
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

    /// docs/install.md ("Starting a project"): init writes all its files or none, so that running it again
    /// after fixing what was in the way works.
    @Test func aFileInTheWayOfAFolderWritesNothing() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("not a folder\n", to: "Sources")
        try FileManager.default.createSymbolicLink(
            atPath: project.folder.appendingPathComponent("Tests").path, withDestinationPath: "/nonexistent/reduxgen-init")

        let result = try await project.run("init")

        #expect(result.exitCode == 2)
        #expect(result.standardError.contains("error: Sources is in the way of a folder reduxgen init writes into; nothing was written"), "\(result.standardError)")
        #expect(!project.exists("specs/Todos.redux.yaml"))
        #expect(!project.exists("reduxgen.yaml"))
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")

        try FileManager.default.removeItem(at: project.folder.appendingPathComponent("Sources"))
        let second = try await project.run("init")

        #expect(second.exitCode == 2)
        #expect(second.standardError.contains("error: Tests is in the way"), "a link to nothing: \(second.standardError)")
        #expect(!project.exists("reduxgen.yaml"))
    }

    /// docs/install.md: an UpperCamelCase name a spec's `feature:` may take; a name the generated code uses
    /// is refused before anything is written, so the starter spec validates as written.
    @Test(arguments: [
        ("todos", "is not a feature name"), ("Todo-List", "is not a feature name"), ("../Escape", "is not a feature name"),
        ("", "is not a feature name"), ("Ünicode", "is not a feature name"),
        ("Store", "--feature: feature name 'Store' is reserved"), ("Page", "--feature: feature 'Page' would declare 'PageState'"),
        ("Effect", "--feature: feature name 'Effect' is reserved"), ("Reducer", "--feature: feature name 'Reducer' is reserved"),
        ("String", "--feature: feature name 'String' is reserved"),
    ])
    func rejectsNamesAFeatureCannotTake(name: String, reason: String) async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init", "--feature", name)
        #expect(result.exitCode == 2)
        #expect(result.standardError.contains(reason), "\(result.standardError)")
        #expect(!project.exists("reduxgen.yaml"))
    }

    @Test func aFeatureNamedLikeTheStarterModelStillValidates() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("init", "--feature", "Item")
        #expect(result.exitCode == 0, "\(result.standardError)")
        let validate = try await project.run("validate", "specs/Item.redux.yaml")
        #expect(validate.exitCode == 0, "\(validate.standardError)")
    }
}
