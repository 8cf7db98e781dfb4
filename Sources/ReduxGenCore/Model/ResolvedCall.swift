/// A call of a function of the generated code, `FeedEffects.load(state: &state, environment: environment)`:
/// what `_call.mustache` writes.
public struct ResolvedCall: Hashable, Sendable {
    /// The function called, with the type it belongs to: `FeedEffects.load`, `FeedHooks.refresh`.
    public var function: String
    /// The arguments in order, each with its label and the value passed (`&state`, `environment`, a local).
    public var arguments: [ResolvedArgument]

    /// The arguments every start, hook and request-start call passes first: `state: &state`, then
    /// `environment: environment` unless `withEnvironment` is false.
    static func stateArguments(withEnvironment: Bool = true) -> [ResolvedArgument] {
        [ResolvedArgument(label: "state", value: "&state")]
            + (withEnvironment ? [ResolvedArgument(label: "environment", value: "environment")] : [])
    }
}

/// An effect a reducer case returns.
public enum ResolvedReturnedEffect: Hashable, Sendable {
    /// The effect one of the case's calls bound to a local: `hookEffect`, `loadEffect`.
    case local(String)
    /// The effect of the case's one request: its start, called in the `return` itself.
    case call(ResolvedCall)
    /// The cancellation of an endpoint's request in flight, by its cancel id: `FeedCancelID.load`.
    case cancel(id: String)
}
