@testable import ReduxGenCore
import Testing

/// `MustacheTagScanner`: each tag's body and where its `{{` is, lines and columns counted in characters,
/// lines ending where `Character.isNewline` says (`\n`, `\r\n`, vertical tab, form feed).
@Suite struct MustacheTagScannerTests {
    static func tags(in text: String) -> [String] {
        MustacheTagScanner.tags(in: text).map { "\($0.body)@\($0.line):\($0.column)" }
    }

    @Test func linesAndColumnsStartAtOne() {
        #expect(Self.tags(in: "ab {{x}}\n  {{#y}}{{/y}}") == ["x@1:4", "#y@2:3", "/y@2:9"])
    }

    @Test func verticalTabAndFormFeedEndLines() {
        #expect(Self.tags(in: "a\u{0B}{{b}}\u{0C} {{c}}") == ["b@2:1", "c@3:2"])
    }

    @Test func crlfIsOneNewlineAndNonASCIICharactersCountOnce() {
        #expect(Self.tags(in: "a{{x}}\r\né {{y}}\u{0B}{{#z}}\n  {{/z}}") == ["x@1:2", "y@2:3", "#z@3:1", "/z@4:3"])
    }

    @Test func aLoneBraceIsNoTag() {
        #expect(Self.tags(in: "{ {x} {{y}}") == ["y@1:7"])
        #expect(Self.tags(in: "é { {{y}}") == ["y@1:5"])
    }
}
