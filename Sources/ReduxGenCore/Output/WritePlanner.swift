import Foundation

/// One planning pass of ``OutputWriter``: resolves the output folders and every file in them, checks the
/// rules and collects every problem, so that a run reports all of them at once.
struct WritePlanner {
    var fileSystem: any FileSystem
    var options: WriteOptions
    var diagnostics = DiagnosticCollector()
    var changes: [PlannedChange] = []
    var extraFiles: [String] = []
    var leftoverTemporaryFiles: [(displayPath: String, realPath: String)] = []
    var directoriesToCreate: [String] = []
    /// Real paths this run writes, with the display path that first claimed each.
    var claimed: [String: String] = [:]
    /// The same, keyed by the lower-cased real path, to find paths that differ only in letter case.
    var claimedIgnoringCase: [String: String] = [:]
    /// Folders already checked for write permission, with the verdict.
    var writableFolders: [String: Bool] = [:]
    /// The largest existing file this run reads (see `OutputWriter.readLimit(forLargestGeneratedFile:)`).
    var readLimit = OutputWriter.maximumFileSize

    init(fileSystem: any FileSystem, options: WriteOptions) {
        self.fileSystem = fileSystem
        self.options = options
    }

    mutating func plan(_ files: [GeneratedFile], into locations: OutputLocations) throws(DiagnosticsError) -> WritePlan {
        readLimit = OutputWriter.readLimit(forLargestGeneratedFile: files.map(\.utf8.count).max() ?? 0)
        let folders = resolveFolders(locations)
        try throwIfFailed()
        for file in files {
            planWrite(of: file, folders: folders)
        }
        for root in OutputRoot.allCases {
            if let folder = folders[root] { planExtraFiles(in: folder) }
        }
        let sources = folders[.sources]
        if let sources, changes.contains(where: { $0.action != .unchanged }) {
            // The switch journal goes into the sources folder, so it must exist and be writable.
            let firstMissing = sources.missingDirectories.first
            requireWritableFolder(firstMissing.map { OutputPaths.split($0).parent } ?? sources.realPath,
                                  for: sources.displayPath, isFolder: true)
            directoriesToCreate = sources.missingDirectories.filter { !directoriesToCreate.contains($0) }
                + directoriesToCreate
        }
        try throwIfFailed()
        var journal: String?
        var switching: Set<String> = []
        if let sources, sources.exists {
            let journalPath = OutputPaths.join(sources.realPath, SwitchJournal.fileName)
            if fileSystem.itemKind(atPath: journalPath) != nil {
                journal = OutputPaths.display(folder: sources.displayPath, relativePath: SwitchJournal.fileName)
                switching = temporaryFilesRenamed(by: journalPath)
            }
        }
        // A temporary file the journal renames into place belongs to the switch a run finishes, not to the
        // leftovers it removes.
        let leftovers = leftoverTemporaryFiles.filter { !switching.contains($0.realPath) }
            .sorted { $0.displayPath < $1.displayPath }
        return WritePlan(
            changes: changes.sorted { $0.displayPath < $1.displayPath },
            extraFiles: extraFiles.sorted(),
            folders: OutputRoot.allCases.compactMap { folders[$0]?.displayPath },
            directoriesToCreate: directoriesToCreate,
            leftoverTemporaryFiles: leftovers.map(\.displayPath),
            leftoverTemporaryTargets: leftovers.map(\.realPath),
            interruptedRunJournal: journal,
            journalFolder: sources?.realPath ?? "")
    }

    /// The temporary files the journal at `path` renames into place; none when it cannot be read (the run
    /// reports that journal before planning).
    private func temporaryFilesRenamed(by path: String) -> Set<String> {
        guard let data = try? fileSystem.contentsOfFile(atPath: path, maxBytes: OutputWriter.maximumFileSize),
              let journal = SwitchJournal.decode(data)
        else { return [] }
        return Set(journal.steps.compactMap { step in
            if case .rename(let temporary, _) = step { temporary } else { nil }
        })
    }

    private func throwIfFailed() throws(DiagnosticsError) {
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.diagnostics) }
    }

    private mutating func resolveFolders(_ locations: OutputLocations) -> [OutputRoot: ResolvedOutputFolder] {
        var folders: [OutputRoot: ResolvedOutputFolder] = [:]
        for root in OutputRoot.allCases {
            guard let path = locations.path(for: root) else { continue }
            do {
                folders[root] = try ResolvedOutputFolder.resolve(path, root: root, in: fileSystem)
            } catch {
                diagnostics.append(contentsOf: error.diagnostics)
            }
        }
        return folders
    }

    private mutating func planWrite(of file: GeneratedFile, folders: [OutputRoot: ResolvedOutputFolder]) {
        guard let folder = folders[file.root] else {
            diagnostics.error(
                "generated test file '\(file.relativePath)' has no output folder; pass --tests-output DIR",
                at: .startOfFile(file.relativePath))
            return
        }
        let displayPath = OutputPaths.display(folder: folder.displayPath, relativePath: file.relativePath)
        let location = SourceLocation.startOfFile(displayPath)
        guard let components = OutputPaths.safeComponents(ofRelativePath: file.relativePath) else {
            diagnostics.error(
                "generated file path '\(file.relativePath)' must be relative to the output folder, "
                    + "without '..', '.' or empty components", at: location)
            return
        }
        guard GeneratedHeader.isPresent(in: file.utf8) else {
            diagnostics.error(
                "generated file '\(displayPath)' does not begin with '\(GeneratedHeader.prefix)', so later runs "
                    + "could not tell it from a user's file", at: location)
            return
        }
        let target: ResolvedTarget
        do {
            target = try ResolvedTarget.resolve(
                components: components, in: folder, displayPath: displayPath, fileSystem: fileSystem)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return
        }
        if let first = claimed[target.realPath] {
            let other = first == displayPath
                ? "(two of its files have this path, as when two output folders are one folder)" : "(also as '\(first)')"
            diagnostics.error("'\(displayPath)' is produced twice in this run \(other)", at: location)
            return
        }
        if let first = claimedIgnoringCase[target.realPath.lowercased()] {
            diagnostics.error(
                "'\(displayPath)' and '\(first)' differ only in letter case; on a case-insensitive disk (the default "
                    + "on macOS) one would overwrite the other", at: location)
            return
        }
        claimed[target.realPath] = displayPath
        claimedIgnoringCase[target.realPath.lowercased()] = displayPath

        let newContents = file.utf8
        var change = PlannedChange(
            action: .create, root: file.root, relativePath: file.relativePath, displayPath: displayPath,
            oldContents: nil, newContents: newContents, targetPath: target.realPath)
        if target.existingKind == .file {
            guard let old = readExisting(target.realPath, displayPath: displayPath),
                  let action = actionReplacing(old, with: newContents, displayPath: displayPath)
            else { return }
            change.oldContents = old
            change.action = action
        }
        if change.action != .unchanged {
            let newFolders = folder.missingDirectories + target.directoriesToCreate
            let firstFolder = newFolders.first ?? target.realPath
            requireWritableFolder(OutputPaths.split(firstFolder).parent, for: displayPath)
            for path in newFolders where !directoriesToCreate.contains(path) {
                directoriesToCreate.append(path)
            }
        }
        changes.append(change)
    }

    /// `.unchanged` or `.update` for an existing file holding `old`; `nil`, with an error recorded, when
    /// the file is a user's own and `--force` was not given.
    private mutating func actionReplacing(_ old: Data, with new: Data, displayPath: String) -> PlannedChange.Action? {
        if old == new { return .unchanged }
        if GeneratedHeader.isPresent(in: old) || options.force { return .update }
        diagnostics.error(
            "'\(displayPath)' was not generated by reduxgen (it does not begin with '\(GeneratedHeader.prefix)'), "
                + "so it is not overwritten; move or rename it, or pass --force to overwrite it",
            at: .startOfFile(displayPath))
        return nil
    }

    private mutating func planExtraFiles(in folder: ResolvedOutputFolder) {
        let findings: GeneratedFileScanner.Findings
        do {
            findings = try GeneratedFileScanner(fileSystem: fileSystem).scan(folder)
        } catch {
            diagnostics.append(contentsOf: error.diagnostics)
            return
        }
        for path in findings.temporaryFiles {
            let relativePath = OutputPaths.relative(path, to: folder.realPath)
            let displayPath = OutputPaths.display(folder: folder.displayPath, relativePath: relativePath)
            leftoverTemporaryFiles.append((displayPath, path))
        }
        if options.prune {
            for path in findings.unreadableSwiftFiles where claimed[path] == nil {
                let displayPath = OutputPaths.display(
                    folder: folder.displayPath, relativePath: OutputPaths.relative(path, to: folder.realPath))
                diagnostics.error(
                    "'\(displayPath)' cannot be read, so --prune cannot tell whether reduxgen generated it; "
                        + "make it readable or move it out of the output folder",
                    at: .startOfFile(displayPath))
            }
        }
        for path in findings.generatedFiles where claimed[path] == nil {
            let relativePath = OutputPaths.relative(path, to: folder.realPath)
            let displayPath = OutputPaths.display(folder: folder.displayPath, relativePath: relativePath)
            claimed[path] = displayPath
            extraFiles.append(displayPath)
            guard options.prune else { continue }
            guard let old = readExisting(path, displayPath: displayPath) else { continue }
            requireWritableFolder(OutputPaths.split(path).parent, for: displayPath)
            changes.append(PlannedChange(
                action: .remove, root: folder.root, relativePath: relativePath, displayPath: displayPath,
                oldContents: old, newContents: nil, targetPath: path))
        }
    }

    private mutating func readExisting(_ path: String, displayPath: String) -> Data? {
        do {
            return try fileSystem.contentsOfFile(atPath: path, maxBytes: readLimit)
        } catch {
            diagnostics.error("cannot read '\(displayPath)': \(error.reason)", at: .startOfFile(displayPath))
            return nil
        }
    }

    /// Records an error for `displayPath` unless entries can be created and removed in `folder`; the error
    /// is located at the start of `displayPath` unless it names a folder, which has no lines.
    private mutating func requireWritableFolder(_ folder: String, for displayPath: String, isFolder: Bool = false) {
        let writable = writableFolders[folder] ?? fileSystem.isWritableDirectory(atPath: folder)
        writableFolders[folder] = writable
        guard !writable else { return }
        diagnostics.error(
            "'\(displayPath)' cannot be written: the folder '\(folder)' is not writable",
            at: isFolder ? nil : .startOfFile(displayPath))
    }
}
