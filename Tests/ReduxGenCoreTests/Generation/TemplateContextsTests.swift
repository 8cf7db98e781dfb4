import Foundation
import Testing
@testable import ReduxGenCore

/// `Generator.contexts(for:)`, what `reduxgen context` prints: the contexts `generate` renders with, made by
/// the same code.
@Suite struct TemplateContextsTests {
    /// The options the context snapshots are made with (`ContextSnapshotTests`).
    static let options = GenerationOptions(access: .public, testModule: "Features")

    @Test func aFeatureContextIsItsSnapshotWithTheRunValues() throws {
        let contexts = try Generator(options: Self.options).contexts(for: [try GenerationFixtures.spec("specs/feed.yaml")])
        guard case .dictionary(var entries) = try contexts.feature(named: "Feed") else {
            Issue.record("the context is not a dictionary")
            return
        }
        #expect(entries.removeValue(forKey: "testImports") == ["Foundation", "ReduxRuntime", "ReduxRuntimeTesting", "Testing"])
        #expect(entries.removeValue(forKey: "mockImports") == ["Features", "Foundation", "ReduxRuntime"])
        #expect(entries.removeValue(forKey: "parameters") == [:])
        let snapshot = try String(
            contentsOf: GenerationFixtures.contextSnapshotsFolder.appendingPathComponent("Feed.json"), encoding: .utf8)
        #expect(TemplateContextJSON.text(of: .dictionary(entries)) == snapshot)
    }

    @Test func theDocumentHasAnAppContextOnlyWhenATemplateIsRenderedWithIt() throws {
        let counter = try GenerationFixtures.spec("specs/counter.yaml")
        let feed = try GenerationFixtures.spec("specs/feed.yaml")
        let one = try Generator(options: Self.options).contexts(for: [counter])
        #expect(one.app == nil)
        #expect(Self.keys(of: one.document) == ["features"])
        let two = try Generator(options: Self.options).contexts(for: [counter, feed])
        #expect(Self.keys(of: two.document) == ["app", "features"])
        guard case .dictionary(let document) = two.document, case .dictionary(let features)? = document["features"] else {
            Issue.record("the document has no features")
            return
        }
        #expect(features.keys.sorted() == ["Counter", "Feed"])
        #expect(features["Feed"] == two.features[1].context)

        var options = Self.options
        options.files = [FileTemplate(
            template: "Registration", output: try OutputNamePattern.parse("Registration.swift").get(), destination: .sources,
            scope: .app, location: SourceLocation(file: "reduxgen.yaml", line: 3, column: 5))]
        #expect(try Generator(options: options).contexts(for: [counter]).app != nil)
    }

    @Test func aTemplatePrintsTheValuesOfItsContext() throws {
        let probe = TemplateSource(
            name: "Probe", text: "{{feature}} {{testModule}} {{parameters.team}}{{#stateFields}} {{name}}{{/stateFields}}\n",
            origin: .file(path: "Templates/Probe.mustache"))
        var options = Self.options
        options.parameters = ["team": "Acme"]
        options.files = [FileTemplate(
            template: "Probe", output: try OutputNamePattern.parse("{{feature}}Probe.swift").get(), destination: .sources,
            scope: .feature, location: SourceLocation(file: "reduxgen.yaml", line: 3, column: 5))]
        let generator = Generator(templates: TemplateSet.builtIn.overridden(by: [probe]), options: options)
        let spec = try GenerationFixtures.spec("specs/feed.yaml")
        let file = try #require(try generator.generate([spec]).first { $0.relativePath == "FeedProbe.swift" })
        guard case .dictionary(let context) = try generator.contexts(for: [spec]).feature(named: "Feed"),
              case .string(let feature)? = context["feature"], case .string(let module)? = context["testModule"],
              case .dictionary(let parameters)? = context["parameters"], case .string(let team)? = parameters["team"],
              case .array(let fields)? = context["stateFields"] else {
            Issue.record("the context lacks a key the probe prints")
            return
        }
        let names = fields.map { field -> String in
            guard case .dictionary(let entries) = field, case .string(let name)? = entries["name"] else { return "?" }
            return " " + name
        }
        #expect(file.contents.hasSuffix(". Do not edit.\n\(feature) \(module) \(team)\(names.joined())\n"), "\(file.contents)")
    }

    @Test func anUnknownFeatureNamesTheFeaturesAndTheClosest() throws {
        let contexts = try Generator(options: Self.options).contexts(for: [try GenerationFixtures.spec("specs/counter.yaml")])
        #expect {
            _ = try contexts.feature(named: "Countr")
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message)
                == ["no feature 'Countr' in the specs of this run (Counter); did you mean 'Counter'?"]
        }
    }

    static func keys(of value: TemplateValue) -> [String] {
        guard case .dictionary(let entries) = value else { return [] }
        return entries.keys.sorted()
    }
}
