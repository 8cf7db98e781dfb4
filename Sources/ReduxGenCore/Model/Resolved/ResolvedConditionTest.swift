/// The test of a declared action from the other side of a trigger's `when:`: inputs under which a request
/// that the action's own test starts is not started, or one that it does not start is (docs/generated-code.md,
/// "Tests").
public struct ResolvedConditionTest: Hashable, Sendable {
    /// The endpoint (escaped name) whose trigger condition the inputs turn.
    public var endpoint: String
    /// Whether the condition holds under these inputs, so the request starts.
    public var holds: Bool
    /// Whether the test starts from the sample state; otherwise from the defaults.
    public var startsFromSamples: Bool
    /// The payload the test sends: a field the condition may read holds its empty value (`""`, `[]`, `nil`)
    /// or, for a `Bool`, its first sample, where the inputs need it.
    public var payload: [ResolvedPayloadField]
    /// For each payload field, whether its value is `nil` or `[]`, which the test's local needs a type for.
    public var typedLocals: [Bool]
    /// The values of other features the test's environment provides in place of their samples: the one a
    /// condition on another feature's value reads, at its empty value.
    public var appValues: [ResolvedAppValue] = []
    /// The state changes the test expects, including the requests that start.
    public var expectedChanges: [ExpectedChange]
    /// The endpoints (escaped names) whose requests start, in spec order.
    public var startedEndpoints: [String]
}
