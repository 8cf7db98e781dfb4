/// An output folder located on disk: its real path and the folders a run must create for it to exist.
struct ResolvedOutputFolder: Sendable {
    var root: OutputRoot
    /// The folder as the user named it.
    var displayPath: String
    /// The absolute path with symbolic links resolved. When the folder does not exist yet, this is the
    /// resolved nearest existing ancestor followed by the missing components.
    var realPath: String
    /// The absolute paths of the missing folders from the nearest existing ancestor down, parent first.
    var missingDirectories: [String]

    var exists: Bool { missingDirectories.isEmpty }

    /// Locates the folder named `displayPath`, or describes why it cannot be an output folder.
    static func resolve(
        _ displayPath: String, root: OutputRoot, in fileSystem: some FileSystem
    ) throws(DiagnosticsError) -> ResolvedOutputFolder {
        guard !displayPath.isEmpty, !displayPath.contains("\0") else {
            throw DiagnosticsError(.error("the output folder path '\(displayPath)' is not a valid path", at: nil))
        }
        var existing = OutputPaths.trimmingTrailingSlashes(displayPath)
        var missingNames: [String] = []
        while fileSystem.itemKind(atPath: existing) == nil {
            let (parent, name) = OutputPaths.split(existing)
            if parent == existing {
                throw DiagnosticsError(.error("cannot find any existing folder above the output folder '\(displayPath)'", at: nil))
            }
            missingNames.insert(name, at: 0)
            existing = parent
        }
        if missingNames.contains("..") {
            throw DiagnosticsError(.error(
                "the output folder path '\(displayPath)' uses '..' below a folder that does not exist; name the folder without '..'",
                at: nil))
        }
        let existingReal: String
        do {
            existingReal = try fileSystem.resolvingSymbolicLinks(atPath: existing)
        } catch {
            throw DiagnosticsError(.error("cannot use the output folder '\(displayPath)': \(error)", at: nil))
        }
        guard fileSystem.itemKind(atPath: existingReal) == .directory else {
            throw DiagnosticsError(.error("the output folder '\(displayPath)' cannot be created: '\(existing)' is not a folder", at: nil))
        }
        var realPath = existingReal
        var missingDirectories: [String] = []
        for name in missingNames where name != "." {
            realPath = OutputPaths.join(realPath, name)
            missingDirectories.append(realPath)
        }
        return ResolvedOutputFolder(
            root: root, displayPath: displayPath, realPath: realPath, missingDirectories: missingDirectories)
    }
}
