import Testing
@testable import ReduxGenCore

/// Locations count lines as editors and compilers do: a line ends at `\n` (or `\r\n`, or a lone `\r`),
/// never at U+2028, U+2029 or NEL, and every location lies inside the file.
@Suite struct YAMLLineBreakLocationTests {
    @Test(arguments: ["\u{2028}", "\u{2029}", "\u{85}"])
    func unicodeLineSeparatorsDoNotStartALine(separator: String) {
        let errors = loadingErrors("a: \"x\(separator)y\"\nb: 1\nb: 2\n")
        #expect(errors?.first?.location == at(3, 1))
        #expect(errors?.first?.notes.first?.location == at(2, 1))
    }

    @Test func aSeparatorInAPlainScalarKeepsTheColumnsOfItsLine() {
        // The error is at the second 'k' key, on line 2, after a line holding U+2028 in a comment.
        let errors = loadingErrors("k: 1 # note\u{2028}more\nk: 2\n")
        #expect(errors?.first?.location == at(2, 1))
    }

    @Test func anErrorAtTheEndOfAFileWithoutFinalNewlineIsOnItsLastLine() throws {
        let text = "a: 1\nb: [1, 2"
        let errors = try #require(loadingErrors(text))
        for diagnostic in errors {
            let location = try #require(diagnostic.location)
            #expect(location.line == 2, "\(diagnostic)")
            #expect(location.column <= 10, "\(diagnostic)")
        }
    }

    @Test func anErrorAtTheEndOfAFileWithFinalNewlineIsInsideTheFile() throws {
        let errors = try #require(loadingErrors("a: 1\nb: [1, 2\n"))
        for diagnostic in errors {
            let location = try #require(diagnostic.location)
            #expect(location.line == 2, "\(diagnostic)")
        }
    }

    @Test func columnsCountScalarsAfterMultibyteCharacters() {
        let errors = loadingErrors("é: [1, *nope]\n")
        #expect(errors?.first?.location == at(1, 8))
    }

    @Test func aTypeSpanningTwoLinesIsLocatedOnTheLineItContinuesOn() throws {
        let text = """
            feature: Counter
            state:
              count:
                type: "[String:
                  Intt]"
                default: {}

            """
        let diagnostics = SpecReader.readSpec(bytes: Array(text.utf8), file: "test.yaml").diagnostics
        let error = try #require(diagnostics.first { $0.message.contains("Intt") }, "\(diagnostics)")
        #expect(error.location == SourceLocation(file: "test.yaml", line: 5, column: 7))
    }
}
