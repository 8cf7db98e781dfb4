import Foundation
import PackagePlugin

/// Builds `Templates/*.mustache` (at the package root) into the target it is applied to, as a generated
/// Swift source, so the templates travel inside the `reduxgen` binary and `Templates/` stays their only
/// source.
@main
struct EmbedTemplatesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templatesDirectory = context.package.directoryURL.appending(path: "Templates")
        let templateFiles = try FileManager.default
            .contentsOfDirectory(at: templatesDirectory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templateFiles.count) templates from Templates/",
                executable: try context.tool(named: "TemplateEmbedder").url,
                arguments: [output.path(percentEncoded: false)] + templateFiles.map { $0.path(percentEncoded: false) },
                inputFiles: templateFiles,
                outputFiles: [output]
            )
        ]
    }
}
