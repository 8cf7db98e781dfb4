import Testing
@testable import ReduxGenCore

/// Unified diffs have the shape `diff -u` prints, and applying them to the old text gives the new text.
@Suite struct UnifiedDiffTests {
    let diff = UnifiedDiff(oldLabel: "a/F.swift", newLabel: "b/F.swift")

    func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func equalTextsGiveNoDiff() {
        #expect(diff.render(old: "a\nb\n", new: "a\nb\n") == "")
        #expect(diff.render(old: "", new: "") == "")
    }

    @Test func oneChangedLineHasThreeLinesOfContext() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(diff.render(old: old, new: new) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesMakeSeparateHunks() {
        let old = numbered(1...20)
        let new = old.replacingOccurrences(of: "line 2\n", with: "")
            .replacingOccurrences(of: "line 18\n", with: "line 18\nextra\n")
        #expect(diff.render(old: old, new: new) == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,5 +1,4 @@
             line 1
            -line 2
             line 3
             line 4
             line 5
            @@ -16,5 +15,6 @@
             line 16
             line 17
             line 18
            +extra
             line 19
             line 20

            """)
    }

    @Test func changesSixLinesApartShareAHunk() {
        let old = numbered(1...12)
        let new = old.replacingOccurrences(of: "line 3\n", with: "three\n")
            .replacingOccurrences(of: "line 10\n", with: "ten\n")
        let rendered = diff.render(old: old, new: new)
        #expect(rendered.components(separatedBy: "\n@@ ").count == 2)
        #expect(rendered.contains("@@ -1,12 +1,12 @@\n"))
    }

    @Test func creatingAndEmptyingAFile() {
        #expect(UnifiedDiff(oldLabel: "/dev/null", newLabel: "b/F.swift").render(old: "", new: "x\ny\n") == """
            --- /dev/null
            +++ b/F.swift
            @@ -0,0 +1,2 @@
            +x
            +y

            """)
        #expect(diff.render(old: "x\n", new: "") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1 +0,0 @@
            -x

            """)
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(diff.render(old: "a\nb", new: "a\nb\n") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
    }

    @Test func insertionAtTheTopStartsAtLineOne() {
        #expect(diff.render(old: "a\nb\nc\nd\ne\n", new: "new\na\nb\nc\nd\ne\n") == """
            --- a/F.swift
            +++ b/F.swift
            @@ -1,3 +1,4 @@
            +new
             a
             b
             c

            """)
    }

    @Test func randomEditsApplyBackToTheNewText() throws {
        var generator = SplitMix64(seed: 7)
        let words = ["alpha", "beta", "gamma", "delta", "}"]
        for _ in 0..<500 {
            func randomText() -> String {
                let count = Int(generator.next() % 30)
                let lines = (0..<count).map { _ in words[Int(generator.next() % UInt64(words.count))] }
                let endsWithNewline = generator.next() % 4 != 0
                return lines.joined(separator: "\n") + (endsWithNewline && count > 0 ? "\n" : "")
            }
            let old = randomText()
            let new = randomText()
            let rendered = diff.render(old: old, new: new)
            #expect(try PatchApplier.apply(rendered, to: old) == new, "old \(old.debugDescription) new \(new.debugDescription)")
        }
    }
}

/// A strict reader of unified diffs that checks every hunk header and context line, for testing.
enum PatchApplier {
    struct Malformed: Error { var reason: String }

    static func apply(_ patch: String, to old: String) throws -> String {
        if patch.isEmpty { return old }
        let oldLines = UnifiedDiff.lines(of: old).map(String.init)
        var lines = patch.components(separatedBy: "\n")
        guard lines.last == "" else { throw Malformed(reason: "patch does not end in a newline") }
        lines.removeLast()
        guard lines.count >= 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") else {
            throw Malformed(reason: "missing file labels")
        }
        var result: [String] = []
        var oldIndex = 0
        var index = 2
        while index < lines.count {
            let (oldStart, oldCount, newCount) = try header(lines[index])
            index += 1
            let firstOld = oldCount == 0 ? oldStart : oldStart - 1
            guard firstOld >= oldIndex else { throw Malformed(reason: "hunks overlap") }
            result += oldLines[oldIndex..<firstOld]
            oldIndex = firstOld
            var seenOld = 0
            var seenNew = 0
            while index < lines.count, !lines[index].hasPrefix("@@ ") {
                let line = lines[index]
                var text = String(line.dropFirst()) + "\n"
                if index + 1 < lines.count, lines[index + 1] == "\\ No newline at end of file" {
                    text.removeLast()
                    index += 1
                }
                switch line.first {
                case " ":
                    guard oldIndex < oldLines.count, oldLines[oldIndex] == text else { throw Malformed(reason: "context mismatch") }
                    result.append(text)
                    oldIndex += 1
                    seenOld += 1
                    seenNew += 1
                case "-":
                    guard oldIndex < oldLines.count, oldLines[oldIndex] == text else { throw Malformed(reason: "deletion mismatch") }
                    oldIndex += 1
                    seenOld += 1
                case "+":
                    result.append(text)
                    seenNew += 1
                default:
                    throw Malformed(reason: "bad line \(line)")
                }
                index += 1
            }
            guard seenOld == oldCount, seenNew == newCount else { throw Malformed(reason: "hunk counts wrong") }
        }
        result += oldLines[oldIndex...]
        return result.joined()
    }

    /// `@@ -s,c +s,c @@` with `,c` optional (meaning 1); returns old start, old count and new count.
    private static func header(_ line: String) throws -> (Int, Int, Int) {
        let parts = line.split(separator: " ")
        guard parts.count == 4, parts[0] == "@@", parts[3] == "@@", parts[1].hasPrefix("-"), parts[2].hasPrefix("+") else {
            throw Malformed(reason: "bad hunk header \(line)")
        }
        func range(_ text: Substring) throws -> (Int, Int) {
            let numbers = text.dropFirst().split(separator: ",").map { Int($0) }
            guard let start = numbers.first ?? nil else { throw Malformed(reason: "bad range \(text)") }
            if numbers.count == 1 { return (start, 1) }
            guard numbers.count == 2, let count = numbers[1] else { throw Malformed(reason: "bad range \(text)") }
            return (start, count)
        }
        let old = try range(parts[1])
        let new = try range(parts[2])
        return (old.0, old.1, new.1)
    }
}
