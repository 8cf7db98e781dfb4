import Testing
@testable import ReduxGenCore

@Suite("The first occurrences of names, and the duplicate-key errors they find")
struct FirstOccurrencesTests {
    private func location(line: Int) -> ReduxGenCore.SourceLocation {
        ReduxGenCore.SourceLocation(file: "t.yaml", line: line, column: 1)
    }

    @Test("names are found, below and above the list's limit", arguments: [3, FirstOccurrences<ReduxGenCore.SourceLocation>.listLimit, 40])
    func findsEveryKey(count: Int) {
        var table = FirstOccurrences<ReduxGenCore.SourceLocation>()
        for index in 0..<count {
            #expect(table.first("k\(index)") == nil)
            table.insert("k\(index)", location(line: index + 1))
        }
        #expect(table.count == count)
        for index in 0..<count {
            #expect(table.first("k\(index)")?.line == index + 1)
        }
        #expect(table.first("k\(count)") == nil)
    }

    @Test("a duplicate key in a large mapping is reported at the second key with a note at the first")
    func duplicateInLargeMapping() throws {
        let lines = (0..<30).map { "k\($0): \($0)" } + ["k3: again"]
        let diagnostics = try #require(loadingErrors(lines.joined(separator: "\n") + "\n"))
        #expect(diagnostics.count == 1)
        #expect(diagnostics[0].message == "duplicate key 'k3' in mapping")
        #expect(diagnostics[0].location == at(31, 1))
        #expect(diagnostics[0].notes == [.note("key 'k3' first defined here", at: at(4, 1))])
    }
}
