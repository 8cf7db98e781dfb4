import Foundation

extension OutputWriter {
    /// Finishes the switch of a run that was killed after writing its ``SwitchJournal``: renames the
    /// temporary files the journal names that are still there, makes the removals it lists, and deletes
    /// the journal. Afterwards the output folders hold the complete set of files that run produced.
    ///
    /// - Returns: how many files were renamed or removed (0 when no run was interrupted).
    /// - Throws: an I/O failure when the journal cannot be read, names a path outside the output folders
    ///   of `locations`, or a step fails.
    public func finishInterruptedRun(in locations: OutputLocations) throws(DiagnosticsError) -> Int {
        guard let (journal, journalPath, displayPath) = try interruptedRun(in: locations) else { return 0 }
        // No run replaces a file of the user's: a journal that says so was not written by one, and nothing of
        // it is done.
        for case let .rename(temporary, target) in journal.steps
        where fileSystem.itemKind(atPath: temporary) == .file && fileSystem.itemKind(atPath: target) != nil
            && !isGenerated(atPath: target) {
            throw DiagnosticsError(.error(
                "the journal '\(displayPath)' of an interrupted run would replace '\(target)', which is not a generated "
                    + "file; check the output folder and remove the journal", at: nil),
                isIOFailure: true)
        }
        var finished = 0
        do throws(FileSystemError) {
            for step in journal.steps {
                switch step {
                case let .rename(temporary, target):
                    // A temporary file that is gone was renamed before the run was interrupted.
                    guard fileSystem.itemKind(atPath: temporary) == .file else { continue }
                    try fileSystem.moveReplacing(from: temporary, to: target)
                case let .remove(target):
                    guard isGenerated(atPath: target) else { continue }
                    try fileSystem.removeFile(atPath: target)
                }
                finished += 1
            }
            try fileSystem.removeFile(atPath: journalPath)
        } catch {
            throw DiagnosticsError(.error(
                "cannot finish the interrupted run recorded in '\(displayPath)': \(error)", at: nil), isIOFailure: true)
        }
        return finished
    }

    /// Whether `path` is a regular file that starts with the generated-file header.
    private func isGenerated(atPath path: String) -> Bool {
        guard fileSystem.itemKind(atPath: path) == .file,
              let prefix = try? fileSystem.prefixOfFile(atPath: path, count: GeneratedHeader.byteCount)
        else { return false }
        return GeneratedHeader.isPresent(in: prefix)
    }

    /// Checks the journal of a run that was killed during its switch as ``finishInterruptedRun(in:)`` checks
    /// it before finishing it, without finishing it: `--check` and `--dry-run`, which never write, refuse a
    /// journal that no run could finish, as the run they advise would.
    public func checkInterruptedRun(in locations: OutputLocations) throws(DiagnosticsError) {
        _ = try interruptedRun(in: locations)
    }

    /// The journal in the sources folder of `locations`, with its path and display path; `nil` when no run
    /// was interrupted. Throws when it cannot be read or names a path outside the output folders.
    private func interruptedRun(
        in locations: OutputLocations
    ) throws(DiagnosticsError) -> (journal: SwitchJournal, path: String, displayPath: String)? {
        let folder = try ResolvedOutputFolder.resolve(locations.sources, root: .sources, in: fileSystem)
        guard folder.exists else { return nil }
        let journalPath = OutputPaths.join(folder.realPath, SwitchJournal.fileName)
        guard fileSystem.itemKind(atPath: journalPath) == .file else { return nil }
        let displayPath = OutputPaths.display(folder: folder.displayPath, relativePath: SwitchJournal.fileName)
        guard let data = try? fileSystem.contentsOfFile(atPath: journalPath, maxBytes: Self.maximumFileSize),
              let journal = SwitchJournal.decode(data)
        else {
            throw DiagnosticsError(.error(
                "'\(displayPath)' is not a journal this version of reduxgen can read; check the generated files "
                    + "and remove it", at: nil), isIOFailure: true)
        }
        var roots = [folder.realPath]
        for root in [OutputRoot.tests, .mocks] {
            if let path = locations.path(for: root),
               let other = try? ResolvedOutputFolder.resolve(path, root: root, in: fileSystem), other.exists {
                roots.append(other.realPath)
            }
        }
        for path in journal.paths where !isPlainPath(path, insideOneOf: roots) {
            throw DiagnosticsError(.error(
                "the journal '\(displayPath)' of an interrupted run names '\(path)', outside this run's output "
                    + "folders; run reduxgen with the output folders of that run to finish it", at: nil),
                isIOFailure: true)
        }
        for case let .rename(temporary, target) in journal.steps
        where OutputPaths.split(temporary).parent != OutputPaths.split(target).parent
            || !TemporaryFileName.isTemporary(OutputPaths.split(temporary).name) {
            throw DiagnosticsError(.error(
                "the journal '\(displayPath)' of an interrupted run would rename '\(temporary)', which is not a "
                    + "temporary file beside '\(target)'; check the output folder and remove the journal", at: nil),
                isIOFailure: true)
        }
        return (journal, journalPath, displayPath)
    }

    /// Whether `path` is a file's place inside one of `roots` (real paths) as a run writes it: below the root
    /// by plain names (no `.`, `..` or empty component), reached without a symbolic link (its nearest
    /// existing folder is its own real path), and itself no symbolic link. A journal is only read, so its
    /// paths are checked as the paths of generated files are before a run writes them.
    private func isPlainPath(_ path: String, insideOneOf roots: [String]) -> Bool {
        guard let root = roots.first(where: { OutputPaths.isStrictlyInside(path, $0) }),
              OutputPaths.safeComponents(ofRelativePath: OutputPaths.relative(path, to: root)) != nil
        else { return false }
        var folder = OutputPaths.split(path).parent
        while fileSystem.itemKind(atPath: folder) == nil, OutputPaths.isStrictlyInside(folder, root) {
            folder = OutputPaths.split(folder).parent
        }
        guard fileSystem.itemKind(atPath: folder) == .directory,
              (try? fileSystem.resolvingSymbolicLinks(atPath: folder)) == folder
        else { return false }
        return fileSystem.itemKind(atPath: path) != .symbolicLink
    }
}
