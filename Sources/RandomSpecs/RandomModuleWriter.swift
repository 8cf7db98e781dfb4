import Foundation
import ReduxGenCore

/// Writes random modules as a user's project holds them: the spec files, and the hand-written hooks of
/// custom actions that the generated code requires.
public enum RandomModuleWriter {
    /// Writes `files` into `folder/specs` and each custom action's hook into `folder/UserCode`, after
    /// checking that the specs validate together.
    ///
    /// - Returns: the diagnostics of validating the specs; the hooks are written only when there are none.
    @discardableResult
    public static func write(_ files: [RandomSpecFile], to folder: String) throws -> [Diagnostic] {
        let specs = folder + "/specs"
        let userCode = folder + "/UserCode"
        for path in [specs, userCode] {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        for file in files {
            try Data(file.tree.yaml.utf8).write(to: URL(fileURLWithPath: specs + "/" + file.fileName))
        }
        let read = SpecReader().read(paths: [specs])
        if !read.diagnostics.isEmpty { return read.diagnostics }
        // As generation resolves them: the values of other features (`app.<feature>.<field>`) first.
        for spec in AppValueResolver.resolve(read.specs).specs.map({ $0.indexingNames() }) {
            if let hooks = try hooksSource(for: spec) {
                try Data(hooks.utf8).write(to: URL(fileURLWithPath: userCode + "/" + spec.swiftName + "Hooks.swift"))
            }
        }
        return []
    }

    /// The hooks a user writes for the custom actions and the outcome `hooks:` of `spec` (generated with
    /// public access): each
    /// returns `.none`, or `nil` when the feature has no custom action.
    public static func hooksSource(for spec: FeatureSpec) throws -> String? {
        let feature = try FeatureResolver(access: .public, testModule: "Features").resolve(spec, specPath: spec.file)
        let requirements = feature.actions.compactMap(\.hookRequirement) + feature.endpoints.flatMap(\.outcomes.hookRequirements)
        if requirements.isEmpty { return nil }
        var lines = ["// The hand-written hooks of the custom actions of a random spec.", "import Foundation", "import ReduxRuntime", ""]
        lines.append("extension \(spec.swiftName)Hooks {")
        // Each declaration as the generated hook protocol writes it.
        let renderer = try TemplateRenderer()
        for requirement in requirements {
            // The partial is rendered in the feature's context, which names the effect's action type.
            guard case .dictionary(var context) = TemplateValueEncoder.encode(requirement) else { continue }
            context["feature"] = .string(spec.swiftName)
            let declaration = try renderer.render(templateNamed: "_hookRequirement", context: .dictionary(context))
                .trimmingCharacters(in: .newlines)
            lines.append(SwiftLineWrapper.wrap("    public " + declaration + " {"))
            lines.append("        .none")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
