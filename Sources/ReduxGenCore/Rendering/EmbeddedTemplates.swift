// Generated from Templates/*.mustache. Do not edit: change Templates/, then run
//   REDUXGEN_RECORD_EMBEDDED_TEMPLATES=1 swift test --filter BuiltInTemplatesTests
// (`swift test` fails while this file and Templates/ differ).

/// The built-in templates, as they are in `Templates/`, sorted by name.
enum EmbeddedTemplates {
    static let files: [(name: String, text: String)] = [
        (
            name: "Action",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

/// Everything that can happen in the {{feature}} feature.
{{access}}enum {{feature}}Action: Equatable, Codable, Sendable {
{{#actions}}
    case {{#caseDeclaration}}{{> _caseDeclaration}}{{/caseDeclaration}}
{{/actions}}
{{#endpoints}}
    /// Sends the `{{unescaped(name)}}` request ({{uppercased(method)}} {{request.path}}){{#pagination}} from its first page{{/pagination}}.
    case {{#start.caseDeclaration}}{{> _caseDeclaration}}{{/start.caseDeclaration}}
    /// How one `{{unescaped(name)}}` request ended.
    case {{unescaped(name)}}Response(RequestOutcome<{{#hasResponse}}{{response.type}}{{/hasResponse}}{{^hasResponse}}NoResponse{{/hasResponse}}>)
{{#pagination}}
    /// Loads the next page of `{{unescaped(name)}}`, unless a page is loading or the last page has arrived.
    case {{nextPage.action}}
{{/pagination}}
{{/endpoints}}
}
{{^empty(sensitive.actions)}}

extension {{feature}}Action: SensitiveValues {
    /// The payload values DevTools and written action logs redact (`sensitive: true` and
    /// `sensitiveResponse: true` in the spec).
    {{access}}static let sensitivePaths: [JSONPath] = [
{{#sensitive.actions}}
        [{{#path}}{{swiftString(.)}}{{^last()}}, {{/last()}}{{/path}}]{{^single(sensitive.actions)}},{{/single(sensitive.actions)}}
{{/sensitive.actions}}
    ]
}
{{/empty(sensitive.actions)}}

"""
        ),
        (
            name: "AppAction",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

/// Every action of the app: one case per feature, wrapping the feature's action.
{{access}}enum AppAction: Equatable, Sendable, Codable {
{{#features}}
    case {{featureMember}}({{feature}}Action)
{{/features}}
}

/// Where each feature's action sits in `AppAction`, as `pullback`, `scope` and `receive(case:)` take it:
/// each path is named after its case.
extension ActionPath where Root == AppAction {
{{#features}}
{{^first()}}

{{/first()}}
    {{access}}static var {{featureMember}}: ActionPath<AppAction, {{feature}}Action> {
        .init(embed: AppAction.{{featureMember}}) { if case .{{featureMember}}(let action) = $0 { action } else { nil } }
    }
{{/features}}
}
{{^empty(sensitive.actions)}}

extension AppAction: SensitiveValues {
    /// The sensitive payload values of each feature's actions, under the feature's case (`_0` is the
    /// feature's action it wraps).
{{#single(sensitive.actions)}}
{{#sensitive.actions}}
    {{access}}static let sensitivePaths: [JSONPath] = {{feature}}Action.sensitivePaths.map {
        $0.prefixed(by: [{{swiftString(unescaped(featureMember))}}, \"_0\"])
    }
{{/sensitive.actions}}
{{/single(sensitive.actions)}}
{{^single(sensitive.actions)}}
    {{access}}static let sensitivePaths: [JSONPath] = {
        let pathsOfEachFeature: [[JSONPath]] = [
{{#sensitive.actions}}
            {{feature}}Action.sensitivePaths.map { $0.prefixed(by: [{{swiftString(unescaped(featureMember))}}, \"_0\"]) },
{{/sensitive.actions}}
        ]
        return pathsOfEachFeature.flatMap { $0 }
    }()
{{/single(sensitive.actions)}}
}
{{/empty(sensitive.actions)}}

"""
        ),
        (
            name: "AppReducer",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

/// What the app's reducer needs from the outside world: the environment of every feature that has one.
{{access}}struct AppEnvironment: Sendable {
{{#environmentFeatures}}
    {{access}}var {{featureMember}}: {{feature}}Environment
{{/environmentFeatures}}
{{^empty(access)}}
{{#empty(environmentFeatures)}}
    public init() {}
{{/empty(environmentFeatures)}}
{{^empty(environmentFeatures)}}

    /// Creates an environment from every feature's environment.
    public init(
{{#environmentFeatures}}
        {{featureMember}}: {{feature}}Environment{{^last()}},{{/last()}}
{{/environmentFeatures}}
    ) {
{{#environmentFeatures}}
        self.{{featureMember}} = {{featureMember}}
{{/environmentFeatures}}
    }
{{/empty(environmentFeatures)}}
{{/empty(access)}}
}

/// The app's reducer: every feature's reducer, each on its slice of the app state.
{{access}}func makeAppReducer(environment: AppEnvironment) -> Reducer<AppState, AppAction> {
{{#features}}
{{#readsAppValuesInReducer}}
    // {{feature}} reads values of other features: its environment reads them from the app state.
    let {{unescaped(featureMember)}}Reducer = Reducer<AppState, AppAction> { state, action in
        let path = ActionPath<AppAction, {{feature}}Action>.{{featureMember}}
        guard let {{unescaped(featureMember)}}Action = path.extract(action) else { return .none }
        let {{unescaped(featureMember)}}Environment = environment.{{unescaped(featureMember)}}Environment(reading: state)
        let reducer = make{{feature}}Reducer(environment: {{unescaped(featureMember)}}Environment)
        return reducer(&state.{{featureMember}}, {{unescaped(featureMember)}}Action).map(path.embed)
    }
{{/readsAppValuesInReducer}}
{{/features}}
{{#empty(appReactions)}}
    return .combine([
{{/empty(appReactions)}}
{{^empty(appReactions)}}
    let featureReducers = Reducer<AppState, AppAction>.combine([
{{/empty(appReactions)}}
{{#features}}
{{^readsAppValuesInReducer}}
        {{^none(environment)}}make{{feature}}Reducer(environment: environment.{{featureMember}}){{/none(environment)}}{{#none(environment)}}{{unescaped(featureMember)}}Reducer{{/none(environment)}}
            .pullback(state: \\AppState.{{featureMember}}, action: .{{featureMember}}),
{{/readsAppValuesInReducer}}
{{#readsAppValuesInReducer}}
        {{unescaped(featureMember)}}Reducer,
{{/readsAppValuesInReducer}}
{{/features}}
    ])
{{^empty(appReactions)}}
    // What an action of one feature does to the others (`resetApp:`, and the steps and triggers of the specs
    // that name `app.<feature>`), after the acting feature's reducer.{{#appReactionsUsePrevious}} `previous` is the state before the
    // action: an outcome counts only if it answers its endpoint's current request.{{/appReactionsUsePrevious}}
    return featureReducers.reacting { {{#appReactionsUsePrevious}}previous{{/appReactionsUsePrevious}}{{^appReactionsUsePrevious}}_{{/appReactionsUsePrevious}}, state, action in
        switch action {
{{#appReactions}}
{{> _appReaction}}
{{/appReactions}}
        default:
            return .none
        }
    }
{{/empty(appReactions)}}
}
{{#features}}
{{^empty(appValues)}}

extension AppEnvironment {
    /// The {{feature}} feature's environment, with its values of other features read from `state` (when a
    /// request starts, as its own state is):
{{#appValues}}
    /// `{{name}}` gives `state.{{featureMember}}.{{field}}`.
{{/appValues}}
    func {{unescaped(featureMember)}}Environment(reading state: AppState) -> {{feature}}Environment {
        var environment = {{featureMember}}
{{#appValues}}
        let {{name}} = state.{{featureMember}}.{{field}}
        environment.{{name}} = { {{name}} }
{{/appValues}}
        return environment
    }
{{#usesMiddleware}}

    /// The {{feature}} middleware on its slice of the app state, with the environment
    /// `{{unescaped(featureMember)}}Environment(reading:)` gives for the app state before each action: other features' values
    /// as the action found them, as the effects flavor reads them (a `resetApp:` or `reset: app.` step of
    /// the action comes after its requests have read them).
    @MainActor
    func {{unescaped(featureMember)}}Middleware() -> Middleware<AppState, AppAction> {
        .sideEffects(snapshot: \\.self) { action, previous, state in
            let path = ActionPath<AppAction, {{feature}}Action>.{{featureMember}}
            guard let {{unescaped(featureMember)}}Action = path.extract(action) else { return .none }
            return {{feature}}Middleware.effect(
                for: {{unescaped(featureMember)}}Action,
                previous: previous.{{featureMember}},
                state: state.{{featureMember}},
                environment: {{unescaped(featureMember)}}Environment(reading: previous)
            )
            .map(path.embed)
        }
    }
{{/usesMiddleware}}
}
{{/empty(appValues)}}
{{/features}}
{{^empty(middlewareFeatures)}}

/// The middleware that send the requests of the features in the middleware flavor, each on its slice of
/// the app state.
@MainActor
{{access}}func makeAppMiddleware(environment: AppEnvironment) -> [Middleware<AppState, AppAction>] {
    [
{{#middlewareFeatures}}
{{#empty(appValues)}}
        make{{feature}}Middleware(environment: environment.{{featureMember}})
            .pullback(state: \\AppState.{{featureMember}}, action: .{{featureMember}}){{^single(middlewareFeatures)}},{{/single(middlewareFeatures)}}
{{/empty(appValues)}}
{{^empty(appValues)}}
        environment.{{unescaped(featureMember)}}Middleware(){{^single(middlewareFeatures)}},{{/single(middlewareFeatures)}}
{{/empty(appValues)}}
{{/middlewareFeatures}}
    ]
}
{{/empty(middlewareFeatures)}}

{{^empty(persistedFields)}}
/// The state fields of every feature that are saved across launches, each under the key
/// `<Feature>.<field>`.
{{access}}enum AppPersistence {
    {{access}}static let fields: [PersistedField<AppState>] = [
{{#persistedFields}}
        PersistedField(\\.{{featureMember}}.{{name}}, key: {{swiftString(key)}}){{^single(persistedFields)}},{{/single(persistedFields)}}
{{/persistedFields}}
    ]
}

{{/empty(persistedFields)}}
{{> _appStore}}

"""
        ),
        (
            name: "AppState",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

/// The state of the whole app: one field per feature.
{{access}}struct AppState: Equatable, Sendable, Codable {
{{#features}}
    {{access}}var {{featureMember}} = {{feature}}State()
{{/features}}

    /// The state before the first action: every feature at its initial state.
    {{access}}init() {}
}

extension AppState: ObservableState {
    /// The features a store observes, each field by field.
    {{access}}static let observedFields: [ObservedField<Self>] = [{{#features}}ObservedField(\\.{{featureMember}}){{^last()}}, {{/last()}}{{/features}}]
}
{{^empty(sensitive.state)}}

extension AppState: SensitiveValues {
    /// The sensitive fields of each feature, under the feature's member.
{{#single(sensitive.state)}}
{{#sensitive.state}}
    {{access}}static let sensitivePaths: [JSONPath] = {{feature}}State.sensitivePaths.map {
        $0.prefixed(by: [{{swiftString(unescaped(featureMember))}}])
    }
{{/sensitive.state}}
{{/single(sensitive.state)}}
{{^single(sensitive.state)}}
    {{access}}static let sensitivePaths: [JSONPath] = {
        let pathsOfEachFeature: [[JSONPath]] = [
{{#sensitive.state}}
            {{feature}}State.sensitivePaths.map { $0.prefixed(by: [{{swiftString(unescaped(featureMember))}}]) },
{{/sensitive.state}}
        ]
        return pathsOfEachFeature.flatMap { $0 }
    }()
{{/single(sensitive.state)}}
}
{{/empty(sensitive.state)}}

"""
        ),
        (
            name: "AppTests",
            text: """
{{> _header}}

{{#testImports}}
import {{.}}
{{/testImports}}
@testable import {{testModule}}

/// Tests that the app reducer hands each feature's actions to that feature, on its slice of the state.
@MainActor
struct AppTests {
    let clock = TestClock()

{{^empty(environmentFeatures)}}
    /// The features' environments; their mock repositories answer one second after a request, on `clock`,
    /// so that a test can act while requests are in flight.
{{/empty(environmentFeatures)}}
    func makeEnvironment() -> AppEnvironment {
{{#empty(environmentFeatures)}}
        AppEnvironment()
{{/empty(environmentFeatures)}}
{{^empty(environmentFeatures)}}
        AppEnvironment(
{{#environmentFeatures}}
            {{unescaped(featureMember)}}: {{feature}}Environment({{^empty(endpoints)}}repository: Mock{{feature}}Repository(delay: .seconds(1), clock: clock){{/empty(endpoints)}}{{#hasDebounce}}, clock: clock{{/hasDebounce}}{{#appValues}}, {{name}}: { {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}} }{{/appValues}}){{^last()}},{{/last()}}
{{/environmentFeatures}}
        )
{{/empty(environmentFeatures)}}
    }

    func makeStore(_ initialState: AppState = AppState()) -> TestStore<AppState, AppAction> {
{{^empty(middlewareFeatures)}}
        let environment = makeEnvironment()
        return TestStore(
            initialState: initialState,
            reducer: makeAppReducer(environment: environment),
            middleware: makeAppMiddleware(environment: environment)
        )
{{/empty(middlewareFeatures)}}
{{#empty(middlewareFeatures)}}
        TestStore(initialState: initialState, reducer: makeAppReducer(environment: makeEnvironment()))
{{/empty(middlewareFeatures)}}
    }
{{^empty(persistedFields)}}

    @Test(\"Persisted fields of every feature are restored\")
    func persistedFieldsOfEveryFeatureAreRestored() {
        let storage = InMemoryPersistenceStore()
        var saved = AppState()
{{#persistedFields}}
        saved.{{featureMember}}.{{name}} = {{#inlineSampleValue}}{{> _sampleValue}}{{/inlineSampleValue}}
{{/persistedFields}}
        StatePersistence(store: storage, fields: AppPersistence.fields).saveAll(saved)
        let store = makeAppStore(environment: makeEnvironment(), persistenceStore: storage)
{{#persistedFields}}
        #expect(store.state.{{featureMember}}.{{name}} == saved.{{featureMember}}.{{name}})
{{/persistedFields}}
    }
{{/empty(persistedFields)}}
{{#features}}
{{#routingCheck}}

    @Test(\"{{feature}} actions reach the {{feature}} state\")
    func {{unescaped(featureMember)}}ActionsReachThe{{feature}}State() async {
        let store = makeStore()
{{#payload}}
        let {{local}} = {{#inlineSampleValue}}{{> _sampleValue}}{{/inlineSampleValue}}
{{/payload}}
{{^empty(changes)}}
        await store.send(.{{featureMember}}({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}})) {
{{#changes}}
            $0.{{featureMember}}.{{> _expectedChange}}
{{/changes}}
        }
{{/empty(changes)}}
{{#empty(changes)}}
        await store.send(.{{featureMember}}({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}}))
{{/empty(changes)}}
{{#sends}}
        // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}`.
        await store.receive(.{{featureMember}}(.{{name}})) {
{{#changes}}
            $0.{{featureMember}}.{{> _expectedChange}}
{{/changes}}
        }
{{/sends}}
{{#startsRequests}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
{{/startsRequests}}
        await store.finish()
    }
{{/routingCheck}}
{{/features}}
{{#appReactions}}
{{#tested}}
{{#action(kind)}}

    @Test(\"{{unescaped(name)}} resets every feature but {{#keptFeatures}}{{feature}}{{^last()}}, {{/last()}}{{/keptFeatures}}\")
    func {{unescaped(featureMember)}}{{upperFirstLetter(unescaped(name))}}ResetsTheApp() async {
        let store = makeStore()
{{#start}}
        await store.send(.{{featureMember}}({{#call}}{{> _caseConstruction}}{{/call}})) {
{{#changes}}
            $0.{{featureMember}}.{{> _expectedChange}}
{{/changes}}
        }
{{/start}}
{{#payload}}
        let {{local}} = {{#inlineSampleValue}}{{> _sampleValue}}{{/inlineSampleValue}}
{{/payload}}
        await store.send(.{{featureMember}}({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}})) {
{{#resets}}
{{#feature(kind)}}
            $0.{{featureMember}} = {{feature}}State()
{{/feature(kind)}}
{{/resets}}
{{#changes}}
            $0.{{featureMember}}.{{> _expectedChange}}
{{/changes}}
        }
{{#start}}
        await store.receive(.{{featureMember}}(.{{unescaped(endpoint)}}Response(.cancelled(RequestID(1)))))
{{/start}}
{{#startsRequests}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
{{/startsRequests}}
        await store.finish()
    }
{{/action(kind)}}
{{^action(kind)}}
{{^empty(sends)}}

    @Test(\"{{unescaped(endpoint)}}{{upperFirstLetter(name)}} sends {{#sends}}{{endpoint}} to {{feature}}{{^last()}}, {{/last()}}{{/sends}}\")
    func {{unescaped(featureMember)}}{{upperFirstLetter(unescaped(endpoint))}}{{upperFirstLetter(name)}}SendsRequests() async {
        var state = AppState()
        state.{{featureMember}}.{{endpoint}}.status = .loading(RequestID(1))
        state.{{featureMember}}.{{endpoint}}.nextRequestID = RequestID(2)
        let store = makeStore(state)
        // What the outcome and the requests do to their own features is what those features' tests check.
        store.exhaustivity = .off
        await store.send({{> _appReactionOutcome}})
{{#sends}}
        await store.receive(.{{featureMember}}(.{{name}}))
{{/sends}}
        await store.finish()
    }
{{/empty(sends)}}
{{#currentOutcome(kind)}}
{{^isQueued}}

    @Test(\"A stale {{unescaped(endpoint)}}{{upperFirstLetter(name)}} reaches no other feature\")
    func {{unescaped(featureMember)}}Stale{{upperFirstLetter(unescaped(endpoint))}}{{upperFirstLetter(name)}}ReachesNoOtherFeature() async {
        var state = AppState()
        state.{{featureMember}}.{{endpoint}}.status = .loading(RequestID(2))
        state.{{featureMember}}.{{endpoint}}.nextRequestID = RequestID(3)
        let store = makeStore(state)
        await store.send({{> _appReactionOutcome}})
        await store.finish()
    }
{{/isQueued}}
{{/currentOutcome(kind)}}
{{/action(kind)}}
{{/tested}}
{{/appReactions}}
}

"""
        ),
        (
            name: "Effects",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

{{> _cancelIDs}}

/// Starts the {{feature}} feature's requests: marks them loading in state and returns their effects.
enum {{feature}}Effects {
{{#endpoints}}
{{^first()}}

{{/first()}}
{{#pagination}}
    /// Starts `{{unescaped(name)}}` from its first page{{#dropWhileInFlight(concurrency)}}, unless one is loading{{/dropWhileInFlight(concurrency)}}.
{{/pagination}}
{{^pagination}}
{{#dropWhileInFlight(concurrency)}}
    /// Starts `{{unescaped(name)}}`, unless one is loading.
{{/dropWhileInFlight(concurrency)}}
{{^dropWhileInFlight(concurrency)}}
{{^empty(optimisticRecords)}}
    /// Starts `{{unescaped(name)}}`.
{{/empty(optimisticRecords)}}
{{/dropWhileInFlight(concurrency)}}
{{/pagination}}
{{^empty(optimisticRecords)}}
    ///
    /// Its optimistic steps apply at once; a failure puts back what they changed.
{{/empty(optimisticRecords)}}
    static func {{name}}(state: inout {{feature}}State, environment: {{feature}}Environment{{#payload}}, {{#declaration}}{{> _parameterDeclaration}}{{/declaration}}{{/payload}}{{#takesDebounce}}, debounce: Duration{{/takesDebounce}}) -> Effect<{{feature}}Action> {
{{#dropWhileInFlight(concurrency)}}
        guard !state.{{name}}.isLoading else { return .none }
{{/dropWhileInFlight(concurrency)}}
        let requestID = state.{{name}}.start()
{{#optimisticRecords}}
{{> _optimisticStart}}
{{/optimisticRecords}}
{{^pagination}}
{{> _sendRequest}}
{{> _requestStart}}
{{/pagination}}
{{#pagination}}
        return {{unescaped(name)}}Request(requestID, state: state, environment: environment)
    {{> _requestStart}}
{{/pagination}}
    }
{{#pagination}}

    /// Starts the next page of `{{unescaped(name)}}`, unless a page is loading or the last one has arrived.
    static func {{nextPage.action}}(state: inout {{feature}}State, environment: {{feature}}Environment) -> Effect<{{feature}}Action> {
        guard let requestID = state.{{name}}.startNextPage() else { return .none }
{{> _nextPageSend}}
    }

{{> _pageRequest}}
{{/pagination}}
{{/endpoints}}
}

"""
        ),
        (
            name: "Middleware",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

{{> _cancelIDs}}

/// Marks the {{feature}} feature's requests as started in state; `make{{feature}}Middleware` sends them.
///
/// The reducer calls these, so it stays a pure state transition: a new request id, the status
/// `.loading(id)`, and for a paginated request its page.
{{access}}enum {{feature}}RequestStarts {
{{#endpoints}}
{{^first()}}

{{/first()}}
    /// Marks `{{unescaped(name)}}` as started{{#pagination}} from its first page{{/pagination}}{{#dropWhileInFlight(concurrency)}}, unless one is loading{{/dropWhileInFlight(concurrency)}}.
{{^empty(optimisticRecords)}}
    ///
    /// Its optimistic steps apply at once; a failure puts back what they changed.
{{/empty(optimisticRecords)}}
    {{access}}static func {{name}}(state: inout {{feature}}State{{#start.payload}}, {{> _parameterDeclaration}}{{/start.payload}}) {
{{#dropWhileInFlight(concurrency)}}
        guard !state.{{name}}.isLoading else { return }
{{/dropWhileInFlight(concurrency)}}
{{#empty(optimisticRecords)}}
        state.{{name}}.start()
{{/empty(optimisticRecords)}}
{{^empty(optimisticRecords)}}
        let requestID = state.{{name}}.start()
{{/empty(optimisticRecords)}}
{{#optimisticRecords}}
{{> _optimisticStart}}
{{/optimisticRecords}}
    }
{{#pagination}}

    /// Marks the next page of `{{unescaped(name)}}` as started, unless a page is loading or the last one has
    /// arrived.
    {{access}}static func {{nextPage.action}}(state: inout {{feature}}State) {
        state.{{name}}.startNextPage()
    }
{{/pagination}}
{{/endpoints}}
}

/// The middleware that sends the {{feature}} feature's requests: after the reducer has marked a request
/// as started, it calls the repository and dispatches how the request ended (`…Response`).
///
/// `make{{feature}}Store` installs it. Cancellation, debounce and pagination behave exactly as with
/// effects returned by a reducer.
@MainActor
{{access}}func make{{feature}}Middleware(environment: {{feature}}Environment) -> Middleware<{{feature}}State, {{feature}}Action> {
    .sideEffects(snapshot: \\.self) { action, previous, state in
        {{feature}}Middleware.effect(for: action, previous: previous, state: state, environment: environment)
    }
}

/// The requests the {{feature}} middleware sends.
{{access}}enum {{feature}}Middleware {
    /// The effect sending the requests `action` has just started, if any; `previous` is the state from
    /// before the action.
    {{access}}static func effect(for action: {{feature}}Action, previous: {{feature}}State, state: {{feature}}State, environment: {{feature}}Environment) -> Effect<{{feature}}Action> {
{{#reducerGroups}}
{{^first()}}
    }

    /// The effect for the actions the switch before this one passes on: one switch holds at most 400
    /// cases, which the compiler can check.
    private static func effectGroup{{number}}(
        for action: {{feature}}Action,
        previous: {{feature}}State,
        state: {{feature}}State,
        environment: {{feature}}Environment
    ) -> Effect<{{feature}}Action> {
{{/first()}}
        switch action {
{{#actions}}
{{#middleware}}
        case {{#casePatterns}}{{> _casePattern}}{{^last()}}, {{/last()}}{{/casePatterns}}:
{{> _middlewareReturn}}
{{/middleware}}
{{/actions}}
{{#endpoints}}
        case {{#middleware.casePattern}}{{> _casePattern}}{{/middleware.casePattern}}:
            return {{#middleware.call}}{{> _call}}{{/middleware.call}}
{{#middleware.cases}}
        case {{#casePatterns}}{{> _casePattern}}{{^last()}}, {{/last()}}{{/casePatterns}}:
{{> _middlewareReturn}}
{{/middleware.cases}}
{{#pagination}}
        case .{{nextPage.action}}:
            return Self.{{#immediately(start.wait.kind)}}{{name}}{{/immediately(start.wait.kind)}}{{^immediately(start.wait.kind)}}{{nextPage.action}}{{/immediately(start.wait.kind)}}(state: state, previous: previous, environment: environment)
{{/pagination}}
{{/endpoints}}
{{^last()}}
        default:
            return effectGroup{{plusone(number)}}(for: action, previous: previous, state: state, environment: environment)
{{/last()}}
{{#last()}}
{{^first()}}
        default:
            // The earlier switches handle every other action.
            return .none
{{/first()}}
{{/last()}}
        }
{{/reducerGroups}}
    }
{{#endpoints}}

    /// Sends `{{unescaped(name)}}`{{#pagination}}{{#immediately(start.wait.kind)}}, its first or a next page,{{/immediately(start.wait.kind)}}{{/pagination}} if the action has just started it.
    {{access}}static func {{name}}(state: {{feature}}State, previous: {{feature}}State, environment: {{feature}}Environment{{#payload}}, {{#declaration}}{{> _parameterDeclaration}}{{/declaration}}{{/payload}}{{#takesDebounce}}, debounce: Duration{{/takesDebounce}}) -> Effect<{{feature}}Action> {
        guard let requestID = state.{{name}}.requestID(startedSince: previous.{{name}}) else { return .none }
{{^pagination}}
{{> _sendRequest}}
{{> _requestStart}}
{{/pagination}}
{{#pagination}}
        return {{unescaped(name)}}Request(requestID, state: state, environment: environment)
    {{> _requestStart}}
{{/pagination}}
    }
{{#pagination}}
{{^immediately(start.wait.kind)}}

    /// Sends the next page of `{{unescaped(name)}}` if the action has just started it.
    {{access}}static func {{nextPage.action}}(state: {{feature}}State, previous: {{feature}}State, environment: {{feature}}Environment) -> Effect<{{feature}}Action> {
        guard let requestID = state.{{name}}.requestID(startedSince: previous.{{name}}) else { return .none }
{{> _nextPageSend}}
    }
{{/immediately(start.wait.kind)}}

{{> _pageRequest}}
{{/pagination}}
{{/endpoints}}
}

"""
        ),
        (
            name: "MockRepository",
            text: """
{{> _header}}

{{^empty(access)}}
{{#mockImports}}
import {{.}}
{{/mockImports}}
{{/empty(access)}}
{{#empty(access)}}
import Foundation
import ReduxRuntime
@testable import {{testModule}}
{{/empty(access)}}

/// A mock of `{{feature}}Repository` for tests and previews: answers with canned results, optionally
/// after a delay on a clock, and records every call.
{{access}}final class Mock{{feature}}Repository: {{feature}}Repository, @unchecked Sendable {
    /// One call made to the mock, with its arguments.
    {{access}}enum Call: Equatable, Sendable {
{{#endpoints}}
        case {{#mockCall.caseDeclaration}}{{> _caseDeclaration}}{{/mockCall.caseDeclaration}}
{{/endpoints}}
    }

    private let lock = NSLock()
    private let delay: Duration
    private let clock: any Clock<Duration>
    private var recordedCalls: [Call] = []
{{#endpoints}}
    private let {{unescaped(name)}}Queue = MockResults<{{response.type}}>()
{{/endpoints}}

    /// Creates a mock that answers after `delay` on `clock` (at once by default).
    {{access}}init(delay: Duration = .zero, clock: any Clock<Duration> = ContinuousClock()) {
        self.delay = delay
        self.clock = clock
    }

    /// The calls made so far, in order.
    {{access}}var calls: [Call] {
        lock.withLock { recordedCalls }
    }
{{#endpoints}}

    /// What `{{unescaped(name)}}` answers: one result per call, in order; the last one repeats.
    {{access}}var {{unescaped(name)}}Results: [Result<{{response.type}}, APIError>] {
        get { {{unescaped(name)}}Queue.results }
        set { {{unescaped(name)}}Queue.results = newValue }
    }
{{/endpoints}}
{{#endpoints}}

    {{access}}{{> _methodSignature}} {
        record({{#mockCall.caseConstruction}}{{> _caseConstruction}}{{/mockCall.caseConstruction}})
        try await waitForDelay()
        {{#hasResponse}}return {{/hasResponse}}try {{unescaped(name)}}Queue.next(orFailWith: \"Mock{{feature}}Repository has no result for {{unescaped(name)}}\")
    }
{{/endpoints}}

    private func record(_ call: Call) {
        lock.withLock { recordedCalls.append(call) }
    }

    private func waitForDelay() async throws(APIError) {
        guard delay > .zero else { return }
        do {
            try await clock.sleep(for: delay)
        } catch {
            throw .cancelled
        }
    }
}
{{#usesMiddleware}}

/// A middleware that answers the {{feature}} feature's requests from the given results instead of the
/// network, for previews and tests: each request takes the next result, the last one repeats, and a
/// request with no results fails.
@MainActor
{{access}}func mock{{feature}}Middleware(
{{#endpoints}}
    {{unescaped(name)}}Results: [Result<{{response.type}}, APIError>] = [],
{{/endpoints}}
{{#appValues}}
    {{name}}: @escaping @Sendable () -> {{type}},
{{/appValues}}
    delay: Duration = .zero,
    clock: any Clock<Duration> = ContinuousClock()
) -> Middleware<{{feature}}State, {{feature}}Action> {
    let repository = Mock{{feature}}Repository(delay: delay, clock: clock)
{{#endpoints}}
    repository.{{unescaped(name)}}Results = {{unescaped(name)}}Results
{{/endpoints}}
    let environment = {{feature}}Environment({{^empty(endpoints)}}repository: repository{{/empty(endpoints)}}{{#hasDebounce}}, clock: clock{{/hasDebounce}}{{#appValues}}, {{name}}: {{name}}{{/appValues}})
    return make{{feature}}Middleware(environment: environment)
}
{{/usesMiddleware}}

"""
        ),
        (
            name: "Models",
            text: """
{{> _header}}
{{^empty(modelImports)}}

{{/empty(modelImports)}}
{{#modelImports}}
import {{.}}
{{/modelImports}}

/// The namespace of the models of the {{feature}} feature.
{{access}}enum {{feature}} {}

extension {{feature}} {
{{#models}}
{{^first()}}

{{/first()}}
{{#struct(kind)}}
    {{access}}struct {{name}}: {{#isIdentifiable}}Identifiable, {{/isIdentifiable}}Codable, Hashable, Sendable {
{{#fields}}
        {{access}}var {{name}}: {{type}}
{{/fields}}
{{#needsCodingKeys}}

        private enum CodingKeys: String, CodingKey {
{{#fields}}
            case {{name}}{{#.key}} = {{swiftString(key)}}{{/.key}}
{{/fields}}
        }
{{/needsCodingKeys}}
{{^empty(access)}}

        public init({{#fields}}{{#declaration}}{{> _parameterDeclaration}}{{#optionalType(type)}} = nil{{/optionalType(type)}}{{/declaration}}{{^last()}}, {{/last()}}{{/fields}}) {
{{#fields}}
            self.{{name}} = {{local}}
{{/fields}}
        }
{{/empty(access)}}
    }
{{/struct(kind)}}
{{#enum(kind)}}
{{^.unknownSample}}
    {{access}}enum {{name}}: {{rawType}}, Codable, Hashable, Sendable, CaseIterable {
{{#cases}}
        case {{name}}{{#hasRawValue}} = {{#rawValue}}{{> _literal}}{{/rawValue}}{{/hasRawValue}}
{{/cases}}
    }
{{/.unknownSample}}
{{#.unknownSample}}
    /// A raw value it does not list decodes as `unknown(rawValue)` and encodes back as that raw value.
    {{access}}enum {{name}}: RawRepresentable, Codable, Hashable, Sendable, CaseIterable {
{{#cases}}
        case {{name}}
{{/cases}}
        /// A raw value none of the cases above has, kept as it came.
        case unknown({{rawType}})

        /// The listed cases (never `unknown`).
        {{access}}static let allCases: [{{name}}] = [{{#cases}}.{{name}}{{^last()}}, {{/last()}}{{/cases}}]

        /// The case with `rawValue`, or `unknown(rawValue)` when no case has it.
        {{access}}init(rawValue: {{rawType}}) {
            switch rawValue {
{{#cases}}
            case {{#rawValue}}{{> _literal}}{{/rawValue}}: self = .{{name}}
{{/cases}}
            default: self = .unknown(rawValue)
            }
        }

        /// The raw value the case is sent and stored as.
        {{access}}var rawValue: {{rawType}} {
            switch self {
{{#cases}}
            case .{{name}}: {{#rawValue}}{{> _literal}}{{/rawValue}}
{{/cases}}
            case .unknown(let rawValue): rawValue
            }
        }
    }
{{/.unknownSample}}
{{/enum(kind)}}
{{#sum(kind)}}
{{#discriminator}}
    /// One of the cases below, named by its tag, which the JSON object holds beside the case's fields.
{{/discriminator}}
{{^discriminator}}
    /// One of the cases below: the first that decodes, in this order.
{{/discriminator}}
    {{access}}enum {{name}}: Codable, Hashable, Sendable {
{{#cases}}
        case {{name}}({{type}})
{{/cases}}
{{#unknownSample}}
        /// A value whose tag none of the cases above has: the tag, kept as it came.
        case unknown(String)
{{/unknownSample}}
{{#discriminator}}

        private enum CodingKeys: String, CodingKey {
            case discriminator = {{swiftString(discriminator)}}
        }

        /// Reads the case its tag names from the same JSON object as the case's fields.
        {{access}}init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            switch try container.decode(String.self, forKey: .discriminator) {
{{#cases}}
            case {{swiftString(tag)}}: self = try .{{name}}({{type}}(from: decoder))
{{/cases}}
{{#unknownSample}}
            case let tag: self = .unknown(tag)
{{/unknownSample}}
{{^unknownSample}}
            case let tag:
                let message = \"no case of {{name}} has the tag \\(tag)\"
                throw DecodingError.dataCorruptedError(forKey: .discriminator, in: container, debugDescription: message)
{{/unknownSample}}
            }
        }

        /// Writes the case's fields and its tag beside them.
        {{access}}func encode(to encoder: any Encoder) throws {
            let tag: String
            switch self {
{{#cases}}
            case .{{name}}(let value):
                try value.encode(to: encoder)
                tag = {{swiftString(tag)}}
{{/cases}}
{{#unknownSample}}
            case .unknown(let unknownTag):
                tag = unknownTag
{{/unknownSample}}
            }
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(tag, forKey: .discriminator)
        }
{{/discriminator}}
{{^discriminator}}

        /// Decodes the first case, in declaration order, whose value decodes.
        {{access}}init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
{{#cases}}
            if let value = try? container.decode({{type}}.self) {
                self = .{{name}}(value)
                return
            }
{{/cases}}
            throw DecodingError.dataCorruptedError(in: container, debugDescription: \"no case of {{name}} decodes the value\")
        }

        /// Writes the case's value as it is.
        {{access}}func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
{{#cases}}
            case .{{name}}(let value): try container.encode(value)
{{/cases}}
            }
        }
{{/discriminator}}
    }
{{/sum(kind)}}
{{/models}}
}

"""
        ),
        (
            name: "Reducer",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

{{^none(environment)}}
/// What the {{feature}} reducer needs from the outside world.
{{/none(environment)}}
{{^empty(endpoints)}}
{{access}}struct {{feature}}Environment: Sendable {
    {{access}}var repository: any {{feature}}Repository
{{#hasDebounce}}
    /// The clock debounces wait on.
    {{access}}var clock: any Clock<Duration>
{{/hasDebounce}}
{{#appValues}}
    /// Gives `{{field}}` of the {{feature}} feature when a request starts. In the app, the app
    /// reducer and middleware set it to read the app state; a store of this feature alone calls the one
    /// given here.
    {{access}}var {{name}}: @Sendable () -> {{type}}
{{/appValues}}
{{^empty(hookRequirements)}}
    /// The app's own services (a websocket client, analytics) for the hand-written hooks; a key nobody set
    /// reads its default value.
    {{access}}var dependencies: Dependencies
{{/empty(hookRequirements)}}
{{#renewsCredential}}
    /// Renews the credential when a request is answered 401 (`api.auth.onUnauthorized`); `makeAppStore`
    /// sets it. A store of this feature alone keeps the 401 unless you set one.
    {{access}}var credentialRenewal = CredentialRenewal.none
{{/renewsCredential}}
{{#writtenInit(environment)}}

{{#empty(appValues)}}
    {{access}}init(repository: any {{feature}}Repository{{#hasDebounce}}, clock: any Clock<Duration> = ContinuousClock(){{/hasDebounce}}{{^empty(hookRequirements)}}, dependencies: Dependencies = Dependencies(){{/empty(hookRequirements)}}) {
{{/empty(appValues)}}
{{^empty(appValues)}}
    {{access}}init(
        repository: any {{feature}}Repository,
{{#hasDebounce}}
        clock: any Clock<Duration> = ContinuousClock(),
{{/hasDebounce}}
{{^empty(hookRequirements)}}
        dependencies: Dependencies = Dependencies(),
{{/empty(hookRequirements)}}
{{#appValues}}
        {{name}}: @escaping @Sendable () -> {{type}}{{^last()}},{{/last()}}
{{/appValues}}
    ) {
{{/empty(appValues)}}
        self.repository = repository
{{#hasDebounce}}
        self.clock = clock
{{/hasDebounce}}
{{#appValues}}
        self.{{name}} = {{name}}
{{/appValues}}
{{^empty(hookRequirements)}}
        self.dependencies = dependencies
{{/empty(hookRequirements)}}
    }
{{/writtenInit(environment)}}
}
{{/empty(endpoints)}}
{{#empty(endpoints)}}
{{^empty(hookRequirements)}}
{{access}}struct {{feature}}Environment: Sendable {
    /// The app's own services (a websocket client, analytics) for the hand-written hooks; a key nobody set
    /// reads its default value.
    {{access}}var dependencies: Dependencies

    {{access}}init(dependencies: Dependencies = Dependencies()) {
        self.dependencies = dependencies
    }
}
{{/empty(hookRequirements)}}
{{/empty(endpoints)}}
{{#none(environment)}}
{{#single(reducerGroups)}}
{{#reducerGroups}}
/// The reducer of the {{feature}} feature.
{{access}}let {{unescaped(featureMember)}}Reducer = Reducer<{{feature}}State, {{feature}}Action> { state, action in
    switch action {
{{#actions}}
    case {{#casePatterns}}{{> _casePattern}}{{^last()}}, {{/last()}}{{/casePatterns}}:
{{#steps}}
        {{> _reduceStep}}
{{/steps}}
{{#empty(steps)}}
        break
{{/empty(steps)}}
{{/actions}}
    }
    return .none
}
{{/reducerGroups}}
{{/single(reducerGroups)}}
{{^single(reducerGroups)}}
/// The reducer of the {{feature}} feature.
{{access}}let {{unescaped(featureMember)}}Reducer = Reducer<{{feature}}State, {{feature}}Action> { state, action in
    {{feature}}Reducer.reduce(into: &state, action: action)
}
{{/single(reducerGroups)}}
{{/none(environment)}}
{{^none(environment)}}

/// The reducer of the {{feature}} feature.
{{access}}func make{{feature}}Reducer(environment: {{feature}}Environment) -> Reducer<{{feature}}State, {{feature}}Action> {
{{/none(environment)}}
{{^single(reducerGroups)}}
{{^none(environment)}}
    Reducer { state, action in
        {{feature}}Reducer.reduce(into: &state, action: action, environment: environment)
    }
}
{{/none(environment)}}

/// The steps the {{feature}} reducer takes for each action, in switches of at most 400 cases, which the
/// compiler can check.
enum {{feature}}Reducer {
    /// Applies `action` to `state` and returns the effect to run.
    static func reduce(into state: inout {{feature}}State, action: {{feature}}Action{{^none(environment)}}, environment: {{feature}}Environment{{/none(environment)}}) -> Effect<{{feature}}Action> {
{{/single(reducerGroups)}}
{{^none(environment)}}
{{#single(reducerGroups)}}
    Reducer { state, action in
{{/single(reducerGroups)}}
{{> _reducerSwitches}}
{{/none(environment)}}
{{#none(environment)}}
{{^single(reducerGroups)}}
{{> _reducerSwitches}}
{{/single(reducerGroups)}}
{{/none(environment)}}
{{^empty(hookRequirements)}}

/// The hand-written steps of the {{feature}} feature's custom actions.
///
/// Implement each requirement in an extension of `{{feature}}Hooks` in your own file.
{{access}}protocol {{feature}}CustomReducing {
{{#hookRequirements}}
    {{> _hookRequirement}}
{{/hookRequirements}}
}

/// Where the hand-written hooks of the {{feature}} feature live.
{{access}}enum {{feature}}Hooks {}

extension {{feature}}Hooks: {{feature}}CustomReducing {}
{{/empty(hookRequirements)}}
{{^empty(persistedFields)}}

/// The {{feature}} state fields saved across launches, each under the key `{{feature}}.<field>`.
{{access}}enum {{feature}}Persistence {
    {{access}}static let fields: [PersistedField<{{feature}}State>] = [
{{#persistedFields}}
        PersistedField(\\.{{name}}, key: {{swiftString(key)}}){{^single(persistedFields)}},{{/single(persistedFields)}}
{{/persistedFields}}
    ]
}
{{/empty(persistedFields)}}
{{^none(environment)}}

/// A store running the {{feature}} feature.
{{#usesMiddleware}}
///
/// `make{{feature}}Middleware` sends the feature's requests; it runs after `middleware`.
{{/usesMiddleware}}
{{^empty(persistedFields)}}
///
/// The persisted fields are restored from `persistenceStore` and saved to it when they change.
{{/empty(persistedFields)}}
@MainActor
{{access}}func make{{feature}}Store(
    environment: {{feature}}Environment,
{{^empty(persistedFields)}}
    persistenceStore: any PersistenceStore,
{{/empty(persistedFields)}}
    initialState: {{feature}}State = {{feature}}State(),
    middleware: [Middleware<{{feature}}State, {{feature}}Action>] = []
) -> Store<{{feature}}State, {{feature}}Action> {
{{^empty(persistedFields)}}
    Store(
        initialState: initialState,
        reducer: make{{feature}}Reducer(environment: environment),
{{#usesMiddleware}}
        middleware: middleware + [make{{feature}}Middleware(environment: environment)],
{{/usesMiddleware}}
{{^usesMiddleware}}
        middleware: middleware,
{{/usesMiddleware}}
        persistence: StatePersistence(store: persistenceStore, fields: {{feature}}Persistence.fields)
    )
{{/empty(persistedFields)}}
{{#empty(persistedFields)}}
{{#usesMiddleware}}
    Store(
        initialState: initialState,
        reducer: make{{feature}}Reducer(environment: environment),
        middleware: middleware + [make{{feature}}Middleware(environment: environment)]
    )
{{/usesMiddleware}}
{{^usesMiddleware}}
    Store(initialState: initialState, reducer: make{{feature}}Reducer(environment: environment), middleware: middleware)
{{/usesMiddleware}}
{{/empty(persistedFields)}}
}
{{/none(environment)}}
{{#none(environment)}}
{{^empty(persistedFields)}}

/// A store running the {{feature}} feature, its persisted fields restored from `persistenceStore` and
/// saved to it when they change.
@MainActor
{{access}}func make{{feature}}Store(
    persistenceStore: any PersistenceStore,
    initialState: {{feature}}State = {{feature}}State(),
    middleware: [Middleware<{{feature}}State, {{feature}}Action>] = []
) -> Store<{{feature}}State, {{feature}}Action> {
    Store(
        initialState: initialState,
        reducer: {{unescaped(featureMember)}}Reducer,
        middleware: middleware,
        persistence: StatePersistence(store: persistenceStore, fields: {{feature}}Persistence.fields)
    )
}
{{/empty(persistedFields)}}
{{/none(environment)}}

"""
        ),
        (
            name: "Repository",
            text: """
{{> _header}}

import Foundation
import ReduxRuntime

/// Sends the requests of the {{feature}} feature.
{{access}}protocol {{feature}}Repository: Sendable {
{{#endpoints}}
    /// `{{uppercased(method)}} {{request.path}}`
    {{! The requirement names only the labels: a local name that differs (`body bodyValue`) is the implementation's business. }}func {{name}}({{#methodParameters}}{{#declaration}}{{label}}: {{type}}{{/declaration}}{{^last()}}, {{/last()}}{{/methodParameters}}) async throws(APIError){{#hasResponse}} -> {{response.type}}{{/hasResponse}}
{{/endpoints}}
}

/// Sends the {{feature}} requests to the HTTP API through an `APIClient`; `APIRepository` gives it
/// `init(baseURL:transport:)`, a client with the spec's JSON options and headers.
{{access}}struct Live{{feature}}Repository: {{feature}}Repository, APIRepository {
{{#baseURL}}
    /// The base URL the spec names.
    {{access}}static let specBaseURL = URL(string: {{swiftString(baseURL)}})!
{{/baseURL}}
    {{access}}static let specCoding = {{> _jsonCoding}}
    {{access}}static let specHeaders: HTTPHeaders = {{#empty(headers)}}[:]{{/empty(headers)}}{{^empty(headers)}}[{{#headers}}{{swiftString(name)}}: {{swiftString(value)}}{{^last()}}, {{/last()}}{{/headers}}]{{/empty(headers)}}
{{#specAuth}}
    /// Where a request carries its credential (`api.auth`); endpoints with `auth: none` send none.
    {{access}}static let specAuth = {{#bearer(kind)}}APIAuth.bearer{{/bearer(kind)}}{{#apiKeyHeader(kind)}}APIAuth.apiKeyHeader({{swiftString(name)}}){{/apiKeyHeader(kind)}}{{#apiKeyQuery(kind)}}APIAuth.apiKeyQuery({{swiftString(name)}}){{/apiKeyQuery(kind)}}
{{/specAuth}}

    {{access}}var client: APIClient
{{^empty(access)}}

    {{access}}init(client: APIClient) {
        self.client = client
    }
{{/empty(access)}}
{{#endpoints}}

    {{access}}{{> _methodSignature}} {
{{> _request}}
{{#hasResponse}}
{{#request}}
{{#.nextLinkLocal}}
        return try await client.sendLinkedPage(request.following({{nextLinkLocal}}), as: {{response.bodyType}}.self)
{{/.nextLinkLocal}}
{{^.nextLinkLocal}}
        return try await client.send(request, as: {{response.type}}.self)
{{/.nextLinkLocal}}
{{/request}}
{{/hasResponse}}
{{^hasResponse}}
        try await client.send(request)
{{/hasResponse}}
    }
{{/endpoints}}
{{#endpoints}}
{{#bodyType}}

    /// The JSON body of `{{unescaped(name)}}`.
    struct {{type}}: Encodable {
{{#fields}}
        var {{name}}: {{type}}
{{/fields}}
{{#needsCodingKeys}}

        enum CodingKeys: String, CodingKey {
{{#fields}}
            case {{name}}{{#.key}} = {{swiftString(key)}}{{/.key}}
{{/fields}}
        }
{{/needsCodingKeys}}
    }
{{/bodyType}}
{{/endpoints}}
}

"""
        ),
        (
            name: "State",
            text: """
{{> _header}}

{{#imports}}
import {{.}}
{{/imports}}

/// The state of the {{feature}} feature.
{{access}}struct {{feature}}State: Equatable, Codable, Sendable, ObservableState {
{{#stateFields}}
    {{access}}var {{name}}: {{type}} = {{#literal}}{{> _literal}}{{/literal}}
{{/stateFields}}
{{#endpoints}}
{{^pagination}}
    /// Where the `{{unescaped(name)}}` requests stand{{#isQueued}}, with every failure{{/isQueued}}.
    {{access}}var {{name}}: RequestState = RequestState()
{{/pagination}}
{{#pagination}}
    /// Where the `{{unescaped(name)}}` requests stand, and the next page.
    {{access}}var {{name}}: PagedRequestState = PagedRequestState(firstPage: {{pagination.firstPage}})
{{/pagination}}
{{#optimisticRecords}}
    /// What the optimistic steps of each `{{unescaped(name)}}` request in flight changed, to undo if it fails.
    {{access}}var {{property}}: {{type}} = []
{{/optimisticRecords}}
{{/endpoints}}

    /// The state before the first action: every field at its default.
    {{access}}init() {}
{{#endpoints}}
{{#pagination}}
{{#page(kind)}}

    /// The number of items a page of `{{unescaped(name)}}` holds: a shorter page is the last.
    {{access}}static let {{unescaped(name)}}PageSize = {{pageSize}}
{{/page(kind)}}
{{/pagination}}
{{/endpoints}}

    {{access}}static let observedFields: [ObservedField<Self>] = [{{#storedProperties}}ObservedField(\\.{{name}}){{^last()}}, {{/last()}}{{/storedProperties}}]
}
{{^empty(sensitive.state)}}

extension {{feature}}State: SensitiveValues {
    /// The fields DevTools and written action logs redact (`sensitive: true` in the spec).
    {{access}}static let sensitivePaths: [JSONPath] = [
{{#sensitive.state}}
        [{{#path}}{{swiftString(.)}}{{^last()}}, {{/last()}}{{/path}}]{{^single(sensitive.state)}},{{/single(sensitive.state)}}
{{/sensitive.state}}
    ]
}
{{/empty(sensitive.state)}}

"""
        ),
        (
            name: "Tests",
            text: """
{{> _header}}

{{#testImports}}
import {{.}}
{{/testImports}}
@testable import {{testModule}}

/// Tests of the {{feature}} feature, derived from its spec: one test per behaviour the spec describes.
@MainActor
struct {{feature}}Tests {
{{^empty(endpoints)}}
    let repository = Mock{{feature}}Repository()
{{/empty(endpoints)}}
{{^none(environment)}}
    let clock = TestClock()

{{/none(environment)}}
    func makeStore() -> TestStore<{{feature}}State, {{feature}}Action> {
        makeStore({{feature}}State())
    }

    /// A store that starts from the default state as `configure` changes it.
    func makeStore(_ configure: (inout {{feature}}State) -> Void) -> TestStore<{{feature}}State, {{feature}}Action> {
        var state = {{feature}}State()
        configure(&state)
        return makeStore(state)
    }

{{#empty(endpoints)}}
    func makeStore(_ state: {{feature}}State) -> TestStore<{{feature}}State, {{feature}}Action> {
{{/empty(endpoints)}}
{{^empty(endpoints)}}
    /// A store whose requests go to `repository`, the tests' shared mock unless one is given{{#empty(appValues)}}.{{/empty(appValues)}}{{^empty(appValues)}},
    /// and whose environment returns the other features' values given here (their samples by default).{{/empty(appValues)}}
    func makeStore(
        _ state: {{feature}}State,
        repository: Mock{{feature}}Repository? = nil{{#appValues}},
        {{name}}: {{type}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}{{/appValues}}
    ) -> TestStore<{{feature}}State, {{feature}}Action> {
        let repository = repository ?? self.repository
{{/empty(endpoints)}}
{{#none(environment)}}
        TestStore(initialState: state, reducer: {{unescaped(featureMember)}}Reducer)
{{/none(environment)}}
{{^none(environment)}}
        let environment = {{feature}}Environment({{^empty(endpoints)}}repository: repository{{/empty(endpoints)}}{{#hasDebounce}}, clock: clock{{/hasDebounce}}{{#appValues}}, {{name}}: { {{name}} }{{/appValues}})
{{#usesMiddleware}}
        return TestStore(
            initialState: state,
            reducer: make{{feature}}Reducer(environment: environment),
            middleware: [make{{feature}}Middleware(environment: environment)]
        )
{{/usesMiddleware}}
{{^usesMiddleware}}
        return TestStore(initialState: state, reducer: make{{feature}}Reducer(environment: environment))
{{/usesMiddleware}}
{{/none(environment)}}
    }

    /// A state with every declared field set to a sample value.
    func sampleState() -> {{feature}}State {
{{^empty(stateFields)}}
        var state = {{feature}}State()
{{#stateFields}}
        state.{{name}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/stateFields}}
        return state
{{/empty(stateFields)}}
{{#empty(stateFields)}}
        {{feature}}State()
{{/empty(stateFields)}}
    }
{{> _modelTests}}
{{> _persistenceTests}}
{{> _actionTests}}
{{#endpoints}}
{{> _requestOutcomeTests}}
{{> _liveRequestTest}}
{{> _requestPolicyTests}}
{{> _paginationTests}}
{{/endpoints}}
}
{{> _testSamples}}

"""
        ),
        (
            name: "_actionSend",
            text: """
{{! In a test of a declared action: the locals of the payload it sends, then the send, with the changes it expects. }}
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
{{^empty(changes)}}
        await store.send({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}}) {
{{#changes}}
            $0.{{> _expectedChange}}
{{/changes}}
        }
{{/empty(changes)}}
{{#empty(changes)}}
        await store.send({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}})
{{/empty(changes)}}

"""
        ),
        (
            name: "_actionTestBody",
            text: """
{{! The body of a test of a declared action (an action, or its `trigger`): the answers of the requests it starts, the store from the sample state or the defaults with its `start` changes (requests a `resetStatus:` step resets, loading) and, for a `trigger`, the other features' values its environment provides in place of their samples, the payload it sends, and the changes it expects; after its effects have run, each request it started has ended (a reducer that marked a request loading without sending it leaves it loading). }}
{{#endpoints}}
{{#hasResponse}}
        repository.{{unescaped(name)}}Results = [.success({{#sampleValue}}{{> _sampleValue}}{{/sampleValue}})]
{{/hasResponse}}
{{^hasResponse}}
        repository.{{unescaped(name)}}Results = [.success(())]
{{/hasResponse}}
{{/endpoints}}
{{#empty(start)}}
        let store = makeStore({{#startsFromSamples}}sampleState(){{/startsFromSamples}}{{> _providedAppValues}})
{{/empty(start)}}
{{^empty(start)}}
        var state = {{#startsFromSamples}}sampleState(){{/startsFromSamples}}{{^startsFromSamples}}{{feature}}State(){{/startsFromSamples}}
{{#start}}
        state.{{> _expectedChange}}
{{/start}}
        let store = makeStore(state{{> _providedAppValues}})
{{/empty(start)}}
{{> _actionSend}}
{{#startsRequests}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
{{#endpoints}}
        #expect(!store.read(\\.{{name}}.status.isLoading), \"{{unescaped(name)}} was sent and has ended\")
{{/endpoints}}
{{/startsRequests}}
        await store.finish()

"""
        ),
        (
            name: "_actionTests",
            text: """
{{! The tests of each declared action: the state it changes and the requests it starts, the same from the other side of a trigger's `when:` (its `trigger`), and that a request in flight stops where the action cancels it (the `request` of a returned cancellation, and its `nextPage`). }}
{{#actions}}
{{#tested}}

    @Test(\"{{unescaped(name)}} changes the state as the spec says\")
    func {{unescaped(name)}}Action() async {
{{> _actionTestBody}}
    }
{{#trigger}}

    @Test(\"{{unescaped(name)}} sends {{#fails(kind)}}no {{/fails(kind)}}{{unescaped(endpoint)}} when the condition {{kind}}\")
    func {{unescaped(name)}}WhenCondition{{#fails(kind)}}Fails{{/fails(kind)}}{{#holds(kind)}}Holds{{/holds(kind)}}() async {
{{> _actionTestBody}}
    }
{{/trigger}}
{{#effects.returned}}
{{#request}}

    @Test(\"{{unescaped(name)}} cancels a running {{unescaped(endpoint)}}\")
    func {{unescaped(name)}}Cancels{{upperFirstLetter(unescaped(endpoint))}}() async {
{{> _cancelledRequestTest}}
    }
{{#.nextPage}}

    @Test(\"{{unescaped(name)}} cancels a running next page of {{unescaped(endpoint)}}\")
    func {{unescaped(name)}}CancelsTheNextPageOf{{upperFirstLetter(unescaped(endpoint))}}() async {
{{> _cancelledRequestTest}}
    }
{{/.nextPage}}
{{/request}}
{{/effects.returned}}
{{/tested}}
{{/actions}}

"""
        ),
        (
            name: "_addedItems",
            text: """
{{! A built query, header list or form: the statements that add its `items` one by one, each by the `add` block the including template writes, which reads the item's `text` (of `value` unwrapped, or of each `element`). }}
{{#items}}
{{> _templateBinding}}
{{#single(kind)}}
        {{$add}}{{/add}}
{{/single(kind)}}
{{#optional(kind)}}
        if let value = {{value}} {
            {{$add}}{{/add}}
        }
{{/optional(kind)}}
{{#eachElement(kind)}}
        for element in {{value}} {
            {{$add}}{{/add}}
        }
{{/eachElement(kind)}}
{{#optionalEachElement(kind)}}
        if let value = {{value}} {
            for element in value {
                {{$add}}{{/add}}
            }
        }
{{/optionalEachElement(kind)}}
{{/items}}

"""
        ),
        (
            name: "_appReaction",
            text: """
{{! One case of `makeAppReducer`'s reactions (an entry of `appReactions`): the action or outcome it matches, what it resets, and the effects it returns. }}
{{#outcome(kind)}}
        case .{{featureMember}}(.{{unescaped(endpoint)}}Response(.{{name}})):
{{/outcome(kind)}}
{{#currentOutcome(kind)}}
        case .{{featureMember}}(.{{unescaped(endpoint)}}Response(.{{name}}{{#cancelled(name)}}(let id){{/cancelled(name)}}{{^cancelled(name)}}(let id, _){{/cancelled(name)}})) where previous.{{featureMember}}.{{endpoint}}.status.isCurrent(id):
{{/currentOutcome(kind)}}
{{#action(kind)}}
        case .{{featureMember}}(.{{name}}):
{{/action(kind)}}
{{^empty(keptFeatures)}}
            // `resetApp:` keeps {{#keptFeatures}}{{feature}}{{^last()}}, {{/last()}}{{/keptFeatures}}.
{{/empty(keptFeatures)}}
{{#resets}}
{{#feature(kind)}}
            state.{{featureMember}} = {{feature}}State()
{{/feature(kind)}}
{{#field(kind)}}
            state.{{featureMember}}.{{name}} = {{#literal}}{{> _literal}}{{/literal}}
{{/field(kind)}}
{{#status(kind)}}
            state.{{featureMember}}.{{endpoint}}.resetStatus()
{{/status(kind)}}
{{/resets}}
{{^hasConditions}}
{{#empty(effects)}}
            return .none
{{/empty(effects)}}
{{#single(effects)}}
{{#effects}}
{{#send(kind)}}
            // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}`.
            return .send(.{{featureMember}}(.{{name}}))
{{/send(kind)}}
{{#cancelAll(kind)}}
            return .cancel(ids: {{namespace}}.allCases)
{{/cancelAll(kind)}}
{{#cancel(kind)}}
            return .cancel(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}})
{{/cancel(kind)}}
{{/effects}}
{{/single(effects)}}
{{^empty(effects)}}
{{^single(effects)}}
            return .merge(
{{#effects}}
{{#cancelAll(kind)}}
                .cancel(ids: {{namespace}}.allCases){{^last()}},{{/last()}}
{{/cancelAll(kind)}}
{{#cancel(kind)}}
                .cancel(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}}){{^last()}},{{/last()}}
{{/cancel(kind)}}
{{#send(kind)}}
                // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}`.
                .send(.{{featureMember}}(.{{name}})){{^last()}},{{/last()}}
{{/send(kind)}}
{{/effects}}
            )
{{/single(effects)}}
{{/empty(effects)}}
{{/hasConditions}}
{{#hasConditions}}
{{#single(effects)}}
{{#effects}}
            // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}` when this holds.
            guard {{#condition}}{{> _triggerCondition}}{{/condition}} else { return .none }
            return .send(.{{featureMember}}(.{{name}}))
{{/effects}}
{{/single(effects)}}
{{^single(effects)}}
            var effects: [Effect<AppAction>] = []
{{#effects}}
{{#cancelAll(kind)}}
            effects.append(.cancel(ids: {{namespace}}.allCases))
{{/cancelAll(kind)}}
{{#cancel(kind)}}
            effects.append(.cancel(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}}))
{{/cancel(kind)}}
{{#send(kind)}}
{{#.condition}}
            // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}` when this holds.
            if {{> _triggerCondition}} {
                effects.append(.send(.{{featureMember}}(.{{name}})))
            }
{{/.condition}}
{{^.condition}}
            // {{feature}}: `{{endpoint}}` is triggered by `{{trigger}}`.
            effects.append(.send(.{{featureMember}}(.{{name}})))
{{/.condition}}
{{/send(kind)}}
{{/effects}}
            return .merge(effects)
{{/single(effects)}}
{{/hasConditions}}

"""
        ),
        (
            name: "_appReactionOutcome",
            text: """
{{! The outcome of an app reaction's endpoint (`name`: succeeded, failed or cancelled) that answers request 1, as an app action. }}
.{{featureMember}}(.{{unescaped(endpoint)}}Response({{#succeeded(name)}}.succeeded(RequestID(1){{#hasResponse}}, {{#response}}{{> _sampleValue}}{{/response}}{{/hasResponse}}){{/succeeded(name)}}{{#failed(name)}}.failed(RequestID(1), .httpStatus(500, body: nil)){{/failed(name)}}{{#cancelled(name)}}.cancelled(RequestID(1)){{/cancelled(name)}}))
"""
        ),
        (
            name: "_appStore",
            text: """
{{! `makeAppStore`: the store running the whole app, with persistence, the features' middleware and credential renewal where the specs have them. }}
/// A store running the whole app.
{{^empty(persistedFields)}}
///
/// The persisted fields of every feature are restored from `persistenceStore` and saved to it when they
/// change.
{{/empty(persistedFields)}}
{{^empty(credentialRenewers)}}
///
/// When a request is answered 401, the store renews its credential as the specs' `api.auth.onUnauthorized`
/// say, once for the requests rejected together, and sends those requests once more.
{{/empty(credentialRenewers)}}
@MainActor
{{access}}func makeAppStore(
    environment: AppEnvironment,
{{^empty(persistedFields)}}
    persistenceStore: any PersistenceStore,
{{/empty(persistedFields)}}
    initialState: AppState = AppState(),
    middleware: [Middleware<AppState, AppAction>] = []
) -> Store<AppState, AppAction> {
{{^empty(credentialRenewers)}}
    var environment = environment
{{#credentialRenewers}}
    // Renews `state.{{path}}`, which {{#features}}{{feature}}{{^last()}}, {{/last()}}{{/features}} {{#single(features)}}sends{{/single(features)}}{{^single(features)}}send{{/single(features)}}.
    let {{name}} = CredentialRenewer<AppState, AppAction>(
        refresh: {{#refresh}}.init(action: .{{featureMember}}(.{{name}}), status: \\.{{featureMember}}.{{name}}.status){{/refresh}}{{^refresh}}nil{{/refresh}},
        credential: \\.{{path}},
        signOut: {{#signOut}}.{{featureMember}}(.{{name}}){{/signOut}}{{^signOut}}nil{{/signOut}}
    )
{{#features}}
    environment.{{featureMember}}.credentialRenewal = {{name}}.renewal
{{/features}}
{{/credentialRenewers}}
{{/empty(credentialRenewers)}}
{{^empty(persistedFields)}}
    {{^empty(credentialRenewers)}}let store = {{/empty(credentialRenewers)}}Store(
        initialState: initialState,
        reducer: makeAppReducer(environment: environment),
        middleware: middleware{{^empty(middlewareFeatures)}} + makeAppMiddleware(environment: environment){{/empty(middlewareFeatures)}},
        persistence: StatePersistence(store: persistenceStore, fields: AppPersistence.fields)
    )
{{/empty(persistedFields)}}
{{#empty(persistedFields)}}
{{^empty(middlewareFeatures)}}
    {{^empty(credentialRenewers)}}let store = {{/empty(credentialRenewers)}}Store(
        initialState: initialState,
        reducer: makeAppReducer(environment: environment),
        middleware: middleware + makeAppMiddleware(environment: environment)
    )
{{/empty(middlewareFeatures)}}
{{#empty(middlewareFeatures)}}
    {{^empty(credentialRenewers)}}let store = {{/empty(credentialRenewers)}}Store(initialState: initialState, reducer: makeAppReducer(environment: environment), middleware: middleware)
{{/empty(middlewareFeatures)}}
{{/empty(persistedFields)}}
{{^empty(credentialRenewers)}}
{{#credentialRenewers}}
    {{name}}.attach(to: store)
{{/credentialRenewers}}
    return store
{{/empty(credentialRenewers)}}
}

"""
        ),
        (
            name: "_argumentValue",
            text: """
{{! A value passed to a call or a case construction (the `value` of an entry of a call's or a construction's `arguments`), printed after its label: `&state`, `environment`, a local, `.milliseconds(300)`, a sample the tests pass, or the credential of `api.auth`, passed only when it holds one. This file ends without a newline. }}{{#inoutState(kind)}}&state{{/inoutState(kind)}}{{#environment(kind)}}environment{{/environment(kind)}}{{#local(kind)}}{{name}}{{/local(kind)}}{{#milliseconds(kind)}}.milliseconds({{number}}){{/milliseconds(kind)}}{{#sample(kind)}}{{#.sampleValue}}{{> _sampleValue}}{{/.sampleValue}}{{/sample(kind)}}{{#requiredCredential(kind)}}APIAuth.required({{name}}){{/requiredCredential(kind)}}
"""
        ),
        (
            name: "_call",
            text: """
{{! A call of a function of the generated code, from a `call` (docs/templates.md, \"Cases and calls\"): `FeedEffects.load(state: &state, environment: environment)`. This file ends without a newline. }}{{name}}({{#arguments}}{{label}}: {{#value}}{{> _argumentValue}}{{/value}}{{^last()}}, {{/last()}}{{/arguments}})
"""
        ),
        (
            name: "_cancelID",
            text: """
{{! The id a request effect is cancelled by (a `cancelID` of an endpoint's `start`, of a returned cancellation or of an app reaction's cancellation): a member of the feature's cancel-id enum, keyed by a payload value's local where the endpoint's concurrency has a `key:`. This file ends without a newline. }}{{#.key}}KeyedEffectID({{/.key}}{{namespace}}.{{member}}{{#.key}}, key: {{key}}){{/.key}}
"""
        ),
        (
            name: "_cancelIDs",
            text: """
/// The ids the {{feature}} feature cancels its requests by; `allCases` are all of them.
enum {{feature}}CancelID: Hashable, Sendable, CaseIterable {
{{#endpoints}}
    case {{name}}
{{/endpoints}}
}

"""
        ),
        (
            name: "_cancelledRequestTest",
            text: """
{{! The body of a test that an action's `cancel:` step stops a request in flight (`_actionTests`): a slow mock, the action's start state, the request's start (`call`, expecting `before`), the action, and the cancelled outcome (expecting `after`). }}
        let slowRepository = Mock{{feature}}Repository(delay: .seconds(1), clock: clock)
{{#empty(start)}}
        let store = makeStore(sampleState(), repository: slowRepository)
{{/empty(start)}}
{{^empty(start)}}
        var state = sampleState()
{{#start}}
        state.{{> _expectedChange}}
{{/start}}
        let store = makeStore(state, repository: slowRepository)
{{/empty(start)}}
        await store.send({{#call}}{{> _caseConstruction}}{{/call}}) {
{{#before}}
            $0.{{> _expectedChange}}
{{/before}}
        }
{{> _actionSend}}
        await store.receive(.{{unescaped(endpoint)}}Response(.cancelled(RequestID(1)))) {
{{#after}}
            $0.{{> _expectedChange}}
{{/after}}
        }
        await store.finish()

"""
        ),
        (
            name: "_caseConstruction",
            text: """
{{! A case built from values, from a `caseConstruction` (docs/templates.md, \"Cases\"): `.load(id: id)`, or `.load`. This file ends without a newline. }}.{{name}}{{^empty(arguments)}}({{#arguments}}{{label}}: {{#value}}{{> _argumentValue}}{{/value}}{{^last()}}, {{/last()}}{{/arguments}}){{/empty(arguments)}}
"""
        ),
        (
            name: "_caseDeclaration",
            text: """
{{! An enum case as a declaration writes it, from a `caseDeclaration` (docs/templates.md, \"Cases\"): `load(id: Int)`. This file ends without a newline. }}{{name}}{{^empty(values)}}({{#values}}{{#.label}}{{label}}: {{/.label}}{{type}}{{^last()}}, {{/last()}}{{/values}}){{/empty(values)}}
"""
        ),
        (
            name: "_caseEffects",
            text: """
{{! The end of a reducer case (an action's `effects`, an outcome's `effects`): the guard of its one request's `when:`, a hook's call and the requests started, some only when their trigger's `when:` holds, then the `return`, each line at the case's `indent`. A bound call's `condition` is found past the `local` its section pushes. }}
{{#.condition}}
{{indent}}guard {{> _triggerCondition}} else { return .none }
{{/.condition}}
{{#calls}}
{{#.local}}
{{#condition}}
{{indent}}var {{local}}: Effect<{{feature}}Action> = .none
{{indent}}if {{> _triggerCondition}} {
{{indent}}    {{local}} = {{#call}}{{> _call}}{{/call}}
{{indent}}}
{{/condition}}
{{^condition}}
{{indent}}let {{local}} = {{#call}}{{> _call}}{{/call}}
{{/condition}}
{{/.local}}
{{^.local}}
{{#.condition}}
{{indent}}if {{> _triggerCondition}} {
{{indent}}    {{#call}}{{> _call}}{{/call}}
{{indent}}}
{{/.condition}}
{{^.condition}}
{{indent}}{{#call}}{{> _call}}{{/call}}
{{/.condition}}
{{/.local}}
{{/calls}}
{{#empty(returned)}}
{{indent}}return .none
{{/empty(returned)}}
{{#single(returned)}}
{{#returned}}
{{indent}}return {{> _returnedEffect}}
{{/returned}}
{{/single(returned)}}
{{^empty(returned)}}
{{^single(returned)}}
{{indent}}return .merge({{#returned}}{{> _returnedEffect}}{{^last()}}, {{/last()}}{{/returned}})
{{/single(returned)}}
{{/empty(returned)}}

"""
        ),
        (
            name: "_casePattern",
            text: """
{{! A pattern matching a case, from a `casePattern` (docs/templates.md, \"Cases\"): `.load(let id, _)`, or `.load` when it binds nothing. This file ends without a newline. }}.{{name}}{{^empty(bindings)}}({{#bindings}}{{#.local}}let {{local}}{{/.local}}{{^.local}}_{{/.local}}{{^last()}}, {{/last()}}{{/bindings}}){{/empty(bindings)}}
"""
        ),
        (
            name: "_endpointCases",
            text: """
{{! The reducer's cases for one endpoint (an entry of a reducer group's `endpoints`): its request action, its outcome, in the shape its `outcomeHandling` says, and its next page. }}
{{#usesMiddleware}}
        case {{#start.casePattern}}{{> _casePattern}}{{/start.casePattern}}:
            {{#start.call}}{{> _call}}{{/start.call}}
            return .none
{{/usesMiddleware}}
{{^usesMiddleware}}
        case {{#start.casePattern}}{{> _casePattern}}{{/start.casePattern}}:
            return {{#start.call}}{{> _call}}{{/start.call}}
{{/usesMiddleware}}
        case .{{unescaped(name)}}Response(let outcome):
{{#reversed(optimisticRecords)}}
            {{> _optimisticSettle}}
{{/reversed(optimisticRecords)}}
{{#quiet(outcomeHandling)}}
            state.{{name}}.finish(outcome{{#isQueued}}, keepingEveryResponse: true{{/isQueued}})
            return .none
{{/quiet(outcomeHandling)}}
{{#ifSucceeded(outcomeHandling)}}
            if let response = state.{{name}}.finish(outcome{{#isQueued}}, keepingEveryResponse: true{{/isQueued}})?.response {
{{#storeTargets}}
                {{> _storeTarget}}
{{/storeTargets}}
{{#pagination}}
                {{> _pageStore}}
{{/pagination}}
{{#success}}
{{> _outcomeSteps}}
{{/success}}
            }
            return .none
{{/ifSucceeded(outcomeHandling)}}
{{^quiet(outcomeHandling)}}
{{^ifSucceeded(outcomeHandling)}}
            switch state.{{name}}.finish(outcome{{#isQueued}}, keepingEveryResponse: true{{/isQueued}}) {
{{#cases}}
            case {{#casePattern}}{{> _casePattern}}{{/casePattern}}:
{{#success(kind)}}
{{#storeTargets}}
                {{> _storeTarget}}
{{/storeTargets}}
{{#pagination}}
                {{> _pageStore}}
{{/pagination}}
{{/success(kind)}}
{{> _outcomeSteps}}
{{#effects}}
{{> _caseEffects}}
{{/effects}}
{{/cases}}
{{#switch(outcomeHandling)}}
            default:
                return .none
{{/switch(outcomeHandling)}}
{{#exhaustiveSwitch(outcomeHandling)}}
            case nil:
                return .none
{{/exhaustiveSwitch(outcomeHandling)}}
            }
{{/ifSucceeded(outcomeHandling)}}
{{/quiet(outcomeHandling)}}
{{#pagination}}
        case .{{nextPage.action}}:
{{#usesMiddleware}}
            {{feature}}RequestStarts.{{nextPage.action}}(state: &state)
            return .none
{{/usesMiddleware}}
{{^usesMiddleware}}
            return {{feature}}Effects.{{nextPage.action}}(state: &state, environment: environment)
{{/usesMiddleware}}
{{/pagination}}

"""
        ),
        (
            name: "_environmentCall",
            text: """
{{! The environment the persistence tests make (docs/templates.md, \"Feature context\"; `makeStore` takes the other features' values as parameters): the tests' repository, their clock when a request waits, and a provider of a sample per value of another feature: `FeedEnvironment(repository: repository, sessionToken: { \"b\" })`. This file ends without a newline. }}
{{feature}}Environment({{^empty(endpoints)}}repository: repository{{/empty(endpoints)}}{{#hasDebounce}}, clock: clock{{/hasDebounce}}{{#appValues}}, {{name}}: { {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}} }{{/appValues}})
"""
        ),
        (
            name: "_expectedChange",
            text: """
{{! One state change a generated test expects (an entry of `changes` and the like), printed after the test's receiver and a dot (`$0.`, `$0.<feature>.`): the property set, then its value (`_expectedValue`). This file ends without a newline. }}
{{property}}{{#elementMember(kind)}}[{{index}}].{{member}}{{/elementMember(kind)}}{{#member(kind)}}.{{member}}{{/member(kind)}} = {{#value}}{{> _expectedValue}}{{/value}}
"""
        ),
        (
            name: "_expectedRequestValue",
            text: """
{{! The value of a query item or header a live-request test expects (an entry of `live.request`), printed inside its line: this file ends without a newline. }}
{{#text(kind)}}{{swiftString(text)}}{{/text(kind)}}{{#runTime(kind)}}{{#.value}}{{> _runTimeText}}{{/.value}}{{/runTime(kind)}}
"""
        ),
        (
            name: "_expectedValue",
            text: """
{{! The value a state change a test expects sets (`_expectedChange`), printed inside its line: this file ends without a newline. }}
{{> _plainValue}}{{#requestID(kind)}}RequestID({{number}}){{/requestID(kind)}}{{#loading(kind)}}.loading(RequestID({{number}})){{/loading(kind)}}{{#idle(kind)}}.idle{{/idle(kind)}}{{#optimisticRecord(kind)}}[{{#.key}}OptimisticElementWrite(RequestID({{number}}), key: {{> _plainValue}}, {{/.key}}{{^.key}}OptimisticWrite(RequestID({{number}}), {{/.key}}before: {{#before}}{{> _plainValue}}{{/before}}, after: {{#after}}{{> _plainValue}}{{/after}})]{{/optimisticRecord(kind)}}{{#noRecords(kind)}}[]{{/noRecords(kind)}}{{#stored(kind)}}{{#.appendedTo}}{{> _plainValue}} + {{/.appendedTo}}{{#path}}{{> _responsePath}}{{/path}}{{/stored(kind)}}{{#storedElement(kind)}}{{#.appendedTo}}{{> _plainValue}} + {{/.appendedTo}}[{{#path}}{{> _responsePath}}{{/path}}]{{/storedElement(kind)}}{{#responsePath(kind)}}{{#path}}{{> _responsePath}}{{/path}}{{/responsePath(kind)}}
"""
        ),
        (
            name: "_firstPageReceived",
            text: """
{{! What a paginated endpoint's first page changes when it arrives, inside the test's `receive`: the status, the items it replaces the list with, the page after it and the `onSuccess:` steps' changes. }}
            $0.{{name}}.status = .loaded
            $0.{{items.field}} = {{#items.path}}{{> _responsePath}}{{/items.path}}
{{#page(pagination.kind)}}
            $0.{{name}}.page.nextPage = {{plusone(firstPage)}}
{{#reachesEndWithOneItem}}
            $0.{{name}}.page.reachedEnd = true
{{/reachesEndWithOneItem}}
{{/page(pagination.kind)}}
{{#cursor(pagination.kind)}}
            $0.{{name}}.page.nextCursor = {{#nextPage.path}}{{> _responsePath}}{{/nextPage.path}}
{{/cursor(pagination.kind)}}
{{#link(pagination.kind)}}
            $0.{{name}}.page.reachedEnd = true
{{/link(pagination.kind)}}
{{#pagination.changes}}
            $0.{{> _expectedChange}}
{{/pagination.changes}}

"""
        ),
        (
            name: "_header",
            text: """
{{! Lines under the generated-file marker, which reduxgen writes itself as the first line of every file. }}

"""
        ),
        (
            name: "_hookRequirement",
            text: """
{{! A hand-written hook's requirement in the feature's hook protocol, from an entry of `hookRequirements`: `static func refresh(state: inout FeedState, environment: FeedEnvironment) -> Effect<FeedAction>`. }}static func {{name}}({{#methodParameters}}{{> _parameterDeclaration}}{{^last()}}, {{/last()}}{{/methodParameters}}) -> Effect<{{feature}}Action>

"""
        ),
        (
            name: "_interpolation",
            text: """
{{! A `template:` value as a string interpolation of its text and its placeholders' texts (a request item's `interpolation`, or an `interpolation` of `_runTimeText`): `\"Bearer \\(token)\"`, marked `try` when a placeholder's text throws. This file ends without a newline. }}{{#marksTry}}try {{/marksTry}}\"{{#parts}}{{#text(kind)}}{{swiftStringContent(text)}}{{/text(kind)}}{{#value(kind)}}\\({{#.value}}{{> _textValue}}{{/.value}}){{/value(kind)}}{{/parts}}\"
"""
        ),
        (
            name: "_jsonCoding",
            text: """
{{! The feature's JSON coder and decoder (`dateCoding`, its date strategy by the name of `JSONCoding`'s case). Keys are never converted: every JSON key is written out in the generated coding code (snake_case included), so a key the spec gives with `key:` is sent and read exactly as written. This file ends without a newline. }}JSONCoding(keys: .useDefaultKeys, dates: .{{dateCoding}})
"""
        ),
        (
            name: "_literal",
            text: """
{{! A literal value (a `literal`) as Swift source of its type, from its parts in writing order, printed inside its line: this file ends without a newline. }}
{{#parts}}{{#.key}}{{swiftString(key)}}: {{/.key}}{{#null(kind)}}nil{{/null(kind)}}{{#bool(kind)}}{{text}}{{/bool(kind)}}{{#int(kind)}}{{text}}{{/int(kind)}}{{#double(kind)}}{{text}}{{/double(kind)}}{{#nan(kind)}}Double.nan{{/nan(kind)}}{{#infinity(kind)}}Double.infinity{{/infinity(kind)}}{{#negativeInfinity(kind)}}-Double.infinity{{/negativeInfinity(kind)}}{{#bitPattern(kind)}}Double(bitPattern: 0x{{text}}){{/bitPattern(kind)}}{{#string(kind)}}{{swiftString(text)}}{{/string(kind)}}{{#url(kind)}}URL(string: {{swiftString(text)}})!{{/url(kind)}}{{#uuid(kind)}}UUID(uuidString: {{swiftString(text)}})!{{/uuid(kind)}}{{#enumCase(kind)}}{{type}}.{{text}}{{/enumCase(kind)}}{{#arrayStart(kind)}}[{{/arrayStart(kind)}}{{#arrayEnd(kind)}}]{{/arrayEnd(kind)}}{{#emptyDictionary(kind)}}[:]{{/emptyDictionary(kind)}}{{#dictionaryStart(kind)}}[{{/dictionaryStart(kind)}}{{#dictionaryEnd(kind)}}]{{/dictionaryEnd(kind)}}{{#json(kind)}}JSONValue.{{text}}{{/json(kind)}}{{#jsonStart(kind)}}JSONValue.{{text}}({{/jsonStart(kind)}}{{#jsonEnd(kind)}}){{/jsonEnd(kind)}}{{#jsonNull(kind)}}.null{{/jsonNull(kind)}}{{#separator(kind)}}, {{/separator(kind)}}{{/parts}}
"""
        ),
        (
            name: "_literalItems",
            text: """
{{! A literal query, header list or form: `let <declaration> = [...]` with its `items`, each written by the `item` block the including template writes; on one line for one item, else one item a line. }}
{{#items}}
{{> _templateBinding}}
{{/items}}
{{#single(items)}}
        let {{$declaration}}{{/declaration}} = [{{#items}}{{$item}}{{/item}}{{/items}}]
{{/single(items)}}
{{^single(items)}}
{{^empty(items)}}
        let {{$declaration}}{{/declaration}} = [
{{#items}}
            {{$item}}{{/item}},
{{/items}}
        ]
{{/empty(items)}}
{{/single(items)}}

"""
        ),
        (
            name: "_liveRequestTest",
            text: """
{{! An endpoint's live-request test: the request the live repository sends. }}

    @Test(\"{{unescaped(name)}} sends the request the spec describes\")
    func {{unescaped(name)}}LiveRequestFollowsTheSpec() async throws {
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
{{#hasResponse}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        let body = try {{> _jsonCoding}}.encode(response{{#link(pagination.kind)}}.body{{/link(pagination.kind)}})
{{/hasResponse}}
{{^hasResponse}}
        let body = Data()
{{/hasResponse}}
{{#link(pagination.kind)}}
        let linkHeader: HTTPHeaders = [\"Link\": \"<{{swiftStringContent(pagination.nextPageURL)}}>; rel=\\\"next\\\"\"]
        let transport = RecordingTransport(response: HTTPResponse(status: 200, headers: linkHeader, body: body))
{{/link(pagination.kind)}}
{{^link(pagination.kind)}}
        let transport = RecordingTransport(response: HTTPResponse(status: 200, body: body))
{{/link(pagination.kind)}}
        let live = Live{{feature}}Repository(baseURL: URL(string: \"http://localhost\")!, transport: transport)
{{#hasResponse}}
        let result = try await live.{{#live.call}}{{> _call}}{{/live.call}}
        #expect(result == response)
{{/hasResponse}}
{{^hasResponse}}
        try await live.{{#live.call}}{{> _call}}{{/live.call}}
{{/hasResponse}}
{{#live.request}}
        let expectedQueryItems: [HTTPQueryItem] = [{{#query}}HTTPQueryItem(name: {{swiftString(name)}}, value: {{#value}}{{> _expectedRequestValue}}{{/value}}){{^last()}}, {{/last()}}{{/query}}]
        let expectedHeaders: HTTPHeaders = {{#empty(headers)}}[:]{{/empty(headers)}}{{^empty(headers)}}[{{#headers}}{{swiftString(name)}}: {{#value}}{{> _expectedRequestValue}}{{/value}}{{^last()}}, {{/last()}}{{/headers}}]{{/empty(headers)}}
{{#body}}
{{#json(kind)}}
        let expectedBody = #\"\"\"
{{#lines}}
            {{.}}
{{/lines}}
            \"\"\"#
{{/json(kind)}}
{{#form(kind)}}
        let expectedForm: [HTTPFormBody.Field] = [{{#fields}}HTTPFormBody.Field(name: {{swiftString(name)}}, value: {{#value}}{{> _expectedRequestValue}}{{/value}}){{^last()}}, {{/last()}}{{/fields}}]
{{/form(kind)}}
{{/body}}
        try expectRequest(
            transport.requests.first,
            method: HTTPMethod.{{method}},
            path: \"{{#path}}{{#text(kind)}}{{swiftStringContent(text)}}{{/text(kind)}}{{#runTime(kind)}}\\(HTTPPath.segment({{#.value}}{{> _runTimeText}}{{/.value}})){{/runTime(kind)}}{{/path}}\",
            query: expectedQueryItems,
            headers: expectedHeaders,
{{#body}}
            body: {{#json(kind)}}.json(expectedBody){{/json(kind)}}{{#form(kind)}}.form(expectedForm){{/form(kind)}}{{#present(kind)}}.present{{/present(kind)}}{{#absent(kind)}}.absent{{/absent(kind)}}
{{/body}}
        )
{{/live.request}}
    }
{{#link(pagination.kind)}}

    @Test(\"{{unescaped(name)}} sends a next page to the URL the page before links to\")
    func {{unescaped(name)}}LiveNextPageFollowsTheLink() async throws {
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        let body = try {{> _jsonCoding}}.encode(response.body)
        let transport = RecordingTransport(response: HTTPResponse(status: 200, body: body))
        let baseURL = URL(string: \"http://localhost\")!
        let live = Live{{feature}}Repository(baseURL: baseURL, transport: transport)
        _ = try await live.{{#pagination.nextPage.live.call}}{{> _call}}{{/pagination.nextPage.live.call}}
        let request = try #require(transport.requests.first)
        #expect(request.url(relativeTo: baseURL) == URL(string: {{swiftString(pagination.nextPageURL)}})!)
        #expect(request.method == .get)
    }
{{/link(pagination.kind)}}

"""
        ),
        (
            name: "_methodSignature",
            text: """
{{! The declaration of an endpoint's repository method, from the endpoint (docs/templates.md, \"Endpoint\"): `func load(id: Int) async throws(APIError) -> Item`. This file ends without a newline. }}func {{name}}({{#methodParameters}}{{#declaration}}{{> _parameterDeclaration}}{{/declaration}}{{^last()}}, {{/last()}}{{/methodParameters}}) async throws(APIError){{#hasResponse}} -> {{response.type}}{{/hasResponse}}
"""
        ),
        (
            name: "_middlewareReturn",
            text: """
{{! What a middleware case returns: no request, the one it sends, or each bound to a local and merged. }}
{{#empty(sends)}}
            return .none
{{/empty(sends)}}
{{#single(sends)}}
{{#sends}}
            return {{#call}}{{> _call}}{{/call}}
{{/sends}}
{{/single(sends)}}
{{^empty(sends)}}
{{^single(sends)}}
{{#sends}}
            let {{local}} = {{#call}}{{> _call}}{{/call}}
{{/sends}}
            return .merge({{#sends}}{{local}}{{^last()}}, {{/last()}}{{/sends}})
{{/single(sends)}}
{{/empty(sends)}}

"""
        ),
        (
            name: "_modelTests",
            text: """
{{! The tests of each model: its JSON keys, an enum's unlisted raw value, a sum type's cases and unlisted tag. }}
{{#models}}
{{#struct(kind)}}

    @Test(\"{{name}} codes with the JSON keys of the spec\")
    func {{lowerFirstLetter(name)}}CodesWithTheJSONKeysOfTheSpec() throws {
        let value = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
        let expectedKeys: Set<String> = [{{#fields}}{{#.key}}{{swiftString(key)}}{{/.key}}{{^.key}}{{swiftString(unescaped(name))}}{{/.key}}{{^last()}}, {{/last()}}{{/fields}}]
        try expectJSONCoding(of: value, with: {{> _jsonCoding}}, keys: expectedKeys)
    }
{{/struct(kind)}}
{{#enum(kind)}}
{{#.unknownSample}}

    @Test(\"{{name}} keeps an unlisted raw value as unknown\")
    func {{lowerFirstLetter(name)}}KeepsAnUnlistedRawValueAsUnknown() throws {
        let unknown = {{feature}}.{{name}}.unknown({{#unknownSample}}{{> _literal}}{{/unknownSample}})
        try expectUnlistedRawValue({{#unknownSample}}{{> _literal}}{{/unknownSample}}, decodesAs: unknown, with: {{> _jsonCoding}})
    }
{{/.unknownSample}}
{{/enum(kind)}}
{{#sum(kind)}}

    @Test(\"{{name}} codes each case as the spec says\")
    func {{lowerFirstLetter(name)}}CodesEachCaseAsTheSpecSays() throws {
        let cases: [{{feature}}.{{name}}] = [{{#cases}}{{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}{{^last()}}, {{/last()}}{{/cases}}]
{{#discriminator}}
        let tags = [{{#cases}}{{swiftString(tag)}}{{^last()}}, {{/last()}}{{/cases}}]
        try expectDiscriminatedCoding(of: cases, discriminator: {{swiftString(discriminator)}}, tags: tags, with: {{> _jsonCoding}})
{{/discriminator}}
{{^discriminator}}
        try expectFirstMatchCoding(of: cases, with: {{> _jsonCoding}})
{{/discriminator}}
    }
{{/sum(kind)}}
{{#sum(kind)}}
{{#.unknownSample}}

    @Test(\"{{name}} keeps an unlisted tag as unknown\")
    func {{lowerFirstLetter(name)}}KeepsAnUnlistedTagAsUnknown() throws {
        let unknown = {{feature}}.{{name}}.unknown({{#unknownSample}}{{> _literal}}{{/unknownSample}})
        try expectUnlistedTag({{#unknownSample}}{{> _literal}}{{/unknownSample}}, decodesAs: unknown, discriminator: {{swiftString(discriminator)}}, with: {{> _jsonCoding}})
    }
{{/.unknownSample}}
{{/sum(kind)}}
{{/models}}

"""
        ),
        (
            name: "_nextPageSend",
            text: """
{{! How a paginated endpoint's next page is sent, once its request id is taken (`Effects`, `Middleware`): through the function that sends any of its pages (`_pageRequest`), cancellable as the first page is; `.request` reports its cancellation. }}
        return {{unescaped(name)}}Request(requestID, state: state, environment: environment)
            .cancellable(id: {{feature}}CancelID.{{name}}, policy: .{{start.policy}})

"""
        ),
        (
            name: "_optimisticSettle",
            text: """
{{! Settles one optimistic step (an entry of `optimisticRecords`) once its request has ended: the record goes, and when the request failed the value the step wrote is put back where nothing changed it since. }}
{{#step}}
{{#element}}
state.{{property}}.settle(outcome, restoring: \\.{{member}}, in: &state.{{field}}, key: \\.{{key}})
{{/element}}
{{^element}}
state.{{property}}.settle(outcome, restoring: &state.{{field}})
{{/element}}
{{/step}}

"""
        ),
        (
            name: "_optimisticStart",
            text: """
{{! One optimistic step (an entry of `optimisticRecords`) made when its request starts, and its record of the values before and after. }}
{{#step}}
{{#element}}
        if let index = state.{{field}}.firstIndex(where: { $0.{{key}} == {{#match}}{{> _reduceValue}}{{/match}} }) {
            let before = state.{{field}}[index].{{member}}
            {{> _reduceStep}}
            let after = state.{{field}}[index].{{member}}
            let write = OptimisticElementWrite(requestID, key: {{#match}}{{> _reduceValue}}{{/match}}, before: before, after: after)
            state.{{property}}.append(write)
        }
{{/element}}
{{^element}}
        let {{local}} = state.{{field}}
        {{> _reduceStep}}
        state.{{property}}.append(OptimisticWrite(requestID, before: {{local}}, after: state.{{field}}))
{{/element}}
{{/step}}

"""
        ),
        (
            name: "_optimisticStore",
            text: """
{{! The store an endpoint's success and failure tests start from: the default state, with the credential `api.auth` reads from state and the fields the outcome steps reset at their samples (`requestTestSetup`), and for an optimistic step with `where:` a list holding an element the step matches (`optimisticSetup`). }}
{{#empty(optimisticSetup)}}
{{#empty(requestTestSetup)}}
        let store = makeStore()
{{/empty(requestTestSetup)}}
{{^empty(requestTestSetup)}}
        let store = makeStore {
{{#requestTestSetup}}
            $0.{{> _expectedChange}}
{{/requestTestSetup}}
        }
{{/empty(requestTestSetup)}}
{{/empty(optimisticSetup)}}
{{^empty(optimisticSetup)}}
        let store = makeStore {
{{#requestTestSetup}}
            $0.{{> _expectedChange}}
{{/requestTestSetup}}
{{#optimisticSetup}}
            $0.{{> _expectedChange}}
{{/optimisticSetup}}
        }
{{/empty(optimisticSetup)}}

"""
        ),
        (
            name: "_outcomeSteps",
            text: """
{{! An endpoint's `onSuccess:` or `onFailure:` steps in the reducer's outcome case, inside its `if` or `switch`: the locals they read, then each step. }}
{{#bindings}}
                let {{local}} = {{value}}{{#.member}}.{{member}}{{/.member}}
{{/bindings}}
{{#steps}}
                {{> _reduceStep}}
{{/steps}}

"""
        ),
        (
            name: "_pageRequest",
            text: """
{{! The function that sends any page of a paginated endpoint (`Effects`, `Middleware`), in its `pagination` section. }}
    /// Sends the `{{unescaped(name)}}` request with id `requestID` and the values it reads from `state`.
    ///
{{#link(kind)}}
    /// The first page sends the spec's request; a next page is sent to the URL the page before links to.
{{/link(kind)}}
{{^link(kind)}}
    /// The first page and the next pages send the same request.
{{/link(kind)}}
    private static func {{unescaped(name)}}Request(_ requestID: RequestID, state: {{feature}}State, environment: {{feature}}Environment) -> Effect<{{feature}}Action> {
{{> _sendRequest}}
    }

"""
        ),
        (
            name: "_pageStore",
            text: """
{{! How a success of a paginated endpoint stores its page (from the endpoint's `pagination`): the first page replaces the items, a next page appends them; then the page state advances. }}
{{#bindsItems}}
let items = {{#items.path}}{{> _responsePath}}{{/items.path}}
{{/bindsItems}}
state.{{items.field}} = state.{{name}}.page.combining({{items.local}}, with: state.{{items.field}}{{#items.isOptional}} ?? []{{/items.isOptional}})
{{#page(kind)}}
state.{{name}}.page.receivedPage(itemCount: {{items.local}}.count, pageSize: {{feature}}State.{{unescaped(name)}}PageSize)
{{/page(kind)}}
{{#cursor(kind)}}
state.{{name}}.page.receivedPage(nextCursor: {{#nextPage.path}}{{> _responsePath}}{{/nextPage.path}})
{{/cursor(kind)}}
{{#link(kind)}}
state.{{name}}.page.receivedPage(next: response.next)
{{/link(kind)}}

"""
        ),
        (
            name: "_paginationTests",
            text: """
{{! A paginated endpoint's tests. The next page's test starts with the values the request reads that are empty by default set (`before`), and a numbered next page is a full one, so it is not the last; a refresh's first page is one item, the last page unless a page holds one item. }}
{{#pagination}}
{{#success}}
{{#tested}}

    @Test(\"{{unescaped(name)}} appends the next page\")
    func {{unescaped(name)}}AppendsTheNextPage() async {
        let first = {{#items.sampleValue}}{{> _sampleValue}}{{/items.sampleValue}}
{{^sampleResponse(nextPage.kind)}}
        let pageSize = {{pageSize}}
{{/sampleResponse(nextPage.kind)}}
{{#fullPage(nextPage.kind)}}
        let response = Array(repeating: {{#nextPage.value}}{{> _sampleValue}}{{/nextPage.value}}, count: pageSize)
{{/fullPage(nextPage.kind)}}
{{#fullPageInResponse(nextPage.kind)}}
        var response = {{#nextPage.sampleValue}}{{> _sampleValue}}{{/nextPage.sampleValue}}
        response{{#items.path.steps}}.{{member}}{{/items.path.steps}} = Array(repeating: {{#nextPage.value}}{{> _sampleValue}}{{/nextPage.value}}, count: pageSize)
{{/fullPageInResponse(nextPage.kind)}}
{{#sampleResponse(nextPage.kind)}}
        let response = {{#nextPage.sampleValue}}{{> _sampleValue}}{{/nextPage.sampleValue}}
{{/sampleResponse(nextPage.kind)}}
        repository.{{unescaped(name)}}Results = [.success(response)]
        let store = makeStore {
{{#requestTestSetup}}
            $0.{{> _expectedChange}}
{{/requestTestSetup}}
{{#before}}
            $0.{{> _expectedChange}}
{{/before}}
            $0.{{items.field}} = [first]
            $0.{{name}}.status = .loaded
{{#page(pagination.kind)}}
            $0.{{name}}.page.nextPage = {{plusone(firstPage)}}
{{/page(pagination.kind)}}
{{#cursor(pagination.kind)}}
            $0.{{name}}.page.nextCursor = \"a\"
{{/cursor(pagination.kind)}}
{{#link(pagination.kind)}}
            $0.{{name}}.page.nextURL = URL(string: {{swiftString(nextPageURL)}})!
{{/link(pagination.kind)}}
            $0.{{name}}.nextRequestID = RequestID(2)
        }
        await store.send(.{{nextPage.action}}) {
            $0.{{name}}.nextRequestID = RequestID(3)
            $0.{{name}}.status = .loading(RequestID(2))
            $0.{{name}}.page.isLoadingNextPage = true
        }
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(2), response))) {
            $0.{{name}}.status = .loaded
            $0.{{items.field}} = [first] + {{#items.path}}{{> _responsePath}}{{/items.path}}
            $0.{{name}}.page.isLoadingNextPage = false
{{#page(pagination.kind)}}
            $0.{{name}}.page.nextPage = {{plusone(plusone(firstPage))}}
{{#sampleResponse(nextPage.kind)}}
{{#reachesEndWithOneItem}}
            $0.{{name}}.page.reachedEnd = true
{{/reachesEndWithOneItem}}
{{/sampleResponse(nextPage.kind)}}
{{/page(pagination.kind)}}
{{#cursor(pagination.kind)}}
            $0.{{name}}.page.nextCursor = {{#nextPage.path}}{{> _responsePath}}{{/nextPage.path}}
{{/cursor(pagination.kind)}}
{{#link(pagination.kind)}}
            $0.{{name}}.page.nextURL = nil
            $0.{{name}}.page.reachedEnd = true
{{/link(pagination.kind)}}
{{#pagination.changes}}
            $0.{{> _expectedChange}}
{{/pagination.changes}}
        }
        await store.finish()
        let expectedCall: Mock{{feature}}Repository.Call = {{#nextPage.expectedCall}}{{> _caseConstruction}}{{/nextPage.expectedCall}}
        #expect(repository.calls == [expectedCall])
    }
{{/tested}}
{{/success}}

    @Test(\"{{unescaped(name)}} loads no next page while one is loading\")
    func {{unescaped(name)}}LoadsNoNextPageWhileOneIsLoading() async {
        let store = makeStore {
            $0.{{name}}.status = .loading(RequestID(1))
            $0.{{name}}.page.isLoadingNextPage = true
            $0.{{name}}.nextRequestID = RequestID(2)
        }
        await store.send(.{{nextPage.action}})
        await store.finish()
        #expect(repository.calls.isEmpty)
    }

    @Test(\"{{unescaped(name)}} loads no page after the last one\")
    func {{unescaped(name)}}LoadsNoPageAfterTheLastOne() async {
        let store = makeStore {
            $0.{{name}}.status = .loaded
            $0.{{name}}.page.reachedEnd = true
        }
        await store.send(.{{nextPage.action}})
        await store.finish()
        #expect(repository.calls.isEmpty)
    }
{{#success}}
{{#tested}}

    @Test(\"{{unescaped(name)}} starts again from the first page\")
    func {{unescaped(name)}}StartsAgainFromTheFirstPage() async {
        let first = {{#items.sampleValue}}{{> _sampleValue}}{{/items.sampleValue}}
        let response = {{#nextPage.sampleValue}}{{> _sampleValue}}{{/nextPage.sampleValue}}
        repository.{{unescaped(name)}}Results = [.success(response)]
        let store = makeStore {
{{#requestTestSetup}}
            $0.{{> _expectedChange}}
{{/requestTestSetup}}
            $0.{{items.field}} = [first]
            $0.{{name}}.status = .loaded
{{#page(pagination.kind)}}
            $0.{{name}}.page.nextPage = {{plusone(plusone(firstPage))}}
{{/page(pagination.kind)}}
{{#cursor(pagination.kind)}}
            $0.{{name}}.page.nextCursor = \"a\"
{{/cursor(pagination.kind)}}
{{#link(pagination.kind)}}
            $0.{{name}}.page.nextURL = URL(string: {{swiftString(nextPageURL)}})!
{{/link(pagination.kind)}}
            $0.{{name}}.page.reachedEnd = true
        }
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
{{#start.changes}}
            $0.{{> _expectedChange}}
{{/start.changes}}
            $0.{{name}}.page = PageState(firstPage: {{firstPage}})
        }
{{#hasDebounce}}
        await clock.advance(by: .milliseconds({{debounceMilliseconds}}))
{{/hasDebounce}}
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(1), response))) {
{{> _firstPageReceived}}
        }
        await store.finish()
        let expectedCall: Mock{{feature}}Repository.Call = {{#expectedCall}}{{> _caseConstruction}}{{/expectedCall}}
        #expect(repository.calls == [expectedCall])
    }
{{! The first page cancels a next page in flight, whose answer would otherwise arrive first. }}
{{#latest(concurrency)}}
{{#immediately(start.wait.kind)}}
{{^missingCredential}}
{{#empty(optimisticRecords)}}

    @Test(\"{{unescaped(name)}} cancels a next page in flight when sent again\")
    func {{unescaped(name)}}CancelsTheNextPageInFlight() async {
        let first = {{#items.sampleValue}}{{> _sampleValue}}{{/items.sampleValue}}
        let response = {{#nextPage.sampleValue}}{{> _sampleValue}}{{/nextPage.sampleValue}}
        let slowRepository = Mock{{feature}}Repository(delay: .seconds(1), clock: clock)
        slowRepository.{{unescaped(name)}}Results = [.success(response)]
        var state = {{feature}}State()
{{#requestTestSetup}}
        state.{{> _expectedChange}}
{{/requestTestSetup}}
{{#before}}
        state.{{> _expectedChange}}
{{/before}}
        state.{{items.field}} = [first]
        state.{{name}}.status = .loaded
{{#page(pagination.kind)}}
        state.{{name}}.page.nextPage = {{plusone(firstPage)}}
{{/page(pagination.kind)}}
{{#cursor(pagination.kind)}}
        state.{{name}}.page.nextCursor = \"a\"
{{/cursor(pagination.kind)}}
{{#link(pagination.kind)}}
        state.{{name}}.page.nextURL = URL(string: {{swiftString(nextPageURL)}})!
{{/link(pagination.kind)}}
        state.{{name}}.nextRequestID = RequestID(2)
        let store = makeStore(state, repository: slowRepository)
        await store.send(.{{nextPage.action}}) {
            $0.{{name}}.nextRequestID = RequestID(3)
            $0.{{name}}.status = .loading(RequestID(2))
            $0.{{name}}.page.isLoadingNextPage = true
        }
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
            $0.{{name}}.nextRequestID = RequestID(4)
            $0.{{name}}.status = .loading(RequestID(3))
            $0.{{name}}.page = PageState(firstPage: {{firstPage}})
        }
        await clock.advance(by: .seconds(1))
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(3), response))) {
{{> _firstPageReceived}}
        }
        await store.finish()
    }
{{/empty(optimisticRecords)}}
{{/missingCredential}}
{{/immediately(start.wait.kind)}}
{{/latest(concurrency)}}
{{/tested}}
{{/success}}
{{/pagination}}

"""
        ),
        (
            name: "_parameterDeclaration",
            text: """
{{! A parameter as a declaration lists it, from a `declaration`: `id: Int`, or `` `default` defaultValue: Int `` where the local differs from the label. This file ends without a newline. }}{{label}}{{#.local}} {{local}}{{/.local}}: {{type}}
"""
        ),
        (
            name: "_persistenceTests",
            text: """
{{! The tests of the persisted fields: restored when a store starts, saved when an action changes them. }}
{{^empty(persistedFields)}}

    @Test(\"Persisted fields are restored\")
    func persistedFieldsAreRestored() {
        let storage = InMemoryPersistenceStore()
        let saved = sampleState()
        StatePersistence(store: storage, fields: {{feature}}Persistence.fields).saveAll(saved)
{{^none(environment)}}
        let environment = {{> _environmentCall}}
{{/none(environment)}}
        let store = make{{feature}}Store({{^none(environment)}}environment: environment, {{/none(environment)}}persistenceStore: storage)
{{#persistedFields}}
        #expect(store.state.{{name}} == saved.{{name}})
{{/persistedFields}}
    }
{{/empty(persistedFields)}}
{{#persistenceChecks}}

    @Test(\"{{unescaped(field)}} is saved when it changes\")
    func {{unescaped(field)}}IsSavedWhenItChanges() {
        let storage = InMemoryPersistenceStore()
{{^none(environment)}}
        let environment = {{> _environmentCall}}
{{/none(environment)}}
{{#startsFromSamples}}
        // The action leaves {{unescaped(field)}} at its default as it is: start from the sample state, which it changes.
        let initialState = sampleState()
        let store = make{{feature}}Store({{^none(environment)}}environment: environment, {{/none(environment)}}persistenceStore: storage, initialState: initialState)
{{/startsFromSamples}}
{{^startsFromSamples}}
        let store = make{{feature}}Store({{^none(environment)}}environment: environment, {{/none(environment)}}persistenceStore: storage)
{{/startsFromSamples}}
{{#action}}
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        store.dispatch({{#caseConstruction}}{{> _caseConstruction}}{{/caseConstruction}})
{{/action}}
        #expect(store.state.{{field}} != {{#startsFromSamples}}initialState{{/startsFromSamples}}{{^startsFromSamples}}{{feature}}State(){{/startsFromSamples}}.{{field}})
        let restarted = make{{feature}}Store({{^none(environment)}}environment: environment, {{/none(environment)}}persistenceStore: storage)
        #expect(restarted.state.{{field}} == store.state.{{field}})
    }
{{/persistenceChecks}}

"""
        ),
        (
            name: "_plainValue",
            text: """
{{! A value a test writes (a literal or an expression `_expectedValue` sets, an optimistic record's `key`, `before` or `after`): a literal, or a value built from the test's samples (`_sampleValue`). This file ends without a newline. }}{{#literal(kind)}}{{#.literal}}{{> _literal}}{{/.literal}}{{/literal(kind)}}{{#sampleValue(kind)}}{{#.sampleValue}}{{> _sampleValue}}{{/.sampleValue}}{{/sampleValue(kind)}}
"""
        ),
        (
            name: "_providedAppValues",
            text: """
{{! The arguments of `makeStore` that give the test's environment other features' values in place of their samples (a condition test's `appValues`): `, sessionToken: \"\"`. Looked up in the current context only, so an action's own test, which has none, passes none. This file ends without a newline. }}
{{#.appValues}}, {{name}}: {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}{{/.appValues}}
"""
        ),
        (
            name: "_queueWaitTest",
            text: """
{{! The test that a second `queue` request sent at once waits until the first has ended (`_requestPolicyTests`): two requests to the slow mock, one call 1 ms before the first answers, the first success, then both calls made and the status `.loaded`. }}

    @Test(\"{{unescaped(name)}} waits for the request in flight\")
    func {{unescaped(name)}}WaitsForTheRequestInFlight() async {
{{> _twoSlowRequests}}
        await clock.advance(by: .milliseconds(999))
        #expect(slowRepository.calls.count == 1, \"the second request is not sent while the first is in flight\")
        await clock.advance(by: .milliseconds(1))
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(1){{#hasResponse}}, response{{/hasResponse}}))){{#empty(optimisticRecords)}}{{^empty(changes)}} {
{{#changes}}
            $0.{{> _expectedChange}}
{{/changes}}
        }{{/empty(changes)}}{{/empty(optimisticRecords)}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
        await store.finish()
        #expect(slowRepository.calls.count == 2)
        #expect(store.read(\\.{{name}}.status) == .loaded, \"the second request was sent once the first had ended\")
    }

"""
        ),
        (
            name: "_reduceChange",
            text: """
{{! The statement of one reduce step (`_reduceStep`) on its target: `state.field`, or `state.field[index].member` for an element. }}
{{#set(kind)}}
state.{{field}}{{#element}}[index].{{member}}{{/element}} = {{#value}}{{> _reduceValue}}{{/value}}
{{/set(kind)}}
{{#reset(kind)}}
state.{{field}} = {{#literal}}{{> _literal}}{{/literal}}
{{/reset(kind)}}
{{#append(kind)}}
state.{{field}}.append({{#value}}{{> _reduceValue}}{{/value}})
{{/append(kind)}}
{{#appendContents(kind)}}
state.{{field}}.append(contentsOf: {{#value}}{{> _reduceValue}}{{/value}})
{{/appendContents(kind)}}
{{#remove(kind)}}
state.{{field}}.removeAll { $0 == {{#value}}{{> _reduceValue}}{{/value}} }
{{/remove(kind)}}
{{#toggle(kind)}}
state.{{field}}{{#element}}[index].{{member}}{{/element}}.toggle()
{{/toggle(kind)}}
{{#toggleMembership(kind)}}
if let index = state.{{field}}.firstIndex(of: {{#value}}{{> _reduceValue}}{{/value}}) {
    state.{{field}}.remove(at: index)
} else {
    state.{{field}}.append({{#value}}{{> _reduceValue}}{{/value}})
}
{{/toggleMembership(kind)}}
{{#increment(kind)}}
state.{{field}}{{#element}}[index].{{member}}{{/element}} += {{#literal}}{{> _literal}}{{/literal}}
{{/increment(kind)}}
{{#decrement(kind)}}
state.{{field}}{{#element}}[index].{{member}}{{/element}} -= {{#literal}}{{> _literal}}{{/literal}}
{{/decrement(kind)}}
{{#resetStatus(kind)}}
state.{{field}}.resetStatus()
{{/resetStatus(kind)}}

"""
        ),
        (
            name: "_reduceStep",
            text: """
{{! One reduce step on `state` (an entry of an action's or an outcome's `steps`): on the field, or on every element its `element` matches. }}
{{#element}}
for index in state.{{field}}.indices where state.{{field}}[index].{{key}} == {{#match}}{{> _reduceValue}}{{/match}} {
    {{> _reduceChange}}
}
{{/element}}
{{^element}}
{{> _reduceChange}}
{{/element}}

"""
        ),
        (
            name: "_reduceValue",
            text: """
{{! A value a reduce step reads, printed where the step needs it: this file ends without a newline. }}
{{#literal(kind)}}{{#.literal}}{{> _literal}}{{/.literal}}{{/literal(kind)}}{{#payload(kind)}}{{name}}{{/payload(kind)}}{{#state(kind)}}state.{{name}}{{/state(kind)}}
"""
        ),
        (
            name: "_reducerSwitches",
            text: """
{{! The reducer's switches, one per entry of `reducerGroups`, and the end of the function or enum that holds them (docs/templates.md, \"Feature context\"). }}
{{#reducerGroups}}
{{^first()}}
    }

    /// The steps for the actions the switch before this one passes on: one switch holds at most 400 cases,
    /// which the compiler can check.
    private static func reduceGroup{{number}}(into state: inout {{feature}}State, action: {{feature}}Action{{^none(environment)}}, environment: {{feature}}Environment{{/none(environment)}}) -> Effect<{{feature}}Action> {
{{/first()}}
        switch action {
{{#actions}}
        case {{#casePatterns}}{{> _casePattern}}{{^last()}}, {{/last()}}{{/casePatterns}}:
{{#steps}}
            {{> _reduceStep}}
{{/steps}}
{{#effects}}
{{> _caseEffects}}
{{/effects}}
{{/actions}}
{{#endpoints}}
{{> _endpointCases}}
{{/endpoints}}
{{^last()}}
        default:
            return reduceGroup{{plusone(number)}}(into: &state, action: action{{^none(environment)}}, environment: environment{{/none(environment)}})
{{/last()}}
{{#last()}}
{{^first()}}
        default:
            // The earlier switches handle every other action.
            return .none
{{/first()}}
{{/last()}}
        }
{{/reducerGroups}}
    }
}

"""
        ),
        (
            name: "_request",
            text: """
{{! The statements of a live repository method that build `request`, indented for the method's body. }}
{{#request}}
{{#pathParameters}}
{{> _templateBinding}}
{{/pathParameters}}
{{^empty(pathParameters)}}
        let path = try HTTPPath.expand({{swiftString(path)}}, parameters: [{{#pathParameters}}{{swiftString(name)}}: {{#text}}{{> _textValue}}{{/text}}{{^last()}}, {{/last()}}{{/pathParameters}}])
{{/empty(pathParameters)}}
{{#query}}
{{#literal(kind)}}
{{<_literalItems}}
{{$declaration}}queryItems{{/declaration}}
{{$item}}HTTPQueryItem(name: {{swiftString(name)}}, value: {{#text}}{{> _textValue}}{{/text}}){{/item}}
{{/_literalItems}}
{{/literal(kind)}}
{{#built(kind)}}
        var queryItems: [HTTPQueryItem] = []
{{<_addedItems}}
{{$add}}queryItems.append(HTTPQueryItem(name: {{swiftString(name)}}, value: {{#text}}{{> _textValue}}{{/text}})){{/add}}
{{/_addedItems}}
{{/built(kind)}}
{{/query}}
{{#headers}}
{{#literal(kind)}}
{{<_literalItems}}
{{$declaration}}headers: HTTPHeaders{{/declaration}}
{{$item}}{{swiftString(name)}}: {{#text}}{{> _textValue}}{{/text}}{{/item}}
{{/_literalItems}}
{{/literal(kind)}}
{{#built(kind)}}
        var headers = HTTPHeaders()
{{<_addedItems}}
{{$add}}headers.add(name: {{swiftString(name)}}, value: {{#text}}{{> _textValue}}{{/text}}){{/add}}
{{/_addedItems}}
{{/built(kind)}}
{{/headers}}
{{#.body}}
{{#form(kind)}}
{{#fields}}
{{#literal(kind)}}
{{<_literalItems}}
{{$declaration}}form: HTTPFormBody{{/declaration}}
{{$item}}{{swiftString(name)}}: {{#text}}{{> _textValue}}{{/text}}{{/item}}
{{/_literalItems}}
{{/literal(kind)}}
{{#built(kind)}}
        var form = HTTPFormBody()
{{<_addedItems}}
{{$add}}form.add(name: {{swiftString(name)}}, value: {{#text}}{{> _textValue}}{{/text}}){{/add}}
{{/_addedItems}}
{{/built(kind)}}
{{/fields}}
{{/form(kind)}}
{{^form(kind)}}
        let body = try client.jsonBody({{#value(kind)}}{{#.value}}{{> _textValue}}{{/.value}}{{/value(kind)}}{{#struct(kind)}}{{type}}({{#arguments}}{{label}}: {{#value}}{{> _textValue}}{{/value}}{{^last()}}, {{/last()}}{{/arguments}}){{/struct(kind)}})
{{/form(kind)}}
{{/.body}}
        {{#.credentialLocal}}var{{/.credentialLocal}}{{^.credentialLocal}}let{{/.credentialLocal}} request = HTTPRequest(method: .{{method}}, path: {{#empty(pathParameters)}}{{swiftString(path)}}{{/empty(pathParameters)}}{{^empty(pathParameters)}}path{{/empty(pathParameters)}}{{#query}}{{^empty(items)}}, queryItems: queryItems{{/empty(items)}}{{/query}}{{#headers}}{{^empty(items)}}, headers: headers{{/empty(items)}}{{/headers}}{{#.body}}{{^form(kind)}}, body: body{{/form(kind)}}{{#form(kind)}}, form: form{{/form(kind)}}{{/.body}})
{{#.credentialLocal}}
        try Self.specAuth.authenticate(&request, with: {{credentialLocal}})
{{/.credentialLocal}}
{{/request}}

"""
        ),
        (
            name: "_requestOutcomeTests",
            text: """
{{! An endpoint's success and failure tests; for a request whose optimistic steps clear its credential, the test that it is not sent. }}
{{^missingCredential}}
{{#success}}
{{#tested}}

    @Test(\"{{unescaped(name)}} succeeds\")
    func {{unescaped(name)}}Succeeds() async {
{{#hasResponse}}
{{^responseKeyInSuccessTest}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
{{/responseKeyInSuccessTest}}
{{#responseKeyInSuccessTest}}
        var response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        response{{path}} = {{#value}}{{> _sampleValue}}{{/value}}  // the element the request is about
{{/responseKeyInSuccessTest}}
        repository.{{unescaped(name)}}Results = [.success(response)]
{{/hasResponse}}
{{^hasResponse}}
        repository.{{unescaped(name)}}Results = [.success(())]
{{/hasResponse}}
{{> _requestSent}}
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(1){{#hasResponse}}, response{{/hasResponse}}))) {
{{> _succeeded}}
        await store.finish()
        let expectedCall: Mock{{feature}}Repository.Call = {{#expectedCall}}{{> _caseConstruction}}{{/expectedCall}}
{{#chain.sends}}
        #expect(repository.calls.first == expectedCall)
        #expect(repository.calls.count >= {{callCount}})
{{/chain.sends}}
{{^chain.sends}}
        #expect(repository.calls == [expectedCall])
{{/chain.sends}}
    }
{{/tested}}
{{/success}}
{{#failure}}
{{#tested}}

    @Test(\"{{unescaped(name)}} fails\")
    func {{unescaped(name)}}Fails() async {
        let serverError = APIError.httpStatus(500, body: nil)
        repository.{{unescaped(name)}}Results = [.failure(serverError)]
{{> _requestSent}}
        await store.receive(.{{unescaped(name)}}Response(.failed(RequestID(1), serverError))) {
{{#isQueued}}
            $0.{{name}}.failures = [RequestFailure(RequestID(1), serverError)]
{{/isQueued}}
            $0.{{name}}.status = .failed(serverError)
{{#changes}}
            $0.{{> _expectedChange}}
{{/changes}}
        }
{{#chain}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
        #expect(repository.calls.count >= {{callCount}})
{{/chain}}
        await store.finish()
    }
{{/tested}}
{{/failure}}
{{/missingCredential}}
{{#missingCredential}}
{{#failure}}
{{#tested}}

    @Test(\"{{unescaped(name)}} is not sent once its optimistic steps clear the credential\")
    func {{unescaped(name)}}IsNotSentWithoutCredential() async {
{{> _requestSent}}
        await store.receive(.{{unescaped(name)}}Response(.failed(RequestID(1), .missingCredential))) {
{{#isQueued}}
            $0.{{name}}.failures = [RequestFailure(RequestID(1), .missingCredential)]
{{/isQueued}}
            $0.{{name}}.status = .failed(.missingCredential)
{{#missingCredential.changes}}
            $0.{{> _expectedChange}}
{{/missingCredential.changes}}
        }
{{#chain}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
{{/chain}}
        await store.finish()
{{#chain.sends}}
        #expect(repository.calls.count >= {{minusone(callCount)}})
{{/chain.sends}}
{{^chain.sends}}
        #expect(repository.calls.isEmpty)
{{/chain.sends}}
    }
{{/tested}}
{{/failure}}
{{/missingCredential}}

"""
        ),
        (
            name: "_requestPolicyTests",
            text: """
{{! An endpoint's tests of its policies: stale responses, debounce, cancelling the request in flight, waiting for it (queue), dropping while in flight. }}
{{^isQueued}}

    @Test(\"{{unescaped(name)}} ignores stale responses\")
    func {{unescaped(name)}}IgnoresStaleResponses() async {
        let store = makeStore {
            $0.{{name}}.status = .loading(RequestID(2))
            $0.{{name}}.nextRequestID = RequestID(3)
        }
{{#hasResponse}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        await store.send(.{{unescaped(name)}}Response(.succeeded(RequestID(1), response)))
{{/hasResponse}}
{{^hasResponse}}
        await store.send(.{{unescaped(name)}}Response(.succeeded(RequestID(1))))
{{/hasResponse}}
        await store.send(.{{unescaped(name)}}Response(.failed(RequestID(1), .httpStatus(500, body: nil))))
        await store.finish()
        #expect(store.read(\\.{{name}}.status) == .loading(RequestID(2)))
    }
{{/isQueued}}
{{! A debounced `latest` request whose answers can be stale: quick requests replace the one waiting. }}
{{#latest(concurrency)}}
{{^isQueued}}
{{#hasDebounce}}
{{#success}}
{{#tested}}

    @Test(\"{{unescaped(name)}} sends only the last of quick requests\")
    func {{unescaped(name)}}SendsOnlyTheLastOfQuickRequests() async {
{{#hasResponse}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        repository.{{unescaped(name)}}Results = [.success(response)]
{{/hasResponse}}
{{^hasResponse}}
        repository.{{unescaped(name)}}Results = [.success(())]
{{/hasResponse}}
{{#empty(requestTestSetup)}}
        let store = makeStore()
{{/empty(requestTestSetup)}}
{{^empty(requestTestSetup)}}
        let store = makeStore {
{{#requestTestSetup}}
            $0.{{> _expectedChange}}
{{/requestTestSetup}}
        }
{{/empty(requestTestSetup)}}
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
{{#start.changes}}
            $0.{{> _expectedChange}}
{{/start.changes}}
        }
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
            $0.{{name}}.nextRequestID = RequestID(3)
            $0.{{name}}.status = .loading(RequestID(2))
        }
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
            $0.{{name}}.nextRequestID = RequestID(4)
            $0.{{name}}.status = .loading(RequestID(3))
        }
        let debounce = Duration.milliseconds({{debounceMilliseconds}})
        await clock.advance(by: debounce - .milliseconds(1))
        #expect(repository.calls.isEmpty, \"nothing is sent before the debounce has passed\")
        await clock.advance(by: .milliseconds(1))
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(3){{#hasResponse}}, response{{/hasResponse}}))) {
{{> _succeeded}}
        await store.finish()
        #expect(repository.calls.count {{#chain}}>={{/chain}}{{^chain}}=={{/chain}} {{callCount}})
    }
{{/tested}}
{{/success}}
{{/hasDebounce}}
{{! A `latest` request sent at once: a second one cancels the first, whose late answer never arrives; the requests its success starts (a chain) run to their end. }}
{{#immediately(start.wait.kind)}}
{{^missingCredential}}
{{^responseKeyInSuccessTest}}
{{#empty(optimisticRecords)}}
{{#success}}
{{#tested}}

    @Test(\"{{unescaped(name)}} cancels the request in flight when sent again\")
    func {{unescaped(name)}}CancelsTheRequestInFlight() async {
{{> _twoSlowRequests}}
        await clock.advance(by: .seconds(1))
        await store.receive(.{{unescaped(name)}}Response(.succeeded(RequestID(2){{#hasResponse}}, response{{/hasResponse}}))) {
{{> _succeeded}}
        await store.finish()
    }
{{/tested}}
{{/success}}
{{/empty(optimisticRecords)}}
{{/responseKeyInSuccessTest}}
{{/missingCredential}}
{{/immediately(start.wait.kind)}}
{{/isQueued}}
{{/latest(concurrency)}}
{{! A `queue` request sent at once: a second one waits until the first has ended (`_queueWaitTest`). An optimistic one is checked non-exhaustively, so a response key its success test sets does not matter. }}
{{#queue(concurrency)}}
{{#immediately(start.wait.kind)}}
{{^missingCredential}}
{{#success}}
{{#tested}}
{{^chain}}
{{#empty(optimisticRecords)}}
{{^responseKeyInSuccessTest}}
{{> _queueWaitTest}}
{{/responseKeyInSuccessTest}}
{{/empty(optimisticRecords)}}
{{^empty(optimisticRecords)}}
{{> _queueWaitTest}}
{{/empty(optimisticRecords)}}
{{/chain}}
{{/tested}}
{{/success}}
{{/missingCredential}}
{{/immediately(start.wait.kind)}}
{{/queue(concurrency)}}
{{#dropWhileInFlight(concurrency)}}

    @Test(\"{{unescaped(name)}} is dropped while one is in flight\")
    func {{unescaped(name)}}IsDroppedWhileInFlight() async {
        let store = makeStore {
            $0.{{name}}.status = .loading(RequestID(1))
            $0.{{name}}.nextRequestID = RequestID(2)
        }
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}})
        await store.finish()
        #expect(repository.calls.isEmpty)
    }
{{/dropWhileInFlight(concurrency)}}

"""
        ),
        (
            name: "_requestSent",
            text: """
{{! An endpoint's success and failure tests: the store they start from, the request action sent with its payload's samples and the changes its start makes, and the debounce waited out. }}
{{> _optimisticStore}}
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
{{#start.changes}}
            $0.{{> _expectedChange}}
{{/start.changes}}
        }
{{#hasDebounce}}
        await clock.advance(by: .milliseconds({{debounceMilliseconds}}))
{{/hasDebounce}}

"""
        ),
        (
            name: "_requestStart",
            text: """
{{! How a request effect that loads from the first page starts: debounced, or delayed, then made cancellable. }}
{{#start}}
{{#wait}}
{{#debounce(kind)}}
        .debounce(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}}, for: {{#value}}{{> _argumentValue}}{{/value}}, clock: environment.clock)
{{/debounce(kind)}}
{{^debounce(kind)}}
{{#delay(kind)}}
        .delayed(for: {{#value}}{{> _argumentValue}}{{/value}}, clock: environment.clock)
{{/delay(kind)}}
        .cancellable(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}}, policy: .{{policy}})
{{/debounce(kind)}}
{{/wait}}
{{/start}}

"""
        ),
        (
            name: "_responsePath",
            text: """
{{! A value read from the decoded `response` (a store target's `value`, a page's `items.path` or `nextPage.path`, a test's stored value), printed inside its line: this file ends without a newline. }}{{#emptyArrayWhenNil(conversion)}}({{/emptyArrayWhenNil(conversion)}}{{#text(conversion)}}String({{/text(conversion)}}response{{#steps}}{{#chainedMember(kind)}}?{{/chainedMember(kind)}}.{{member}}{{/steps}}{{#emptyArrayWhenNil(conversion)}} ?? []){{/emptyArrayWhenNil(conversion)}}{{#text(conversion)}}){{/text(conversion)}}{{#optionalText(conversion)}}.map { cursor in String(cursor) }{{/optionalText(conversion)}}
"""
        ),
        (
            name: "_returnedEffect",
            text: """
{{! An effect a reducer case returns (an entry of `returned` in `_caseEffects`): a bound local, the one request's start, or a cancellation. This file ends without a newline. }}{{#local(kind)}}{{name}}{{/local(kind)}}{{#call(kind)}}{{#.call}}{{> _call}}{{/.call}}{{/call(kind)}}{{#cancel(kind)}}.cancel(id: {{#cancelID}}{{> _cancelID}}{{/cancelID}}){{/cancel(kind)}}
"""
        ),
        (
            name: "_runTimeText",
            text: """
{{! A text a live-request test knows only when it runs (the `value` of a `runTime` text of `live.request`), as a Swift `String` expression: one value's text, or a template's interpolation. This file ends without a newline. }}{{#value(kind)}}{{#.value}}{{> _textValue}}{{/.value}}{{/value(kind)}}{{#interpolation(kind)}}{{#.interpolation}}{{> _interpolation}}{{/.interpolation}}{{/interpolation(kind)}}
"""
        ),
        (
            name: "_sampleValue",
            text: """
{{! A value a test writes from its samples (a `sampleValue`, a shared sample's `value`, an expected value's `value`) as Swift source, from its parts in writing order, printed inside its line: this file ends without a newline. }}
{{#parts}}{{#.label}}{{label}}: {{/.label}}{{#literal(kind)}}{{#.literal}}{{> _literal}}{{/.literal}}{{/literal(kind)}}{{#date(kind)}}Date(timeIntervalSince1970: {{text}}){{/date(kind)}}{{#sample(kind)}}{{type}}.{{text}}{{/sample(kind)}}{{#otherSample(kind)}}{{type}}.Other.{{text}}{{/otherSample(kind)}}{{#local(kind)}}{{text}}{{/local(kind)}}{{#member(kind)}}.{{text}}{{/member(kind)}}{{#arrayStart(kind)}}[{{/arrayStart(kind)}}{{#arrayEnd(kind)}}]{{/arrayEnd(kind)}}{{#dictionaryStart(kind)}}[{{swiftString(key)}}: {{/dictionaryStart(kind)}}{{#dictionaryEnd(kind)}}]{{/dictionaryEnd(kind)}}{{#modelStart(kind)}}{{type}}({{/modelStart(kind)}}{{#modelEnd(kind)}}){{/modelEnd(kind)}}{{#separator(kind)}}, {{/separator(kind)}}{{/parts}}
"""
        ),
        (
            name: "_sendRequest",
            text: """
{{! How a start or send function sends the request with id `requestID` (in an endpoint's context): the values it reads from state or the environment's value providers are bound first, since the request runs later, then the environment's repository is called in `Effect.request`, which reports the outcome; with `renewsCredential`, through the environment's `CredentialRenewal`, which sends the request once more with a renewed credential after a 401. }}
{{#start.arguments}}
{{^payload(kind)}}
        let {{local}} = {{> _startValue}}
{{/payload(kind)}}
{{/start.arguments}}
{{^renewsCredential}}
        return .request(requestID, report: {{feature}}Action.{{unescaped(name)}}Response) {
            try await environment.repository.{{#repositoryCall}}{{> _call}}{{/repositoryCall}}
        }
{{/renewsCredential}}
{{#renewsCredential}}
        return .request(requestID, report: {{feature}}Action.{{unescaped(name)}}Response) {
            try await environment.credentialRenewal.send(with: {{credentialLocal}}) { {{credentialLocal}} throws(APIError) in
                try await environment.repository.{{#repositoryCall}}{{> _call}}{{/repositoryCall}}
            }
        }
{{/renewsCredential}}

"""
        ),
        (
            name: "_startValue",
            text: """
{{! Where an argument of the request effect comes from (an entry of `start.arguments`), printed after its label: this file ends without a newline. }}{{#state(kind)}}state.{{name}}{{/state(kind)}}{{#payload(kind)}}{{name}}{{/payload(kind)}}{{#nextPage(kind)}}state.{{name}}.nextPage{{/nextPage(kind)}}{{#nextCursor(kind)}}state.{{name}}.nextCursor{{/nextCursor(kind)}}{{#nextURL(kind)}}state.{{name}}.nextURL{{/nextURL(kind)}}{{#app(kind)}}environment.{{name}}(){{/app(kind)}}
"""
        ),
        (
            name: "_storeTarget",
            text: """
{{! How a success stores its response for one `store:` target (an entry of `storeTargets`), on `state`. }}
{{#replace(kind)}}
state.{{field}} = {{#value}}{{> _responsePath}}{{/value}}
{{/replace(kind)}}
{{#append(kind)}}
state.{{field}}.append({{#value}}{{> _responsePath}}{{/value}})
{{/append(kind)}}
{{#appendContents(kind)}}
state.{{field}}.append(contentsOf: {{#value}}{{> _responsePath}}{{/value}})
{{/appendContents(kind)}}
{{#upsert(kind)}}
state.{{field}}.upsert({{#value}}{{> _responsePath}}{{/value}}, matching: \\.{{key}})
{{/upsert(kind)}}
{{#upsertEach(kind)}}
state.{{field}}.upsert(contentsOf: {{#value}}{{> _responsePath}}{{/value}}, matching: \\.{{key}})
{{/upsertEach(kind)}}
{{#removeElement(kind)}}
state.{{field}}.removeAll { $0.{{key}} == {{#value}}{{> _responsePath}}{{/value}}.{{key}} }
{{/removeElement(kind)}}
{{#removeKey(kind)}}
state.{{field}}.removeAll { $0.{{key}} == {{#value}}{{> _responsePath}}{{/value}} }
{{/removeKey(kind)}}

"""
        ),
        (
            name: "_succeeded",
            text: """
{{! The end of a test's `receive` of a request's success (inside `success`): the status `.loaded`, the success's changes and the starts of its chained requests, then those requests run to their end. }}
            $0.{{name}}.status = .loaded
{{#changes}}
            $0.{{> _expectedChange}}
{{/changes}}
{{#chain.changes}}
            $0.{{> _expectedChange}}
{{/chain.changes}}
        }
{{#chain}}
        await store.runEffectsAndSkipReceivedActions(advancing: clock)
{{/chain}}

"""
        ),
        (
            name: "_templateBinding",
            text: """
{{! A `template:` value bound to its `local` before the statement that sends it (a request item of `_request` with an `interpolation`); the line wrapper splits a long one into its pieces, one a line. }}
{{#.interpolation}}
        let {{local}} = {{> _interpolation}}
{{/.interpolation}}

"""
        ),
        (
            name: "_testSamples",
            text: """
{{! The model samples of the tests, each written once. }}
{{^empty(samples)}}

/// The model samples of the tests above, each written once.
private enum {{feature}}Samples {
{{#samples}}
    static let {{name}} = {{#value}}{{> _sampleValue}}{{/value}}
{{/samples}}
{{^empty(otherSamples)}}

    /// Second samples, different from the first, for tests that change one value into another.
    enum Other {
{{#otherSamples}}
        static let {{name}} = {{#value}}{{> _sampleValue}}{{/value}}
{{/otherSamples}}
    }
{{/empty(otherSamples)}}
}
{{/empty(samples)}}

"""
        ),
        (
            name: "_textValue",
            text: """
{{! The text a value is sent as, known when the code runs (a `text` of a request item of `_request`, a `value` of a `_runTimeText` or of an interpolation's part): the value (a local, a literal by `_literal`, such as a state field's starting value, or a sample, with the steps that read into it: `!`, `[0]`) in its conversion. This file ends without a newline. }}{{#marksTry}}try {{/marksTry}}{{#described(conversion)}}String({{/described(conversion)}}{{#describedRawValue(conversion)}}String({{/describedRawValue(conversion)}}{{#dateText(conversion)}}client.coding.text(of: {{/dateText(conversion)}}{{#local(kind)}}{{name}}{{/local(kind)}}{{#literal(kind)}}{{#.literal}}{{> _literal}}{{/.literal}}{{/literal(kind)}}{{#sample(kind)}}{{#.sampleValue}}{{> _sampleValue}}{{/.sampleValue}}{{/sample(kind)}}{{#steps}}{{#unwrap(kind)}}!{{/unwrap(kind)}}{{#element(kind)}}[{{index}}]{{/element(kind)}}{{/steps}}{{#described(conversion)}}){{/described(conversion)}}{{#dateText(conversion)}}){{/dateText(conversion)}}{{#absoluteString(conversion)}}.absoluteString{{/absoluteString(conversion)}}{{#uuidString(conversion)}}.uuidString{{/uuidString(conversion)}}{{#rawValue(conversion)}}.rawValue{{/rawValue(conversion)}}{{#describedRawValue(conversion)}}.rawValue){{/describedRawValue(conversion)}}
"""
        ),
        (
            name: "_triggerCondition",
            text: """
{{! A trigger's `when:` as the test on the `value` it reads (`state.query`, `environment.sessionToken()`), printed inside the line of its `if`: this file ends without a newline. }}
{{#notEmpty(kind)}}!{{value}}.isEmpty{{/notEmpty(kind)}}{{#isEmpty(kind)}}{{value}}.isEmpty{{/isEmpty(kind)}}{{#notNil(kind)}}{{value}} != nil{{/notNil(kind)}}{{#isNil(kind)}}{{value}} == nil{{/isNil(kind)}}{{#isTrue(kind)}}{{value}}{{/isTrue(kind)}}{{#isFalse(kind)}}!{{value}}{{/isFalse(kind)}}
"""
        ),
        (
            name: "_twoSlowRequests",
            text: """
{{! Two requests of an endpoint sent at once to a mock answering a second later on the test clock (`latest` and `queue` tests): the mock, the store from `requestTestSetup`, the payload's samples and both sends with what they change. With optimistic steps the store checks only the requests' ids and statuses: the steps' changes have tests of their own. }}
        let slowRepository = Mock{{feature}}Repository(delay: .seconds(1), clock: clock)
{{#hasResponse}}
        let response = {{#response.sampleValue}}{{> _sampleValue}}{{/response.sampleValue}}
        slowRepository.{{unescaped(name)}}Results = [.success(response)]
{{/hasResponse}}
{{^hasResponse}}
        slowRepository.{{unescaped(name)}}Results = [.success(())]
{{/hasResponse}}
{{#empty(requestTestSetup)}}
        let store = makeStore({{feature}}State(), repository: slowRepository)
{{/empty(requestTestSetup)}}
{{^empty(requestTestSetup)}}
        var state = {{feature}}State()
{{#requestTestSetup}}
        state.{{> _expectedChange}}
{{/requestTestSetup}}
        let store = makeStore(state, repository: slowRepository)
{{/empty(requestTestSetup)}}
{{^empty(optimisticRecords)}}
        store.exhaustivity = .off  // the optimistic steps' changes have tests of their own
{{/empty(optimisticRecords)}}
{{#payload}}
        let {{local}} = {{#sampleValue}}{{> _sampleValue}}{{/sampleValue}}
{{/payload}}
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
{{#empty(optimisticRecords)}}
{{#start.changes}}
            $0.{{> _expectedChange}}
{{/start.changes}}
{{/empty(optimisticRecords)}}
{{^empty(optimisticRecords)}}
            $0.{{name}}.nextRequestID = RequestID(2)
            $0.{{name}}.status = .loading(RequestID(1))
{{/empty(optimisticRecords)}}
        }
        await store.send({{#start.caseConstruction}}{{> _caseConstruction}}{{/start.caseConstruction}}) {
            $0.{{name}}.nextRequestID = RequestID(3)
            $0.{{name}}.status = .loading(RequestID(2))
        }

"""
        ),
    ]
}
