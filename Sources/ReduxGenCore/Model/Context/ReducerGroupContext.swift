/// The generated reducer's cases, split into switches small enough for the Swift compiler to check.
///
/// The compiler (6.3) gives up checking that a `switch` is exhaustive somewhere between 721 and 761 cases
/// ("unable to check that this switch is exhaustive in reasonable time"), and a feature's Action enum has a
/// case per declared action plus two or three per endpoint (the request, its outcome, a next page). A
/// feature whose cases fit in one switch keeps one; a larger one gets a chain: each switch holds at most `maximumCasesPerSwitch` cases and passes every
/// other action on from its `default:` to the next switch's function.
///
/// A group holds its `actions` (one per shared case, see `sharedCases`: the first action's context, as in
/// the feature's `actions`, whose `casePatterns` and `middleware.casePatterns` are the reducer's and the
/// middleware's pattern of every action of the case) and `endpoints` (as in the feature's `endpoints`), and
/// its `number` (from 1); the group its `default:` calls unless it is the last is the next number.
struct ReducerGroupContext: Encodable {
    var actions: [TemplateValue]
    var endpoints: [TemplateValue]
    var number: Int

    /// The most cases one switch of the generated reducer holds.
    static let maximumCasesPerSwitch = 400

    /// The declared actions by the case they share, as indices into `actions`, in the order of each group's
    /// first action. Actions that bind no payload value and do the same in the reducer and the middleware
    /// (the same steps, effects and requests sent) share one case, `case .appeared, .refreshPulled:`, as
    /// hand-written code would have it; a case holds at most `maximumCasesPerSwitch` of them, since its
    /// patterns count as cases of the switch it is in.
    static func sharedCases(_ actions: [ResolvedAction]) -> [[Int]] {
        /// What an action that binds nothing does: actions that do the same share a case.
        struct Behaviour: Hashable {
            var reduceSteps: [ResolvedReduceStep]
            var effects: ResolvedCaseEffects
            var middlewareSends: [ResolvedCall]
        }
        var groups: [[Int]] = []
        var groupOfBehaviour: [Behaviour: Int] = [:]
        for (index, action) in actions.enumerated() {
            let bindsNothing = action.casePattern.bindings.allSatisfy { $0 == nil }
                && action.middlewareCasePattern.bindings.allSatisfy { $0 == nil }
            guard bindsNothing else {
                groups.append([index])
                continue
            }
            let behaviour = Behaviour(reduceSteps: action.reduceSteps, effects: action.effects, middlewareSends: action.middlewareSends)
            if let shared = groupOfBehaviour[behaviour], groups[shared].count < maximumCasesPerSwitch {
                groups[shared].append(index)
            } else {
                groupOfBehaviour[behaviour] = groups.count
                groups.append([index])
            }
        }
        return groups
    }

    /// The feature's reducer groups, from the encoded contexts of its actions and endpoints, which the
    /// groups share with the feature's `actions` and `endpoints`.
    static func groups(
        actions: [TemplateValue], sharedCases: [[Int]], endpoints: [TemplateValue], casesPerEndpoint: [Int]
    ) -> [ReducerGroupContext] {
        var groups: [(actions: [TemplateValue], endpoints: [TemplateValue])] = [([], [])]
        var casesInGroup = 0
        func startGroupIfFull(adding cases: Int) {
            if casesInGroup > 0 && casesInGroup + cases > maximumCasesPerSwitch {
                groups.append(([], []))
                casesInGroup = 0
            }
            casesInGroup += cases
        }
        for shared in sharedCases {
            startGroupIfFull(adding: shared.count)
            groups[groups.count - 1].actions.append(actions[shared[0]])
        }
        for (endpoint, cases) in zip(endpoints, casesPerEndpoint) {
            startGroupIfFull(adding: cases)
            groups[groups.count - 1].endpoints.append(endpoint)
        }
        return groups.enumerated().map { index, group in
            ReducerGroupContext(actions: group.actions, endpoints: group.endpoints, number: index + 1)
        }
    }
}
