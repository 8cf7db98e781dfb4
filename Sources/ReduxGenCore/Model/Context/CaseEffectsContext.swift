/// The end of a reducer case: the `condition` without which it returns `.none`, where it has one; its
/// `calls` at the case's `indent` (a hook's call, the requests started, each bound to its `local` where it
/// has one, and made only when its `condition` holds where it has one); then the effects `returned` (merged
/// when there are several).
struct CaseEffectsContext: Encodable {
    struct Call: Encodable {
        var call: CallContext
        var local: String?
        var condition: TriggerConditionContext?
    }

    /// An effect returned: a bound `local` (`name`), a `call`, or the cancellation of `cancelID`, with the
    /// `request` a declared action's test starts to see it cancelled, where it has that test.
    struct Returned: Encodable {
        enum Kind: String, Encodable { case local, call, cancel }

        var kind: Kind
        var name: String?
        var call: CallContext?
        var cancelID: ResolvedCancelID?
        var request: CancelTestContext?
    }

    var indent: String
    var condition: TriggerConditionContext?
    var calls: [Call]
    var returned: [Returned]

    init(_ effects: ResolvedCaseEffects, indent: Int, cancelTests: [ResolvedCancelTest] = []) {
        self.indent = String(repeating: " ", count: indent)
        condition = effects.condition.map(TriggerConditionContext.init)
        calls = effects.calls.map { call in
            Call(call: CallContext(call.call), local: call.local, condition: call.condition.map(TriggerConditionContext.init))
        }
        returned = effects.returned.map { effect in
            switch effect {
            case .local(let local): Returned(kind: .local, name: local)
            case .call(let call): Returned(kind: .call, call: CallContext(call))
            case .cancel(let id):
                Returned(
                    kind: .cancel, cancelID: id,
                    request: cancelTests.first { $0.endpoint == id.member }.map(CancelTestContext.init))
            }
        }
    }
}

/// The request of an action's test that its `cancel:` step stops a request in flight
/// (``ResolvedCancelTest``): the `endpoint`, the request action the test sends first (`call`, its payload's
/// samples written in), the changes its start makes (`before`) and those its cancelled outcome makes
/// (`after`); for a paginated endpoint, the same for a next page in flight (`nextPage`).
struct CancelTestContext: Encodable {
    /// The start and end of the test for a next page: `call`, `before` and `after`.
    struct NextPage: Encodable {
        var call: CallContext
        var before: [ExpectedChangeContext]
        var after: [ExpectedChangeContext]
    }

    var endpoint: String
    var call: CallContext
    var before: [ExpectedChangeContext]
    var after: [ExpectedChangeContext]
    var nextPage: NextPage?

    init(_ test: ResolvedCancelTest) {
        endpoint = test.endpoint
        call = CallContext(test.requestConstruction)
        before = test.startChanges.map(ExpectedChangeContext.init)
        after = test.cancelledChanges.map(ExpectedChangeContext.init)
        nextPage = test.nextPage.map { nextPage in
            NextPage(
                call: CallContext(nextPage.construction),
                before: nextPage.startChanges.map(ExpectedChangeContext.init),
                after: nextPage.cancelledChanges.map(ExpectedChangeContext.init)
            )
        }
    }
}

/// A trigger's `when:`: the test (`kind`) on the `value` it reads, as the code reads it.
struct TriggerConditionContext: Encodable {
    var value: String
    var kind: TriggerCondition.Test
}

extension TriggerConditionContext {
    init(_ condition: ResolvedTriggerCondition) {
        value = condition.isAppValue ? "environment.\(condition.field)()" : "state.\(condition.field)"
        kind = condition.test
    }
}

/// What a declared action's case of the middleware does: the `casePatterns` it matches (for the first
/// action of each shared case, as its `casePatterns` in the reducer), and what it returns: nothing, the
/// one request it `sends`, or each bound to its `local` and merged (when there are several).
struct MiddlewareReturnContext: Encodable {
    struct Send: Encodable {
        var local: String
        var call: CallContext
    }

    var casePatterns: [CasePatternContext]?
    var sends: [Send]

    init(_ sends: [ResolvedCall]) {
        self.sends = Self.sends(sends)
    }

    /// The requests sent, each bound to its own local: `request1`, `request2`, ...
    static func sends(_ calls: [ResolvedCall]) -> [Send] {
        calls.enumerated().map { index, call in Send(local: "request\(index + 1)", call: CallContext(call)) }
    }
}
