import Foundation

extension WritePlan {
    /// A unified diff for every file the run would create, update or remove, in display-path order.
    ///
    /// Labels are `a/PATH` and `b/PATH`; a created file is diffed from `/dev/null`, a removed one to it.
    public func unifiedDiffs() -> String {
        changes.map(Self.unifiedDiff).joined()
    }

    /// What `--check` prints: the diffs, then one line per stale (`stale`), missing (`missing`) and extra
    /// (`extra`) file and per temporary file an interrupted run left (`leftover`), then closing lines that
    /// say how to fix each kind. Extra files are generated files no spec produces any more. `updateCommand` is
    /// the command the closing line tells the user to run to update stale files; by default the same run
    /// without `--check` (with `--prune`, which the removals need, when this plan prunes).
    public func checkDescription(updateCommand: String? = nil) -> String {
        let updateCommand = updateCommand ?? (isPruning ? "reduxgen --prune without --check" : "reduxgen without --check")
        var lines: [String] = []
        lines += changes(.update).map { "stale: \($0.displayPath)" }
        lines += changes(.create).map { "missing: \($0.displayPath)" }
        lines += extraFiles.map { "extra: \($0)" }
        lines += leftoverTemporaryFiles.map { "leftover: \($0)" }
        if let interruptedRunJournal {
            lines.append("interrupted: \(interruptedRunJournal)")
        }
        let outOfDate = changes.count { $0.action != .unchanged }
        if isFresh {
            lines.append("All \(changes.count) generated file\(changes.count == 1 ? " is" : "s are") up to date.")
        }
        if outOfDate > 0 {
            lines.append("\(outOfDate) file\(outOfDate == 1 ? "" : "s") out of date; run \(updateCommand) to update.")
        }
        if !extraFiles.isEmpty && !isPruning {
            let count = extraFiles.count
            lines.append("\(count) generated file\(count == 1 ? " is" : "s are") no longer produced by any spec; "
                + "run reduxgen with --prune to remove \(count == 1 ? "it" : "them").")
        }
        if !leftoverTemporaryFiles.isEmpty {
            let count = leftoverTemporaryFiles.count
            lines.append("\(count) temporary file\(count == 1 ? "" : "s") left by an interrupted run; "
                + "run reduxgen to remove \(count == 1 ? "it" : "them").")
        }
        if interruptedRunJournal != nil {
            lines.append("A run was interrupted while it switched files; run reduxgen to finish it.")
        }
        return unifiedDiffs() + lines.joined(separator: "\n") + "\n"
    }

    /// What `--dry-run` prints: one line per file, `create`, `update`, `unchanged` or `remove`, then a
    /// closing line saying that nothing was written.
    public func dryRunDescription() -> String {
        var lines = changes.map { change in
            change.action.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0) + change.displayPath
        }
        if !isPruning {
            lines += extraFiles.map { "extra     \($0) (kept; --prune removes it)" }
        }
        lines += leftoverTemporaryFiles.map { "remove    \($0) (a temporary file an interrupted run left)" }
        if let interruptedRunJournal {
            lines.append("finish    \(interruptedRunJournal) (a run was interrupted while it switched files)")
        }
        lines.append("Dry run: nothing was written.")
        return lines.joined(separator: "\n") + "\n"
    }

    private var isPruning: Bool { !changes(.remove).isEmpty }

    private static func unifiedDiff(of change: PlannedChange) -> String {
        let diffPath = change.displayPath.hasPrefix("/") ? String(change.displayPath.dropFirst()) : change.displayPath
        let oldLabel = change.oldContents == nil ? "/dev/null" : "a/\(diffPath)"
        let newLabel = change.newContents == nil ? "/dev/null" : "b/\(diffPath)"
        return UnifiedDiff(oldLabel: oldLabel, newLabel: newLabel).render(
            old: text(change.oldContents), new: text(change.newContents))
    }

    private static func text(_ data: Data?) -> String {
        data.map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
