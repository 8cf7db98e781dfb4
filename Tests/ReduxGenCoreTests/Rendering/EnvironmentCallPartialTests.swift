import Testing
@testable import ReduxGenCore

/// The built-in `_environmentCall` partial writes the environment tests and the mock middleware make from
/// its data, in the feature's context: locals passed as they are, providers of another feature's values
/// returning a sample, the feature's new mock repository.
@Suite struct EnvironmentCallPartialTests {
    private func written(_ call: ResolvedEnvironmentCall, feature: String) throws -> String {
        let template = "{{#call}}{{> _environmentCall}}{{/call}}"
        let renderer = try TemplateRenderer(templates: TemplateSet.builtIn.overridden(by: [
            TemplateSource(name: "EnvironmentCallProbe", text: template, origin: .file(path: "EnvironmentCallProbe.mustache")),
        ]))
        return try renderer.render(
            templateNamed: "EnvironmentCallProbe",
            context: ["feature": .string(feature), "call": TemplateValueEncoder.encode(EnvironmentCallContext(call))])
    }

    @Test func localsAndProvidersAreWrittenInOrder() throws {
        let call = ResolvedEnvironmentCall(arguments: [
            .value(label: "repository", local: "repository"),
            .value(label: "clock", local: "clock"),
            .provider(label: "sessionToken", sample: .literal(.string("b"))),
        ])
        #expect(try written(call, feature: "Feed") == #"FeedEnvironment(repository: repository, clock: clock, sessionToken: { "b" })"#)
        #expect(try written(ResolvedEnvironmentCall(arguments: []), feature: "Counter") == "CounterEnvironment()")
    }

    @Test func theAppTestsPassANewMockRepository() throws {
        let call = ResolvedEnvironmentCall(arguments: [.newMock(label: "repository")])
        #expect(try written(call, feature: "Feed") == "FeedEnvironment(repository: MockFeedRepository())")
    }
}
