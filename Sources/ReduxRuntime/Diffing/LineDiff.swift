/// A line-based diff (longest common subsequence) of two texts, rendered with `- `/`+ ` markers.
///
/// The common head and tail are trimmed first; if what remains is too large for the quadratic table, the
/// middle is shown as all removed followed by all added, so memory stays bounded for any input.
struct LineDiff {
    let old: [String]
    let new: [String]

    /// The largest table (old lines × new lines) the diff builds.
    static let maxTableSize = 250_000

    func rendered() -> String {
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

        var lines: [String] = old[..<prefix].map { "  " + $0 }
        if oldMiddle.count * newMiddle.count <= Self.maxTableSize {
            lines += Self.middle(oldMiddle, newMiddle)
        } else {
            lines += oldMiddle.map { "- " + $0 } + newMiddle.map { "+ " + $0 }
        }
        lines += old[(old.count - suffix)...].map { "  " + $0 }
        return lines.joined(separator: "\n")
    }

    private static func middle(_ old: [String], _ new: [String]) -> [String] {
        // common[i][j] = length of the longest common subsequence of old[i...] and new[j...].
        let width = new.count + 1
        var common = [Int](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i * width + j] = old[i] == new[j]
                    ? common[(i + 1) * width + j + 1] + 1
                    : max(common[(i + 1) * width + j], common[i * width + j + 1])
            }
        }
        var lines: [String] = []
        var i = 0
        var j = 0
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[(i + 1) * width + j] >= common[i * width + j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines
    }
}
