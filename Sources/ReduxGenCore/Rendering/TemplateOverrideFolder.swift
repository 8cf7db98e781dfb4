import Foundation

/// Reads a user's template folder (`--templates DIR`): the `.mustache` files in it that replace
/// built-in templates of the same name, the team's own templates that `files:` of `reduxgen.yaml` names,
/// and the partials it adds.
///
/// Only the folder's own files are read, not its subfolders. Hidden files are skipped silently; anything
/// else that cannot be used (another kind of file, a subfolder, a name that breaks the naming rules, a
/// template that matches no built-in and no entry of `files:`) gets a warning and is ignored.
public struct TemplateOverrideFolder: Sendable {
    /// The largest template file read, in bytes; larger files are reported rather than loaded.
    public static let maximumFileSize = 1 << 20

    /// The folder's path, as the user named it.
    public var path: String
    /// The built-in templates overrides are checked against.
    public var builtIns: [TemplateSource]
    /// The names of the team's own templates, which `files:` names: read although no built-in has them.
    public var ownTemplates: Set<String>
    /// Where the folder is named (`templates:` in `reduxgen.yaml`), for the error when it cannot be read;
    /// nil for `--templates`.
    public var namedAt: SourceLocation?

    /// A reader for the folder at `path`.
    public init(
        path: String, builtIns: [TemplateSource] = BuiltInTemplates.all, ownTemplates: Set<String> = [],
        namedAt: SourceLocation? = nil
    ) {
        self.path = path
        self.namedAt = namedAt
        self.builtIns = builtIns
        self.ownTemplates = ownTemplates
    }

    /// The usable templates in the folder, sorted by name, and warnings about everything else.
    ///
    /// Throws when the folder cannot be read or a template file is not UTF-8 text; the error carries
    /// the warnings found so far too, and is an I/O failure when a folder or file could not be read.
    public func read() throws(DiagnosticsError) -> (templates: [TemplateSource], diagnostics: [Diagnostic]) {
        var diagnostics = DiagnosticCollector()
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        } catch {
            throw DiagnosticsError(.error(
                "cannot read the templates folder '\(path)': it does not exist or is not a readable folder", at: namedAt),
                isIOFailure: true)
        }
        let builtInNames = Set(builtIns.map(\.name))
        var templates: [TemplateSource] = []
        var unreadableFiles = false
        for entry in entries where !entry.hasPrefix(".") {
            let filePath = Self.path(of: entry, in: path)
            if let template = readTemplate(
                entry, at: filePath, builtInNames: builtInNames, diagnostics: &diagnostics, unreadable: &unreadableFiles) {
                templates.append(template)
            }
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.sorted, isIOFailure: unreadableFiles) }
        return (templates, diagnostics.sorted)
    }

    private func readTemplate(
        _ entry: String,
        at filePath: String,
        builtInNames: Set<String>,
        diagnostics: inout DiagnosticCollector,
        unreadable: inout Bool
    ) -> TemplateSource? {
        let fileLocation = SourceLocation.startOfFile(filePath)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: filePath, isDirectory: &isFolder), isFolder.boolValue {
            diagnostics.warning("'\(entry)' is a folder; template folders are not searched recursively, so it is ignored", at: fileLocation)
            return nil
        }
        let type = (try? FileManager.default.attributesOfItem(atPath: filePath)[.type]) as? FileAttributeType
        guard type == .typeRegular || type == .typeSymbolicLink && isRegularFile(following: filePath) else {
            diagnostics.warning("'\(entry)' is not a regular file; it is ignored", at: fileLocation)
            return nil
        }
        guard let name = TemplateName.fromFileName(entry) else {
            diagnostics.warning("'\(entry)' is not a template (templates end in .\(TemplateName.fileExtension)); it is ignored", at: fileLocation)
            return nil
        }
        guard TemplateName.isValid(name) else {
            diagnostics.warning("'\(name)' is not a valid template name (letters, digits and '_', not starting with a digit); it is ignored", at: fileLocation)
            return nil
        }
        if !TemplateName.isPartial(name), !builtInNames.contains(name), !ownTemplates.contains(name) {
            let candidates = builtInNames.filter { !TemplateName.isPartial($0) }.union(ownTemplates)
            let hint = Suggestion.didYouMean(name, among: candidates)
            diagnostics.warning(
                "'\(name)' does not override a built-in template and no entry of 'files:' in reduxgen.yaml names it, "
                    + "so it is ignored\(hint)",
                at: fileLocation)
            return nil
        }
        guard let text = readText(at: filePath, diagnostics: &diagnostics, unreadable: &unreadable) else { return nil }
        return TemplateSource(name: name, text: text, origin: .file(path: filePath))
    }

    private func readText(at filePath: String, diagnostics: inout DiagnosticCollector, unreadable: inout Bool) -> String? {
        let location = SourceLocation.startOfFile(filePath)
        guard let handle = FileHandle(forReadingAtPath: filePath) else {
            diagnostics.error("cannot read this template file", at: location)
            unreadable = true
            return nil
        }
        defer { try? handle.close() }
        let data = (try? handle.read(upToCount: Self.maximumFileSize + 1)) ?? Data()
        guard data.count <= Self.maximumFileSize else {
            diagnostics.error("this template is larger than \(Self.maximumFileSize / 1024) KiB; templates that big are not read", at: location)
            return nil
        }
        guard let text = String(data: data, encoding: .utf8) else {
            diagnostics.error("this template is not UTF-8 text", at: location)
            return nil
        }
        return text
    }

    /// Whether a symbolic link leads to a regular file (not a folder, device or pipe, which could block).
    private func isRegularFile(following link: String) -> Bool {
        let target = URL(fileURLWithPath: link).resolvingSymlinksInPath().path
        let type = (try? FileManager.default.attributesOfItem(atPath: target)[.type]) as? FileAttributeType
        return type == .typeRegular
    }

    /// The path of `entry` in `folder`, keeping the folder's path as the user wrote it.
    static func path(of entry: String, in folder: String) -> String {
        folder.hasSuffix("/") ? folder + entry : folder + "/" + entry
    }
}
