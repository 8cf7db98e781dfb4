/// The environment a feature's generated tests, the app tests or `mockFMiddleware` make, which the
/// `_environmentCall` partial writes in the feature's context: `FeedEnvironment(repository: repository,
/// clock: clock, sessionToken: { "b" })`.
public struct ResolvedEnvironmentCall: Hashable, Sendable {
    /// The initializer's arguments, in its parameters' order: the repository, the test clock with a
    /// debounce, then one provider per value of another feature.
    public var arguments: [Argument]

    /// One argument of the environment's initializer.
    public enum Argument: Hashable, Sendable {
        /// `label: local`, a value the code making the environment holds, by its local's name:
        /// `repository: repository`.
        case value(label: String, local: String)
        /// `label: Mock<Feature>Repository()`, the feature's new mock repository:
        /// `repository: MockFeedRepository()`.
        case newMock(label: String)
        /// `label: { sample }`, a provider of another feature's value returning a sample of it.
        case provider(label: String, sample: ResolvedSampleValue)
    }

    /// Where the environment is made.
    enum Use {
        /// In a feature's tests, with the tests' `repository` and providers of samples.
        case tests
        /// In the app tests, with a new mock repository and providers of samples.
        case appTests
        /// In `mockFMiddleware`, with its `repository` and its parameters as the providers.
        case mockMiddleware
    }

    /// The environment `feature`'s code made for `use` makes.
    static func make(_ feature: ResolvedFeature, for use: Use) -> ResolvedEnvironmentCall {
        var arguments: [Argument] = []
        if !feature.endpoints.isEmpty {
            arguments.append(use == .appTests
                ? .newMock(label: "repository")
                : .value(label: "repository", local: "repository"))
        }
        if feature.endpoints.contains(where: \.waitsForQuiet) { arguments.append(.value(label: "clock", local: "clock")) }
        for value in feature.appValues {
            arguments.append(use == .mockMiddleware
                ? .value(label: value.name, local: value.name)
                : .provider(label: value.name, sample: value.sampleValue))
        }
        return ResolvedEnvironmentCall(arguments: arguments)
    }
}
