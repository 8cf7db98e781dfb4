import Testing
@testable import ReduxGenCore

/// The built-in `_environmentCall` partial writes the environment the persistence tests make, in the feature's
/// context (docs/templates.md, "Feature context"): the tests' repository when the feature sends requests,
/// their clock when a request waits, and per value of another feature a provider returning its sample.
@Suite struct EnvironmentCallPartialTests {
    private func written(_ context: TemplateDictionary) throws -> String {
        let renderer = try TemplateRenderer(templates: TemplateSet.builtIn.overridden(by: [
            TemplateSource(name: "EnvironmentCallProbe", text: "{{> _environmentCall}}", origin: .file(path: "EnvironmentCallProbe.mustache")),
        ]))
        return try renderer.render(templateNamed: "EnvironmentCallProbe", context: .dictionary(context))
    }

    private let sessionToken: TemplateValue = [
        "name": "sessionToken",
        "sampleValue": TemplateValueEncoder.encode(SampleValuePart.parts(of: .literal(.string("b")))),
    ]

    @Test func theRepositoryClockAndProvidersAreWrittenInOrder() throws {
        let context: TemplateDictionary = [
            "feature": "Feed", "endpoints": [["name": "load"]], "hasDebounce": true, "appValues": [sessionToken],
        ]
        #expect(try written(context) == #"FeedEnvironment(repository: repository, clock: clock, sessionToken: { "b" })"#)
    }

    @Test func aFeatureWithoutRequestsPassesNothing() throws {
        let context: TemplateDictionary = ["feature": "Counter", "endpoints": [], "hasDebounce": false, "appValues": []]
        #expect(try written(context) == "CounterEnvironment()")
    }
}
