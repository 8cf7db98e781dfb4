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
    /// The feature's action type, of the effect the hook returns.
    public var actionType: String

    /// A hook of a feature whose state, environment and action types are given, taking `values` after the
    /// state and the environment.
    init(name: String, stateType: String, environmentType: String, actionType: String, values: [ResolvedParameterDeclaration]) {
        self.name = name
        methodParameters = [
            ResolvedParameterDeclaration(label: "state", type: "inout \(stateType)"),
            ResolvedParameterDeclaration(label: "environment", type: environmentType),
        ] + values
        self.actionType = actionType
    }
}
