@testable import ReduxGenCore

/// Loads, decodes and validates spec text the way `SpecReader` does a file.
func readSpec(_ text: String, file: String = "test.yaml") -> (spec: FeatureSpec?, diagnostics: [Diagnostic]) {
    do {
        let root = try YAMLLoader().loadDocument(bytes: Array(text.utf8), file: file)
        let (spec, diagnostics, _) = SpecReader.decodeAndValidate(root, file: file)
        return (spec, diagnostics)
    } catch {
        return (nil, error.diagnostics)
    }
}

/// The diagnostics of spec text as compiler-style lines.
func diagnosticLines(_ text: String) -> [String] {
    readSpec(text).diagnostics.flatMap { [$0] + $0.notes }.map(DiagnosticFormatter.textLine)
}
