extension ValidationRun {
    /// An action listed twice among an endpoint's triggers is an error at the second: it would start the
    /// request once (the first entry's `when:` deciding) or twice (through the app reducer), and neither is
    /// what two entries say.
    mutating func checkRepeatedTriggers(of endpoint: EndpointSpec, context: String) {
        var seen: [String: SourceLocation] = [:]
        let written = endpoint.triggers.map { (SwiftName.lowerCamelCase($0.name), $0.name, $0.location) }
            + endpoint.appTriggers.map { trigger in
                let key = "app." + SwiftName.lowerCamelCase(trigger.feature.name) + "." + SwiftName.lowerCamelCase(trigger.action.name)
                return (key, "app.\(trigger.feature.name).\(trigger.action.name)", trigger.location)
            }
        for (key, name, location) in written {
            if let first = seen[key] {
                diagnostics.error(
                    "trigger \(quoted(name)) of \(context) is listed twice (first at line \(first.line)); list an action once, with one 'when:'",
                    at: location
                )
            } else {
                seen[key] = location
            }
        }
    }

    /// A trigger's `when:` must test a state field of a type the test applies to.
    mutating func checkTriggerConditions(of endpoint: EndpointSpec, context: String) {
        // A condition on another feature's field is checked with the specs generated together
        // (`AppValueResolver`).
        for conditional in endpoint.triggerConditions where conditional.condition.app == nil {
            let condition = conditional.condition
            let what = "'\(condition.test.rawValue)' of trigger \(quoted(conditional.trigger.name)) of \(context)"
            guard let field = stateField(condition.field, for: what) else { continue }
            guard let expected = Self.typeProblem(of: condition.test, on: field.type) else { continue }
            diagnostics.error(
                "\(what) tests state field \(quoted(field.name)), which is '\(field.type)'; '\(condition.test.rawValue)' needs \(expected)",
                at: condition.field.location,
                notes: [.note("state field \(quoted(field.name)) is declared here", at: field.location)]
            )
        }
    }

    /// What kind of field `test` needs, when `type` is not one; `nil` when it is.
    static func typeProblem(of test: TriggerCondition.Test, on type: TypeReference) -> String? {
        switch test {
        case .notEmpty, .isEmpty:
            if type == .string || type.arrayElement != nil { return nil }
            return type.isOptional
                ? "a String or array field that is not optional (use 'notNil' or 'isNil' for an optional)"
                : "a String or array field"
        case .notNil, .isNil:
            return type.isOptional ? nil : "an optional field (a 'T?' type)"
        case .isTrue, .isFalse:
            return type == .bool ? nil : "a Bool field"
        }
    }
}
