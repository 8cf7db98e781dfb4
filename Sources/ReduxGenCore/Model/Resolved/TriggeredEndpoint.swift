/// An endpoint an action triggers, with what the trigger needs: the endpoint's payload fields, which the
/// action carries, and the trigger's `when:` condition, if any.
struct TriggeredEndpoint: Sendable {
    var endpoint: ResolvedEndpoint
    var payload: [PayloadFieldSpec]
    var condition: TriggerCondition?
    /// The `debounce:` argument the trigger's start passes, when the endpoint takes one.
    var debounceArgument: ResolvedArgument?
}

extension ActionResolver {
    /// The endpoints of `triggered` whose request starts when `action` is sent to the tests' state (from
    /// `start`, with `payloadValues` in place of the payload's samples and `appValues` in place of other
    /// features' samples): those without a condition, and those whose condition holds on the state the steps
    /// leave.
    func starting(
        _ triggered: [TriggeredEndpoint],
        _ action: ActionSpec,
        from start: ReduceEvaluator.Start,
        payloadValues: [String: ReduceEvaluator.Value] = [:],
        appValues: [String: ReduceEvaluator.Value] = [:]
    ) throws(UnresolvedReference) -> [ResolvedEndpoint] {
        let conditions = TriggerConditionResolver(context: context)
        var starting: [ResolvedEndpoint] = []
        for trigger in triggered {
            if let condition = trigger.condition,
               try !conditions.holds(condition, after: action, from: start, payloadValues: payloadValues, appValues: appValues) {
                continue
            }
            starting.append(trigger.endpoint)
        }
        return starting
    }
}
