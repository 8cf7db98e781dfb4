/// What differs between two values, nested: only the path to each difference is shown, with `- ` before
/// the expected side and `+ ` before the actual one, and unchanged neighbours summarised or counted.
///
/// ```
///   RepoSearchState(
/// -   query: "a"
/// +   query: "b"
///     … 4 unchanged fields
///   )
/// ```
///
/// Structs, classes, tuples and collections are opened down to what differs; an enum case whose values
/// fit on a line is shown whole, since `.loading(RequestID(1))` against `.loading(RequestID(2))` reads
/// best side by side.
struct ValueDiff {
    struct Line: Equatable {
        enum Mark: Equatable {
            case unchanged
            case expected
            case actual
        }

        var mark: Mark
        var indent: Int
        var text: String
    }

    /// A run of unchanged neighbours longer than this is counted instead of listed.
    static let maxListedUnchanged = 3
    /// A value longer than this on one line is written over several lines when shown whole.
    static let maxLineWidth = 100
    /// A table of element pairs larger than this is not built to match the elements of two lists.
    static let maxTableSize = 250_000

    private(set) var lines: [Line] = []
    /// The paths to each difference (`["results", "[0]", "title"]`), for telling which ones a test set.
    private(set) var paths: [[String]] = []

    init(expected: DiffTree, actual: DiffTree) {
        diff(expected, actual, label: nil, indent: 0, path: [])
    }

    init<Value>(expected: Value, actual: Value) {
        self.init(expected: DiffTree(of: expected), actual: DiffTree(of: actual))
    }

    /// Whether the two values print differently; values that compare unequal can still print the same.
    var isEmpty: Bool {
        paths.isEmpty
    }

    /// The diff as text, one line per line, each starting with its mark (`-`, `+` or a space).
    var rendered: String {
        lines.map { line in
            let mark = switch line.mark {
            case .unchanged: " "
            case .expected: "-"
            case .actual: "+"
            }
            return mark + " " + String(repeating: " ", count: line.indent) + line.text
        }
        .joined(separator: "\n")
    }

    /// `results[0].title` for `["results", "[0]", "title"]`.
    static func describe(_ path: [String]) -> String {
        var text = ""
        for component in path {
            if !text.isEmpty, !component.hasPrefix("["), !component.hasPrefix(".") { text += "." }
            text += component
        }
        return text.isEmpty ? "the whole value" : text
    }

    /// Whether one path leads into the other (or they are the same).
    static func related(_ first: [String], _ second: [String]) -> Bool {
        first.starts(with: second) || second.starts(with: first)
    }

    private mutating func diff(_ expected: DiffTree, _ actual: DiffTree, label: String?, indent: Int, path: [String]) {
        let prefix = label.map { $0 + ": " } ?? ""
        if expected == actual {
            lines.append(Line(mark: .unchanged, indent: indent, text: prefix + expected.summary))
            return
        }
        guard case .container(let old) = expected, case .container(let new) = actual,
              old.kind == new.kind, old.open == new.open, opens(old, new, prefix: prefix, indent: indent) else {
            paths.append(path)
            appendWhole(expected, mark: .expected, label: label, indent: indent)
            appendWhole(actual, mark: .actual, label: label, indent: indent)
            return
        }
        lines.append(Line(mark: .unchanged, indent: indent, text: prefix + old.open))
        switch old.kind {
        case .record:
            diffPositionally(old.children, new.children, noun: "field", indent: indent + 2, path: path)
        case .enumCase:
            let caseName = String(old.open.dropLast())
            diffPositionally(old.children, new.children, noun: "value", indent: indent + 2, path: path + [caseName])
        case .list where old.children.count == new.children.count:
            diffPositionally(old.children, new.children, noun: "element", indent: indent + 2, path: path)
        case .list:
            paths.append(path)
            diffList(old.children, new.children, indent: indent + 2)
        case .set:
            paths.append(path)
            diffSet(old.children, new.children, indent: indent + 2)
        case .dictionary:
            diffDictionary(old.children, new.children, indent: indent + 2, path: path)
        }
        lines.append(Line(mark: .unchanged, indent: indent, text: old.close))
    }

    /// Whether two containers of the same kind are opened to show what differs inside them, rather than
    /// shown whole.
    private func opens(_ old: DiffTree.Container, _ new: DiffTree.Container, prefix: String, indent: Int) -> Bool {
        switch old.kind {
        case .record, .enumCase:
            guard old.children.map(\.label) == new.children.map(\.label) else { return false }
            guard old.kind == .enumCase else { return true }
            let width = indent + prefix.count
                + max(DiffTree.container(old).oneLine.count, DiffTree.container(new).oneLine.count)
            return width > Self.maxLineWidth
        case .list, .set, .dictionary:
            return true
        }
    }

    /// Fields, associated values or the elements of two lists of one length: each with its counterpart.
    private mutating func diffPositionally(
        _ old: [DiffTree.Child], _ new: [DiffTree.Child], noun: String, indent: Int, path: [String]
    ) {
        var unchanged: [(label: String?, tree: DiffTree)] = []
        for (index, (oldChild, newChild)) in zip(old, new).enumerated() {
            let label = noun == "element" ? "[\(index)]" : oldChild.label
            if oldChild.tree == newChild.tree {
                unchanged.append((label, oldChild.tree))
                continue
            }
            appendUnchanged(unchanged, noun: noun, indent: indent)
            unchanged = []
            let component = label ?? "\(index)"
            diff(oldChild.tree, newChild.tree, label: label, indent: indent, path: path + [component])
        }
        appendUnchanged(unchanged, noun: noun, indent: indent)
    }

    /// Lists of different lengths: the elements both keep (a longest common subsequence) are unchanged,
    /// the others removed or added whole, labelled with their index in their own list.
    private mutating func diffList(_ old: [DiffTree.Child], _ new: [DiffTree.Child], indent: Int) {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] {
            prefix += 1
        }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
              old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])

        var unchanged: [(label: String?, tree: DiffTree)] = (0..<prefix).map { ("[\($0)]", new[$0].tree) }
        let common = Self.commonSubsequenceTable(oldMiddle, newMiddle)
        let width = newMiddle.count + 1
        var i = 0
        var j = 0
        while i < oldMiddle.count || j < newMiddle.count {
            if common != nil, i < oldMiddle.count, j < newMiddle.count, oldMiddle[i] == newMiddle[j] {
                unchanged.append(("[\(prefix + j)]", newMiddle[j].tree))
                i += 1
                j += 1
                continue
            }
            appendUnchanged(unchanged, noun: "element", indent: indent)
            unchanged = []
            let removes = i < oldMiddle.count
                && (j == newMiddle.count || common.map { $0[(i + 1) * width + j] >= $0[i * width + j + 1] } ?? true)
            if removes {
                appendWhole(oldMiddle[i].tree, mark: .expected, label: "[\(prefix + i)]", indent: indent)
                i += 1
            } else {
                appendWhole(newMiddle[j].tree, mark: .actual, label: "[\(prefix + j)]", indent: indent)
                j += 1
            }
        }
        unchanged += ((new.count - suffix)..<new.count).map { ("[\($0)]", new[$0].tree) }
        appendUnchanged(unchanged, noun: "element", indent: indent)
    }

    /// `table[i * (new.count + 1) + j]`: the length of the longest common subsequence of `old[i...]` and
    /// `new[j...]`; nil when the table would be too large, and the lists are then shown as all removed
    /// followed by all added.
    private static func commonSubsequenceTable(_ old: [DiffTree.Child], _ new: [DiffTree.Child]) -> [Int]? {
        guard old.count * new.count <= maxTableSize else { return nil }
        let width = new.count + 1
        var table = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                table[i * width + j] = old[i] == new[j]
                    ? table[(i + 1) * width + j + 1] + 1
                    : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        return table
    }

    private mutating func diffSet(_ old: [DiffTree.Child], _ new: [DiffTree.Child], indent: Int) {
        var remaining = new.map(\.tree)
        var removed: [DiffTree] = []
        var kept = 0
        for child in old {
            if let index = remaining.firstIndex(of: child.tree) {
                remaining.remove(at: index)
                kept += 1
            } else {
                removed.append(child.tree)
            }
        }
        for tree in removed {
            appendWhole(tree, mark: .expected, label: nil, indent: indent)
        }
        for tree in remaining {
            appendWhole(tree, mark: .actual, label: nil, indent: indent)
        }
        if kept > 0 {
            let text = "… \(kept) unchanged \(kept == 1 ? "element" : "elements")"
            lines.append(Line(mark: .unchanged, indent: indent, text: text))
        }
    }

    private mutating func diffDictionary(
        _ old: [DiffTree.Child], _ new: [DiffTree.Child], indent: Int, path: [String]
    ) {
        let oldByKey = Dictionary(old.map { ($0.label ?? "", $0.tree) }, uniquingKeysWith: { first, _ in first })
        let newByKey = Dictionary(new.map { ($0.label ?? "", $0.tree) }, uniquingKeysWith: { first, _ in first })
        var unchanged: [(label: String?, tree: DiffTree)] = []
        for key in Set(oldByKey.keys).union(newByKey.keys).sorted() {
            switch (oldByKey[key], newByKey[key]) {
            case let (oldTree?, newTree?) where oldTree == newTree:
                unchanged.append((key, oldTree))
            case let (oldTree?, newTree?):
                appendUnchanged(unchanged, noun: "entry", indent: indent)
                unchanged = []
                diff(oldTree, newTree, label: key, indent: indent, path: path + ["[\(key)]"])
            case let (oldTree?, nil):
                appendUnchanged(unchanged, noun: "entry", indent: indent)
                unchanged = []
                paths.append(path + ["[\(key)]"])
                appendWhole(oldTree, mark: .expected, label: key, indent: indent)
            case let (nil, newTree?):
                appendUnchanged(unchanged, noun: "entry", indent: indent)
                unchanged = []
                paths.append(path + ["[\(key)]"])
                appendWhole(newTree, mark: .actual, label: key, indent: indent)
            case (nil, nil):
                break
            }
        }
        appendUnchanged(unchanged, noun: "entry", indent: indent)
    }

    /// A short run of unchanged neighbours is listed, summarised; a longer one is counted on one line.
    private mutating func appendUnchanged(_ run: [(label: String?, tree: DiffTree)], noun: String, indent: Int) {
        if run.count > Self.maxListedUnchanged {
            let plural = noun == "entry" ? "entries" : noun + "s"
            lines.append(Line(mark: .unchanged, indent: indent, text: "… \(run.count) unchanged \(plural)"))
            return
        }
        for (label, tree) in run {
            lines.append(Line(mark: .unchanged, indent: indent, text: (label.map { $0 + ": " } ?? "") + tree.summary))
        }
    }

    /// A value shown whole: on one line when it fits, otherwise opened over several.
    private mutating func appendWhole(_ tree: DiffTree, mark: Line.Mark, label: String?, indent: Int) {
        let prefix = label.map { $0 + ": " } ?? ""
        let text = prefix + tree.oneLine
        guard case .container(let container) = tree, indent + text.count > Self.maxLineWidth else {
            lines.append(Line(mark: mark, indent: indent, text: text))
            return
        }
        lines.append(Line(mark: mark, indent: indent, text: prefix + container.open))
        for child in container.children {
            appendWhole(child.tree, mark: mark, label: child.label, indent: indent + 2)
        }
        lines.append(Line(mark: mark, indent: indent, text: container.close))
    }
}
