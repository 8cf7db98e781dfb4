import Foundation

/// What a run will do to one file.
public struct PlannedChange: Hashable, Sendable {
    /// The kind of change.
    public enum Action: String, Hashable, Sendable, CaseIterable {
        /// The file does not exist yet and will be written.
        case create
        /// The file exists with other contents and will be replaced.
        case update
        /// The file already holds exactly the generated contents and is left alone.
        case unchanged
        /// A generated file this run no longer produces; removed with `--prune`.
        case remove
    }

    public var action: Action
    /// The output folder the file is in.
    public var root: OutputRoot
    /// The file's path inside its output folder.
    public var relativePath: String
    /// The file's path as the user sees it: the output folder as given on the command line, then `relativePath`.
    public var displayPath: String
    /// What the file holds now; `nil` when it does not exist.
    public var oldContents: Data?
    /// What the file will hold; `nil` when it is removed.
    public var newContents: Data?
    /// The absolute path, symbolic links resolved, that is written or removed.
    var targetPath: String
}

/// Everything a run would do, worked out and checked before anything is written.
///
/// A plan is made by ``OutputWriter/plan(_:into:options:)`` and carried out by ``OutputWriter/apply(_:)``.
/// `--check` and `--dry-run` only print it.
public struct WritePlan: Sendable {
    /// One entry per generated file and per file to remove, ordered by display path.
    public internal(set) var changes: [PlannedChange]
    /// Display paths of files in the output folders that carry the generated header but that this run does
    /// not produce. With `--prune` each of them is also a ``PlannedChange/Action/remove`` change.
    public internal(set) var extraFiles: [String]
    /// The output folders of the run, as the user named them.
    public internal(set) var folders: [String]
    /// Absolute paths of folders to create, each after its parent.
    var directoriesToCreate: [String]
    /// Display paths of temporary files (`.NAME.XXXXXXXX.reduxgen-tmp`) that interrupted runs left in the
    /// output folders; a run removes them.
    public internal(set) var leftoverTemporaryFiles: [String] = []
    /// The real paths of ``leftoverTemporaryFiles``, in the same order.
    var leftoverTemporaryTargets: [String] = []
    /// The display path of the journal of a run that was interrupted while switching files, if there is
    /// one in the sources output folder; a normal run finishes that switch before planning
    /// (``OutputWriter/finishInterruptedRun(in:)``).
    public internal(set) var interruptedRunJournal: String?
    /// The real path of the sources output folder, where the run's ``SwitchJournal`` goes.
    var journalFolder: String = ""

    /// Whether the output folders are exactly what this run produces: every generated file is unchanged,
    /// no generated file is left that no spec produces any more, and no temporary file is left behind.
    public var isFresh: Bool {
        changes.allSatisfy { $0.action == .unchanged } && extraFiles.isEmpty && leftoverTemporaryFiles.isEmpty
            && interruptedRunJournal == nil
    }

    /// The changes of one kind.
    public func changes(_ action: PlannedChange.Action) -> [PlannedChange] {
        changes.filter { $0.action == action }
    }
}

/// What a run did, for the closing line it prints.
public struct WriteReport: Hashable, Sendable {
    public var created: Int
    public var updated: Int
    public var unchanged: Int
    public var removed: Int
    /// The output folders written to, as the user named them.
    public var folders: [String]
    /// How many temporary files that interrupted runs left were removed.
    public var removedTemporaryFiles = 0
    /// Generated files no spec produces any more, kept because the run did not prune (display paths).
    public var keptExtraFiles: [String] = []

    public init(created: Int = 0, updated: Int = 0, unchanged: Int = 0, removed: Int = 0, folders: [String] = []) {
        self.created = created
        self.updated = updated
        self.unchanged = unchanged
        self.removed = removed
        self.folders = folders
    }

    /// One line such as `Wrote to Sources/Generated, Tests/Generated: 2 created, 1 updated, 4 unchanged, 0 removed.`,
    /// then a line about removed temporary files, if any, and the list of kept orphaned files with the
    /// way to remove them, if any.
    public var summary: String {
        var lines = [
            "Wrote to \(folders.joined(separator: ", ")): \(created) created, \(updated) updated, "
                + "\(unchanged) unchanged, \(removed) removed."
        ]
        if removedTemporaryFiles > 0 {
            lines.append("Removed \(removedTemporaryFiles) temporary file\(removedTemporaryFiles == 1 ? "" : "s") an interrupted run left.")
        }
        if !keptExtraFiles.isEmpty {
            let count = keptExtraFiles.count
            lines.append("\(count) generated file\(count == 1 ? " is" : "s are") no longer produced by any spec and kept:")
            lines += keptExtraFiles.map { "  \($0)" }
            lines.append("Run reduxgen again with --prune to remove \(count == 1 ? "it" : "them").")
        }
        return lines.joined(separator: "\n")
    }
}
