import Testing

@testable import ReduxGenCore

/// The wrapper's rule for a long string (docs/generated-code.md, "Line wrapping"): a constant bound to one
/// string literal with interpolations, too long for its line, becomes the concatenation of its pieces, one a
/// line; every other long string is left as it is.
struct SwiftStringConcatenationTests {
    @Test func aLongTemplateBecomesItsPiecesOneALine() {
        let line = #"        let xStampTemplate = try "at \(client.coding.text(of: when)) from \(link.absoluteString) and then some more text""#
        #expect(line.count > 120)
        let expected = #"""
                    let xStampTemplate =
                        try "at "
                        + "\(client.coding.text(of: when))"
                        + " from "
                        + "\(link.absoluteString)"
                        + " and then some more text"
            """#
        #expect(SwiftLineWrapper.wrap(line) == expected)
    }

    @Test func longTextIsCutIntoPiecesOfSixtyColumnsNeverInsideAnEscape() {
        let text = String(repeating: "a", count: 59) + #"\n"# + String(repeating: "b", count: 70)
        let line = #"    let bodyTemplate = "\#(text)\(value)""#
        #expect(line.count > 120)
        let expected = [
            "    let bodyTemplate =",
            "        \"" + String(repeating: "a", count: 59) + "\"",
            "        + \"\\n" + String(repeating: "b", count: 58) + "\"",
            "        + \"" + String(repeating: "b", count: 12) + "\"",
            "        + \"\\(value)\"",
        ]
        #expect(SwiftLineWrapper.wrap(line) == expected.joined(separator: "\n"))
    }

    @Test func theConcatenationReadsTheSameTextAsTheLiteral() {
        let line = #"        let t = "São \"Paulo\" \u{E9}\(a)\\(not) \(b.c(d: e)) "# + String(repeating: "x", count: 80) + "\""
        let pieces = SwiftLineWrapper.wrap(line).split(separator: "\n").dropFirst().map { piece in
            var piece = piece.drop { $0 == " " }
            if piece.hasPrefix("+ ") { piece = piece.dropFirst(2) }
            return String(piece.dropFirst().dropLast())
        }
        let content = line.drop { $0 != "\"" }.dropFirst().dropLast()
        #expect(pieces.joined() == String(content))
        #expect(pieces.count > 2)
    }

    @Test func otherLongStringsAreLeftAsTheyAre() {
        let long = String(repeating: "x", count: 120)
        let lines = [
            // Not a constant.
            #"        value = "\#(long)\(a)""#,
            // Something after the literal.
            #"        let t = "\#(long)\(a)" + b"#,
            // A raw string.
            ##"        let t = #"\##(long)\#(a)"#"##,
            // An interpolation holding a string literal.
            #"        let t = "\(a ?? "none")\#(long)""#,
            // No interpolation.
            #"        let t = "\#(long)""#,
        ]
        for line in lines {
            #expect(line.count > 120)
            #expect(SwiftLineWrapper.wrap(line) == line)
        }
    }
}
