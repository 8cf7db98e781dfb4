import ReduxGenCore
import Testing

@Suite("YAML loader: libyaml syntax errors")
struct YAMLSyntaxErrorTests {
    @Test("an unclosed flow sequence: the problem at its place, the context as a note")
    func unclosedFlowSequence() throws {
        let diagnostics = try #require(loadingErrors("items: [a, b\nnext: 1\n"))
        #expect(diagnostics.count == 1)
        let error = diagnostics[0]
        #expect(error.severity == .error)
        #expect(error.message == "YAML syntax error: did not find expected ',' or ']' while parsing a flow sequence")
        #expect(error.location == at(2, 5))
        #expect(error.notes == [.note("while parsing a flow sequence that starts here", at: at(1, 8))])
    }

    @Test("a missing `:` in a block mapping")
    func missingColon() throws {
        let diagnostics = try #require(loadingErrors("name: Counter\nstate\nother: 1\n"))
        #expect(diagnostics[0].message == "YAML syntax error: could not find expected ':' while scanning a simple key")
        #expect(diagnostics[0].location == at(3, 1))
        #expect(diagnostics[0].notes.first?.location == at(2, 1))
    }

    @Test("a value where none may start")
    func badIndentation() throws {
        let diagnostics = try #require(loadingErrors("a: 1\n  b: 2\n"))
        #expect(diagnostics[0].message == "YAML syntax error: mapping values are not allowed in this context")
        #expect(diagnostics[0].location == at(2, 4))
        #expect(diagnostics[0].notes.isEmpty)
    }

    @Test("a tab used for indentation gets a hint to use spaces")
    func tabIndentation() throws {
        let diagnostics = try #require(loadingErrors("a:\n\tb: 1\n"))
        #expect(diagnostics[0].message == "YAML syntax error: found character that cannot start any token while scanning for the next token (YAML indents and separates with spaces, not tabs)")
        #expect(diagnostics[0].location == at(2, 1))
        let afterUnicode = try #require(loadingErrors("ä:\r\n  - x\r\n  -\ty\r\n"))
        #expect(afterUnicode[0].location == at(3, 4))
        #expect(afterUnicode[0].message.hasSuffix("not tabs)"))
    }

    @Test("an unterminated quoted scalar points at its start in the note")
    func unterminatedQuote() throws {
        let diagnostics = try #require(loadingErrors("a: \"open\nb: 1\n"))
        #expect(diagnostics[0].message == "YAML syntax error: found unexpected end of stream while scanning a quoted scalar")
        #expect(diagnostics[0].notes.first?.location == at(1, 4))
    }
}
