import Testing
@testable import ReduxGenCore

/// The built-in `Tests` template writes the request a live-request test expects from its data: texts as Swift
/// string literals, values known only at run time as their expressions, path values percent-encoded by
/// `HTTPPath.segment`.
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
        let test = try renderedTest(expecting: ResolvedExpectedRequest(
            pathPieces: [.text("/items/a%20\"b\""), .segment(expression: "itemID"), .text("/sizes")],
            queryItems: [
                .init(name: "q", value: .text("say \"hi\"")),
                .init(name: "page", value: .expression("String(page)")),
            ],
            headers: [.init(name: "X-ID", value: .expression("itemID.uuidString"))],
            bodyJSON: nil
        ))
        let lines = test.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains(
            #"        let expectedQueryItems: [HTTPQueryItem] = [HTTPQueryItem(name: "q", value: "say \"hi\""), "#
                + #"HTTPQueryItem(name: "page", value: String(page))]"#
        ))
        #expect(lines.contains(#"        let expectedHeaders: HTTPHeaders = ["X-ID": itemID.uuidString]"#))
        #expect(lines.contains(#"            path: "/items/a%20\"b\"\(HTTPPath.segment(itemID))/sizes","#))
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
