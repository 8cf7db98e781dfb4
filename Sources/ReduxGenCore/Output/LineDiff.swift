/// One step of an edit script that turns an old sequence of lines into a new one.
enum LineEdit: Hashable, Sendable {
    /// Line `old` of the old text equals line `new` of the new text (0-based indices).
    case keep(old: Int, new: Int)
    /// Line `old` of the old text is removed.
    case delete(old: Int)
    /// Line `new` of the new text is inserted.
    case insert(new: Int)
}

/// A shortest edit script between two sequences, by Myers' O(ND) algorithm in its linear-space form
/// (bisect at the middle snake, then recurse on both halves).
///
/// To bound the time spent on two wholly different large inputs, a part whose edit distance exceeds
/// ``maximumEditDistance`` is reported as "delete all, insert all": still a correct script, only not minimal.
struct LineDiff<Element: Hashable> {
    /// Past this many edits in one part, the diff gives up on finding the shortest script for it.
    static var maximumEditDistance: Int { 4_000 }

    let old: [Element]
    let new: [Element]

    /// The edits, in order, covering every line of both sequences exactly once.
    func edits() -> [LineEdit] {
        var edits: [LineEdit] = []
        edits.reserveCapacity(old.count + new.count)
        diff(old: 0..<old.count, new: 0..<new.count, into: &edits)
        return edits
    }

    private func diff(old a: Range<Int>, new b: Range<Int>, into edits: inout [LineEdit]) {
        var a = a
        var b = b
        // Common prefix.
        while !a.isEmpty, !b.isEmpty, old[a.lowerBound] == new[b.lowerBound] {
            edits.append(.keep(old: a.lowerBound, new: b.lowerBound))
            a = (a.lowerBound + 1)..<a.upperBound
            b = (b.lowerBound + 1)..<b.upperBound
        }
        // Common suffix, emitted after the middle.
        var suffixLength = 0
        while suffixLength < min(a.count, b.count),
              old[a.upperBound - 1 - suffixLength] == new[b.upperBound - 1 - suffixLength] {
            suffixLength += 1
        }
        a = a.lowerBound..<(a.upperBound - suffixLength)
        b = b.lowerBound..<(b.upperBound - suffixLength)

        if a.isEmpty || b.isEmpty {
            edits.append(contentsOf: a.map { .delete(old: $0) })
            edits.append(contentsOf: b.map { .insert(new: $0) })
        } else if let (x, y) = middleSnake(old: a, new: b),
                  (x, y) != (a.lowerBound, b.lowerBound), (x, y) != (a.upperBound, b.upperBound) {
            diff(old: a.lowerBound..<x, new: b.lowerBound..<y, into: &edits)
            diff(old: x..<a.upperBound, new: y..<b.upperBound, into: &edits)
        } else {
            edits.append(contentsOf: a.map { .delete(old: $0) })
            edits.append(contentsOf: b.map { .insert(new: $0) })
        }
        for offset in 0..<suffixLength {
            edits.append(.keep(old: a.upperBound + offset, new: b.upperBound + offset))
        }
    }

    /// A point `(x, y)` (absolute indices) on a shortest edit path through the two ranges, splitting the
    /// problem in two strictly smaller ones; `nil` when the edit distance exceeds the limit.
    ///
    /// Both ranges are non-empty and their first and last elements differ.
    private func middleSnake(old a: Range<Int>, new b: Range<Int>) -> (Int, Int)? {
        let n = a.count
        let m = b.count
        let maxD = min((n + m + 1) / 2, Self.maximumEditDistance)
        let offset = maxD + 1
        let size = 2 * maxD + 3
        var forward = [Int](repeating: -1, count: size)
        var backward = [Int](repeating: -1, count: size)
        forward[offset + 1] = 0
        backward[offset + 1] = 0
        let delta = n - m
        let deltaIsOdd = delta % 2 != 0
        // Diagonals that ran off the edges are skipped from then on.
        var forwardStart = 0, forwardEnd = 0, backwardStart = 0, backwardEnd = 0

        for d in 0..<maxD {
            var k1 = -d + forwardStart
            while k1 <= d - forwardEnd {
                let index = offset + k1
                var x = (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
                    ? forward[index + 1] : forward[index - 1] + 1
                var y = x - k1
                while x < n, y < m, old[a.lowerBound + x] == new[b.lowerBound + y] {
                    x += 1
                    y += 1
                }
                forward[index] = x
                if x > n {
                    forwardEnd += 2
                } else if y > m {
                    forwardStart += 2
                } else if deltaIsOdd {
                    let other = offset + delta - k1
                    if other >= 0, other < size, backward[other] != -1, x >= n - backward[other] {
                        return (a.lowerBound + x, b.lowerBound + y)
                    }
                }
                k1 += 2
            }
            var k2 = -d + backwardStart
            while k2 <= d - backwardEnd {
                let index = offset + k2
                var x = (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1]))
                    ? backward[index + 1] : backward[index - 1] + 1
                var y = x - k2
                while x < n, y < m, old[a.upperBound - 1 - x] == new[b.upperBound - 1 - y] {
                    x += 1
                    y += 1
                }
                backward[index] = x
                if x > n {
                    backwardEnd += 2
                } else if y > m {
                    backwardStart += 2
                } else if !deltaIsOdd {
                    let other = offset + delta - k2
                    if other >= 0, other < size, forward[other] != -1 {
                        let forwardX = forward[other]
                        let forwardY = forwardX - (other - offset)
                        if forwardX >= n - x {
                            return (a.lowerBound + forwardX, b.lowerBound + forwardY)
                        }
                    }
                }
                k2 += 2
            }
        }
        return nil
    }
}
