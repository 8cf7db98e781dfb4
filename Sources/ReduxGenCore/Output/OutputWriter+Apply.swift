import Foundation

extension OutputWriter {
    /// Carries out `plan`: creates the folders it needs, writes each new or changed file and, with
    /// `--prune`, removes the files it lists for removal. Unchanged files are not touched.
    ///
    /// It works in two phases. First every new file's contents go into a temporary file beside it, flushed
    /// to disk; a failure here removes them again and nothing was changed. Then a ``SwitchJournal`` listing
    /// the renames and removals is written, the temporary files are renamed over their targets and the
    /// removals made, and the journal is deleted. A run killed during this second phase leaves the journal,
    /// and the next run finishes the switch (``finishInterruptedRun(in:)``). If a rename or removal fails,
    /// everything already changed is put back (old contents restored, new files and folders removed).
    ///
    /// Before writing, and again once the temporary files are written, it checks that no file changed on
    /// disk since the plan was made; it removes the temporary files interrupted runs left.
    ///
    /// - Throws: the failure, and any file that could not be put back, as diagnostics.
    public func apply(_ plan: WritePlan) throws(DiagnosticsError) -> WriteReport {
        try verifyUnchangedSincePlanning(plan)
        try removeLeftoverTemporaryFiles(plan)
        var undo = UndoRecord()
        var currentFile: String?
        var changedMeanwhile: DiagnosticsError?
        writing: do throws(FileSystemError) {
            for directory in plan.directoriesToCreate where fileSystem.itemKind(atPath: directory) == nil {
                try fileSystem.createDirectory(atPath: directory)
                undo.createdDirectories.append(directory)
            }
            var steps: [SwitchJournal.Step] = []
            // Each new file's temporary file, by its target: a table, so that switching thousands of files
            // does not search the steps for each.
            var temporaryFiles: [String: String] = [:]
            for change in plan.changes {
                guard let contents = change.newContents, change.action != .unchanged else { continue }
                currentFile = change.displayPath
                let temporary = try writeTemporaryFile(beside: change.targetPath, contents: contents)
                undo.temporaryFiles.append(temporary)
                temporaryFiles[change.targetPath] = temporary
                steps.append(.rename(temporary: temporary, target: change.targetPath))
            }
            steps += plan.changes(.remove).map { .remove(target: $0.targetPath) }
            guard !steps.isEmpty else { return report(for: plan) }

            // Writing the temporary files takes a while for many files: a file changed meanwhile is found
            // here, just before the switch, and then nothing is changed either.
            do { try verifyUnchangedSincePlanning(plan) } catch { changedMeanwhile = error }
            if changedMeanwhile != nil { break writing }
            currentFile = nil
            let journalPath = try writeJournal(SwitchJournal(steps: steps), in: plan)
            undo.journal = journalPath
            for change in plan.changes where change.action != .unchanged {
                currentFile = change.displayPath
                if change.action == .remove {
                    try fileSystem.removeFile(atPath: change.targetPath)
                } else if let temporary = temporaryFiles[change.targetPath] {
                    try fileSystem.moveReplacing(from: temporary, to: change.targetPath)
                    undo.renamedTemporaryFiles.insert(temporary)
                }
                undo.switchedFiles.append((change.targetPath, change.oldContents))
            }
            currentFile = nil
            try fileSystem.removeFile(atPath: journalPath)
        } catch {
            var diagnostics = [Diagnostic.error("\(error); nothing was changed", at: currentFile.map(SourceLocation.startOfFile))]
            diagnostics.append(contentsOf: roll(back: undo))
            if diagnostics.count > 1 {
                diagnostics[0].message = "\(error); the output folders could not be fully restored"
            }
            throw DiagnosticsError(diagnostics)
        }
        if let changedMeanwhile {
            throw DiagnosticsError(changedMeanwhile.diagnostics + roll(back: undo))
        }
        return report(for: plan)
    }

    private func report(for plan: WritePlan) -> WriteReport {
        var report = WriteReport(
            created: plan.changes(.create).count, updated: plan.changes(.update).count,
            unchanged: plan.changes(.unchanged).count, removed: plan.changes(.remove).count,
            folders: plan.folders)
        report.removedTemporaryFiles = plan.leftoverTemporaryFiles.count
        report.keptExtraFiles = plan.changes(.remove).isEmpty ? plan.extraFiles : []
        return report
    }

    /// Removes the temporary files interrupted runs left; they hold nothing anyone needs (the file they were
    /// meant to replace still holds its old contents).
    private func removeLeftoverTemporaryFiles(_ plan: WritePlan) throws(DiagnosticsError) {
        var diagnostics = DiagnosticCollector()
        for (path, displayPath) in zip(plan.leftoverTemporaryTargets, plan.leftoverTemporaryFiles)
        where fileSystem.itemKind(atPath: path) == .file {
            do throws(FileSystemError) {
                try fileSystem.removeFile(atPath: path)
            } catch {
                diagnostics.error(
                    "cannot remove the temporary file '\(displayPath)' an interrupted run left: \(error.reason)",
                    at: nil)
            }
        }
        if diagnostics.hasErrors { throw DiagnosticsError(diagnostics.diagnostics) }
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

    /// Writes `contents` to a new hidden temporary file beside `path`, flushed to disk; returns its path.
    func writeTemporaryFile(beside path: String, contents: Data) throws(FileSystemError) -> String {
        let (folder, name) = OutputPaths.split(path)
        let temporary = OutputPaths.join(folder, TemporaryFileName.make(for: name))
        do {
            try fileSystem.writeNewFile(contents, atPath: temporary)
        } catch {
            if fileSystem.itemKind(atPath: temporary) != nil {
                try? fileSystem.removeFile(atPath: temporary)
            }
            throw error
        }
        return temporary
    }

    /// Writes `contents` to a new hidden file beside `path`, then renames it over `path`, so that `path`
    /// holds either its old or its new contents, never a part. The temporary file is removed on failure.
    func replaceAtomically(_ path: String, with contents: Data) throws(FileSystemError) {
        let temporary = try writeTemporaryFile(beside: path, contents: contents)
        do {
            try fileSystem.moveReplacing(from: temporary, to: path)
        } catch {
            try? fileSystem.removeFile(atPath: temporary)
            throw error
        }
    }

    /// Writes the journal atomically into the sources output folder; returns its path.
    private func writeJournal(_ journal: SwitchJournal, in plan: WritePlan) throws(FileSystemError) -> String {
        let path = OutputPaths.join(plan.journalFolder, SwitchJournal.fileName)
        try replaceAtomically(path, with: journal.encoded())
        return path
    }

    /// Undoes what `undo` records, newest first; returns an error for each step that could not be undone.
    private func roll(back undo: UndoRecord) -> [Diagnostic] {
        var failures: [Diagnostic] = []
        for (path, oldContents) in undo.switchedFiles.reversed() {
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
        for temporary in undo.temporaryFiles where !undo.renamedTemporaryFiles.contains(temporary) {
            try? fileSystem.removeFile(atPath: temporary)
        }
        if let journal = undo.journal {
            try? fileSystem.removeFile(atPath: journal)
        }
        for directory in undo.createdDirectories.reversed() {
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
private struct UndoRecord {
    /// Folders created, in creation order.
    var createdDirectories: [String] = []
    /// Temporary files written, in order.
    var temporaryFiles: [String] = []
    /// Those of `temporaryFiles` already renamed over their targets, which are no longer there to remove.
    var renamedTemporaryFiles: Set<String> = []
    /// The journal, once written.
    var journal: String?
    /// Files replaced or removed, in order, with what they held before (`nil`: they did not exist).
    var switchedFiles: [(path: String, oldContents: Data?)] = []
}
