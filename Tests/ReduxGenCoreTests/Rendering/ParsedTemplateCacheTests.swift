import Testing
@testable import ReduxGenCore

@Suite("Rendering: templates parsed when first rendered")
struct ParsedTemplateCacheTests {
    private func source(_ name: String, _ text: String) -> TemplateSource {
        TemplateSource(name: name, text: text, origin: .file(path: "\(name).mustache"))
    }

    @Test("a template is parsed with the partials it includes, directly or not, and nothing else")
    func parsesWhatRenderingNeeds() throws {
        let cache = ParsedTemplateCache(parsed: [:], unparsed: [
            "Main": source("Main", "{{#items}}{{> _item}}{{/items}}"),
            "_item": source("_item", "{{> _name}}\n"),
            "_name": source("_name", "{{name}}"),
            "Other": source("Other", "{{other}}"),
        ])
        let templates = try #require(try cache.templates(forRendering: "Main"))
        #expect(Set(templates.keys) == ["Main", "_item", "_name"])
        let later = try #require(try cache.templates(forRendering: "Other"))
        #expect(Set(later.keys) == ["Main", "_item", "_name", "Other"])
    }

    @Test("no template of that name is nil; a partial that names no template is left out")
    func missingNames() throws {
        let cache = ParsedTemplateCache(parsed: [:], unparsed: ["Main": source("Main", "{{> _missing}}")])
        #expect(try cache.templates(forRendering: "Absent") == nil)
        let templates = try #require(try cache.templates(forRendering: "Main"))
        #expect(Set(templates.keys) == ["Main"])
    }

    @Test("a template that does not parse throws its error when first rendered")
    func parseErrorIsThrown() {
        let cache = ParsedTemplateCache(parsed: [:], unparsed: ["Bad": source("Bad", "{{#open}}")])
        #expect(throws: DiagnosticsError.self) { try cache.templates(forRendering: "Bad") }
    }

    @Test("every built-in template parses, as the renderer assumes when it leaves them for later")
    func everyBuiltInParses() throws {
        for template in BuiltInTemplates.all {
            _ = try TemplateParser.parse(template).get()
        }
        let renderer = try TemplateRenderer()
        for name in renderer.templates.names where !TemplateName.isPartial(name) {
            _ = try renderer.render(templateNamed: name, context: [:])
        }
    }
}
