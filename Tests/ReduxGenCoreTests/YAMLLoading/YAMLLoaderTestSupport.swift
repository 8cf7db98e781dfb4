import ReduxGenCore

/// The file name every in-memory test document is loaded as.
let testFile = "spec.yaml"

/// Loads `text` as a spec document.
func loadYAML(_ text: String, limits: YAMLLoaderLimits = .default) throws(DiagnosticsError) -> YAMLNode {
    try YAMLLoader(limits: limits).loadDocument(bytes: Array(text.utf8), file: testFile)
}

/// The diagnostics loading `bytes` fails with, or `nil` when it loads.
func loadingErrors(_ bytes: [UInt8], limits: YAMLLoaderLimits = .default) -> [Diagnostic]? {
    do {
        _ = try YAMLLoader(limits: limits).loadDocument(bytes: bytes, file: testFile)
        return nil
    } catch {
        return error.diagnostics
    }
}

/// The diagnostics loading `text` fails with, or `nil` when it loads.
func loadingErrors(_ text: String, limits: YAMLLoaderLimits = .default) -> [Diagnostic]? {
    loadingErrors(Array(text.utf8), limits: limits)
}

/// A location in the test file.
func at(_ line: Int, _ column: Int) -> SourceLocation {
    SourceLocation(file: testFile, line: line, column: column)
}

extension YAMLNode {
    /// The scalar text, or `nil` when this is no scalar.
    var text: String? { scalar?.value }
}
