import Testing
@testable import ReduxGenCore

/// The built-in `Tests` template writes the request a live-request test expects from its data: texts as Swift
/// string literals, values known only at run time as the expressions converting them (`_runTimeText`), path
/// values percent-encoded by `HTTPPath.segment`.
@Suite struct ExpectedRequestRenderingTests {
    static let spec = """
        feature: Shop
        api: { baseURL: "http://localhost" }
        endpoints:
          load:
            method: GET
            path: /items
            response: none
        """

    /// The live-request test of `load` written for `request`, before lines are wrapped.
    func renderedTest(expecting request: ResolvedExpectedRequest) throws -> String {
        var feature = try resolve(Self.spec)
        feature.endpoints[0].expectedRequest = request
        return try TemplateRenderer().render(templateNamed: "Tests", context: FeatureContext.make(feature))
    }

    @Test func textsAreLiteralsAndRunTimeValuesAreTheirExpressions() throws {
        func local(_ name: String, _ conversion: ResolvedTextConversion) -> ResolvedValueText {
            ResolvedValueText(value: ResolvedRunTimeValue(base: .local(name)), conversion: conversion)
        }
        let test = try renderedTest(expecting: ResolvedExpectedRequest(
            pathPieces: [.text("/items/a%20\"b\""), .segment(.value(local("itemName", .asIs))), .text("/sizes")],
            queryItems: [
                .init(name: "q", value: .text("say \"hi\"")),
                .init(name: "page", value: .runTime(.value(local("page", .described)))),
            ],
            headers: [
                .init(name: "X-ID", value: .runTime(.value(local("itemID", .uuidString)))),
                .init(name: "X-At", value: .runTime(.interpolation(ResolvedInterpolation(parts: [.text("at \""), .value(local("at", .dateText))])))),
            ],
            bodyJSON: nil
        ))
        let lines = test.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains(
            #"        let expectedQueryItems: [HTTPQueryItem] = [HTTPQueryItem(name: "q", value: "say \"hi\""), "#
                + #"HTTPQueryItem(name: "page", value: String(page))]"#
        ))
        #expect(lines.contains(
            #"        let expectedHeaders: HTTPHeaders = ["X-ID": itemID.uuidString, "X-At": try "at \"\(client.coding.text(of: at))"]"#
        ))
        #expect(lines.contains(#"            path: "/items/a%20\"b\"\(HTTPPath.segment(itemName))/sizes","#))
    }

    @Test func noQueryItemsOrHeadersAreEmptyLiterals() throws {
        let test = try renderedTest(expecting: ResolvedExpectedRequest(
            pathPieces: [.text("/items")], queryItems: [], headers: [], bodyJSON: nil
        ))
        #expect(test.contains("        let expectedQueryItems: [HTTPQueryItem] = []\n"))
        #expect(test.contains("        let expectedHeaders: HTTPHeaders = [:]\n"))
        #expect(test.contains("            path: \"/items\",\n"))
    }
}
