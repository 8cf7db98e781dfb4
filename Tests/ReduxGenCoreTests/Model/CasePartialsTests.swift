import Testing

@testable import ReduxGenCore

/// The `_caseDeclaration`, `_casePattern` and `_caseConstruction` partials write a case's data as Swift
/// (docs/templates.md, "Cases"); each expected text is written here by hand.
struct CasePartialsTests {
    private func render(_ partial: String, _ context: TemplateValue) throws -> String {
        try TemplateRenderer().render(templateNamed: partial, context: context)
    }

    @Test func aDeclarationListsItsValuesWithTheirLabelsOrItsNameAlone() throws {
        let labelled = ResolvedCaseDeclaration(name: "`class`", values: [.init(label: "for", type: "String"), .init(label: "`in`", type: "[Int]")])
        #expect(try render("_caseDeclaration", FeatureContext.caseDeclaration(labelled)) == "`class`(for: String, `in`: [Int])")
        let unlabelled = ResolvedCaseDeclaration(name: "loadFailed", values: [.init(label: nil, type: "RequestID"), .init(label: nil, type: "APIError")])
        #expect(try render("_caseDeclaration", FeatureContext.caseDeclaration(unlabelled)) == "loadFailed(RequestID, APIError)")
        let bare = ResolvedCaseDeclaration(name: "refresh", values: [])
        #expect(try render("_caseDeclaration", FeatureContext.caseDeclaration(bare)) == "refresh")
    }

    @Test func aPatternBindsWhatIsNeededAndIsTheNameAloneWhenItBindsNothing() throws {
        let some = ResolvedCasePattern(name: "loadSucceeded", bindings: ["requestID", nil])
        #expect(try render("_casePattern", FeatureContext.casePattern(some)) == ".loadSucceeded(let requestID, _)")
        let none = ResolvedCasePattern(name: "picked", bindings: [nil, nil])
        #expect(try render("_casePattern", FeatureContext.casePattern(none)) == ".picked")
    }

    @Test func aConstructionLabelsEachValueOrIsTheNameAlone() throws {
        let construction = ResolvedCaseConstruction(
            name: "search", arguments: [ResolvedArgument(label: "query", value: "query"), ResolvedArgument(label: "for", value: "forValue")]
        )
        #expect(try render("_caseConstruction", FeatureContext.caseConstruction(construction)) == ".search(query: query, for: forValue)")
        #expect(try render("_caseConstruction", FeatureContext.caseConstruction(ResolvedCaseConstruction(name: "refresh", arguments: []))) == ".refresh")
    }
}
