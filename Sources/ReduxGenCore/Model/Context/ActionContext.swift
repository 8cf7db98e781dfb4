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
    var tested: Bool
    var middleware: MiddlewareReturnContext
    var endpoints: [TriggeredEndpoint]
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
        effects = CaseEffectsContext(action.effects, indent: 12)
        changes = action.expectedChanges.map(ExpectedChangeContext.init)
        startsRequests = action.startsRequests
        tested = !action.isCustom
        middleware = MiddlewareReturnContext(action.middlewareSends)
        endpoints = Set(action.triggeredEndpoints.compactMap { positions[$0] }).sorted().map { position in
            let endpoint = featureEndpoints[position]
            return TriggeredEndpoint(
                name: endpoint.name, hasResponse: endpoint.responseType != nil,
                sampleValue: endpoint.sampleResponse.map(SampleValuePart.parts))
        }
        extensions = action.extensions
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
