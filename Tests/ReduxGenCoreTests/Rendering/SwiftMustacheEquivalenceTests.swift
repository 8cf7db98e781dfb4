import Foundation
import Testing
@testable import ReduxGenCore

/// reduxgen's Mustache renderer gives exactly the bytes swift-mustache (the engine it replaced) gives:
/// for every built-in template with the context of every sample and fixture spec, and for templates
/// written to exercise each rule of the syntax and of whitespace.
@Suite struct SwiftMustacheEquivalenceTests {
    static let specFiles: [String] = {
        let root = GenerationFixtures.packageRoot
        let fileManager = FileManager.default
        let samples = ((try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("specs").path)) ?? [])
            .filter { $0.hasSuffix(".yaml") }.map { "specs/" + $0 }
        let fixtureFolders = (try? fileManager.contentsOfDirectory(atPath: GenerationFixtures.generatedFolder.path)) ?? []
        let fixtures = fixtureFolders.flatMap { folder in
            ((try? fileManager.contentsOfDirectory(atPath: GenerationFixtures.generatedFolder.appendingPathComponent(folder).path)) ?? [])
                .filter { $0.hasSuffix(".yaml") }.map { "Tests/Fixtures/Generated/\(folder)/\($0)" }
        }
        return (samples + fixtures).sorted()
    }()

    /// The feature contexts of every spec, and the app context of all the sample specs.
    static func contexts() throws -> [(label: String, context: TemplateValue)] {
        let options = GenerationFixtures.options
        let generator = Generator(options: options)
        let resolver = FeatureResolver(access: options.access, testModule: options.testModule, sideEffects: options.sideEffects)
        var contexts: [(String, TemplateValue)] = []
        var sampleFeatures: [ResolvedFeature] = []
        for file in specFiles {
            let spec = try GenerationFixtures.spec(file).indexingNames()
            let feature = try resolver.resolve(spec, specPath: spec.file)
            contexts.append((file, generator.withTestImports(FeatureContext.make(feature))))
            if file.hasPrefix("specs/") { sampleFeatures.append(feature) }
        }
        let app = AppContext.make(sampleFeatures, access: options.access, testModule: options.testModule)
        contexts.append(("app of the sample specs", generator.withTestImports(app)))
        return contexts
    }

    @Test func everyBuiltInTemplateRendersAsWithSwiftMustacheForEverySpec() throws {
        #expect(Self.specFiles.count >= 12)
        let texts = Dictionary(uniqueKeysWithValues: BuiltInTemplates.all.map { ($0.name, $0.text) })
        let library = try SwiftMustacheReference.library(texts).get()
        let renderer = try TemplateRenderer()
        var compared = 0
        for (label, context) in try Self.contexts() {
            let prepared = RenderContext(context)
            for template in BuiltInTemplates.all {
                let ours = try renderer.render(templateNamed: template.name, context: prepared)
                let reference = SwiftMustacheReference.render(template.name, in: library, context: context)
                #expect(ours == reference, "\(template.name) with the context of \(label) differs from swift-mustache")
                compared += 1
            }
        }
        #expect(compared == (Self.specFiles.count + 1) * BuiltInTemplates.all.count)
    }

    /// Templates for the rules: each is rendered by both engines with `context`.
    static let cases: [(templates: [String: String], context: TemplateValue)] = {
        let items: TemplateValue = ["a", "b", "c"]
        let context: TemplateValue = [
            "name": "Feed", "html": #"a < b && "c" 'd'"#, "count": 3, "zero": 0, "yes": true, "no": false,
            "empty": [], "items": items, "emptyText": "",
            "rows": [["name": "one", "tags": ["x"]], ["name": "two", "tags": []]],
            "nested": ["inner": ["deep": "value"], "name": "nestedName"],
            "lines": ["line one", "line two\nwith a break"],
            "crlf": "a\r\nb",
        ]
        let templates: [String] = [
            "{{name}}|{{{name}}}|{{&name}}|{{ name }}|{{missing}}|{{count}}|{{yes}}|{{no}}|{{zero}}",
            "{{html}} {{{html}}} {{% CONTENT_TYPE: HTML }}{{html}} {{{html}}} {{&html}}",
            "{{#yes}}y{{/yes}}{{#no}}n{{/no}}{{^no}}!n{{/no}}{{^yes}}!y{{/yes}}{{#zero}}z{{.}}{{/zero}}{{^zero}}!z{{/zero}}",
            "{{#empty}}e{{/empty}}{{^empty}}none{{.}}{{/empty}}{{#emptyText}}[{{.}}]{{/emptyText}}{{^missing}}m{{/missing}}",
            "{{#items}}{{.}}{{^last()}}, {{/last()}}{{/items}} {{#items}}{{index()}}{{#first()}}F{{/first()}}{{#even()}}E{{/even()}}{{#odd()}}O{{/odd()}}{{/items}}",
            "{{uppercased(name)}} {{lowercased(name)}} {{capitalized(html)}} {{reversed(name)}} {{count(items)}} {{first(items)}} {{last(items)}}",
            "{{#empty(empty)}}E{{/empty(empty)}}{{#reversed(items)}}{{.}}{{/reversed(items)}} {{plusone(count)}} {{minusone(count)}} {{#equalzero(zero)}}Z{{/equalzero(zero)}}{{uppercased(first(items))}}",
            "{{#yes}}{{index()}}{{/yes}}{{#items}}{{#yes}}{{index()}}{{/yes}}{{#nested}}[{{index()}}]{{/nested}}{{/items}}{{index()}}{{uppercased(yes)}}",
            "{{nested.inner.deep}} {{nested.missing.deep}} {{#nested}}{{name}} {{.name}} {{count}} {{.count}}{{/nested}} {{nested..name}} {{#nested}}{{#inner}}{{.}}{{/inner}}{{/nested}}",
            "{{#rows}}{{name}}:{{#tags}}{{.}}{{name}}{{/tags}}{{^tags}}no tags{{/tags}};{{/rows}}",
            "{{items}} {{lines}} {{nested.inner}} {{empty}} {{crlf}}",
            "{{#nested}}{{#inner}}{{deep}}{{name}}{{/inner}}{{/nested}}",
            "a\n  {{#items}}\n  - {{.}}\n  {{/items}}\nb\n",
            "a\n{{#items}}\n{{/items}}\n  {{! comment }}\n{{^items}}\nnone\n{{/items}}\nend",
            "{{#yes}}\nx{{/yes}} {{#yes}}\ny\n{{/yes}}\n",
            "x{{#yes}}\ny\n{{/yes}}\n{{#yes}}\nz\n{{/yes}}\n",
            "  {{#yes}}  \n  in\n  {{/yes}}  \n  {{name}}  \n   ",
            "{{#yes}}{{/yes}}\n{{#yes}} {{/yes}} \n\t{{^no}}\t\ntab\n\t{{/no}}\t",
            "line\r\n{{#yes}}\r\nin\r\n{{/yes}}\r\nend\r\n",
            "begin\n    {{> _part}}\nend\n",
            "begin\n    {{> _loop}}\n  {{> _part}} trailing\n{{#items}}\n  {{> _part}}\n{{/items}}\n",
            "  {{> _nested}}\n{{> _part}}",
            "{{#lines}}\n    {{> _line}}\n{{/lines}}\n",
            "{{=<% %>=}}\n<% name %> {{name}} <%# items %><% . %><%/ items %>\n<%={{ }}=%>{{name}}\n",
            "{{#yes}}{{=| |=}}|name||/yes|{{name}}",
            "{{!comment}}a{{! multi\nline }}b\n{{!standalone}}\nc {{! inline }} d",
            "{{#yes}}{{> _part}}{{/yes}}|{{> _html}}|{{% CONTENT_TYPE: HTML }}{{> _html}}{{html}}",
            "{{crlf}}\n  {{> _crlf}}\n",
            "{{ nested.name }}{{{ nested.name }}}{{& nested.name }}{{\nname\n}}",
            "a {\n{ {{name}} }}\n{{name}}}}{x",
            "{{#items}}\n{{#first()}}\nfirst: {{.}}\n{{/first()}}\n{{/items}}",
            "  {{name}}\n\t{{#items}}{{.}}{{/items}}\n\n  \n",
            "{{-name}} {{?x}} {{*x}} {{a-b}}",
            // Vertical tab and form feed are newlines to `Character.isNewline`, in ASCII text read byte by byte.
            "a\u{0B}{{#yes}}\u{0B}b {{name}}\u{0C}  {{/yes}}\u{0C}c\u{0B}  {{#items}}  \u{0C}{{.}}{{/items}}",
            "x\u{0B}\u{0C}y {{\u{0B}name}}",
            // Delimiters that are not ASCII, in ASCII text.
            "{{=« »=}}«name» {{name}} «#items»«.»«/items»\n",
        ]
        let partials = [
            "_part": "p1 {{name}}\np2\n",
            "_loop": "{{#items}}\ncase {{.}}\n{{/items}}\nafter\n",
            "_nested": "n1\n  {{> _part}}\nn2 {{#items}}{{.}}\n{{/items}}",
            "_line": "// {{.}}\n",
            "_html": "{{html}}",
            "_crlf": "x\r\ny\r\n{{crlf}}\r\n",
        ]
        return templates.map { (["Main": $0].merging(partials) { first, _ in first }, context) }
    }()

    @Test(arguments: 0..<cases.count) func handWrittenTemplatesRenderAsWithSwiftMustache(index: Int) throws {
        let (templates, context) = Self.cases[index]
        let library = try SwiftMustacheReference.library(templates).get()
        let reference = SwiftMustacheReference.render("Main", in: library, context: context)
        let ours = try RenderingFixtures.renderer(templates).render(templateNamed: "Main", context: context)
        #expect(ours == reference, "template: \(templates["Main"] ?? "")")
    }

    /// Broken templates: both engines stop at the same place with the same message.
    static let brokenTemplates: [String] = [
        "line one\n{{#items}}\n{{name}}\n",
        "first\n{{#a}}\n{{/b}}\n",
        "ab {{x",
        "a\n  {{na me}}\n",
        "{{/y}}",
        "{{#a}}{{/a(b)}}",
        "x {{{name}}",
        "x {{{name}} y",
        "{{a(b}}",
        "{{a)}}",
        "{{a(b))}}",
        "{{!never closed",
        "{{=<% %>}}",
        "{{=<%%>=}}",
        "{{= =}}",
        "{{=<% %>=}}\n<%#a%>\n",
        "{{% CONTENT_TYPE }}",
        "{{% CONTENT_TYPE: XML }}",
        "{{% OTHER: TEXT }}",
        "{{> _p",
        "{{name}} {",
        "é\n  ü {{#a}}\r\n{{/b}}",
        "{{#a}}\n{{#b}}\n{{/a}}",
        // Delimiters that are not ASCII, in text that is not ASCII either.
        "é {{=« »=}}«name» «{name}» «! comment »ü\n  «#yes»  \n  in «name»\r\n«/yes»",
    ]

    @Test(arguments: brokenTemplates) func parseErrorsAreReportedWhereSwiftMustacheReportedThem(template: String) throws {
        guard case .failure(let reference) = SwiftMustacheReference.library(["Main": template]) else {
            Issue.record("swift-mustache parses \(template.debugDescription)")
            return
        }
        let errors = RenderingFixtures.errors(["Main": template]).filter { !$0.message.hasPrefix("no partial named") }
        let ours = errors.first.map {
            SwiftMustacheReference.ParseFailure(message: $0.message, line: $0.location?.line ?? 0, column: $0.location?.column ?? 0)
        }
        #expect(ours == reference.failure, "template: \(template.debugDescription)")
    }

    /// Where swift-mustache printed a dictionary's entries in no fixed order, reduxgen sorts them by key.
    @Test func aPrintedDictionaryListsItsKeysInOrder() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "{{.}} {{rows}} {{#empty}}{{/empty}}{{^none}}{{.}}{{/none}}"])
        let context: TemplateValue = ["rows": [["b": 1, "a": "x\"y"], [:]], "none": []]
        let expected = #"["none": [], "rows": [["a": "x\"y", "b": 1], [:]]] [["a": "x\"y", "b": 1], [:]] []"#
        #expect(try renderer.render(templateNamed: "Main", context: context) == expected)
    }
}
