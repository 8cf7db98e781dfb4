import Testing
@testable import ReduxGenCore

/// The built-in `_environmentCall` partial writes the environment tests and the mock middleware make from
/// its data: locals passed as they are, providers of another feature's values returning a sample.
@Suite struct EnvironmentCallPartialTests {
    private func written(_ call: ResolvedEnvironmentCall) throws -> String {
        try TemplateRenderer().render(templateNamed: "_environmentCall", context: TemplateValueEncoder.encode(EnvironmentCallContext(call)))
    }

    @Test func localsAndProvidersAreWrittenInOrder() throws {
        let call = ResolvedEnvironmentCall(type: "FeedEnvironment", arguments: [
            .value(label: "repository", local: "repository"),
            .value(label: "clock", local: "clock"),
            .provider(label: "sessionToken", sample: .literal(.string("b"))),
        ])
        #expect(try written(call) == #"FeedEnvironment(repository: repository, clock: clock, sessionToken: { "b" })"#)
        #expect(try written(ResolvedEnvironmentCall(type: "CounterEnvironment", arguments: [])) == "CounterEnvironment()")
    }

    @Test func theAppTestsPassANewMockRepository() throws {
        let call = ResolvedEnvironmentCall(type: "FeedEnvironment", arguments: [.newMock(label: "repository", type: "MockFeedRepository")])
        #expect(try written(call) == "FeedEnvironment(repository: MockFeedRepository())")
    }
}
