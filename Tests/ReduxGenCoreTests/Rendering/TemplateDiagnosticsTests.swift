import Testing
@testable import ReduxGenCore

/// Broken templates give located errors, never a crash or a hang.
@Suite struct TemplateDiagnosticsTests {
    static func location(_ line: Int, _ column: Int, _ name: String = "Main") -> ReduxGenCore.SourceLocation {
        ReduxGenCore.SourceLocation(file: "Templates/\(name).mustache", line: line, column: column)
    }

    @Test func unclosedSectionIsReportedInTheTemplatesFile() {
        let errors = RenderingFixtures.errors(["Main": "line one\n{{#items}}\n{{name}}\n"])
        #expect(errors.count == 1)
        #expect(errors.first?.location?.file == "Templates/Main.mustache")
        #expect(errors.first?.message == "a section is not closed: expected '{{/name}}' before the end of the template")
    }

    @Test func errorPositionsCountFromTheTemplatesFirstLine() {
        // The closing tag's name is at line 3, column 4 ("{{/" takes columns 1-3).
        let errors = RenderingFixtures.errors(["Main": "first\n{{#a}}\n{{/b}}\n"])
        #expect(errors == [.error("this closing tag does not match the section it closes", at: Self.location(3, 4))])
        let onFirstLine = RenderingFixtures.errors(["Main": "ab {{x"])
        #expect(onFirstLine.first?.location?.line == 1)
    }

    @Test func unfinishedTagIsAnError() {
        let errors = RenderingFixtures.errors(["Main": "a\n  {{na me}}\n"])
        #expect(errors.first?.message == "unfinished tag: expected a name followed by '}}'")
        #expect(errors.first?.location?.line == 2)
    }

    @Test func everyBrokenTemplateIsReported() {
        let errors = RenderingFixtures.errors(["A": "{{#x}}", "B": "{{/y}}", "C": "fine"])
        #expect(errors.compactMap(\.location?.file) == ["Templates/A.mustache", "Templates/B.mustache"])
    }

    @Test func unknownPartialIsALocatedErrorWithASuggestion() {
        let errors = RenderingFixtures.errors(["Main": "x\n  {{> _headr}}\n", "_header": "h"])
        #expect(errors == [.error("no partial named '_headr'; did you mean '_header'?", at: Self.location(2, 3))])
    }

    @Test func includingATemplateThatIsNotAPartialIsAnError() {
        let errors = RenderingFixtures.errors(["Main": "{{>Other}}", "Other": "o"])
        #expect(errors == [.error("'Other' is not a partial: partial names start with '_'", at: Self.location(1, 1))])
    }

    @Test func dynamicPartialsAreRejected() {
        let errors = RenderingFixtures.errors(["Main": "{{>*which}}", "_a": "a"])
        #expect(errors.first?.message == "dynamic partials ('{{>*which}}') are not supported; name the partial")
    }

    @Test func recursivePartialsAreRejectedInsteadOfOverflowingTheStack() {
        let selfRecursive = RenderingFixtures.errors(["_a": "{{#more}}{{> _a}}{{/more}}"])
        #expect(selfRecursive == [
            .error("'_a' includes itself (_a → _a); partials cannot be recursive", at: Self.location(1, 10, "_a")),
        ])
        let mutual = RenderingFixtures.errors(["Main": "{{> _a}}", "_a": "{{> _b}}", "_b": "\n{{> _a}}"])
        #expect(mutual == [
            .error("'_a' includes itself (_a → _b → _a); partials cannot be recursive", at: Self.location(2, 1, "_b")),
        ])
    }

    /// docs/templates.md: the checks before rendering read tags in the delimiters a set-delimiter tag chose,
    /// so a template that changes them is checked too (it crashed the renderer).
    @Test func tagsInChangedDelimitersAreCheckedToo() throws {
        let recursive = RenderingFixtures.errors(["Main": "{{> _a}}", "_a": "{{=<% %>=}}x<%> _a%>"])
        #expect(recursive == [
            .error("'_a' includes itself (_a → _a); partials cannot be recursive", at: Self.location(1, 13, "_a")),
        ])
        let depth = 100
        let deep = "{{=<% %>=}}" + String(repeating: "<%#a%>", count: depth) + String(repeating: "<%/a%>", count: depth)
        let column = 11 + TemplateParser.maximumSectionDepth * 6 + 1
        #expect(RenderingFixtures.errors(["Main": deep]) == [.error("sections are nested more than 64 deep", at: Self.location(1, column))])
        let renderer = try RenderingFixtures.renderer(["Main": "{{=<% %>=}}<%#a%><%> _b%><%/a%>", "_b": "{{name}}"])
        #expect(try renderer.render(templateNamed: "Main", context: ["a": true, "name": "n"]) == "n")
    }

    @Test func partialTagsInsideCommentsAreIgnored() throws {
        let renderer = try RenderingFixtures.renderer(["Main": "{{!> _missing}}ok"])
        #expect(try renderer.render(templateNamed: "Main", context: [:]) == "ok")
    }

    @Test func absurdlyDeepSectionsAreAnErrorNotAStackOverflow() {
        let depth = 100_000
        let text = String(repeating: "{{#a}}", count: depth) + String(repeating: "{{/a}}", count: depth)
        let errors = RenderingFixtures.errors(["Main": text])
        let column = TemplateParser.maximumSectionDepth * 6 + 1
        #expect(errors == [.error("sections are nested more than 64 deep", at: Self.location(1, column))])
    }

    @Test func sectionsNestedUpToTheLimitRender() throws {
        let depth = TemplateParser.maximumSectionDepth
        let text = String(repeating: "{{#a}}", count: depth) + "x" + String(repeating: "{{/a}}", count: depth)
        let renderer = try RenderingFixtures.renderer(["Main": text])
        #expect(try renderer.render(templateNamed: "Main", context: ["a": true]) == "x")
    }

    @Test func partialsThatDoubleAtEveryLevelAreRejectedBeforeRendering() {
        var templates = ["Main": "{{> _p0}}", "_p40": "x"]
        for level in 0..<40 {
            templates["_p\(level)"] = "{{> _p\(level + 1)}}{{> _p\(level + 1)}}"
        }
        let errors = RenderingFixtures.errors(templates)
        #expect(errors == [
            .error(
                "this template expands into more than 100000 partial inclusions; partials include each other too many times over",
                at: .startOfFile("Templates/Main.mustache")
            ),
        ])
        templates["_p15"] = "x"  // 2^16 - 2 inclusions: many, but fine
        #expect(RenderingFixtures.errors(templates).isEmpty)
    }

    /// Template inheritance works as the Mustache specification's optional module says: a block of the
    /// including template replaces the partial's block of the same name, and a block not replaced keeps its
    /// default.
    @Test func templateInheritanceReplacesBlocks() throws {
        let renderer = try RenderingFixtures.renderer([
            "Main": "{{<_page}}{{$title}}Feed{{/title}}{{/_page}}",
            "_page": "# {{$title}}Untitled{{/title}} ({{$footer}}end{{/footer}})",
        ])
        #expect(try renderer.render(templateNamed: "Main", context: [:]) == "# Feed (end)")
    }
}
