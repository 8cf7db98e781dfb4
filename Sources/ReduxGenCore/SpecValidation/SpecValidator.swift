/// Checks a decoded spec as a whole: names, references between its parts, types and default values.
/// Reports every problem at once and returns the spec with types resolved and defaults filled in.
public struct SpecValidator: Sendable {
    public init() {}

    /// Validates `spec`. The returned spec has model names in types resolved to the models' spec names
    /// and every state field's `defaultValue` set (when it type-checks).
    public func validate(_ spec: FeatureSpec) -> (spec: FeatureSpec, diagnostics: [Diagnostic]) {
        var run = ValidationRun(spec: spec)
        run.checkNames()
        run.checkModels()
        run.checkState()
        run.checkActions()
        run.checkEndpoints()
        run.checkGeneratedCode()
        return (run.spec, run.diagnostics.diagnostics)
    }
}

/// The state of one validation: the spec being resolved and the diagnostics found.
struct ValidationRun {
    var spec: FeatureSpec
    var diagnostics = DiagnosticCollector()
    /// Reads literal values (defaults, `value:`) with the same rules as the decoder.
    var reader = NodeReader()
    /// Lookups by name, built once.
    let models: NameIndex
    let stateFields: NameIndex
    let actions: NameIndex
    /// The endpoints by name, made when a `cancel:` or `resetStatus:` step first needs it.
    lazy var endpointNames = NameIndex(spec.endpoints.map { (name: $0.name, swiftName: $0.swiftName) })
    var memberIndexes: [Int: NameIndex] = [:]
    var actionPayloadIndexes: [Int: NameIndex] = [:]
    var endpointPayload = NameIndex([])
    /// The position of the endpoint whose outcome action each name is (`loginSucceeded`, `loginFailed`,
    /// `loginCancelled`): the first such endpoint in spec order. Chains look triggers up here rather than
    /// asking every endpoint, which was quadratic in the endpoints. Made when a trigger first needs it.
    lazy var outcomeSources = Self.outcomeSources(of: spec.endpoints)
    let suggestionBudget = SuggestionBudget(ValidationRun.suggestionBudget)

    init(spec: FeatureSpec) {
        self.spec = spec
        models = NameIndex(spec.models.map { (name: $0.name, swiftName: $0.swiftName) })
        stateFields = NameIndex(spec.state.map { (name: $0.name, swiftName: $0.swiftName) })
        actions = NameIndex(spec.actions.map { (name: $0.name, swiftName: $0.swiftName) })
    }

    /// See `outcomeSources`.
    private static func outcomeSources(of endpoints: [EndpointSpec]) -> [String: Int] {
        var sources: [String: Int] = [:]
        sources.reserveCapacity(endpoints.count * EndpointOutcome.allCases.count)
        for (position, endpoint) in endpoints.enumerated() {
            let swiftName = endpoint.swiftName
            for outcome in EndpointOutcome.allCases where sources[swiftName + outcome.rawValue] == nil {
                sources[swiftName + outcome.rawValue] = position
            }
        }
        return sources
    }

    /// Moves the literal reader's diagnostics into the run's.
    mutating func flushReader() {
        diagnostics.append(contentsOf: reader.diagnostics.diagnostics)
        reader.diagnostics = DiagnosticCollector()
    }
}
