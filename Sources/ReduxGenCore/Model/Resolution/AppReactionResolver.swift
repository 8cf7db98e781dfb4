/// Collects what the app reducer does after each action for the other features (`ResolvedAppReaction`):
/// from `resetApp:` and the `app.` steps of the acting feature's actions, and from the `app.` triggers of
/// every other feature's endpoints. The specs are validated, so every name is found.
enum AppReactionResolver {
    static func reactions(of features: [ResolvedFeature]) -> [ResolvedAppReaction] {
        let byMember = ResolvedFeature.byMember(features)
        var reactions: [ResolvedAppReaction] = []
        func index(of source: ResolvedAppReaction.Source, in feature: ResolvedFeature) -> Int {
            if let existing = reactions.firstIndex(where: { $0.featureMember == feature.memberName && $0.source == source }) { return existing }
            reactions.append(ResolvedAppReaction(feature: feature.name, featureMember: feature.memberName, source: source))
            return reactions.count - 1
        }

        for feature in features {
            for action in feature.actions where action.appResetKeptMembers != nil || !action.appSteps.isEmpty {
                let position = index(of: .action(caseName: action.name), in: feature)
                if let kept = action.appResetKeptMembers {
                    let actingMember = SwiftName.unescaped(feature.memberName)
                    let reset = features.filter { other in
                        let member = SwiftName.unescaped(other.memberName)
                        return member != actingMember && !kept.contains(member)
                    }
                    reactions[position].keptFeatures = ([feature] + features.filter { $0.name != feature.name && !reset.contains($0) }).map(name)
                    for other in reset { resetWhole(other, in: &reactions[position]) }
                }
                for step in action.appSteps {
                    guard let other = byMember[SwiftName.lowerCamelCase(step.feature.name)] else { continue }
                    apply(step, to: other, in: &reactions[position])
                }
            }
        }
        for target in features {
            for endpoint in target.endpoints {
                for trigger in endpoint.appTriggers {
                    guard let acting = byMember[SwiftName.lowerCamelCase(trigger.feature.name)],
                          let source = source(of: trigger, in: acting)
                    else { continue }
                    let position = index(of: source, in: acting)
                    reactions[position].sends.append(send(endpoint, of: target, trigger: trigger, byMember: byMember))
                }
            }
        }
        return reactions
    }

    private static func name(_ feature: ResolvedFeature) -> ResolvedAppReaction.FeatureName {
        ResolvedAppReaction.FeatureName(feature: feature.name, featureMember: feature.memberName)
    }

    /// The feature back to its initial state, every request of it cancelled.
    private static func resetWhole(_ feature: ResolvedFeature, in reaction: inout ResolvedAppReaction) {
        if !reaction.resetFeatures.contains(name(feature)) { reaction.resetFeatures.append(name(feature)) }
        guard !feature.endpoints.isEmpty else { return }
        let namespace = EndpointResolver.cancelIDNamespace(feature: feature.name)
        if !reaction.cancelledFeatures.contains(namespace) { reaction.cancelledFeatures.append(namespace) }
        reaction.cancelIDs.removeAll { $0.namespace == namespace }
    }

    private static func cancel(_ endpoint: ResolvedEndpoint, of feature: ResolvedFeature, in reaction: inout ResolvedAppReaction) {
        let namespace = EndpointResolver.cancelIDNamespace(feature: feature.name)
        let id = ResolvedCancelID(namespace: namespace, member: endpoint.name)
        guard !reaction.cancelledFeatures.contains(namespace), !reaction.cancelIDs.contains(id) else { return }
        reaction.cancelIDs.append(id)
    }

    private static func apply(_ step: AppStepSpec, to feature: ResolvedFeature, in reaction: inout ResolvedAppReaction) {
        guard let member = step.member else {
            resetWhole(feature, in: &reaction)
            return
        }
        switch step.operation {
        case .reset:
            guard let field = feature.stateField(named: member.name) else { return }
            reaction.resetFields.append(.init(featureMember: feature.memberName, name: field.name, defaultValue: field.defaultValue))
        case .cancel, .resetStatus:
            guard let endpoint = feature.endpoint(named: member.name) else { return }
            if step.operation == .resetStatus {
                reaction.resetStatuses.append(.init(featureMember: feature.memberName, endpoint: endpoint.name))
            }
            cancel(endpoint, of: feature, in: &reaction)
        }
    }

    /// The case a trigger names: a declared action of `feature`, or an outcome of one of its endpoints.
    private static func source(of trigger: AppTriggerSpec, in feature: ResolvedFeature) -> ResolvedAppReaction.Source? {
        let swiftName = SwiftName.lowerCamelCase(trigger.action.name)
        if let action = feature.action(named: trigger.action.name) {
            return .action(caseName: action.name)
        }
        for endpoint in feature.endpoints {
            let plainName = SwiftName.unescaped(endpoint.name)
            guard let outcome = EndpointOutcome.allCases.first(where: { plainName + $0.rawValue == swiftName }) else { continue }
            return .outcome(
                requestState: endpoint.name,
                outcome: outcome,
                checksCurrent: outcome != .succeeded || !endpoint.isQueued
            )
        }
        return nil
    }

    private static func send(
        _ endpoint: ResolvedEndpoint, of feature: ResolvedFeature, trigger: AppTriggerSpec, byMember: [String: ResolvedFeature]
    ) -> ResolvedAppReaction.Send {
        var condition: ResolvedAppReaction.Condition?
        if let written = trigger.condition {
            let (owner, fieldName): (ResolvedFeature?, String) = switch written.operand {
            case .state(let field): (feature, field.name)
            case .app(let other, let field): (byMember[SwiftName.lowerCamelCase(other.name)], field.name)
            }
            if let owner, let field = owner.stateField(named: fieldName) {
                condition = .init(test: written.test, featureMember: owner.memberName, field: field.name)
            }
        }
        return ResolvedAppReaction.Send(
            feature: feature.name,
            featureMember: feature.memberName,
            caseName: endpoint.name,
            trigger: trigger.written,
            endpoint: SwiftName.unescaped(endpoint.name),
            condition: condition
        )
    }
}
