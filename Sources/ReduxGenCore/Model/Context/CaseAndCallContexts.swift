/// A pattern matching a case: `name`, and its `bindings`, each with the `local` it binds, or none for `_`;
/// no bindings when it binds no value (`.load`).
struct CasePatternContext: Encodable {
    struct Binding: Encodable {
        var local: String?
    }

    var name: String
    var bindings: [Binding]

    init(_ pattern: ResolvedCasePattern) {
        name = pattern.name
        bindings = pattern.bindsAnyValue ? pattern.bindings.map(Binding.init) : []
    }
}

/// A call of a function or a case construction, by its `name`, with its `arguments`, each `label` and `value`.
struct CallContext: Encodable {
    struct Argument: Encodable {
        var label: String
        var value: ArgumentValueContext
    }

    var name: String
    var arguments: [Argument]

    init(_ call: ResolvedCall) {
        name = call.function
        arguments = call.arguments.map { Argument(label: $0.label, value: ArgumentValueContext($0.value)) }
    }

    init(_ construction: ResolvedCaseConstruction) {
        name = construction.name
        arguments = construction.arguments.map { Argument(label: $0.label, value: ArgumentValueContext($0.value)) }
    }
}

/// A value passed to a call or a case construction, by `kind`: `inoutState` (`&state`), `environment`, a
/// `local` (`name`), `milliseconds` (`number`), a `sample` the tests pass (`sampleValue`), or a `requiredCredential`
/// (`name`, passed only when it holds one).
struct ArgumentValueContext: Encodable {
    enum Kind: String, Encodable { case inoutState, environment, local, milliseconds, sample, requiredCredential }

    var kind: Kind
    var name: String?
    var number: Int?
    var sampleValue: PartsContext<SampleValuePart>?

    init(_ value: ResolvedArgumentValue) {
        switch value {
        case .inoutState: kind = .inoutState
        case .environment: kind = .environment
        case .local(let local): (kind, name) = (.local, local)
        case .milliseconds(let milliseconds): (kind, number) = (.milliseconds, milliseconds)
        case .sample(let sample): (kind, sampleValue) = (.sample, SampleValuePart.parts(of: sample))
        case .requiredCredential(let local): (kind, name) = (.requiredCredential, local)
        }
    }
}
