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
        [ResolvedArgument(label: "state", value: .inoutState)]
            + (withEnvironment ? [ResolvedArgument(label: "environment", value: .environment)] : [])
    }
}

/// A value passed to a call or to a case construction, after its label: what `_argumentValue.mustache`
/// writes.
public enum ResolvedArgumentValue: Hashable, Sendable {
    /// The state the reducer changes, passed to be changed: `&state`.
    case inoutState
    /// The environment the reducer or the middleware was given: `environment`.
    case environment
    /// A local or parameter of the calling code, by its (escaped) name, or a member of one: `id`,
    /// `forValue`, `response`, `response.body`.
    case local(String)
    /// A duration of whole milliseconds: `.milliseconds(300)`.
    case milliseconds(Int)
    /// A value the generated tests pass, from their samples (written by `_sampleValue`).
    case sample(ResolvedSampleValue)
    /// The credential of `api.auth` in the local `local`, passed only when it holds one:
    /// `try APIAuth.required(credential)`.
    case requiredCredential(String)
}

/// An effect a reducer case returns.
public enum ResolvedReturnedEffect: Hashable, Sendable {
    /// The effect one of the case's calls bound to a local: `hookEffect`, `loadEffect`.
    case local(String)
    /// The effect of the case's one request: its start, called in the `return` itself.
    case call(ResolvedCall)
    /// The cancellation of an endpoint's request in flight, by its cancel id: `FeedCancelID.load`.
    case cancel(id: ResolvedCancelID)
}
