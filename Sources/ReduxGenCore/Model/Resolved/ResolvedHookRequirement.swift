/// The declaration of a hand-written hook in the feature's hook protocol,
/// `static func refresh(state: inout FeedState, environment: FeedEnvironment) -> Effect<FeedAction>`: what
/// `_hookRequirement.mustache` writes, on one line (the line wrapper puts one parameter a line when it is
/// too long).
public struct ResolvedHookRequirement: Hashable, Sendable, Encodable {
    /// The hook's name: the custom action's, or the endpoint's with its outcome (`loadSucceeded`).
    public var name: String
    /// Each parameter's declaration, in order: `state: inout FeedState`, `environment: FeedEnvironment`,
    /// then the payload's or the outcome's values (`id: Int`, `response: [Feed.Article]`).
    public var methodParameters: [ResolvedParameterDeclaration]

    /// A hook of a feature whose state and environment types are given, taking `values` after the state and
    /// the environment. It returns an effect of the feature's action type.
    init(name: String, stateType: String, environmentType: String, values: [ResolvedParameterDeclaration]) {
        self.name = name
        methodParameters = [
            ResolvedParameterDeclaration(label: "state", type: "inout \(stateType)"),
            ResolvedParameterDeclaration(label: "environment", type: environmentType),
        ] + values
    }
}
