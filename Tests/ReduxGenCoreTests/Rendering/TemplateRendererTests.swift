import Foundation
import Testing
@testable import ReduxGenCore

@Suite struct TemplateRendererTests {
    @Test func nothingIsEscapedForSwiftOutput() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": "{{x}}|{{{x}}}|{{&x}}|{{> _part}}",
            "_part": "{{x}}",
        ])
        let text = #"a < b && c > "d" 'e'"#
        let output = try renderer.render(templateNamed: "Main", context: ["x": .string(text)])
        #expect(output == [text, text, text, text].joined(separator: "|"))
    }

    @Test func rendersTheValueTree() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": """
                {{name}} {{count}} {{#flag}}yes{{/flag}}{{^off}} not-off{{/off}}
                {{#items}}[{{label}}]{{/items}}{{^empty}} none{{/empty}} {{nested.inner}}
                """,
        ])
        let context: TemplateValue = [
            "name": "Feed", "count": 3, "flag": true, "off": false,
            "items": [["label": "a"], ["label": "b"]], "empty": [],
            "nested": ["inner": "deep"],
        ]
        let output = try renderer.render(templateNamed: "Main", context: context)
        #expect(output == "Feed 3 yes not-off\n[a][b] none deep")
    }

    @Test func standaloneSectionLinesLeaveNoBlankLines() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": """
                {{> _header}}
                struct State {
                    {{#fields}}
                    var {{name}}: {{type}}
                    {{/fields}}
                    {{^fields}}
                    // no fields
                    {{/fields}}
                }

                """,
            "_header": "// header\n",
        ])
        let output = try renderer.render(templateNamed: "Main", context: [
            "fields": [["name": "items", "type": "[Item]"], ["name": "isLoading", "type": "Bool"]],
        ])
        #expect(output == """
            // header
            struct State {
                var items: [Item]
                var isLoading: Bool
            }

            """)
        let empty = try renderer.render(templateNamed: "Main", context: ["fields": []])
        #expect(empty == "// header\nstruct State {\n    // no fields\n}\n")
    }

    @Test func indentedStandalonePartialIndentsEveryLine() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": "enum A {\n    {{> _cases}}\n}\n",
            "_cases": "case a\ncase b\n",
        ])
        #expect(try renderer.render(templateNamed: "Main", context: [:]) == "enum A {\n    case a\n    case b\n}\n")
    }

    @Test func engineTransformsWorkForSeparatorsAndCase() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": "{{#items}}{{.}}{{^last()}}, {{/last()}}{{/items}} {{uppercased(name)}} {{#items}}{{index()}}{{/items}}",
        ])
        let output = try renderer.render(templateNamed: "Main", context: ["items": ["a", "b", "c"], "name": "feed"])
        #expect(output == "a, b, c FEED 012")
    }

    @Test func swiftStringWritesTextAsAQuotedEscapedSwiftLiteral() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "let city = {{swiftString(city)}}"])
        let output = try renderer.render(templateNamed: "Main", context: ["city": "São \"West\"\\\n"])
        #expect(output == #"let city = "São \"West\"\\\n""#)
    }

    @Test func swiftStringContentWritesTextEscapedWithoutItsQuotes() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": #"let path = "/cities/{{swiftStringContent(city)}}/\(id)""#,
        ])
        let output = try renderer.render(templateNamed: "Main", context: ["city": "São \"West\"\\\n"])
        #expect(output == #"let path = "/cities/São \"West\"\\\n/\(id)""#)
    }

    @Test func unescapedWritesANameWithoutItsBackticks() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "{{name}}: {{unescaped(name)}}Status, {{unescaped(other)}}Status"])
        let output = try renderer.render(templateNamed: "Main", context: ["name": "`default`", "other": "load"])
        #expect(output == "`default`: defaultStatus, loadStatus")
    }

    @Test func lowerFirstLetterLowersOnlyTheFirstLetter() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "{{lowerFirstLetter(name)}} {{lowerFirstLetter(short)}}"])
        let output = try renderer.render(templateNamed: "Main", context: ["name": "URLInfo", "short": "A"])
        #expect(output == "uRLInfo a")
    }

    @Test func singleTellsAListOfOneElementFromOthers() throws {
        // Inside the loop, `items` is looked up outwards: the list the loop goes over.
        let renderer = try RenderingFixtures.renderer([
            "Main": "{{#lists}}[{{#items}}{{.}}{{^single(items)}},{{/single(items)}}{{/items}}]{{#single(items)}} one{{/single(items)}}\n{{/lists}}",
        ])
        let lists: TemplateValue = .array([
            .dictionary(["items": ["a"]]), .dictionary(["items": ["a", "b"]]), .dictionary(["items": []]),
        ])
        let output = try renderer.render(templateNamed: "Main", context: ["lists": lists])
        #expect(output == "[a] one\n[a,b,]\n[]\n")
    }

    @Test func renderingIsDeterministic() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "{{#items}}{{a}}{{b}}{{c}},{{/items}}"])
        let items = (0..<50).map { index -> TemplateValue in ["a": .int(index), "b": "x\(index)", "c": .bool(index.isMultiple(of: 2))] }
        let first = try renderer.render(templateNamed: "Main", context: ["items": .array(items)])
        for _ in 0..<5 {
            #expect(try renderer.render(templateNamed: "Main", context: ["items": .array(items)]) == first)
        }
        #expect(first.hasPrefix("0x0true,1x1false,"))
    }

    @Test func unknownTemplateNameIsAnErrorWithASuggestion() throws {
        let renderer = try RenderingFixtures.renderer(["State": "s"])
        #expect {
            try renderer.render(templateNamed: "Stat", context: [:])
        } throws: { error in
            (error as? DiagnosticsError)?.diagnostics.map(\.message) == ["no template named 'Stat'; did you mean 'State'?"]
        }
    }

    /// Every item of a long loop is rendered, in order. How fast is the generation benchmark's business
    /// (docs/performance.md), and `scripts/check-scaling.py` fails CI when rendering grows faster than its
    /// input; a unit test does not time it.
    @Test func aLoopOfTwentyThousandItemsRendersEveryItem() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": "{{#items}}\n    case {{name}} = {{value}}\n{{/items}}\n",
        ])
        let items = (0..<20_000).map { index -> TemplateValue in ["name": "case\(index)", "value": .int(index)] }
        let output = try renderer.render(templateNamed: "Main", context: ["items": .array(items)])
        let lines = output.split(separator: "\n")
        #expect(lines.count == 20_000)
        #expect(lines.first == "    case case0 = 0")
        #expect(lines[12_345] == "    case case12345 = 12345")
        #expect(output.hasSuffix("    case case19999 = 19999\n"))
    }
}
