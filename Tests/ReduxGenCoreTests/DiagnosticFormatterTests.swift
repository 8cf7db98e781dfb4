import Testing
@testable import ReduxGenCore

@Suite struct DiagnosticFormatterTests {
    @Test func textLineHasCompilerShape() {
        let diagnostic = Diagnostic.error("unknown key 'respone'", at: SourceLocation(file: "specs/feed.yaml", line: 12, column: 5))
        #expect(DiagnosticFormatter.textLine(diagnostic) == "specs/feed.yaml:12:5: error: unknown key 'respone'")
    }

    @Test func notesFollowTheirDiagnostic() {
        let diagnostic = Diagnostic.error(
            "duplicate key 'name'", at: SourceLocation(file: "a.yaml", line: 3, column: 1),
            notes: [.note("first defined here", at: SourceLocation(file: "a.yaml", line: 1, column: 1))])
        #expect(DiagnosticFormatter().render([diagnostic]) == "a.yaml:3:1: error: duplicate key 'name'\na.yaml:1:1: note: first defined here\n")
    }

    @Test func outputIsCappedWithASummaryNote() {
        let many = (1...150).map { Diagnostic.error("problem \($0)", at: SourceLocation(file: "x.yaml", line: $0, column: 1)) }
        let lines = DiagnosticFormatter().render(many).split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines.last == "note: 50 more diagnostics not shown; the first 100 are above")
    }

    @Test func jsonCarriesLocationFields() throws {
        let diagnostic = Diagnostic.warning("w", at: SourceLocation(file: "f.yaml", line: 2, column: 7))
        let json = DiagnosticFormatter(format: .json).render([diagnostic])
        #expect(json.contains("\"line\" : 2"))
        #expect(json.contains("\"column\" : 7"))
        #expect(json.contains("\"severity\" : \"warning\""))
    }

    @Test func collectorSortsByLocationStably() {
        var collector = DiagnosticCollector()
        collector.error("b", at: SourceLocation(file: "a.yaml", line: 5, column: 1))
        collector.error("a", at: SourceLocation(file: "a.yaml", line: 2, column: 1))
        collector.error("c", at: SourceLocation(file: "a.yaml", line: 5, column: 1))
        #expect(collector.sorted.map(\.message) == ["a", "b", "c"])
    }
}
