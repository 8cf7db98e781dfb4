import CLITestSupport
import Foundation
import Testing

/// `reduxgen context` as docs/templates.md ("Printing the context") describes it: one JSON document of what
/// each template receives, read with the settings generation uses, diagnostics and exit codes as `generate`'s.
@Suite struct ContextCommandTests {
    @Test func everyFeatureByNameAndTheAppContextAsOneSortedDocument() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("context", "specs")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardError == "")
        #expect(result.standardOutput.hasPrefix("{\n  \"app\": {\n"), "keys are sorted, indented by two spaces")
        #expect(result.standardOutput.hasSuffix("\n}\n"))
        let document = try ContextJSON.object(result.standardOutput)
        #expect(document.keys.sorted() == ["app", "features"])
        let features = try #require(document["features"] as? [String: Any])
        #expect(features.keys.sorted() == ["Counter", "RepoSearch"])
        #expect(ContextJSON.string(features, "Counter", "feature") == "Counter")
        let app = try #require(document["app"] as? [String: Any])
        let appFeatures = try #require(app["features"] as? [[String: Any]])
        #expect(appFeatures.map { $0["feature"] as? String } == ["Counter", "RepoSearch"], "in the order the specs were read")
        #expect(app["specPath"] as? String == "specs/counter.yaml, specs/search.yaml")
    }

    @Test func theDocumentedExampleIsWhatItPrints() async throws {
        let docs = String(decoding: try Data(contentsOf: TemporaryProject.repositoryRoot.appendingPathComponent("docs/templates.md")), as: UTF8.self)
        let section = try #require(docs.range(of: "## Printing the context\n")).upperBound
        let start = try #require(docs.range(of: "```json\n", range: section..<docs.endIndex)).upperBound
        let end = try #require(docs.range(of: "```\n", range: start..<docs.endIndex)).lowerBound
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("context", "specs/counter.yaml", "--feature", "Counter")
        #expect(result.exitCode == 0, "\(result)")
        #expect(result.standardOutput.hasPrefix(String(docs[start..<end])), "\(result.standardOutput.prefix(300))")
        for line in [#"  "contextVersion": 17,"#, #"  "feature": "Counter","#, #"  "parameters": {},"#, #"  "testModule": "Generated","#] {
            #expect(result.standardOutput.contains("\n" + line + "\n"), "\(line)")
        }
    }

    @Test func oneFeatureWithoutAnAppFileHasNoAppContext() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("context", "specs/counter.yaml")
        #expect(result.exitCode == 0, "\(result)")
        #expect(try ContextJSON.object(result.standardOutput).keys.sorted() == ["features"])
        let app = try await project.run("context", "specs/counter.yaml", "--app")
        #expect(app.exitCode == 2, "\(app)")
        #expect(app.standardOutput == "")
        #expect(app.standardError.hasPrefix("error: no template is rendered with an app context in this run"), "\(app.standardError)")
    }

    @Test func aPerAppFileGivesOneFeatureAnAppContextWithoutItsTemplateBeingRead() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        // The templates folder does not exist yet: the context is what a team looks at to write the template.
        try project.write(
            "templates: Templates\nfiles:\n  - template: Registration\n    output: Registration.swift\n    per: app\n",
            to: "reduxgen.yaml")
        let result = try await project.run("context", "specs/counter.yaml", "--app")
        #expect(result.exitCode == 0, "\(result)")
        let app = try ContextJSON.object(result.standardOutput)
        #expect((app["features"] as? [Any])?.count == 1)
        #expect(app["specPath"] as? String == "specs/counter.yaml")
    }

    @Test func featurePrintsThatFeaturesContextAlone() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let all = try ContextJSON.object(try await project.run("context", "specs").standardOutput)
        let result = try await project.run("context", "specs", "--feature", "RepoSearch")
        #expect(result.exitCode == 0, "\(result)")
        let feature = try ContextJSON.object(result.standardOutput)
        let expected = try #require((all["features"] as? [String: Any])?["RepoSearch"] as? [String: Any])
        #expect(try ContextJSON.canonical(feature) == ContextJSON.canonical(expected))
    }

    @Test func anUnknownFeatureIsAUsageErrorNamingTheClosest() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await project.run("context", "specs", "--feature", "Countr")
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardOutput == "")
        #expect(result.standardError
            == "error: no feature 'Countr' in the specs of this run (Counter, RepoSearch); did you mean 'Counter'?\n")
        let both = try await project.run("context", "specs", "--feature", "Counter", "--app")
        #expect(both.exitCode == 2, "\(both)")
        #expect(both.standardError.contains("--feature and --app cannot be combined"), "\(both.standardError)")
    }

    @Test func settingsComeFromTheConfigurationAndFlagsWin() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(
            """
            specs: [specs]
            output: Sources/Features
            access: public
            mocksOutput: Tests/FeaturesMocks
            parameters:
              viewSpacing: 12
              previews: true

            """,
            to: "reduxgen.yaml")
        let configured = try ContextJSON.object(try await project.run("context", "--feature", "RepoSearch").standardOutput)
        #expect(configured["access"] as? String == "public ")
        #expect(configured["testModule"] as? String == "Features", "the last part of the output folder")
        #expect(configured["testImports"] as? [String] == ["FeaturesMocks", "Foundation", "ReduxRuntime", "ReduxRuntimeTesting", "Testing"])
        #expect(configured["mockImports"] as? [String] == ["Features", "Foundation", "ReduxRuntime"])
        #expect(configured["usesMiddleware"] as? Bool == false)
        let parameters = try #require(configured["parameters"] as? [String: Any])
        #expect(parameters["viewSpacing"] as? Int == 12)
        #expect(parameters["previews"] as? Bool == true)

        let flagged = try ContextJSON.object(try await project.run(
            "context", "--feature", "RepoSearch", "--access", "internal", "--module", "Search", "--tests-output", "T",
            "--side-effects", "middleware").standardOutput)
        #expect(flagged["access"] as? String == "")
        #expect(flagged["testModule"] as? String == "Search")
        #expect(flagged["testImports"] as? [String] == ["Foundation", "ReduxRuntime", "ReduxRuntimeTesting", "Testing"],
                "--tests-output takes the mocks along, as in generation")
        #expect(flagged["usesMiddleware"] as? Bool == true)
    }

    @Test func specErrorsAreReportedAsGenerateReportsThem() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("feature: Broken\nstate:\n  count: { type: Nope }\nactions:\n  tapped: {}\n", to: "bad.yaml")
        let context = try await project.run("context", "bad.yaml")
        let generate = try await project.run("bad.yaml")
        #expect(context.exitCode == 1, "\(context)")
        #expect(context.standardOutput == "")
        #expect(context.standardError.hasPrefix("bad.yaml:3:18: error: "), "\(context.standardError)")
        #expect(context.standardError == generate.standardError)

        let json = try await project.run("context", "bad.yaml", "--diagnostics-format", "json")
        #expect(json.exitCode == 1)
        #expect(json.standardOutput == "", "standard output holds the context alone")
        #expect(json.standardError.hasPrefix("["), "\(json.standardError)")
    }

    /// docs/templates.md, "Printing the context": the entries of `files:` are checked as generation checks them
    /// before it renders, with the same messages and exit status 1.
    @Test func filesEntriesGenerationRefusesAreErrorsHereToo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write("templates: Templates\nfiles:\n  - { template: View, output: \"{{feature}}State.swift\" }\n", to: "reduxgen.yaml")
        try project.write("Text\n", to: "Templates/View.mustache")
        let context = try await project.run("context", "specs/counter.yaml")
        let generate = try await project.run("specs/counter.yaml")
        #expect(context.exitCode == 1, "\(context)")
        #expect(context.standardOutput == "")
        #expect(context.standardError.hasPrefix(
            "reduxgen.yaml:3:5: error: the file 'CounterState.swift' this entry writes into sources is also written by the built-in template 'State'"),
            "\(context.standardError)")
        #expect(generate.exitCode == 1)
        #expect(context.standardError == generate.standardError)

        try project.write("files:\n  - { template: View, output: \"{{feature}}View.swift\" }\n", to: "reduxgen.yaml")
        let withoutFolder = try await project.run("context", "specs/counter.yaml")
        #expect(withoutFolder.exitCode == 1, "\(withoutFolder)")
        #expect(withoutFolder.standardError.hasPrefix(
            "reduxgen.yaml:2:17: error: 'files:' names templates of your own, which live in the templates folder"),
            "\(withoutFolder.standardError)")
    }

    @Test func unreadableInputsAndModuleNamesAreUsageErrors() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let missing = try await project.run("context", "nothing.yaml")
        #expect(missing.exitCode == 2, "\(missing)")
        let module = try await project.run("context", "specs", "--module", "my-features")
        #expect(module.exitCode == 2, "\(module)")
        #expect(module.standardError.contains("'my-features' is not a Swift module name"), "\(module.standardError)")
        let config = try await project.run("context", "specs", "--config", "missing.yaml")
        #expect(config.exitCode == 2, "\(config)")
        let writingFlag = try await project.run("context", "specs", "--check")
        #expect(writingFlag.exitCode == 2, "flags that only decide what is written are not accepted: \(writingFlag)")
        let noSpecs = try await ReduxGenProcess.run(["context"], in: FileManager.default.temporaryDirectory)
        #expect(noSpecs.exitCode == 2, "\(noSpecs)")
    }

    @Test func aStandardOutputThatCannotBeWrittenExitsTwo() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let result = try await ShellRun.run(#"exec "$REDUXGEN" context specs >/dev/full"#, in: project.folder)
        #expect(result.exitCode == 2, "\(result)")
        #expect(result.standardError.contains("error: cannot write to standard output"), "\(result.standardError)")
    }

    @Test func theHelpListsTheCommand() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        let help = try await project.run("--help")
        #expect(help.standardOutput.contains("context"), "\(help.standardOutput)")
        let own = try await project.run("help", "context")
        #expect(own.exitCode == 0, "\(own)")
        #expect(own.standardOutput.contains("--feature"), "\(own.standardOutput)")
        let completions = try await project.run("--generate-completion-script", "bash")
        #expect(completions.standardOutput.contains("context"), "docs/install.md: completions cover every subcommand")
    }
}

/// Reads what `reduxgen context` prints.
enum ContextJSON {
    struct NotAnObject: Error {}

    static func object(_ text: String) throws -> [String: Any] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { throw NotAnObject() }
        return object
    }

    /// `value` as compact JSON with sorted keys, to compare two objects.
    static func canonical(_ value: [String: Any]) throws -> String {
        String(decoding: try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys]), as: UTF8.self)
    }

    /// The string at `path` (dictionary keys) in `object`.
    static func string(_ object: [String: Any], _ path: String...) -> String? {
        var value: Any? = object
        for key in path { value = (value as? [String: Any])?[key] }
        return value as? String
    }
}
