import Foundation

extension OutputWriter {
    /// Carries out `plan`: creates the folders it needs, writes each new or changed file atomically and,
    /// with `--prune`, removes the files it lists for removal. Unchanged files are not touched.
    ///
    /// Before writing, it checks that no file changed on disk since the plan was made. If any write fails,
    /// everything already changed is put back (old contents restored, new files and folders removed), so the
    /// output folders are as they were.
    ///
    /// - Throws: the failure, and any file that could not be put back, as diagnostics.
    public func apply(_ plan: WritePlan) throws(DiagnosticsError) -> WriteReport {
        try verifyUnchangedSincePlanning(plan)
        var journal = WriteJournal()
        var currentFile: String?
        do throws(FileSystemError) {
            for directory in plan.directoriesToCreate where fileSystem.itemKind(atPath: directory) == nil {
                try fileSystem.createDirectory(atPath: directory)
                journal.createdDirectories.append(directory)
            }
            for change in plan.changes {
                guard let contents = change.newContents, change.action != .unchanged else { continue }
                currentFile = change.displayPath
                try replaceAtomically(change.targetPath, with: contents)
                journal.writtenFiles.append((change.targetPath, change.oldContents))
            }
            for change in plan.changes(.remove) {
                currentFile = change.displayPath
                try fileSystem.removeFile(atPath: change.targetPath)
                journal.writtenFiles.append((change.targetPath, change.oldContents))
            }
        } catch {
            var diagnostics = [Diagnostic.error("\(error); nothing was changed", at: currentFile.map(SourceLocation.startOfFile))]
            diagnostics.append(contentsOf: roll(back: journal))
            if diagnostics.count > 1 {
                diagnostics[0].message = "\(error); the output folders could not be fully restored"
            }
            throw DiagnosticsError(diagnostics)
        }
        return WriteReport(
            created: plan.changes(.create).count, updated: plan.changes(.update).count,
            unchanged: plan.changes(.unchanged).count, removed: plan.changes(.remove).count,
            folders: plan.folders)
    }

    /// Fails, writing nothing, when a file the plan would touch is no longer as it was when planned.
    private func verifyUnchangedSincePlanning(_ plan: WritePlan) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        for change in plan.changes where change.action != .unchanged {
            let current: Data?
            if fileSystem.itemKind(atPath: change.targetPath) == nil {
                current = nil
            } else {
                // A file that grew past what was planned differs from it: reading stops one byte after.
                let limit = max(OutputWriter.maximumFileSize, change.oldContents?.count ?? 0)
                current = try? fileSystem.contentsOfFile(atPath: change.targetPath, maxBytes: limit)
            }
            if current != change.oldContents {
                diagnostics.error(
                    "'\(change.displayPath)' changed while reduxgen was running; nothing was written, run reduxgen again",
                    at: .startOfFile(change.displayPath))
            }
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.diagnostics) }
    }

    /// Writes `contents` to a new hidden file beside `path`, then renames it over `path`, so that `path`
    /// holds either its old or its new contents, never a part. The temporary file is removed on failure.
    func replaceAtomically(_ path: String, with contents: Data) throws(FileSystemError) {
        let (folder, name) = OutputPaths.split(path)
        let token = UUID().uuidString.prefix(8)
        let temporary = OutputPaths.join(folder, ".\(name).\(token).reduxgen-tmp")
        do {
            try fileSystem.writeNewFile(contents, atPath: temporary)
            try fileSystem.moveReplacing(from: temporary, to: path)
        } catch {
            if fileSystem.itemKind(atPath: temporary) != nil {
                try? fileSystem.removeFile(atPath: temporary)
            }
            throw error
        }
    }

    /// Undoes the journal's changes, newest first; returns an error for each one that could not be undone.
    private func roll(back journal: WriteJournal) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        for (path, oldContents) in journal.writtenFiles.reversed() {
            do throws(FileSystemError) {
                if let oldContents {
                    try replaceAtomically(path, with: oldContents)
                } else {
                    try fileSystem.removeFile(atPath: path)
                }
            } catch {
                failures.append(.error("could not restore '\(path)': \(error.reason)", at: .startOfFile(path)))
            }
        }
        for directory in journal.createdDirectories.reversed() {
            do throws(FileSystemError) {
                try fileSystem.removeDirectory(atPath: directory)
            } catch {
                failures.append(.error("could not remove the new folder '\(directory)': \(error.reason)", at: nil))
            }
        }
        return failures
    }
}

/// What a run changed so far, so that it can be undone.
private struct WriteJournal {
    /// Folders created, in creation order.
    var createdDirectories: [String] = []
    /// Files written or removed, in order, with what they held before (`nil`: they did not exist).
    var writtenFiles: [(path: String, oldContents: Data?)] = []
}
