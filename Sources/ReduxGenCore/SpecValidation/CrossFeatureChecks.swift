/// Checks of what a feature's spec does to other features of the run (docs/spec.md, "Actions across
/// features"): `reduce:` steps that name `app.<feature>` and triggers on another feature's actions must
/// name a feature generated with this one, and a field, endpoint or action of it; a trigger's `when:` tests
/// a field of a type its test applies to; and outcomes may not start each other forever across features.
enum CrossFeatureChecks {
    static func diagnostics(for specs: [FeatureSpec], broken: AppValueResolver.BrokenFeatures) -> [Diagnostic] {
        var collector = DiagnosticCollector()
        let named = specs.filter(\.hasFeatureName)
        guard named.contains(where: { spec in
            spec.actions.contains { !$0.appSteps.isEmpty } || spec.endpoints.contains { !$0.appTriggers.isEmpty }
        }) else { return [] }
        let lookup = FeatureLookup(specs: named, broken: broken)
        for spec in named {
            for action in spec.actions {
                for step in action.appSteps {
                    check(step, of: action, in: spec, lookup: lookup, into: &collector)
                }
            }
            for endpoint in spec.endpoints {
                for trigger in endpoint.appTriggers {
                    check(trigger, of: endpoint, in: spec, lookup: lookup, into: &collector)
                }
            }
        }
        collector.append(contentsOf: ChainAcrossFeatures.cycleDiagnostics(named, lookup: lookup))
        return collector.diagnostics
    }

    private static func check(_ step: AppStepSpec, of action: ActionSpec, in spec: FeatureSpec, lookup: FeatureLookup, into collector: inout DiagnosticCollector) {
        let what = "'\(step.operation.rawValue): \(step.written)' in action \(quoted(action.name))"
        let own = "names the feature's own state; write '\(step.operation.rawValue): \(step.member?.name ?? "...")'"
        guard let other = lookup.other(step.feature, from: spec, what: what, own: own, into: &collector), let member = step.member else { return }
        switch step.operation {
        case .reset:
            if other.stateField(named: member.name) == nil {
                let hint = Suggestion.didYouMean(member.name, among: other.state.map(\.name))
                collector.error("\(what) names no state field \(quoted(member.name)) of feature \(quoted(other.name))\(hint)", at: member.location)
            }
        case .cancel, .resetStatus:
            if other.endpoint(named: member.name) == nil {
                let hint = Suggestion.didYouMean(member.name, among: other.endpoints.map(\.name))
                collector.error("\(what) names no endpoint \(quoted(member.name)) of feature \(quoted(other.name))\(hint)", at: member.location)
            }
        }
    }

    private static func check(_ trigger: AppTriggerSpec, of endpoint: EndpointSpec, in spec: FeatureSpec, lookup: FeatureLookup, into collector: inout DiagnosticCollector) {
        let context = "endpoint \(quoted(endpoint.name))"
        let what = "trigger \(quoted(trigger.written)) of \(context)"
        // Said once, at the first trigger naming another feature: the payload is the endpoint's problem.
        for needed in endpoint.payload where trigger == endpoint.appTriggers.first {
            collector.error(
                "\(what) is an action of another feature, which carries no payload field \(quoted(needed.name)) the request needs; read the value from state instead",
                at: trigger.location,
                notes: [.note("payload field \(quoted(needed.name)) of \(context) is declared here", at: needed.location)]
            )
        }
        if !endpoint.optimistic.isEmpty, trigger == endpoint.appTriggers.first {
            collector.error(
                "\(context) is optimistic, so it starts from its request action only; send '\(endpoint.name)' instead of triggering it from \(quoted(trigger.written))",
                at: trigger.location
            )
        }
        if let condition = trigger.condition {
            check(condition, of: trigger, endpoint: endpoint, in: spec, lookup: lookup, into: &collector)
        }
        guard let other = lookup.other(trigger.feature, from: spec, what: what, own: "names the endpoint's own feature; write '\(trigger.action.name)'", into: &collector) else { return }
        let name = trigger.action.name
        if other.action(named: name) != nil { return }
        if let source = other.endpoints.first(where: { $0.outcome(named: name) != nil }) {
            if source.pagination != nil {
                collector.error(
                    "\(what) follows the paginated endpoint \(quoted(source.name)) of feature \(quoted(other.name)); chains from paginated endpoints are not supported, trigger it from a declared action",
                    at: trigger.action.location
                )
            }
            return
        }
        if let owner = other.endpoints.first(where: { $0.generatedActionNames.contains(name) }) {
            let outcomes = EndpointOutcome.allCases.map { "'app.\(trigger.feature.name).\(owner.swiftName)\($0.rawValue)'" }
            // A paginated endpoint's outcomes cannot start a chain either: only a declared action is left.
            let instead = owner.pagination == nil ? "use \(outcomes.joined(separator: ", ")), or a declared action" : "use a declared action"
            collector.error(
                "\(what) is a generated action of endpoint \(quoted(owner.name)) of feature \(quoted(other.name)) that cannot trigger requests; \(instead)",
                at: trigger.action.location
            )
            return
        }
        let candidates = other.actions.map(\.name) + other.endpoints.flatMap { endpoint in
            EndpointOutcome.allCases.map { endpoint.swiftName + $0.rawValue }
        }
        let hint = Suggestion.didYouMean(name, among: candidates)
        collector.error("\(what) names no action \(quoted(name)) of feature \(quoted(other.name))\(hint)", at: trigger.action.location)
    }

    private static func check(
        _ condition: AppTriggerCondition, of trigger: AppTriggerSpec, endpoint: EndpointSpec, in spec: FeatureSpec, lookup: FeatureLookup,
        into collector: inout DiagnosticCollector
    ) {
        let what = "'\(condition.test.rawValue)' of trigger \(quoted(trigger.written)) of endpoint \(quoted(endpoint.name))"
        let owner: FeatureSpec
        let fieldName: NameReference
        switch condition.operand {
        case .state(let field):
            owner = spec
            fieldName = field
        case .app(let feature, let field):
            guard let other = lookup.other(feature, from: spec, what: what, own: "names the feature's own state; write 'state.\(field.name)'", into: &collector) else { return }
            owner = other
            fieldName = field
        }
        guard let field = owner.stateField(named: fieldName.name) else {
            let hint = Suggestion.didYouMean(fieldName.name, among: owner.state.map(\.name))
            collector.error("\(what) names no state field \(quoted(fieldName.name)) of feature \(quoted(owner.name))\(hint)", at: fieldName.location)
            return
        }
        guard let expected = ValidationRun.typeProblem(of: condition.test, on: field.type) else { return }
        collector.error(
            "\(what) tests state field \(quoted(field.name)), which is '\(field.type)'; '\(condition.test.rawValue)' needs \(expected)",
            at: fieldName.location,
            notes: [.note("state field \(quoted(field.name)) is declared here", at: field.location)]
        )
    }
}
