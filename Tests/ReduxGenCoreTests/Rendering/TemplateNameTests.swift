import Testing
@testable import ReduxGenCore

@Suite struct TemplateNameTests {
    @Test func namesComeFromMustacheFileNames() {
        #expect(TemplateName.fromFileName("State.mustache") == "State")
        #expect(TemplateName.fromFileName("_header.mustache") == "_header")
        #expect(TemplateName.fromFileName(".mustache") == nil)
        #expect(TemplateName.fromFileName("State.swift") == nil)
        #expect(TemplateName.fileName(of: "State") == "State.mustache")
    }

    @Test func partialsStartWithAnUnderscore() {
        #expect(TemplateName.isPartial("_header"))
        #expect(!TemplateName.isPartial("State"))
    }

    @Test func validNamesAreIdentifierLike() {
        #expect(TemplateName.isValid("State"))
        #expect(TemplateName.isValid("_header2"))
        #expect(!TemplateName.isValid(""))
        #expect(!TemplateName.isValid("2State"))
        #expect(!TemplateName.isValid("State-Old"))
        #expect(!TemplateName.isValid("Stäte"))
    }

    @Test func suggestionsAreCloseNamesOnly() {
        #expect(Suggestion.editDistance("kitten", "sitting") == 3)
        #expect(Suggestion.closest(to: "Reducr", among: ["State", "Reducer", "Action"]) == "Reducer")
        #expect(Suggestion.closest(to: "Zzz", among: ["State", "Reducer"]) == nil)
    }
}
