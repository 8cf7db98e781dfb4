/// Where one generated file would be written, after every symbolic link on the way was followed and checked.
struct ResolvedTarget: Sendable {
    /// The absolute path, free of symbolic links and inside the output folder's real path.
    var realPath: String
    /// What is there now: `.file`, or `nil` when the file does not exist.
    var existingKind: FileSystemItemKind?
    /// Folders below the output folder that must be created first, parent first (absolute paths).
    var directoriesToCreate: [String]

    /// Follows `components` from the output folder, refusing anything that leaves it or is not a plain file.
    ///
    /// `displayPath` names the file in messages.
    static func resolve(
        components: [String], in folder: ResolvedOutputFolder, displayPath: String, fileSystem: some FileSystem
    ) throws(DiagnosticsError) -> ResolvedTarget {
        let location = SourceLocation.startOfFile(displayPath)
        if !folder.exists {
            return missing(components[...], below: folder.realPath)
        }
        var current = folder.realPath
        for (index, name) in components.enumerated() {
            let isLast = index == components.count - 1
            var candidate = OutputPaths.join(current, name)
            var kind = fileSystem.itemKind(atPath: candidate)
            if kind == nil {
                return missing(components[index...], below: current)
            }
            if kind == .symbolicLink {
                let resolved: String
                do {
                    resolved = try fileSystem.resolvingSymbolicLinks(atPath: candidate)
                } catch {
                    throw DiagnosticsError(.error(
                        "'\(displayPath)' cannot be written: '\(candidate)' is a symbolic link that leads nowhere (\(error.reason))",
                        at: location))
                }
                let inside = isLast
                    ? OutputPaths.isStrictlyInside(resolved, folder.realPath)
                    : OutputPaths.isInsideOrEqual(resolved, to: folder.realPath)
                guard inside else {
                    throw DiagnosticsError(.error(
                        "'\(displayPath)' cannot be written: the symbolic link '\(candidate)' leads to '\(resolved)', "
                            + "outside the output folder '\(folder.displayPath)'; reduxgen never writes outside its output folders",
                        at: location))
                }
                candidate = resolved
                kind = fileSystem.itemKind(atPath: resolved)
            }
            switch (kind, isLast) {
            case (.directory?, false):
                current = candidate
            case (.file?, true):
                return ResolvedTarget(realPath: candidate, existingKind: .file, directoriesToCreate: [])
            case (.directory?, true):
                throw DiagnosticsError(.error("'\(displayPath)' cannot be written: a folder of that name exists", at: location))
            case (.file?, false):
                throw DiagnosticsError(.error(
                    "'\(displayPath)' cannot be written: '\(candidate)' is a file, not a folder", at: location))
            default:
                throw DiagnosticsError(.error(
                    "'\(displayPath)' cannot be written: '\(candidate)' is not a regular file or folder", at: location))
            }
        }
        throw DiagnosticsError(.error("'\(displayPath)' is not a file path", at: location))
    }

    /// A target whose folder `parent` exists (or will) and whose remaining `components` do not.
    private static func missing(_ components: ArraySlice<String>, below parent: String) -> ResolvedTarget {
        var folders: [String] = []
        var path = parent
        for name in components.dropLast() {
            path = OutputPaths.join(path, name)
            folders.append(path)
        }
        return ResolvedTarget(
            realPath: OutputPaths.join(path, components.last!), existingKind: nil, directoriesToCreate: folders)
    }
}
