/// The context of a case's declaration, pattern and construction, which the `_caseDeclaration`,
/// `_casePattern` and `_caseConstruction` partials write, and of a call, which `_call` writes; see
/// docs/templates.md ("Cases and calls").
extension FeatureContext {
    /// `name` and `values`, each with `label` (when it has one) and `type`.
    static func caseDeclaration(_ declaration: ResolvedCaseDeclaration) -> TemplateValue {
        TemplateValueEncoder.encode(declaration)
    }

    /// `name`, `bindsAnyValue`, and `bindings`, each with the `local` it binds, if any.
    static func casePattern(_ pattern: ResolvedCasePattern) -> TemplateValue {
        TemplateValueEncoder.encode(CasePatternContext(pattern))
    }

    /// A call, which `_call` writes: `function`, and `arguments`, each with `label` and `value` (an
    /// `argumentValue`).
    static func call(_ call: ResolvedCall) -> TemplateValue {
        TemplateValueEncoder.encode(CallContext(call))
    }

    /// A hand-written hook's requirement, which `_hookRequirement` writes: `name`, `methodParameters` (each
    /// a declaration) and `actionType`.
    public static func hookRequirement(_ requirement: ResolvedHookRequirement) -> TemplateValue {
        .dictionary([
            "name": .string(requirement.name),
            "methodParameters": .array(requirement.parameters.map(parameterDeclaration)),
            "actionType": .string(requirement.actionType),
        ])
    }

    /// A parameter's declaration, which `_parameterDeclaration` writes: `label`, `local` where it differs
    /// from the label, and `type`.
    public static func parameterDeclaration(_ declaration: ResolvedParameterDeclaration) -> TemplateValue {
        TemplateValueEncoder.encode(declaration)
    }

    /// `name` and `arguments`, each with `label` and `value` (an `argumentValue`).
    static func caseConstruction(_ construction: ResolvedCaseConstruction) -> TemplateValue {
        TemplateValueEncoder.encode(CallContext(construction))
    }

    /// A value passed, which `_argumentValue` writes.
    static func argumentValue(_ value: ResolvedArgumentValue) -> TemplateValue {
        TemplateValueEncoder.encode(ArgumentValueContext(value))
    }
}

/// A pattern matching a case: `name`, `bindsAnyValue`, and `bindings`, each with the `local` it binds, or
/// none for `_`.
struct CasePatternContext: Encodable {
    struct Binding: Encodable {
        var local: String?
    }

    var name: String
    var bindsAnyValue: Bool
    var bindings: [Binding]

    init(_ pattern: ResolvedCasePattern) {
        name = pattern.name
        bindsAnyValue = pattern.bindsAnyValue
        bindings = pattern.bindings.map(Binding.init)
    }
}

/// A call (`function`) or a case construction (`name`) with its `arguments`, each `label` and `value`.
struct CallContext: Encodable {
    struct Argument: Encodable {
        var label: String
        var value: ArgumentValueContext
    }

    var function: String?
    var name: String?
    var arguments: [Argument]

    init(_ call: ResolvedCall) {
        function = call.function
        arguments = call.arguments.map { Argument(label: $0.label, value: ArgumentValueContext($0.value)) }
    }

    init(_ construction: ResolvedCaseConstruction) {
        name = construction.name
        arguments = construction.arguments.map { Argument(label: $0.label, value: ArgumentValueContext($0.value)) }
    }
}

/// A value passed to a call or a case construction, by `kind`: `inoutState` (`&state`), `environment`, a
/// `local` (`name`), `milliseconds` (`number`), a `sample` the tests pass, or a `requiredCredential`
/// (`name`, passed only when it holds one).
struct ArgumentValueContext: Encodable {
    enum Kind: String, Encodable { case inoutState, environment, local, milliseconds, sample, requiredCredential }

    var kind: Kind
    var name: String?
    var number: Int?
    var sample: PartsContext<SampleValuePart>?

    init(_ value: ResolvedArgumentValue) {
        switch value {
        case .inoutState: kind = .inoutState
        case .environment: kind = .environment
        case .local(let local): (kind, name) = (.local, local)
        case .milliseconds(let milliseconds): (kind, number) = (.milliseconds, milliseconds)
        case .sample(let sample): (kind, self.sample) = (.sample, SampleValuePart.parts(of: sample))
        case .requiredCredential(let local): (kind, name) = (.requiredCredential, local)
        }
    }
}
