import Testing
@testable import ReduxGenCore

/// A `template:` value is bound to a local before the statement that sends it (the local and the string
/// interpolation, marked `try` when a placeholder's text throws); the `_templateBinding` partial writes it on
/// one line, and the line wrapper splits a binding too long for it into its pieces, one a line
/// (docs/generated-code.md, "Line wrapping").
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

    @Test func everyTemplateIsBoundToALocalAndAThrowingPlaceholderMarksTheWholeString() throws {
        let headers = try resolve(Self.spec).endpoints[0].request.headers
        let when = ResolvedValueText(value: ResolvedRunTimeValue(base: .local("when")), conversion: .dateText)
        let link = ResolvedValueText(value: ResolvedRunTimeValue(base: .local("link")), conversion: .absoluteString)
        #expect(headers[0].binding == ResolvedTemplateBinding(
            local: "xStampTemplate",
            interpolation: ResolvedInterpolation(parts: [
                .text("at "), .value(when), .text(" from "), .value(link), .text(" and a long text after that"),
            ])
        ))
        #expect(headers[0].binding?.interpolation.isThrowing == true)
        #expect(headers[0].text == ResolvedValueText(value: ResolvedRunTimeValue(base: .local("xStampTemplate")), conversion: .asIs))
        #expect(headers[1].binding == ResolvedTemplateBinding(
            local: "xShortTemplate", interpolation: ResolvedInterpolation(parts: [.text("at "), .value(link)])
        ))
        #expect(headers[1].binding?.interpolation.isThrowing == false)
        #expect(headers[1].text == ResolvedValueText(value: ResolvedRunTimeValue(base: .local("xShortTemplate")), conversion: .asIs))
    }

    @Test func thePartialWritesTheBindingOnOneLineAndTheWrapperSplitsALongOne() throws {
        let endpoint = try #require(Self.first(Self.array(Self.dictionary(FeatureContext.make(try resolve(Self.spec)))?["endpoints"])))
        let request = Self.dictionary(Self.dictionary(endpoint)?["request"])
        let headers = try #require(Self.array(Self.dictionary(request?["headers"])?["items"]))
        let renderer = try TemplateRenderer()
        let long = try renderer.render(templateNamed: "_templateBinding", context: headers[0])
        #expect(long == #"        let xStampTemplate = try "at \(client.coding.text(of: when)) from \(link.absoluteString) and a long text after that""# + "\n")
        #expect(SwiftLineWrapper.wrap(long) == """
                    let xStampTemplate =
                        try "at "
                        + "\\(client.coding.text(of: when))"
                        + " from "
                        + "\\(link.absoluteString)"
                        + " and a long text after that"

            """)
        let short = try renderer.render(templateNamed: "_templateBinding", context: headers[1])
        #expect(SwiftLineWrapper.wrap(short) == #"        let xShortTemplate = "at \(link.absoluteString)""# + "\n")
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
