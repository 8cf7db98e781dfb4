/// A unified diff between two texts, as `diff -u` and `git diff` print it: `---`/`+++` labels, then
/// `@@ -start,count +start,count @@` hunks with ``contextLineCount`` lines of context around changes.
///
/// Lines are compared with their line break, so a missing final newline is a change, printed with the
/// `\ No newline at end of file` marker.
public struct UnifiedDiff: Sendable {
    /// Unchanged lines shown before and after each change.
    public static let contextLineCount = 3

    public var oldLabel: String
    public var newLabel: String

    /// A diff whose header lines are `--- oldLabel` and `+++ newLabel`.
    public init(oldLabel: String, newLabel: String) {
        self.oldLabel = oldLabel
        self.newLabel = newLabel
    }

    /// The diff from `old` to `new`, newline-terminated; empty when the texts are equal.
    public func render(old: String, new: String) -> String {
        let oldLines = Self.lines(of: old)
        let newLines = Self.lines(of: new)
        let edits = LineDiff(old: oldLines, new: newLines).edits()
        let hunks = Self.hunkRanges(of: edits)
        guard !hunks.isEmpty else { return "" }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        var oldBefore = 0
        var newBefore = 0
        var position = 0
        for hunk in hunks {
            for edit in edits[position..<hunk.lowerBound] {
                switch edit {
                case .keep: oldBefore += 1; newBefore += 1
                case .delete: oldBefore += 1
                case .insert: newBefore += 1
                }
            }
            position = hunk.lowerBound
            output += Self.render(
                edits[hunk], oldBefore: oldBefore, newBefore: newBefore, oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// The lines of `text`, each with its `\n`; the last lacks it when the text does not end in one.
    static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        while start < text.endIndex {
            guard let newline = text[start...].firstIndex(of: "\n") else {
                lines.append(text[start...])
                break
            }
            let end = text.index(after: newline)
            lines.append(text[start..<end])
            start = end
        }
        return lines
    }

    /// Ranges of `edits` that form hunks: each change with its context, merged when contexts touch.
    static func hunkRanges(of edits: [LineEdit]) -> [Range<Int>] {
        let changed = edits.indices.filter {
            if case .keep = edits[$0] { return false }
            return true
        }
        var hunks: [Range<Int>] = []
        for index in changed {
            let start = max(0, index - contextLineCount)
            let end = min(edits.count, index + 1 + contextLineCount)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<end
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    /// One hunk: its `@@` header and its lines. `oldBefore` and `newBefore` count the lines of each side
    /// that precede it.
    private static func render(
        _ hunk: ArraySlice<LineEdit>, oldBefore: Int, newBefore: Int, oldLines: [Substring], newLines: [Substring]
    ) -> String {
        var oldCount = 0
        var newCount = 0
        var body = ""
        for edit in hunk {
            switch edit {
            case let .keep(old, _):
                oldCount += 1
                newCount += 1
                body += line(" ", oldLines[old])
            case let .delete(old):
                oldCount += 1
                body += line("-", oldLines[old])
            case let .insert(new):
                newCount += 1
                body += line("+", newLines[new])
            }
        }
        return "@@ -\(range(before: oldBefore, count: oldCount)) +\(range(before: newBefore, count: newCount)) @@\n" + body
    }

    /// `start,count` in 1-based lines, `start` alone when the count is 1. An empty range names the line
    /// before it (0 at the top of the file), as `diff -u` does.
    private static func range(before: Int, count: Int) -> String {
        switch count {
        case 0: "\(before),0"
        case 1: "\(before + 1)"
        default: "\(before + 1),\(count)"
        }
    }

    private static func line(_ marker: String, _ text: Substring) -> String {
        if text.hasSuffix("\n") { return marker + text }
        return marker + text + "\n\\ No newline at end of file\n"
    }
}
