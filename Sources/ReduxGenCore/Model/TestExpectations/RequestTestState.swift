/// The state an endpoint's generated request tests (success, failure, policies, pages) start from: the
/// default state, with the `state.` credential of `api.auth` at its sample when the endpoint sends it or
/// when an endpoint its success or failure starts (a chain) does, so that a chain from an `auth: none`
/// endpoint (a sign-in, a public page) reaches the repository as it does in an app that holds a credential;
/// and with each field an `onSuccess:` or `onFailure:` step resets at its sample, so that the test of that
/// outcome sees the reset (a field already at its default would pass without it).
///
/// The request reads its values from this state as its optimistic steps leave it (docs/spec.md,
/// "Optimistic updates"): `OptimismResolver.requestState()` applies them.
struct RequestTestState {
    var context: ResolutionContext
    var endpoint: EndpointSpec
    /// The state field of the credential the tests set, or `nil` when their requests need none from state.
    private(set) var credentialField: StateFieldSpec?
    /// The fields the endpoint's outcome steps reset, which the tests start at their samples (in spec order,
    /// the credential field left out: it starts at its own sample).
    private(set) var resetFields: [StateFieldSpec] = []

    /// The credential the tests' requests carry: the second sample of a `String`, which another feature's
    /// provider returns and the tests of a `state.` credential set.
    static let credentialSample = SampleScalars.text(variant: 2)

    init(context: ResolutionContext, endpoint: EndpointSpec) throws(UnresolvedReference) {
        self.context = context
        self.endpoint = endpoint
        if case .state(let reference)? = context.spec.api?.auth?.source, Self.needsCredential(endpoint, in: context.spec) {
            credentialField = try context.stateField(reference.name)
        }
        let reset = Set((endpoint.onSuccess + endpoint.onFailure).filter { $0.operation == .reset && $0.element == nil }.map(\.field.name))
        resetFields = context.spec.state.filter { reset.contains($0.name) && $0.name != credentialField?.name }
    }

    /// Whether `endpoint`'s tests send a request that carries the credential: its own, or one its success or
    /// failure starts (the tests run those; a cancellation is not tested).
    private static func needsCredential(_ endpoint: EndpointSpec, in spec: FeatureSpec) -> Bool {
        if spec.credentialSource(of: endpoint) != nil { return true }
        let outcomes = [EndpointOutcome.succeeded, .failed].map { endpoint.swiftName + $0.rawValue }
        return spec.endpoints.contains { chained in
            spec.credentialSource(of: chained) != nil && chained.triggers.contains { outcomes.contains($0.name) }
        }
    }

    /// What the tests set before the request starts: the credential field and the fields the outcome steps
    /// reset, each at its sample.
    var setup: [ExpectedChange] {
        var setup: [ExpectedChange] = []
        if let credentialField {
            let property = SwiftName.escaped(credentialField.swiftName)
            setup.append(ExpectedChange(.property(property), .sampleValue(context.samples.value(for: .string, variant: 2))))
        }
        for field in resetFields {
            setup.append(ExpectedChange(.property(SwiftName.escaped(field.swiftName)), .sampleValue(context.samples.sampleStateValue(of: field))))
        }
        return setup
    }

    /// The value `field` has when a test starts.
    func startValue(of field: StateFieldSpec, evaluator: ReduceEvaluator) -> ReduceEvaluator.Value {
        if field.name == credentialField?.name { return .literal(.string(Self.credentialSample)) }
        if resetFields.contains(where: { $0.name == field.name }) { return evaluator.startValue(of: field, .samples) }
        return evaluator.startValue(of: field, .defaults)
    }

    /// Whether a request finds a credential in `value`, the credential field's value when it starts: `nil`
    /// and `""` are none (`APIAuth.required`). A value without a literal form is a sample, never empty.
    static func holdsCredential(_ value: ReduceEvaluator.Value) -> Bool {
        switch value {
        case .literal(.null), .literal(.string("")): false
        default: true
        }
    }
}

/// The values of the state fields in a test at one moment: the values steps have given some fields, the
/// others at their start values.
struct TestStateValues {
    var start: (StateFieldSpec) -> ReduceEvaluator.Value
    var changed = ChangedFieldValues<ReduceEvaluator.Value>()

    /// The value of `field` at that moment.
    func callAsFunction(_ field: StateFieldSpec) -> ReduceEvaluator.Value {
        changed[field.name] ?? start(field)
    }
}
