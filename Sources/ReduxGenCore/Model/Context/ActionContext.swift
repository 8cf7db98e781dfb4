/// A declared action of the feature: its case, payload, reduce steps and effects, and what its generated
/// test sets up and expects; see docs/templates.md ("Action").
struct ActionContext: Encodable {
    /// An endpoint whose request the action starts, for the test that stubs its answer with the
    /// `sampleValue` of its response.
    struct TriggeredEndpoint: Encodable {
        var name: String
        var hasResponse: Bool
        var sampleValue: PartsContext<SampleValuePart>?
    }

    var name: String
    var payload: [PayloadFieldContext]
    var caseDeclaration: ResolvedCaseDeclaration
    var caseConstruction: CallContext
    var steps: [ReduceStepContext]
    var effects: CaseEffectsContext
    var changes: [ExpectedChangeContext]
    var startsRequests: Bool
    /// The action's own test starts from the sample state (a ``ConditionTestContext`` may not).
    let startsFromSamples = true
    /// What the action's tests change in their start state before sending it (``ResolvedAction/testSetup``).
    var start: [ExpectedChangeContext]
    var tested: Bool
    var middleware: MiddlewareReturnContext
    var endpoints: [TriggeredEndpoint]
    /// The test from the other side of a trigger's `when:`, if any.
    var trigger: ConditionTestContext?
    var extensions: TemplateDictionary
    /// For the first action of each case of the reducer's `switch`: the reducer's pattern of every action
    /// of the case, which actions that do the same share (`case .appeared, .refreshPulled:`); the
    /// middleware's are its `middleware.casePatterns`.
    var casePatterns: [CasePatternContext]?

    /// The context of `action`; `positions` gives the position of each endpoint among `featureEndpoints` by
    /// name, so the endpoints it triggers are found without going through every endpoint for each action.
    init(_ action: ResolvedAction, endpoints featureEndpoints: [ResolvedEndpoint], positions: [String: Int]) {
        name = action.name
        payload = action.payload.map(PayloadFieldContext.init)
        caseDeclaration = action.caseDeclaration
        caseConstruction = CallContext(action.caseConstruction)
        steps = action.reduceSteps.map(ReduceStepContext.init)
        effects = CaseEffectsContext(action.effects, indent: 12, cancelTests: action.cancelTests)
        changes = action.expectedChanges.map(ExpectedChangeContext.init)
        startsRequests = !action.endpointsStartedInTest.isEmpty
        tested = !action.isCustom
        middleware = MiddlewareReturnContext(action.middlewareSends)
        endpoints = TriggeredEndpoint.all(named: action.endpointsStartedInTest, in: featureEndpoints, positions: positions)
        let start = action.testSetup.map(ExpectedChangeContext.init)
        self.start = start
        trigger = action.conditionTest.map { test in
            ConditionTestContext(
                test, start: start,
                endpoints: TriggeredEndpoint.all(named: test.startedEndpoints, in: featureEndpoints, positions: positions))
        }
        extensions = action.extensions
    }
}

extension ActionContext.TriggeredEndpoint {
    /// The endpoints of `featureEndpoints` named in `names`, once each, in spec order.
    static func all(named names: [String], in featureEndpoints: [ResolvedEndpoint], positions: [String: Int]) -> [Self] {
        Set(names.compactMap { positions[$0] }).sorted().map { position in
            let endpoint = featureEndpoints[position]
            return Self(
                name: endpoint.name, hasResponse: endpoint.responseType != nil,
                sampleValue: endpoint.sampleResponse.map(SampleValuePart.parts))
        }
    }
}

/// The test of an action from the other side of a trigger's `when:` (``ResolvedConditionTest``): the
/// `endpoint` whose condition `fails` or `holds` (`kind`), whether the test `startsFromSamples`, what it
/// changes there first (`start`, as the action's own test), the `payload` it sends (a `local` the test
/// declares comes with its type where Swift cannot infer one, `note: String?` for `nil`), the other
/// features' values its store's environment provides in place of their samples (`appValues`, each a
/// `name` and its `sampleValue`), the `changes` it expects, and the `endpoints` whose requests start,
/// stubbed with their sample responses.
struct ConditionTestContext: Encodable {
    enum Kind: String, Encodable { case fails, holds }

    var endpoint: String
    var kind: Kind
    var startsFromSamples: Bool
    var start: [ExpectedChangeContext]
    var payload: [PayloadFieldContext]
    var appValues: [AppValueContext]
    var changes: [ExpectedChangeContext]
    var endpoints: [ActionContext.TriggeredEndpoint]
    var startsRequests: Bool

    init(_ test: ResolvedConditionTest, start: [ExpectedChangeContext], endpoints: [ActionContext.TriggeredEndpoint]) {
        endpoint = test.endpoint
        kind = test.holds ? .holds : .fails
        startsFromSamples = test.startsFromSamples
        self.start = start
        payload = zip(test.payload, test.typedLocals).map { field, typed in
            var context = PayloadFieldContext(field)
            // `let note = nil` and `let tags = []` leave Swift without a type to infer.
            if typed { context.local += ": " + field.type }
            return context
        }
        appValues = test.appValues.map(AppValueContext.init)
        changes = test.expectedChanges.map(ExpectedChangeContext.init)
        self.endpoints = endpoints
        startsRequests = !endpoints.isEmpty
    }
}

/// A value an action or a request carries: its `local` name, `type`, `declaration` as a parameter, and
/// the samples tests send (`inlineSampleValue` with every model written out).
struct PayloadFieldContext: Encodable {
    var local: String
    var type: String
    var declaration: ResolvedParameterDeclaration
    var sampleValue: PartsContext<SampleValuePart>
    var inlineSampleValue: PartsContext<SampleValuePart>

    init(_ field: ResolvedPayloadField) {
        local = field.localName
        type = field.type
        declaration = field.declaration
        sampleValue = SampleValuePart.parts(of: field.sampleValue)
        inlineSampleValue = SampleValuePart.parts(of: field.inlineSampleValue)
    }
}
