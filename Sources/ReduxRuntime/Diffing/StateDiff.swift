/// Readable differences between two values, for test failures and logs.
///
/// Values are rendered with the standard library's `dump`, so any type works without conformances.
public enum StateDiff {
    /// The `dump` rendering of `value`, one line per element.
    public static func dumpLines<Value>(_ value: Value) -> [String] {
        var text = ""
        dump(value, to: &text)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// A line diff of the `dump` renderings of `old` and `new`: unchanged lines start with two spaces,
    /// lines only in `old` with `- `, lines only in `new` with `+ `. Returns nil if the renderings are equal.
    public static func lineDiff<Value>(from old: Value, to new: Value) -> String? {
        let oldLines = dumpLines(old)
        let newLines = dumpLines(new)
        if oldLines == newLines { return nil }
        return LineDiff(old: oldLines, new: newLines).rendered()
    }

    /// A one-line summary of what changed between `old` and `new`, property by property
    /// (`count: 0 → 1; title: "a" → "b"`), or `no state change`.
    ///
    /// - Parameters:
    ///   - maxChanges: How many changed properties to list before summarizing the rest as `(+N more)`.
    ///   - maxValueLength: Longer values are cut and end with `…`.
    public static func summary<Value>(
        from old: Value,
        to new: Value,
        maxChanges: Int = 5,
        maxValueLength: Int = 60
    ) -> String {
        let changes = PropertyChanges(old: old, new: new).list()
        if changes.isEmpty { return "no state change" }
        var parts = changes.prefix(maxChanges).map { change in
            let before = shortened(change.old, to: maxValueLength)
            let after = shortened(change.new, to: maxValueLength)
            return change.path.isEmpty ? "\(before) → \(after)" : "\(change.path): \(before) → \(after)"
        }
        if changes.count > maxChanges {
            parts.append("(+\(changes.count - maxChanges) more)")
        }
        return parts.joined(separator: "; ")
    }

    /// `value` as written in code where its type is known: `Module.FeedAction.refresh` becomes `.refresh`.
    /// Nested values keep their full names.
    public static func shortDescription<Value>(of value: Value) -> String {
        let text = String(reflecting: value)
        let typeName = String(reflecting: Value.self)
        guard text.hasPrefix(typeName + ".") else { return text }
        return String(text.dropFirst(typeName.count))
    }

    private static func shortened(_ text: String, to length: Int) -> String {
        guard text.count > length else { return text }
        return String(text.prefix(max(length - 1, 0))) + "…"
    }
}
