/// The template context of one case of the app reducer's reactions (`ResolvedAppReaction`).
///
/// - `feature`, `featureMember`: the acting feature; `caseName` for a declared action, or `isOutcome` with
///   `responseCase`, `outcome` (`succeeded`), `checksCurrent`, `idBinding` (`(let id, _)`) and
///   `requestState` for an endpoint's outcome;
/// - `keptFeatures` (each `feature`), with `hasKeptFeatures`: what `resetApp:` keeps;
/// - `resetFeatures` (each `feature`, `featureMember`), `resetFields` (each `featureMember`, `name`,
///   `defaultValue` for `_literal`), `resetStatuses` (each `featureMember`, `requestState`);
/// - `effects`: each `isCancelAll` with `namespace` (every request of a feature), `isCancel` with `id`, or
///   `isSend` with `featureMember`, `caseName`, `feature`,
///   `endpoint`, `trigger` and, when the send has a `when:`, `condition` for `_triggerCondition`;
///   `hasEffects`, `hasOneEffect` and `hasConditions` (then the case collects them in `effects`).
enum AppReactionsContext {
    static func reaction(_ reaction: ResolvedAppReaction) -> TemplateValue {
        var entries: TemplateDictionary = [
            "feature": .string(reaction.feature),
            "featureMember": .string(reaction.featureMember),
        ]
        switch reaction.source {
        case .action(let caseName):
            entries["caseName"] = .string(caseName)
        case .outcome(let responseCase, let requestState, let outcome, let checksCurrent):
            entries["isOutcome"] = .bool(true)
            entries["responseCase"] = .string(responseCase)
            entries["outcome"] = .string(outcome.hookName)
            entries["checksCurrent"] = .bool(checksCurrent)
            entries["idBinding"] = .string(outcome == .cancelled ? "(let id)" : "(let id, _)")
            entries["requestState"] = .string(requestState)
        }
        entries["keptFeatures"] = FeatureContext.positioned(.array(reaction.keptFeatures.map(featureName)))
        entries["hasKeptFeatures"] = .bool(!reaction.keptFeatures.isEmpty)
        entries["resetFeatures"] = .array(reaction.resetFeatures.map(featureName))
        entries["resetFields"] = .array(reaction.resetFields.map { field in
            .dictionary([
                "featureMember": .string(field.featureMember),
                "name": .string(field.name),
                "defaultValue": FeatureContext.literal(field.defaultValue),
            ])
        })
        entries["resetStatuses"] = .array(reaction.resetStatuses.map { state in
            .dictionary(["featureMember": .string(state.featureMember), "requestState": .string(state.requestState)])
        })
        let cancels: [TemplateValue] = reaction.cancelledFeatures.map { .dictionary(["isCancelAll": .bool(true), "namespace": .string($0)]) }
            + reaction.cancelIDs.map { .dictionary(["isCancel": .bool(true), "id": .string($0)]) }
        let sends: [TemplateValue] = reaction.sends.map { send in
            var values: TemplateDictionary = [
                "isSend": .bool(true),
                "feature": .string(send.feature),
                "featureMember": .string(send.featureMember),
                "caseName": .string(send.caseName),
                "endpoint": .string(send.endpoint),
                "trigger": .string(send.trigger),
            ]
            if let condition = send.condition {
                values["condition"] = FeatureContext.triggerCondition(subject: "state.\(condition.featureMember).\(condition.field)", test: condition.test)
            }
            return .dictionary(values)
        }
        let effects = cancels + sends
        entries["effects"] = FeatureContext.positioned(.array(effects))
        entries["hasEffects"] = .bool(!effects.isEmpty)
        entries["hasOneEffect"] = .bool(effects.count == 1)
        entries["hasConditions"] = .bool(reaction.sends.contains { $0.condition != nil })
        return .dictionary(entries)
    }

    private static func featureName(_ name: ResolvedAppReaction.FeatureName) -> TemplateValue {
        .dictionary(["feature": .string(name.feature), "featureMember": .string(name.featureMember)])
    }
}
