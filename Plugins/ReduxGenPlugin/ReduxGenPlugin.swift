import Foundation
import PackagePlugin

/// Generates a target's Redux features at build time from the `*.redux.yaml` specs in its folder.
///
/// The plugin adds one build command (not a prebuild command) that names its inputs — the specs, the
/// optional `reduxgen.yaml`, any `*.mustache` template overrides, the OpenAPI documents the specs
/// reference (`api: { openapi: ... }`) and the tool itself — and its outputs,
/// which follow from the spec file names and the configuration's `files:` (see ``ReduxGenBuildLayout``). The build system therefore
/// reruns reduxgen only when one of the inputs changes, and an unchanged rebuild does no generation.
@main
struct ReduxGenPlugin {
    /// The build command for a target whose files are `inputFiles`.
    func buildCommands(
        targetName: String,
        inputFiles: [URL],
        workDirectory: URL,
        tool: URL
    ) -> [Command] {
        let specs = inputFiles.filter(ReduxGenBuildLayout.isSpec).sorted { $0.path < $1.path }
        guard !specs.isEmpty else {
            Diagnostics.warning("\(targetName): no *.redux.yaml spec in the target's folder; ReduxGenPlugin generates nothing")
            return []
        }
        let configuration = inputFiles.first(where: ReduxGenBuildLayout.isConfiguration)
        let templates = inputFiles.filter { $0.pathExtension == "mustache" }
        // A spec that references an OpenAPI document is regenerated when the document changes.
        let documents = specs.flatMap { spec in
            (try? String(contentsOf: spec, encoding: .utf8)).map { ReduxGenBuildLayout.openAPIDocuments(inSpecText: $0, at: spec) } ?? []
        }
        let output = workDirectory.appending(path: "GeneratedSources", directoryHint: .isDirectory)

        // The team's own files (`files:` of the configuration) are outputs too.
        let teamFiles = configuration.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
            .map(ReduxGenBuildLayout.fileEntries(inConfigurationText:)) ?? []
        let outputNames = ReduxGenBuildLayout.outputFileNames(forSpecs: specs, files: teamFiles)

        var arguments = ["generate", "--fixed-outputs", "--output", output.path]
        if let configuration { arguments += ["--config", configuration.path] }
        // The tool checks that it writes exactly these files, which the build compiles.
        arguments += outputNames.flatMap { ["--declared-output", $0] }
        arguments += specs.map(\.path)

        let outputFiles = outputNames.map {
            output.appending(path: $0, directoryHint: .notDirectory)
        }
        var inputs: [URL] = specs
        if let configuration { inputs.append(configuration) }
        inputs += templates
        inputs += documents
        inputs.append(tool)
        return [
            .buildCommand(
                displayName: "Generating Redux features of \(targetName) from \(specs.count) spec\(specs.count == 1 ? "" : "s")",
                executable: tool,
                arguments: arguments,
                inputFiles: inputs,
                outputFiles: outputFiles
            ),
        ]
    }
}

extension ReduxGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        return buildCommands(
            targetName: target.name,
            inputFiles: sourceTarget.sourceFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "reduxgen").url
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ReduxGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        buildCommands(
            targetName: target.displayName,
            inputFiles: target.inputFiles.map(\.url),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "reduxgen").url
        )
    }
}
#endif
