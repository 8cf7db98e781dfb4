/// The generated reducer's cases, split into switches small enough for the Swift compiler to check.
///
/// The compiler (6.3) gives up checking that a `switch` is exhaustive somewhere between 721 and 761 cases
/// ("unable to check that this switch is exhaustive in reasonable time"), and a feature's Action enum has a
/// case per declared action plus two or three per endpoint (the request, its outcome, a next page). A
/// feature whose cases fit in one switch keeps one; a larger one gets a chain: each switch holds at most `maximumCasesPerSwitch` cases and passes every
/// other action on from its `default:` to the next switch's function.
enum ReducerGroupsContext {
    /// The most cases one switch of the generated reducer holds.
    static let maximumCasesPerSwitch = 400

    /// The `reducerGroups` key: each group's `actions` and `endpoints` (dictionaries as in the `actions` and
    /// `endpoints` keys), its `groupNumber` (from 1), and the keys that chain the groups.
    static func make(
        actions: [TemplateValue],
        endpoints: [TemplateValue],
        casesPerEndpoint: [Int]
    ) -> TemplateValue {
        var groups: [(actions: [TemplateValue], endpoints: [TemplateValue])] = [([], [])]
        var casesInGroup = 0
        func startGroupIfFull(adding cases: Int) {
            if casesInGroup > 0 && casesInGroup + cases > maximumCasesPerSwitch {
                groups.append(([], []))
                casesInGroup = 0
            }
            casesInGroup += cases
        }
        for action in actions {
            startGroupIfFull(adding: 1)
            groups[groups.count - 1].actions.append(action)
        }
        for (endpoint, cases) in zip(endpoints, casesPerEndpoint) {
            startGroupIfFull(adding: cases)
            groups[groups.count - 1].endpoints.append(endpoint)
        }
        return chained(groups.map { group in
            [
                "actions": FeatureContext.positioned(.array(group.actions)),
                "endpoints": FeatureContext.positioned(.array(group.endpoints)),
            ]
        })
    }

    /// `groups`, each with the keys that chain the switches: `groupNumber` (from 1), `nextGroupNumber`,
    /// `isFirstGroup`, `hasNextGroup` (its `default:` calls the next group) and `isLastOfSeveralGroups` (its
    /// `default:` ends the chain).
    static func chained(_ groups: [TemplateDictionary]) -> TemplateValue {
        .array(groups.enumerated().map { index, group in
            let hasNext = index < groups.count - 1
            return .dictionary(group.merging([
                "groupNumber": .int(index + 1),
                "nextGroupNumber": .int(index + 2),
                "isFirstGroup": .bool(index == 0),
                "hasNextGroup": .bool(hasNext),
                "isLastOfSeveralGroups": .bool(index > 0 && !hasNext),
            ]) { _, chain in chain })
        })
    }
}
