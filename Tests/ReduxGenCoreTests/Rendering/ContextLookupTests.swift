import Testing
@testable import ReduxGenCore

/// How rendering finds a name in the context stack, now that names are keys resolved when a template is
/// parsed: the innermost context that has the name answers, a dotted name continues inside what its first
/// name found, and a name no context has renders as nothing.
@Suite struct ContextLookupTests {
    private func render(_ template: String, _ context: TemplateValue) throws -> String {
        try RenderingFixtures.renderer(["Main": template]).render(templateNamed: "Main", context: context)
    }

    @Test func aNameNoKeyAnswersRendersNothing() throws {
        #expect(try render("[{{contextLookupTestsNoSuchKey}}]", ["name": "Feed"]) == "[]")
        #expect(try render("[{{#contextLookupTestsNoSuchKey}}x{{/contextLookupTestsNoSuchKey}}]", ["name": "Feed"]) == "[]")
        #expect(try render("[{{^contextLookupTestsNoSuchKey}}x{{/contextLookupTestsNoSuchKey}}]", ["name": "Feed"]) == "[x]")
    }

    @Test func aNameMissingInsideIsFoundInAnOuterContext() throws {
        let context: TemplateValue = ["feature": "Feed", "items": [["label": "a"], ["label": "b"]]]
        #expect(try render("{{#items}}{{feature}}.{{label}} {{/items}}", context) == "Feed.a Feed.b ")
    }

    /// A name written with a leading dot (`{{#.isOn}}`) is looked up in the current context only: a part of
    /// a literal, a sample value or a request text holds only its flags that are on, and its partial tests
    /// each flag that way, so a flag the part lacks is off whatever the enclosing contexts hold
    /// (docs/templates.md).
    @Test func aDottedNameIsLookedUpInTheCurrentContextOnly() throws {
        let template = "{{#parts}}{{label}}:{{#.isOn}}on{{/.isOn}}{{^.isOn}}off{{/.isOn}}{{#isOn}}+{{/isOn}} {{/parts}}"
        let context: TemplateValue = ["isOn": true, "parts": [["label": "a"], ["label": "b", "isOn": true]]]
        #expect(try render(template, context) == "a:off+ b:on+ ")
    }

    /// The elements of a loop hold `label` among different keys, one lacks it and one is not a dictionary:
    /// each answers with its own value, or the lookup falls through to the enclosing context.
    @Test func eachElementAnswersWithItsOwnEntryWhereverItHoldsIt() throws {
        let first: TemplateValue = ["label": "a"]
        let second: TemplateValue = ["contextLookupTestsBefore": "x", "label": "b", "contextLookupTestsAfter": "y"]
        let third: TemplateValue = ["contextLookupTestsBefore": "x"]
        let fourth: TemplateValue = ["contextLookupTestsAfter": "y", "contextLookupTestsBefore": "x", "label": "d"]
        let context: TemplateValue = ["label": "outer", "items": [first, second, third, "plain", fourth, first]]
        #expect(try render("{{#items}}{{label}} {{/items}}", context) == "a b outer outer d a ")
    }

    @Test func theInnermostContextWins() throws {
        let context: TemplateValue = ["name": "outer", "inner": ["name": "inner"]]
        #expect(try render("{{name}} {{#inner}}{{name}}{{/inner}} {{name}}", context) == "outer inner outer")
    }

    @Test func aDottedNameLooksInsideWhatItsFirstNameFinds() throws {
        let context: TemplateValue = ["a": ["b": ["c": "deep"]], "list": [["x": "1"]]]
        #expect(try render("{{a.b.c}}|{{a.missing}}|{{#list}}{{a.b.c}}{{/list}}", context) == "deep||deep")
        // `.name` looks in the innermost context only.
        #expect(try render("{{#list}}[{{.x}}][{{.a}}]{{/list}}", context) == "[1][]")
    }

    @Test func aFirstNameFoundInsideDoesNotFallBackOutwardsForTheRestOfThePath() throws {
        // As in swift-mustache: `a` found in the inner context ends the search, even without `a.c` there.
        let context: TemplateValue = ["a": ["c": "outer"], "inner": ["a": ["b": "x"]]]
        #expect(try render("{{#inner}}[{{a.c}}]{{/inner}}", context) == "[]")
    }

    /// Separators come from the list itself: `first()` and `last()` in a loop's body, also inside a test of
    /// an element's kind (docs/templates.md, "Typed values").
    @Test func aLoopKnowsItsFirstAndLastElementInsideAKindTestToo() throws {
        let context: TemplateValue = ["items": [["kind": "a", "label": "x"], ["kind": "b", "label": "y"], ["kind": "a", "label": "z"]]]
        let template = "{{#items}}{{#first()}}^{{/first()}}{{#a(kind)}}{{label}}{{/a(kind)}}{{#b(kind)}}<{{label}}>{{/b(kind)}}{{^last()}}, {{/last()}}{{/items}}"
        #expect(try render(template, context) == "^x, <y>, z")
        #expect(try render("{{#items}}{{#a(kind)}}{{label}}{{^last()}},{{/last()}}{{/a(kind)}}{{/items}}", context) == "x,z")
    }

    /// Flags are read where the context holds them: the innermost context's flag wins, false as well as
    /// true, in sections, inverted sections and when printed.
    @Test func theInnermostFlagWinsInSectionsInvertedSectionsAndPrintedValues() throws {
        let context: TemplateValue = ["isOn": true, "items": [["isOn": false], ["label": "x"], ["isOn": true]]]
        let template = "{{#items}}[{{#isOn}}on{{/isOn}}{{^isOn}}off{{/isOn}} {{isOn}}]{{/items}}"
        #expect(try render(template, context) == "[off false][on true][on true]")
    }
}
