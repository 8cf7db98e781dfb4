import Testing
@testable import ReduxGenCore

@Suite("Rendering: templates laid out as one list of instructions")
struct MustacheProgramTests {
    private func program(_ root: String, _ templates: [String: String]) throws -> MustacheProgram {
        var parsed: [String: [MustacheNode]] = [:]
        for (name, text) in templates {
            parsed[name] = try TemplateParser.parse(TemplateSource(name: name, text: text, origin: .file(path: "\(name).mustache"))).get()
        }
        return try #require(MustacheProgram(rendering: root, templates: parsed))
    }

    /// The instructions as short words, a section's and a partial's with what they point at.
    private func described(_ program: MustacheProgram) -> [String] {
        program.instructions.map { instruction in
            switch instruction {
            case .text(let start, let end): "text(\(String(decoding: program.text[start..<end], as: UTF8.self)))"
            case .variable(let name, _): "variable(\(program.names[name].written))"
            case .section(let name, let end): "section(\(program.names[name].written), end: \(end))"
            case .invertedSection(let name, let end): "inverted(\(program.names[name].written), end: \(end))"
            case .partial(let template, let indentation): "partial(\(template), indented: \(indentation?.count ?? -1))"
            case .contentType(let escapesHTML): "contentType(\(escapesHTML))"
            }
        }
    }

    @Test("a section's body is the instructions after it, up to its end, nested sections inside")
    func sectionsEndAfterTheirBodies() throws {
        let program = try program("Main", ["Main": "a{{#items}}<{{#on}}{{name}}{{/on}}>{{/items}}{{^none}}z{{/none}}"])
        #expect(described(program) == [
            "text(a)",
            "section(items, end: 6)",
            "text(<)",
            "section(on, end: 5)",
            "variable(name)",
            "text(>)",
            "inverted(none, end: 8)",
            "text(z)",
        ])
        #expect(program.templates == [0..<8])
    }

    @Test("each partial is laid out once, after the template, and a partial that names no template is left out")
    func partialsAreLaidOutOnce() throws {
        let program = try program("Main", [
            "Main": "{{> _item}}{{> _missing}}{{> _item}}",
            "_item": "<{{> _name}}>\n",
            "_name": "{{name}}",
            "Unused": "{{unused}}",
        ])
        #expect(described(program) == [
            "partial(1, indented: -1)",
            "partial(1, indented: -1)",
            "text(<)",
            "partial(2, indented: -1)",
            "text(>\n)",
            "variable(name)",
        ])
        #expect(program.templates == [0..<2, 2..<5, 5..<6])
    }

    @Test("a standalone partial keeps its indentation among the text bytes")
    func standalonePartialIndentation() throws {
        let program = try program("Main", ["Main": "begin\n    {{> _line}}\nend\n", "_line": "line\n"])
        let partial = try #require(program.instructions.compactMap { instruction -> Range<Int>?? in
            if case .partial(_, let indentation) = instruction { return indentation }
            return nil
        }.first)
        let indentation = try #require(partial)
        #expect(String(decoding: program.text[indentation], as: UTF8.self) == "    ")
    }

    @Test("no template of the name gives no program")
    func missingRoot() {
        #expect(MustacheProgram(rendering: "Absent", templates: [:]) == nil)
    }
}
