import Foundation
import Testing
@testable import ReduxGenCore

/// The templates built into the binary are exactly the files in `Templates/`.
@Suite struct BuiltInTemplatesTests {
    /// The root of the package this test file belongs to.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Rendering
        .deletingLastPathComponent()  // ReduxGenCoreTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()

    static let templatesFolder = packageRoot.appendingPathComponent("Templates")

    /// The committed Swift source that embeds `Templates/`.
    static let embeddedSourceFile = packageRoot.appendingPathComponent("Sources/ReduxGenCore/Rendering/EmbeddedTemplates.swift")

    static func templatesOnDisk() throws -> [String: String] {
        let files = try FileManager.default.contentsOfDirectory(atPath: templatesFolder.path)
        var result: [String: String] = [:]
        for file in files {
            guard let name = TemplateName.fromFileName(file) else { continue }
            let data = try Data(contentsOf: templatesFolder.appendingPathComponent(file))
            result[name] = String(decoding: data, as: UTF8.self)
        }
        return result
    }

    /// Fails with a diff when `EmbeddedTemplates.swift` is not what `Templates/` gives; rewrites it when
    /// `REDUXGEN_RECORD_EMBEDDED_TEMPLATES=1` is set.
    @Test func committedEmbeddedSourceIsUpToDate() throws {
        let onDisk = try Self.templatesOnDisk()
        let expected = EmbeddedTemplatesSource(templates: onDisk.keys.sorted().map { ($0, onDisk[$0] ?? "") }).text
        if ProcessInfo.processInfo.environment["REDUXGEN_RECORD_EMBEDDED_TEMPLATES"] == "1" {
            try Data(expected.utf8).write(to: Self.embeddedSourceFile, options: .atomic)
            Issue.record("rewrote \(Self.embeddedSourceFile.path); build and test again without REDUXGEN_RECORD_EMBEDDED_TEMPLATES")
            return
        }
        let committed = String(decoding: try Data(contentsOf: Self.embeddedSourceFile), as: UTF8.self)
        let isUpToDate = committed == expected  // compared here so a failure shows the diff, not both files
        #expect(
            isUpToDate,
            "EmbeddedTemplates.swift is out of date with Templates/; run: \(EmbeddedTemplatesSource.recordCommand)\n\(UnifiedDiff(oldLabel: "expected", newLabel: "committed").render(old: expected, new: committed))"
        )
    }

    @Test func embeddedSourceKeepsTrickyTextExactly() {
        let tricky = "let s = \"\\(x) \\\\ \"\"\" \\#(y)\"\r\n\ttab \u{1} end\n  \n\"\"\"#\n  "
        let source = EmbeddedTemplatesSource(templates: [("_tricky", tricky)]).text
        #expect(source.contains(##"let s = \"\\(x) \\\\ \"\"\" \\#(y)\"\r"##))
        #expect(source.contains("\ttab \\u{1} end\n  \n\\\"\\\"\\\"#\n  \n\"\"\"\n"))
    }

    @Test func embeddedTemplatesEqualTheTemplatesFolder() throws {
        let onDisk = try Self.templatesOnDisk()
        let embedded = Dictionary(uniqueKeysWithValues: BuiltInTemplates.all.map { ($0.name, $0.text) })
        #expect(embedded.keys.sorted() == onDisk.keys.sorted(), "rebuild: the embedded templates are not the files in Templates/")
        for (name, text) in onDisk {
            #expect(embedded[name] == text, "Templates/\(name).mustache differs from its embedded copy")
        }
    }

    @Test func builtInsAreSortedAndFollowTheNamingRules() {
        let names = BuiltInTemplates.all.map(\.name)
        #expect(!names.isEmpty)
        #expect(names == names.sorted())
        for name in names {
            #expect(TemplateName.isValid(name), "'\(name)' breaks the template naming rules")
        }
    }

    @Test func builtInsParseAndTheirPartialsResolve() throws {
        let renderer = try TemplateRenderer()
        #expect(renderer.warnings.isEmpty)
        #expect(renderer.templates.names == BuiltInTemplates.all.map(\.name))
    }

    /// A run skips these checks for the unchanged built-ins, so they must find nothing.
    @Test func builtInsNeedNoNestingOrPartialChecks() {
        for template in BuiltInTemplates.all {
            #expect(TemplateParser.firstTagBeyondMaximumDepth(in: template.text) == nil, "\(template.name) nests too deep")
            #expect(TemplateSet.isUnchangedBuiltIn(template))
        }
        #expect(TemplateSet.builtIn.isUnchangedBuiltIn)
        #expect(PartialGraphCheck(templates: .builtIn).checkedDiagnostics().isEmpty)
    }

    /// A template that only claims to be built in, or a changed built-in, is still checked.
    @Test func changedBuiltInsAreStillChecked() throws {
        let header = try #require(BuiltInTemplates.named("_header"))
        var changed = header
        changed.text += "{{> _missing}}"
        #expect(!TemplateSet.isUnchangedBuiltIn(changed))
        let set = TemplateSet.builtIn.overridden(by: [changed])
        #expect(!set.isUnchangedBuiltIn)
        #expect(!PartialGraphCheck(templates: set).diagnostics().isEmpty)
        let invented = TemplateSource(name: "_invented", text: "", origin: .builtIn)
        #expect(!TemplateSet.isUnchangedBuiltIn(invented))
    }

    /// The generator writes the generated-file marker itself; `_header` adds lines under it and is empty by default.
    @Test func headerPartialIsEmptyByDefault() throws {
        let header = try #require(BuiltInTemplates.named("_header"))
        #expect(header.isPartial)
        #expect(header.path == "Templates/_header.mustache")
        let output = try TemplateRenderer().render(templateNamed: "_header", context: ["specPath": "specs/feed.yaml"])
        #expect(output == "")
    }

    @Test func closestNameSuggestsABuiltIn() {
        #expect(BuiltInTemplates.closestName(to: "_headr") == "_header")
        #expect(BuiltInTemplates.closestName(to: "Completely") == nil)
    }
}
