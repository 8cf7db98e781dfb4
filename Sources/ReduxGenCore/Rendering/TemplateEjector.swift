import Foundation

/// Writes the built-in templates to a folder, as the starting point of a user's overrides
/// (`reduxgen templates eject DIR`).
public struct TemplateEjector: Sendable {
    /// The templates written.
    public var templates: [TemplateSource]

    /// An ejector for `templates`, the built-ins unless told otherwise.
    public init(templates: [TemplateSource] = BuiltInTemplates.all) {
        self.templates = templates
    }

    /// Writes every template to `directory` as `NAME.mustache`, creating the folder if needed, and
    /// returns the paths written.
    ///
    /// Unless `overwrite` is set, nothing is written when any of the files already exists (a symbolic link
    /// counts, even one whose target is gone); the error names each one.
    public func eject(to directory: String, overwrite: Bool) throws(DiagnosticsError) -> [String] {
        let fileManager = FileManager.default
        let paths = templates.map { TemplateOverrideFolder.path(of: TemplateName.fileName(of: $0.name), in: directory) }
        if !overwrite {
            // `attributesOfItem` does not follow a symbolic link, so a link of the user's, even one whose
            // target is gone, counts as existing and is never replaced.
            let existing = paths.filter { (try? fileManager.attributesOfItem(atPath: $0)) != nil }
            if !existing.isEmpty {
                throw DiagnosticsError(existing.map {
                    .error("'\($0)' already exists; nothing was written (use --force to overwrite)", at: nil)
                })
            }
        }
        var isFolder: ObjCBool = false
        if fileManager.fileExists(atPath: directory, isDirectory: &isFolder), !isFolder.boolValue {
            throw DiagnosticsError(.error("'\(directory)' exists and is not a folder", at: nil))
        }
        do {
            try fileManager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw DiagnosticsError(.error("cannot create the folder '\(directory)': a folder it is in is a file or is not writable", at: nil))
        }
        for (template, path) in zip(templates, paths) {
            do {
                try Data(template.text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw DiagnosticsError(.error("cannot write '\(path)': \(error.localizedDescription)", at: nil))
            }
        }
        return paths
    }
}
