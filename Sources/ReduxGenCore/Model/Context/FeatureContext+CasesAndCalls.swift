/// The context of a case's declaration, pattern and construction, which the `_caseDeclaration`,
/// `_casePattern` and `_caseConstruction` partials write, and of a call, which `_call` writes; see
/// docs/templates.md ("Cases and calls").
extension FeatureContext {
    /// `name`, `hasValues`, and `values`, each with `hasLabel`, `label` and `type`.
    static func caseDeclaration(_ declaration: ResolvedCaseDeclaration) -> TemplateValue {
        .dictionary([
            "name": .string(declaration.name),
            "hasValues": .bool(!declaration.values.isEmpty),
            "values": .array(declaration.values.map { value in
                .dictionary([
                    "hasLabel": .bool(value.label != nil),
                    "label": .string(value.label ?? ""),
                    "type": .string(value.type),
                ])
            }),
        ])
    }

    /// `name`, `bindsAnyValue`, and `bindings`, each with `isBound` and `local`.
    static func casePattern(_ pattern: ResolvedCasePattern) -> TemplateValue {
        .dictionary([
            "name": .string(pattern.name),
            "bindsAnyValue": .bool(pattern.bindsAnyValue),
            "bindings": .array(pattern.bindings.map { local in
                .dictionary(["isBound": .bool(local != nil), "local": .string(local ?? "")])
            }),
        ])
    }

    /// A call, which `_call` writes: `function`, and `arguments`, each with `label` and `value` (an
    /// `argumentValue`).
    static func call(_ call: ResolvedCall) -> TemplateValue {
        .dictionary([
            "function": .string(call.function),
            "arguments": arguments(call.arguments),
        ])
    }

    /// A hand-written hook's requirement, which `_hookRequirement` writes: `name`, `parameters` (each a
    /// declaration) and `actionType`.
    public static func hookRequirement(_ requirement: ResolvedHookRequirement) -> TemplateValue {
        .dictionary([
            "name": .string(requirement.name),
            "methodParameters": .array(requirement.parameters.map(parameterDeclaration)),
            "actionType": .string(requirement.actionType),
        ])
    }

    /// A parameter's declaration, which `_parameterDeclaration` writes: `label`, `hasLocal` with `local`,
    /// and `type`.
    public static func parameterDeclaration(_ declaration: ResolvedParameterDeclaration) -> TemplateValue {
        .dictionary([
            "label": .string(declaration.label),
            "hasLocal": .bool(declaration.local != nil),
            "local": .string(declaration.local ?? ""),
            "type": .string(declaration.type),
        ])
    }

    /// `name`, `hasArguments`, and `arguments`, each with `label` and `value` (an `argumentValue`).
    static func caseConstruction(_ construction: ResolvedCaseConstruction) -> TemplateValue {
        .dictionary([
            "name": .string(construction.name),
            "hasArguments": .bool(!construction.arguments.isEmpty),
            "arguments": arguments(construction.arguments),
        ])
    }

    /// A call's or a construction's arguments, each `label` and `value` (written by `_argumentValue`).
    private static func arguments(_ arguments: [ResolvedArgument]) -> TemplateValue {
        .array(arguments.map { argument in .dictionary(["label": .string(argument.label), "value": argumentValue(argument.value)]) })
    }

    /// A value passed, which `_argumentValue` writes: exactly one of `isInoutState`, `isEnvironment`,
    /// `isLocal` (`local`), `isMilliseconds` (`milliseconds`) and `isSample` (`sample`).
    static func argumentValue(_ value: ResolvedArgumentValue) -> TemplateValue {
        var values: TemplateDictionary = [
            "isInoutState": false, "isEnvironment": false, "isLocal": false, "isMilliseconds": false, "isSample": false,
            "isRequiredCredential": false,
        ]
        switch value {
        case .inoutState:
            values["isInoutState"] = true
        case .environment:
            values["isEnvironment"] = true
        case .local(let local):
            values["isLocal"] = true
            values["local"] = .string(local)
        case .milliseconds(let milliseconds):
            values["isMilliseconds"] = true
            values["milliseconds"] = .int(milliseconds)
        case .sample(let sample):
            values["isSample"] = true
            values["sample"] = sampleValue(sample)
        case .requiredCredential(let local):
            values["isRequiredCredential"] = true
            values["local"] = .string(local)
        }
        return .dictionary(values)
    }
}
