import CLITestSupport
import Foundation
import Testing

/// What `reduxgen context` prints is what the templates are given: a team's templates, rendered by a plain
/// run, print the values the JSON holds, and a feature's context is its reviewed snapshot plus the run's
/// values.
@Suite struct ContextRenderingTests {
    @Test func templatesRenderTheValuesThePrintedContextHolds() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try project.write(
            """
            specs: [specs]
            output: Out
            testsOutput: OutTests
            access: public
            templates: Templates
            files:
              - template: Probe
                output: "{{feature}}Probe.swift"
              - template: AppProbe
                output: AppProbe.swift
                per: app
            parameters:
              team: Acme

            """,
            to: "reduxgen.yaml")
        try project.write(
            """
            feature {{feature}}
            access {{access}}.
            module {{testModule}} {{contextVersion}} {{parameters.team}}
            {{#testImports}}
            import {{.}}
            {{/testImports}}
            {{#stateFields}}
            field {{name}} {{type}}
            {{/stateFields}}
            {{#actions}}
            action {{name}}
            {{/actions}}

            """,
            to: "Templates/Probe.mustache")
        try project.write(
            """
            specs {{specPath}}
            {{#features}}
            feature {{feature}} {{featureMember}}
            {{/features}}

            """,
            to: "Templates/AppProbe.mustache")
        let generated = try await project.run()
        #expect(generated.exitCode == 0, "\(generated)")
        let printed = try await project.run("context")
        #expect(printed.exitCode == 0, "\(printed)")
        let document = try ContextJSON.object(printed.standardOutput)
        let features = try #require(document["features"] as? [String: [String: Any]])
        #expect(features.keys.sorted() == ["Counter", "RepoSearch"])
        for (name, context) in features {
            var lines = [
                "feature \(context["feature"] as? String ?? "?")",
                "access \(context["access"] as? String ?? "?").",
                "module \(context["testModule"] as? String ?? "?") \(context["contextVersion"] as? Int ?? -1) "
                    + "\(ContextJSON.string(context, "parameters", "team") ?? "?")",
            ]
            lines += (context["testImports"] as? [String] ?? []).map { "import \($0)" }
            lines += (context["stateFields"] as? [[String: Any]] ?? []).map {
                "field \($0["name"] as? String ?? "?") \($0["type"] as? String ?? "?")"
            }
            lines += (context["actions"] as? [[String: Any]] ?? []).map { "action \($0["name"] as? String ?? "?")" }
            let file = try project.read("Out/\(name)Probe.swift")
            #expect(file.hasSuffix(". Do not edit.\n" + lines.joined(separator: "\n") + "\n"), "\(file)")
        }
        let app = try #require(document["app"] as? [String: Any])
        var appLines = ["specs \(app["specPath"] as? String ?? "?")"]
        appLines += (app["features"] as? [[String: Any]] ?? []).map {
            "feature \($0["feature"] as? String ?? "?") \($0["featureMember"] as? String ?? "?")"
        }
        let appFile = try project.read("Out/AppProbe.swift")
        #expect(appFile.hasSuffix(". Do not edit.\n" + appLines.joined(separator: "\n") + "\n"), "\(appFile)")
    }

    @Test func aFeatureContextIsItsSnapshotPlusTheRunValues() async throws {
        let project = try TemporaryProject()
        defer { project.remove() }
        try FileManager.default.copyItem(
            at: TemporaryProject.repositoryRoot.appendingPathComponent("specs/feed.yaml"),
            to: project.folder.appendingPathComponent("specs/feed.yaml"))
        // The options the snapshots are made with (ContextSnapshotTests).
        let result = try await project.run("context", "specs/feed.yaml", "--access", "public", "--module", "Features", "--feature", "Feed")
        #expect(result.exitCode == 0, "\(result)")
        var context = try ContextJSON.object(result.standardOutput)
        #expect(context.removeValue(forKey: "testImports") as? [String] == ["Foundation", "ReduxRuntime", "ReduxRuntimeTesting", "Testing"])
        #expect(context.removeValue(forKey: "mockImports") as? [String] == ["Features", "Foundation", "ReduxRuntime"])
        #expect((context.removeValue(forKey: "parameters") as? [String: Any])?.isEmpty == true)
        let snapshot = try ContextJSON.object(String(
            decoding: try Data(contentsOf: TemporaryProject.repositoryRoot.appendingPathComponent("Tests/Fixtures/ContextSnapshots/Feed.json")),
            as: UTF8.self))
        #expect(try ContextJSON.canonical(context) == ContextJSON.canonical(snapshot))
    }
}
