import Testing
@testable import ReduxGenCore

/// A `template:` value too long for the statement that sends it resolves to a binding (the local, whether
/// it throws, its pieces), and the `_templateBinding` partial writes it as a concatenation, one piece a line.
@Suite struct TemplateBindingTests {
    static let spec = """
        feature: Stamps
        api: { baseURL: "http://localhost" }
        state:
          link: { type: URL, default: "http://localhost/a" }
        endpoints:
          stamp:
            method: GET
            path: /stamp
            payload: { when: Date }
            headers:
              X-Stamp: { template: "at {payload.when} from {state.link} and a long text after that" }
              X-Short: { template: "at {state.link}" }
            response: none
        """

    @Test func aLongTemplateIsBoundToALocalAndAThrowingPieceMarksTheWholeConcatenation() throws {
        let headers = try resolve(Self.spec).endpoints[0].request.headers
        #expect(headers[0].binding == ResolvedTemplateBinding(
            local: "xStampTemplate",
            isThrowing: true,
            pieces: ["\"at \"", "\"\\(client.coding.text(of: when))\"", "\" from \"", "\"\\(link.absoluteString)\"", "\" and a long text after that\""]
        ))
        #expect(headers[0].text == "xStampTemplate")
        // A template that fits on its statement's line is written inline.
        #expect(headers[1].binding == nil)
        #expect(headers[1].text == "\"at \\(link.absoluteString)\"")
    }

    @Test func thePartialWritesTheBindingOnePieceALine() throws {
        let endpoint = try #require(Self.first(Self.array(Self.dictionary(FeatureContext.make(try resolve(Self.spec)))?["endpoints"])))
        let request = Self.dictionary(Self.dictionary(endpoint)?["request"])
        let first = try #require(Self.dictionary(Self.first(Self.array(request?["headers"]))))
        let text = try TemplateRenderer().render(templateNamed: "_templateBinding", context: .dictionary(first))
        #expect(text == """
                    let xStampTemplate =
                        try "at "
                        + "\\(client.coding.text(of: when))"
                        + " from "
                        + "\\(link.absoluteString)"
                        + " and a long text after that"

            """)
    }

    static func dictionary(_ value: TemplateValue?) -> TemplateDictionary? {
        if case .dictionary(let entries)? = value { return entries }
        return nil
    }

    static func array(_ value: TemplateValue?) -> [TemplateValue]? {
        if case .array(let elements)? = value { return elements }
        return nil
    }

    static func first(_ elements: [TemplateValue]?) -> TemplateValue? {
        elements?.first
    }
}
