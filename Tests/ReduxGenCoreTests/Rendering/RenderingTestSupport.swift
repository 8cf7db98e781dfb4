import Foundation
@testable import ReduxGenCore

/// Test-only templates and helpers for the Rendering tests.
enum RenderingFixtures {
    /// A template as if it were built in.
    static func builtIn(_ name: String, _ text: String) -> TemplateSource {
        TemplateSource(name: name, text: text, origin: .builtIn)
    }

    /// A renderer for exactly these built-in-like templates.
    static func renderer(_ templates: [String: String]) throws -> TemplateRenderer {
        try TemplateRenderer(templates: TemplateSet(templates.map { builtIn($0.key, $0.value) }))
    }

    /// The diagnostics a renderer for these templates fails with, or `[]` when it does not fail.
    static func errors(_ templates: [String: String]) -> [Diagnostic] {
        do {
            _ = try renderer(templates)
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            return [.error("unexpected error \(error)", at: nil)]
        }
    }

    /// A fresh, empty folder under the system's temporary folder.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("reduxgen-rendering-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Removes a folder `temporaryFolder()` made.
    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes `files` (name → text) into `folder`.
    static func write(_ files: [String: String], into folder: String) throws {
        for (name, text) in files {
            try Data(text.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
        }
    }
}
