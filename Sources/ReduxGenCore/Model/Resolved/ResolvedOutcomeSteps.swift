/// An endpoint's `onSuccess:` or `onFailure:` steps, for the `_outcomeSteps` partial: the locals the steps
/// read, bound first, then the steps on `state`.
public struct ResolvedOutcomeSteps: Hashable, Sendable {
    /// The outcome's values the steps read, each bound to the local the steps name, in local order:
    /// `let responseValue = response`, `let message = error.description`.
    public var bindings: [ResolvedLocalBinding] = []
    /// The steps, in spec order.
    public var steps: [ResolvedReduceStep] = []

    public init(bindings: [ResolvedLocalBinding] = [], steps: [ResolvedReduceStep] = []) {
        self.bindings = bindings
        self.steps = steps
    }
}

/// A local bound before statements that read it: `let <local> = <value>`.
public struct ResolvedLocalBinding: Hashable, Sendable {
    /// The local's name.
    public var local: String
    /// The local read, by its name: `response`, `error`.
    public var value: String
    /// The member of `value` bound instead of `value` itself, by its name: `description` (of `error`).
    public var member: String? = nil
}
