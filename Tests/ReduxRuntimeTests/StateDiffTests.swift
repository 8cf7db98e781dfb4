import Testing
import ReduxRuntime

struct StateDiffTests {
    struct Item: Equatable {
        var title: String
        var done: Bool
    }

    @Test func lineDiffMarksOnlyTheChangedLines() throws {
        let old = [Item(title: "a", done: false), Item(title: "b", done: false)]
        let new = [Item(title: "a", done: false), Item(title: "b", done: true)]
        let diff = try #require(StateDiff.lineDiff(from: old, to: new))
        let changed = diff.split(separator: "\n").filter { !$0.hasPrefix("  ") }
        #expect(changed == ["-     - done: false", "+     - done: true"])
    }

    @Test func equalValuesHaveNoDiff() {
        #expect(StateDiff.lineDiff(from: [1, 2], to: [1, 2]) == nil)
    }

    @Test func insertionsShowAsAddedLines() throws {
        let diff = try #require(StateDiff.lineDiff(from: ["x", "z"], to: ["x", "y", "z"]))
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+ ") }
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("- ") }
        #expect(added.contains { $0.contains("\"y\"") })
        #expect(removed.count == 1)  // only the element count line changes
    }

    @Test func hugeDiffsStayBounded() throws {
        let old = (0..<3_000).map { "old \($0)" }
        let new = (0..<3_000).map { "new \($0)" }
        let diff = try #require(StateDiff.lineDiff(from: old, to: new))
        #expect(diff.split(separator: "\n").count <= 6_001)
    }
}

struct ShortDescriptionTests {
    @Test func dropsTheTypeNameOfTheOuterCase() {
        #expect(StateDiff.shortDescription(of: CounterAction.add(2)) == ".add(2)")
        #expect(StateDiff.shortDescription(of: AppAction.counter(.increment))
            == ".counter(ReduxRuntimeTests.CounterAction.increment)")
    }

    @Test func leavesOtherValuesAlone() {
        #expect(StateDiff.shortDescription(of: 42) == "42")
        #expect(StateDiff.shortDescription(of: "text") == "\"text\"")
    }
}
