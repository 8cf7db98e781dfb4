import Foundation
@testable import ReduxGenCore

/// Specs and documents written to a temporary folder, read the way `reduxgen` reads them.
enum OpenAPIFixtures {
    static let petstore = GenerationFixtures.packageRoot.appendingPathComponent("specs/openapi/petstore.yaml").path

    /// Reads `spec` (written as `folder/spec.yaml`) next to the files in `documents`.
    static func read(spec: String, documents: [String: String], in folder: TemporaryFolder) throws -> SpecReadResult {
        for (name, text) in documents { try folder.write(name, text) }
        try folder.write("spec.yaml", spec)
        return SpecReader().read(paths: [folder.url("spec.yaml")])
    }

    /// The diagnostics as `file:line:col: severity: message`, file names without the folder.
    static func lines(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map { diagnostic in
            let location = diagnostic.location.map { "\(($0.file as NSString).lastPathComponent):\($0.line):\($0.column): " } ?? ""
            return "\(location)\(diagnostic.severity.rawValue): \(diagnostic.message)"
        }
    }

    /// `reduxgen import` of `document` (saved as `doc.yaml`, or `doc.json`): the starter spec's text (empty
    /// when the import fails) and the diagnostics as `lines(_:)` writes them.
    static func importing(
        _ document: String, file: String = "doc.yaml", operations: [String]? = nil, tags: [String]? = nil
    ) throws -> (spec: String, diagnostics: [String]) {
        let folder = try TemporaryFolder()
        try folder.write(file, document)
        do {
            let result = try OpenAPIImporter(feature: "Imported", operationIds: operations, tags: tags).run(documentPath: folder.url(file), specFile: "imported.yaml")
            return (result.specText, lines(result.diagnostics))
        } catch {
            return ("", lines(error.diagnostics))
        }
    }

    /// The `paths` text (for `document(paths:)`) of one GET operation `id` at `path` answering with the
    /// component schema `schema`.
    static func getOperation(_ id: String, at path: String, returning schema: String) -> String {
        """
          \(path):
            get:
              operationId: \(id)
              responses: { "200": { description: ok, content: { application/json: { schema: { $ref: "#/components/schemas/\(schema)" } } } } }
        """
    }

    /// A minimal 3.1 document whose paths and schemas are the given YAML text (indented by two).
    static func document(version: String = "3.1.0", paths: String, schemas: String = "") -> String {
        var text = """
            openapi: "\(version)"
            info: { title: Test, version: "1" }
            servers: [{ url: "http://localhost:8080" }]
            paths:
            \(paths)
            """
        if !schemas.isEmpty { text += "\ncomponents:\n  schemas:\n\(schemas)" }
        return text + "\n"
    }
}
