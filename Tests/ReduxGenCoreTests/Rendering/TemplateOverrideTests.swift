import Foundation
import Testing
@testable import ReduxGenCore

/// A user's templates folder replaces built-ins one file at a time.
@Suite struct TemplateOverrideTests {
    /// Built-ins of a small feature: a file template using two partials.
    static let builtIns = [
        RenderingFixtures.builtIn("State", "{{> _header}}\nstruct {{name}}State {}\n{{> _footer}}\n"),
        RenderingFixtures.builtIn("_header", "// built-in header for {{name}}\n"),
        RenderingFixtures.builtIn("_footer", "// built-in footer\n"),
    ]

    static func renderer(overriding files: [String: String]) throws -> (TemplateRenderer, folder: String) {
        let folder = try RenderingFixtures.temporaryFolder()
        try RenderingFixtures.write(files, into: folder)
        let overrides = try TemplateOverrideFolder(path: folder, builtIns: builtIns).read()
        let set = TemplateSet(builtIns).overridden(by: overrides.templates)
        return (try TemplateRenderer(templates: set, warnings: overrides.diagnostics), folder)
    }

    @Test func overridingOnePartialKeepsTheRest() throws {
        let (renderer, folder) = try Self.renderer(overriding: ["_header.mustache": "// Copyright Example Corp. {{name}}\n"])
        defer { RenderingFixtures.remove(folder) }
        let output = try renderer.render(templateNamed: "State", context: ["name": "Feed"])
        #expect(output == "// Copyright Example Corp. Feed\nstruct FeedState {}\n// built-in footer\n")
        #expect(renderer.templates["_header"]?.origin == .file(path: folder + "/_header.mustache"))
        #expect(renderer.templates["State"]?.origin == .builtIn)
        #expect(renderer.warnings.isEmpty)
    }

    @Test func overriddenTemplateCanIncludeBuiltInAndUserPartials() throws {
        let (renderer, folder) = try Self.renderer(overriding: [
            "State.mustache": "{{> _header}}\n{{> _extra}}\nstruct Custom{{name}} {}\n",
            "_extra.mustache": "// extra\n",
        ])
        defer { RenderingFixtures.remove(folder) }
        let output = try renderer.render(templateNamed: "State", context: ["name": "Feed"])
        #expect(output == "// built-in header for Feed\n// extra\nstruct CustomFeed {}\n")
        #expect(renderer.warnings.isEmpty)
    }

    @Test func unknownFilesInTheFolderAreWarnedAboutAndIgnored() throws {
        let (renderer, folder) = try Self.renderer(overriding: [
            "Stat.mustache": "typo",
            "notes.txt": "not a template",
            "2Bad.mustache": "bad name",
            ".hidden": "skipped silently",
        ])
        defer { RenderingFixtures.remove(folder) }
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: false)
        let warnings = try TemplateOverrideFolder(path: folder, builtIns: Self.builtIns).read().diagnostics
        #expect(warnings.allSatisfy { $0.severity == .warning })
        #expect(warnings.map(\.message) == [
            "'2Bad' is not a valid template name (letters, digits and '_', not starting with a digit); it is ignored",
            "'Stat' does not override a built-in template and no entry of 'files:' in reduxgen.yaml names it, so it is ignored; "
                + "did you mean 'State'?",
            "'notes.txt' is not a template (templates end in .mustache); it is ignored",
            "'sub' is a folder; template folders are not searched recursively, so it is ignored",
        ])
        #expect(warnings.first?.location == .startOfFile(folder + "/2Bad.mustache"))
        #expect(renderer.warnings.count == 3)
        #expect(try renderer.render(templateNamed: "State", context: ["name": "A"]).contains("struct AState"))
    }

    @Test func unusedUserPartialIsWarnedAbout() throws {
        let (renderer, folder) = try Self.renderer(overriding: ["_heder.mustache": "// typo\n"])
        defer { RenderingFixtures.remove(folder) }
        #expect(renderer.warnings == [
            .warning("partial '_heder' is not included by any template; did you mean '_header'?", at: .startOfFile(folder + "/_heder.mustache")),
        ])
    }

    @Test func missingFolderIsAnError() {
        #expect {
            try TemplateOverrideFolder(path: "/nonexistent/reduxgen-templates").read()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.first?.message.contains("'/nonexistent/reduxgen-templates'") == true
        }
    }

    @Test func templateThatIsNotUTF8IsALocatedError() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try Data([0x7B, 0x7B, 0xFF, 0xFE, 0x7D, 0x7D]).write(to: URL(fileURLWithPath: folder + "/_header.mustache"))
        #expect {
            try TemplateOverrideFolder(path: folder, builtIns: Self.builtIns).read()
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics == [
                .error("this template is not UTF-8 text", at: .startOfFile(folder + "/_header.mustache")),
            ]
        }
    }

    @Test func syntaxErrorInAnOverrideNamesTheUsersFile() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try RenderingFixtures.write(["_header.mustache": "// ok\n{{#open}}\n"], into: folder)
        #expect {
            try TemplateRenderer(overridesDirectory: folder)
        } throws: { error in
            let diagnostic = (error as? DiagnosticsError)?.diagnostics.first
            return diagnostic?.location?.file == folder + "/_header.mustache" && diagnostic?.severity == .error
        }
    }

    @Test func realBuiltInHeaderCanBeOverridden() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try RenderingFixtures.write(["_header.mustache": "// {{specPath}} (generated)\n"], into: folder)
        let renderer = try TemplateRenderer(overridesDirectory: folder)
        #expect(try renderer.render(templateNamed: "_header", context: ["specPath": "a.yaml"]) == "// a.yaml (generated)\n")
        #expect(try TemplateRenderer(overridesDirectory: nil).templates == .builtIn)
    }

    @Test func pipesAndOtherSpecialFilesAreIgnoredNotRead() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        #expect(mkfifo(folder + "/_header.mustache", 0o600) == 0)
        let result = try TemplateOverrideFolder(path: folder, builtIns: Self.builtIns).read()
        #expect(result.templates.isEmpty)
        #expect(result.diagnostics.map(\.message) == ["'_header.mustache' is not a regular file; it is ignored"])
    }

    @Test func symbolicLinksToTemplatesAreFollowed() throws {
        let folder = try RenderingFixtures.temporaryFolder()
        defer { RenderingFixtures.remove(folder) }
        try RenderingFixtures.write(["real.txt": "// linked\n"], into: folder)
        try FileManager.default.createSymbolicLink(atPath: folder + "/_header.mustache", withDestinationPath: folder + "/real.txt")
        let result = try TemplateOverrideFolder(path: folder, builtIns: Self.builtIns).read()
        #expect(result.templates.map(\.text) == ["// linked\n"])
    }
}
