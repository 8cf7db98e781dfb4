/// "Did you mean ...?" suggestions for misspelled names, by edit distance. Every stage uses it: spec
/// keys and references, template names, configuration keys.
enum Suggestion {
    /// `; did you mean 'response'?` when a candidate is close enough to `name`, else the empty string.
    static func didYouMean(_ name: String, among candidates: some Sequence<String>) -> String {
        guard let best = closest(to: name, among: candidates) else { return "" }
        return "; did you mean '\(best)'?"
    }

    /// The candidate nearest to `name`, if it is within a third of the name's length (at least 1, at most 3 edits).
    /// Ties go to the candidate that comes first in sorted order, so hints never depend on hashing order.
    static func closest(to name: String, among candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, name.count / 3))
        var best: (candidate: String, distance: Int)?
        let length = name.count
        for candidate in candidates.sorted() where abs(candidate.count - length) <= limit {
            let distance = editDistance(name.lowercased(), candidate.lowercased())
            if distance <= limit, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The edit distance between two strings, in characters: insertions, deletions, substitutions and
    /// swaps of two neighbouring characters (`nmae` is one edit from `name`) each count one.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var beforePrevious = Array(0...b.count)
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], beforePrevious[j - 2] + 1)
                }
            }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        return previous[b.count]
    }
}
