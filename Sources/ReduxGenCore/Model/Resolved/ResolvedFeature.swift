/// One feature with everything the templates print already decided: Swift names (escaped where they
/// must be), Swift types, literals, request parameters and the statements of reducer cases.
///
/// The Model stage builds it from a validated `FeatureSpec` (see `FeatureResolver`); the template
/// context is a plain rendering of it (see `FeatureContext`).
public struct ResolvedFeature: Hashable, Sendable {
    /// The feature's Swift name, the prefix of every generated type, e.g. `RepoSearch`.
    public var name: String
    /// The feature's name as a stored property or enum case of the app, e.g. `repoSearch`.
    public var memberName: String
    /// The spec path as the user named it, for the header line.
    public var specPath: String
    /// The access level of generated declarations.
    public var access: AccessLevel
    /// The module generated tests import with `@testable import`.
    public var testModule: String
    /// How the feature's requests are sent: effects returned by the reducer, or a middleware.
    public var sideEffects: SideEffectsStyle
    /// Models and enums, in spec order.
    public var models: [ResolvedModel]
    /// State fields, in spec order.
    public var stateFields: [ResolvedStateField]
    /// Declared actions, in spec order.
    public var actions: [ResolvedAction]
    /// Endpoints, in spec order.
    public var endpoints: [ResolvedEndpoint]
    /// The API's base URL as written, if any.
    public var baseURL: String?
    /// The API's date strategy, by the name of ReduxRuntime's `JSONCoding` date case: `iso8601`,
    /// `secondsSince1970` or `millisecondsSince1970`.
    public var dateCoding: String
    /// Headers every request sends, in spec order.
    public var headers: [ResolvedHeader]
    /// The model samples the feature's tests share, each written once: first variants, then the second
    /// variants (in the namespace's nested `Other` enum).
    public var samples: [ResolvedSample]
    /// The state fields of other features the requests read (`app.session.token`), each once.
    public var appValues: [ResolvedAppValue] = []
    /// Whether a trigger's `when:` tests another feature's value, which the reducer reads from its
    /// environment (in either flavor, since the reducer decides whether a request starts).
    public var conditionsReadAppValues = false
    /// `onUnauthorized` of `api.auth`: how the app renews the credential when a request is answered 401;
    /// the environment then holds a `credentialRenewal`.
    public var onUnauthorized: UnauthorizedSpec?
    /// Where the credential is in the app state (`session.token`), for the app's renewal.
    public var credentialPath: String?
    /// Where the API's requests carry their credential (`api.auth`), or `nil` without one: the live
    /// repository's `specAuth`.
    public var auth: AuthSpec.Placement?
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]
    /// Where the values the spec marks sensitive are in the JSON form of the State and Action.
    public var sensitivePaths = ResolvedSensitivePaths()

    /// The state fields saved across launches.
    public var persistedFields: [ResolvedStateField] { stateFields.filter(\.persist) }

    /// Whether the feature needs an environment: it sends requests or calls hand-written hooks. A feature
    /// without one has no effects, and its reducer is a constant.
    public var hasEnvironment: Bool { !endpoints.isEmpty || actions.contains { $0.hookRequirement != nil } }
}

/// One shared model sample of a test file: `static let <name> = <value>`.
public struct ResolvedSample: Hashable, Sendable {
    /// The member name, the model's name in lower camel case, e.g. `owner`.
    public var name: String
    /// The sample: the model built from its fields' samples.
    public var value: ResolvedSampleValue
    /// Whether it is the model's second sample, kept in the nested `Other` enum.
    public var isOther: Bool
}

/// A model struct or enum.
public struct ResolvedModel: Hashable, Sendable {
    /// The Swift type name inside the feature's namespace, e.g. `Repository`.
    public var name: String
    /// The qualified name generated code uses, e.g. `RepoSearch.Repository`.
    public var qualifiedName: String
    /// Stored properties of a struct, in spec order (empty for an enum).
    public var fields: [ResolvedModelField]
    /// `String` or `Int` for an enum; `nil` for a struct.
    public var rawType: String?
    /// Enum cases, in spec order.
    public var cases: [ResolvedEnumCase]
    /// The raw value no case has (a `.string` or an `.int`), when the enum has `unknown: true` (its tests
    /// decode it as `.unknown(...)`); `nil` otherwise.
    public var unknownRawSample: ResolvedLiteral? = nil
    /// The JSON keys of a struct's fields as the API writes them, in field order.
    public var jsonKeys: [String]
    /// A sample value, for tests.
    public var sampleValue: ResolvedSampleValue
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]
    /// The cases and coding of a sum type (`oneOf:`); `nil` for a struct or an enum.
    public var sum: ResolvedSum? = nil
}

/// A sum type: an enum whose cases each hold one value.
public struct ResolvedSum: Hashable, Sendable {
    /// The cases, in spec order.
    public var cases: [ResolvedSumCase]
    /// The JSON key that names the case, beside the case's fields; `nil`: the first case that decodes wins.
    public var discriminator: String?
    /// A tag no case has, for the test of `unknown: true`; `nil` without it.
    public var unknownTagSample: String?
}

/// A case of a sum type.
public struct ResolvedSumCase: Hashable, Sendable {
    /// The escaped Swift case name.
    public var name: String
    /// The Swift type of the value it holds.
    public var type: String
    /// The discriminator value that names the case (unused without a discriminator).
    public var tag: String
    /// The case holding its type's first sample, for the coding test.
    public var sampleValue: ResolvedSampleValue
}

/// A stored property of a model struct.
public struct ResolvedModelField: Hashable, Sendable {
    /// The escaped Swift property name.
    public var name: String
    /// The Swift type.
    public var type: String
    /// The field as a parameter of the memberwise initializer: `label: Type` or `label local: Type`.
    public var initParameter: ResolvedParameterDeclaration
    /// The name the initializer's parameter is bound to.
    public var localName: String
    /// The field's key in the API's JSON, under which the model's `Codable` conformance reads and writes it.
    public var jsonKey: String
    /// The Swift type decoded and encoded: `type` without its trailing `?` for an optional field.
    public var valueType: String
    /// Whether the field is optional: absent or `null` in JSON decodes as `nil`, and `nil` is left out.
    public var isOptional: Bool
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]

    /// Whether the JSON key differs from the Swift name, so that the model needs a `CodingKeys` enum.
    public var hasCustomJSONKey: Bool { jsonKey != SwiftName.unescaped(name) }
}

/// A case of an enum model.
public struct ResolvedEnumCase: Hashable, Sendable {
    /// The escaped Swift case name.
    public var name: String
    /// The raw value (a `.string`, as the spec writes it, or an `.int`), always: what an enum with an
    /// `unknown` case matches and returns in its hand-made `init(rawValue:)` and `rawValue`.
    public var rawValue: ResolvedLiteral
    /// Whether the declaration writes the raw value (`in_progress`, `3`): not where Swift's own, the
    /// case's name, is the same.
    public var writesRawValue: Bool
}

/// A property of the feature's State.
public struct ResolvedStateField: Hashable, Sendable {
    /// The escaped Swift property name.
    public var name: String
    /// The Swift type.
    public var type: String
    /// The Swift type decoded and encoded: `type` without its trailing `?` for an optional field.
    public var valueType: String
    /// Whether the field is optional: absent or `null` in JSON decodes as `nil`, and `nil` is left out.
    public var isOptional: Bool
    /// The initial value: the spec's `default:`, or `nil` for an optional field without one and else an
    /// empty array.
    public var defaultValue: ResolvedLiteral
    /// A sample value (different from the default where the type allows) for tests; struct models in
    /// it refer to the test file's shared samples.
    public var sampleValue: ResolvedSampleValue
    /// The same sample with every model written out, for test files without the shared samples.
    public var inlineSampleValue: ResolvedSampleValue
    /// Whether the field is saved across launches (`persist: true`).
    public var persist: Bool
    /// The persistence key, `<Feature>.<field>`.
    public var persistenceKey: String
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]
}

/// An associated value of an action case.
public struct ResolvedPayloadField: Hashable, Sendable {
    /// The argument label as a call site writes it, never in backticks.
    public var label: String
    /// The name the value is bound to in a pattern or a parameter; differs from the label only where
    /// the label would clash with a name generated code uses itself.
    public var localName: String
    /// The Swift type.
    public var type: String
    /// The value as a parameter: `label: Type`, or `label local: Type` where they differ.
    public var declaration: ResolvedParameterDeclaration
    /// The sample value tests send; struct models in it refer to the test file's shared samples.
    public var sampleValue: ResolvedSampleValue
    /// The same sample with every model written out, for test files without the shared samples.
    public var inlineSampleValue: ResolvedSampleValue
}

/// A declared action.
public struct ResolvedAction: Hashable, Sendable {
    /// The escaped case name.
    public var name: String
    /// The associated values, in spec order.
    public var payload: [ResolvedPayloadField]
    /// `queryChanged(query: String)`
    public var caseDeclaration: ResolvedCaseDeclaration
    /// `.queryChanged(let query)`
    public var casePattern: ResolvedCasePattern
    /// `.queryChanged(query: query)`, from locals named like the payload.
    public var caseConstruction: ResolvedCaseConstruction
    /// The reducer's steps for this action, in spec order (`cancel:` steps change no state and are not here).
    public var reduceSteps: [ResolvedReduceStep]
    /// What the reducer's case does after the steps: the custom hook's call, the requests the action
    /// starts, and the effects it returns.
    public var effects: ResolvedCaseEffects
    /// The state changes tests expect for this action from the feature tests' sample state, including the
    /// requests it starts.
    public var expectedChanges: [ExpectedChange]
    /// The changes the app tests expect on the feature's slice of the app state, which starts at the
    /// defaults.
    public var appExpectedChanges: [ExpectedChange]
    /// Whether each `when:` test passes on the fields the action changes, from the defaults, by the field's
    /// escaped name (a test that does not apply to a field is left out): the app tests work out from it
    /// which requests of other features the action triggers (`app.<feature>.<action>` with `when:`).
    public var appTestResults: [String: [TriggerCondition.Test: Bool]] = [:]
    /// Whether the action changes the feature's default state: some field gets another value, or a request
    /// starts. The app test of a feature's routing sends such an action, so that its check can fail.
    public var changesDefaults = false
    /// The state fields (escaped names) the action's steps change whatever their value: appended to,
    /// toggled, incremented or decremented, and not reset or set afterwards.
    public var surelyChangedFields: [String]
    /// The persisted fields among `surelyChangedFields` whose value the action changes from the default
    /// state, as the tests' evaluator works it out: adding 0.25 leaves the largest `Double` as it is.
    public var persistedFieldsChangedFromDefaults: [String] = []
    /// The persisted fields among `surelyChangedFields` whose value the action changes from the feature
    /// tests' sample state.
    public var persistedFieldsChangedFromSamples: [String] = []
    /// The endpoints (escaped names) whose requests the action starts, in spec order.
    public var triggeredEndpoints: [String]
    /// Whether the action starts requests.
    public var startsRequests: Bool
    /// The endpoints (escaped names) whose requests the action starts in its test, from the sample state:
    /// those of `triggeredEndpoints` whose trigger's `when:` holds there.
    public var endpointsStartedInTest: [String] = []
    /// The changes the action's tests make to their state before sending it: the requests its
    /// `resetStatus:` steps reset, started (`login.status = .loading(RequestID(1))`), so that the steps
    /// show in the expected changes.
    public var testSetup: [ExpectedChange] = []
    /// The test from the other side of a trigger's `when:`, for an action whose own test leaves one
    /// condition as it is that some inputs change.
    public var conditionTest: ResolvedConditionTest? = nil
    /// The tests that the action's `cancel:` steps stop a request in flight.
    public var cancelTests: [ResolvedCancelTest] = []
    /// Whether a hand-written hook reduces the action (`custom: true`).
    public var isCustom: Bool
    /// The hook requirement of a custom action, e.g. `static func refresh(state: inout FState) -> Effect<FAction>`.
    public var hookRequirement: ResolvedHookRequirement?
    /// The middleware flavor's pattern for the action: only the payload its requests need is bound.
    public var middlewareCasePattern = ResolvedCasePattern(name: "", bindings: [])
    /// The middleware flavor's calls sending the requests the action started, in spec order (none: the
    /// case returns `.none`).
    public var middlewareSends: [ResolvedCall] = []
    /// `resetApp:`: the app state members of the features the app keeps after the action (its `except:`
    /// list); `nil` when the action resets nothing.
    public var appResetKeptMembers: [String]? = nil
    /// The `reduce:` steps that name another feature (`reset: app.issues`), for the app reducer.
    public var appSteps: [AppStepSpec] = []
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]
}

/// A header every request of the feature sends.
public struct ResolvedHeader: Hashable, Sendable, Encodable {
    /// The header name, as the spec writes it.
    public var name: String
    /// The header value, as the spec writes it.
    public var value: String
}
