import Foundation
import Testing
@testable import ReduxGenCore

/// `files:` and `parameters:` of reduxgen.yaml: what a team adds to the generated code, read with located
/// errors for every entry that cannot be used.
@Suite struct TeamFilesConfigurationTests {
    private func read(_ text: String) throws -> Result<ProjectConfiguration, DiagnosticsError> {
        let folder = try TemporaryFolder()
        try folder.write("reduxgen.yaml", text)
        do {
            return .success(try ProjectConfigurationReader().read(path: folder.url("reduxgen.yaml")))
        } catch {
            // Paths without the folder, so the expected lines are short.
            let lines = error.diagnostics.map { diagnostic in
                var shortened = diagnostic
                shortened.location?.file = "reduxgen.yaml"
                return shortened
            }
            return .failure(DiagnosticsError(lines))
        }
    }

    private func errors(_ text: String) throws -> [String] {
        guard case .failure(let error) = try read(text) else { return [] }
        return error.diagnostics.map(DiagnosticFormatter.textLine)
    }

    @Test func readsEntriesWithTheirDefaultsAndParameters() throws {
        let configuration = try read("""
            files:
              - template: FeatureView
                output: "Views/{{feature}}View.swift"
              - template: Registration.mustache
                output: Registration.swift
                destination: mocks
                per: app
            parameters:
              viewSpacing: 12
              prefix: App
              flags: { previews: true }
              modules: [Features, "Design"]
              ratio: 0.5
            """).get()
        #expect(configuration.files.map(\.template) == ["FeatureView", "Registration"])
        #expect(configuration.files.map(\.output.text) == ["Views/{{feature}}View.swift", "Registration.swift"])
        #expect(configuration.files.map(\.destination) == [.sources, .mocks])
        #expect(configuration.files.map(\.scope) == [.feature, .app])
        #expect(configuration.files.map(\.location.line) == [2, 4])
        #expect(configuration.files[0].output.path(feature: "RepoSearch") == "Views/RepoSearchView.swift")
        #expect(configuration.parameters == [
            "viewSpacing": 12, "prefix": "App", "flags": ["previews": true], "modules": ["Features", "Design"], "ratio": "0.5",
        ])
    }

    @Test func everyUnusableEntryIsALocatedError() throws {
        let lines = try errors("""
            files:
              - template: State
                output: "{{feature}}Screen.swift"
              - template: _row
                output: "{{feature}}Row.swift"
              - template: Screen
                output: "{{feature}}Screen.swift"
                destination: source
              - template: Screen
                output: "{{Feature}}Screen.swift"
              - template: Screen
                output: Screen.swift
              - template: Screen
                output: "Screens/{{feature}}Screen.swift"
                per: app
              - template: Screen
                output: "../{{feature}}Screen.swift"
              - template: Screen
                output: "{{feature}}Screen.txt"
              - template: Screen
                output: "/tmp/{{feature}}.swift"
              - template: Screen
                outptu: "{{feature}}.swift"
              - output: "{{feature}}Other.swift"
              - template: 9lives
                output: "{{feature}}Nine.swift"
            """)
        #expect(lines == [
            "reduxgen.yaml:2:15: error: 'State' is a built-in template, which writes its own files; to change them, put "
                + "State.mustache in the templates folder; a file of your own needs a template of another name",
            "reduxgen.yaml:4:15: error: '_row' is a partial (its name starts with '_'), which other templates include; "
                + "a template that writes a file has a name without it",
            "reduxgen.yaml:8:18: error: unknown value 'source' for 'destination'; did you mean 'sources'?",
            "reduxgen.yaml:10:14: error: the only placeholder an output name may hold is '{{feature}}', written exactly so",
            "reduxgen.yaml:12:13: error: a file written per feature needs '{{feature}}' in its name, or every feature would "
                + "write the same file; or write it once with 'per: app'",
            "reduxgen.yaml:14:13: error: a file written once per app has no feature to name: remove '{{feature}}', or write "
                + "it per feature with 'per: feature'",
            "reduxgen.yaml:17:14: error: no part of an output name may start with '.' ('.', '..' and hidden files are not written)",
            "reduxgen.yaml:19:14: error: the output name must end in '.swift'",
            "reduxgen.yaml:21:14: error: the output name must be a path relative to its output folder, not an absolute path",
            "reduxgen.yaml:22:5: error: missing key 'output' in an entry of 'files'",
            "reduxgen.yaml:23:5: error: unknown key 'outptu' in an entry of 'files'; did you mean 'output'?",
            "reduxgen.yaml:24:5: error: missing key 'template' in an entry of 'files'",
            "reduxgen.yaml:25:15: error: '9lives' is not a valid template name (letters, digits and '_', not starting with a digit)",
        ])
    }

    @Test func twoEntriesWritingOneFileAreAnErrorAtTheSecond() throws {
        let lines = try errors("""
            files:
              - template: Screen
                output: "Screens/{{feature}}Screen.swift"
              - template: OtherScreen
                output: "screens/{{feature}}screen.swift"
              - template: ScreenTests
                output: "Screens/{{feature}}Screen.swift"
                destination: tests
            """)
        #expect(lines == [
            "reduxgen.yaml:4:5: error: this entry writes 'screens/{{feature}}screen.swift' into sources, as the entry at "
                + "line 2 does; give each file a name of its own",
        ])
    }

    @Test func parameterNamesMustBeNamesTemplatesCanWrite() throws {
        let lines = try errors("parameters:\n  view.spacing: 1\n  ok-name_2: 2\n  \"a b\": 3\nfiles: none\n")
        #expect(lines == [
            "reduxgen.yaml:2:3: error: the parameter name 'view.spacing' may hold only ASCII letters, digits, '-' and '_', so templates can name it",
            "reduxgen.yaml:4:3: error: the parameter name 'a b' may hold only ASCII letters, digits, '-' and '_', so templates can name it",
            "reduxgen.yaml:5:8: error: expected a sequence for 'files', found a scalar",
        ])
    }
    /// docs/templates.md, "Parameters": names follow the rule at every depth, each error at its place.
    @Test func nestedParameterKeysMustBeNamesTemplatesCanWrite() throws {
        let lines = try errors("parameters:\n  view: { corner-radius: 8, a.b: 1 }\n  list: [{ \"c d\": 2 }, { ok: 3 }]\n")
        #expect(lines == [
            "reduxgen.yaml:2:29: error: the parameter key 'a.b' may hold only ASCII letters, digits, '-' and '_', so templates can name it",
            "reduxgen.yaml:3:12: error: the parameter key 'c d' may hold only ASCII letters, digits, '-' and '_', so templates can name it",
        ])
        let configuration = try read("parameters:\n  view: { corner-radius: 8 }\n").get()
        #expect(configuration.parameters["view"] == .dictionary(["corner-radius": .int(8)]))
    }

    @Test func anEmptyValueIsNamedNull() throws {
        #expect(try errors("files:\n") == ["reduxgen.yaml:1:7: error: expected a sequence for 'files', found null"])
    }
}
