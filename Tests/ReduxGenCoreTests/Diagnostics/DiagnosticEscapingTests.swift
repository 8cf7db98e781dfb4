import Testing
@testable import ReduxGenCore

/// Messages never carry raw control, line-separating or bidirectional-formatting characters from a spec:
/// printed raw, they would break a diagnostic over lines or reorder what a terminal shows.
@Suite struct DiagnosticEscapingTests {
    @Test(arguments: [
        ("\u{202E}", "\\u{202E}"), ("\u{2028}", "\\u{2028}"), ("\u{2029}", "\\u{2029}"), ("\u{85}", "\\u{85}"),
        ("\u{1B}", "\\u{1B}"), ("\u{200F}", "\\u{200F}"), ("\u{2066}", "\\u{2066}"), ("\n", "\\n"),
    ])
    func textDiagnosticsEscapeTheCharacter(raw: String, escaped: String) {
        let diagnostic = Diagnostic.error("unknown key 'a\(raw)b'", at: SourceLocation(file: "f.yaml", line: 1, column: 1))
        let text = DiagnosticFormatter(format: .text).render([diagnostic])
        #expect(text == "f.yaml:1:1: error: unknown key 'a\(escaped)b'\n")
    }

    @Test func jsonDiagnosticsEscapeBidiCharactersToo() {
        let diagnostic = Diagnostic.error("name 'a\u{202E}b'", at: nil)
        let text = DiagnosticFormatter(format: .json).render([diagnostic])
        #expect(!text.unicodeScalars.contains("\u{202E}"))
        #expect(text.contains(#"a\\u{202E}b"#))
    }

    @Test func notesAreEscaped() {
        let diagnostic = Diagnostic.error("x", at: nil, notes: [.note("first 'a\u{2029}b' here", at: nil)])
        let text = DiagnosticFormatter(format: .text).render([diagnostic])
        #expect(text == "error: x\nnote: first 'a\\u{2029}b' here\n")
    }

    @Test func aFeatureNameWithABidiOverrideIsPrintedEscaped() {
        let text = "feature: \"Ab\u{202E}cd\"\n"
        let diagnostics = SpecReader.readSpec(bytes: Array(text.utf8), file: "test.yaml").diagnostics
        #expect(!diagnostics.isEmpty)
        let rendered = DiagnosticFormatter(format: .text).render(diagnostics)
        #expect(!rendered.unicodeScalars.contains("\u{202E}"), "\(rendered)")
        #expect(rendered.contains("\\u{202E}"), "\(rendered)")
    }

    @Test func ordinaryTextIsUnchanged() {
        let diagnostic = Diagnostic.error("type 'Straße' — did you mean 'String'? 日本", at: nil)
        #expect(DiagnosticFormatter(format: .text).render([diagnostic]) == "error: type 'Straße' — did you mean 'String'? 日本\n")
    }
}
