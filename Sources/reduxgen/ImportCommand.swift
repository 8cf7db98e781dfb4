import ArgumentParser
import CommandLineSupport
import Foundation
import ReduxGenCore

/// `reduxgen import DOCUMENT --feature Name [--operations id,id...] [--tags tag,tag...]`: writes a starter spec from an
/// OpenAPI document.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Write a starter spec from an OpenAPI 3.0 or 3.1 document (YAML or JSON).",
        discussion: """
            The spec holds the models the chosen operations need, one endpoint per operation and a state \
            field for each response, all written out; it validates and generates as it is. What the spec \
            language cannot express is skipped with a warning that names the operation or schema. To keep \
            endpoints in sync with the document instead, reference it from a spec (api: { openapi: FILE } \
            and operation: ID); see docs/openapi.md. The spec file is never overwritten.

            A large API is imported one area at a time: --tags chooses the operations of the named \
            OpenAPI tags (with --operations, the operations either names), one feature per area.

            Exit codes: 0 written; 1 the document has errors or a named operation cannot be imported; \
            2 usage error, or a file cannot be read or written.
            """
    )

    @Argument(help: "The OpenAPI document.")
    var document: String

    @Option(help: "The feature's name: an UpperCamelCase Swift name such as Pets.")
    var feature: String

    @Option(help: "Comma-separated operationIds to import (default: every operation reduxgen can express).")
    var operations: String?

    @Option(help: "Comma-separated tags whose operations are imported, one feature per area of a large API.")
    var tags: String?

    @Option(help: "Where to write the spec (default: specs/NAME.redux.yaml).")
    var output: String?

    @OptionGroup var diagnostics: DiagnosticsOptions

    func validate() throws {
        if let problem = StarterFiles.featureNameProblem(feature, example: "Pets") {
            throw ValidationError(problem)
        }
        if let operations, commaSeparated(operations).isEmpty {
            throw ValidationError("--operations needs at least one operationId.")
        }
        if let tags, commaSeparated(tags).isEmpty {
            throw ValidationError("--tags needs at least one tag.")
        }
    }

    /// The names of a comma-separated list, each once, in the order first written.
    private func commaSeparated(_ list: String) -> [String] {
        var seen: Set<String> = []
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    func run() throws {
        let path = output ?? "specs/\(feature).redux.yaml"
        if FileManager.default.fileExists(atPath: path) {
            FileHandleOutput.standardError.write("error: \(path) already exists; reduxgen import never overwrites files, so nothing was written\n")
            throw ReduxGenExit.usageOrIO
        }
        guard FileManager.default.isReadableFile(atPath: document) else {
            let reason = FileManager.default.fileExists(atPath: document) ? "permission denied" : "no such file"
            diagnostics.report([.error("cannot read the OpenAPI document: \(reason)", at: .startOfFile(document))])
            throw ReduxGenExit.usageOrIO
        }
        let importer = OpenAPIImporter(
            feature: feature, operationIds: operations.map(commaSeparated), tags: tags.map(commaSeparated)
        )
        let result: OpenAPIImportResult
        do {
            result = try importer.run(documentPath: document, specFile: path)
        } catch {
            diagnostics.report(error.diagnostics)
            // A document that cannot be read (a folder, a device) is an I/O error, as a missing one is.
            throw error.isIOFailure ? ReduxGenExit.usageOrIO : ReduxGenExit.specErrors
        }
        diagnostics.report(result.diagnostics)
        do {
            let folder = (path as NSString).deletingLastPathComponent
            if !folder.isEmpty {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            try Data(result.specText.utf8).write(to: URL(fileURLWithPath: path), options: .withoutOverwriting)
        } catch {
            FileHandleOutput.standardError.write("error: cannot write \(path): \(error.localizedDescription)\n")
            throw ReduxGenExit.usageOrIO
        }
        if diagnostics.diagnosticsFormat == .text {
            FileHandleOutput.standardError.write("created \(path)\n")
        }
    }
}
