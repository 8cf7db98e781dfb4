import Foundation
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

    /// `count` warnings, one a line of `x.yaml`.
    private func warnings(_ count: Int) -> [Diagnostic] {
        (1...count).map { Diagnostic.warning("skipped \($0)", at: SourceLocation(file: "x.yaml", line: $0, column: 1)) }
    }

    @Test func warningsAreCappedWithASummaryNote() {
        let lines = DiagnosticFormatter().render(warnings(150)).split(separator: "\n")
        #expect(lines.count == 101)
        #expect(lines[99] == "x.yaml:100:1: warning: skipped 100")
        #expect(lines.last == "note: 50 more warnings not shown; the first 100 are above")
    }

    @Test func errorsArePrintedFirstAndNeverCapped() {
        let errors = (1...120).map { Diagnostic.error("broken \($0)", at: SourceLocation(file: "x.yaml", line: 500 + $0, column: 1)) }
        let lines = DiagnosticFormatter().render(warnings(211) + errors).split(separator: "\n").map(String.init)
        #expect(lines.count == 120 + 100 + 1)
        #expect(lines.first == "x.yaml:501:1: error: broken 1")
        #expect(lines[119] == "x.yaml:620:1: error: broken 120")
        #expect(lines[120] == "x.yaml:1:1: warning: skipped 1")
        #expect(lines.last == "note: 111 more warnings not shown; the first 100 are above")
    }

    @Test func jsonIsNeverCappedAndListsErrorsFirst() throws {
        let error = Diagnostic.error("broken", at: SourceLocation(file: "x.yaml", line: 900, column: 1))
        let json = DiagnosticFormatter(format: .json).render(warnings(311) + [error])
        let objects = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(objects.count == 312)
        #expect(objects.first?["severity"] as? String == "error")
        #expect(objects.last?["message"] as? String == "skipped 311")
        #expect(!json.contains("not shown"))
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
