/// An endpoint, resolved: its actions, its repository method, how the live repository builds the
/// request, and what the reducer does with the answer.
public struct ResolvedEndpoint: Hashable, Sendable {
    /// What an endpoint holds, shared by its copies until one of them is changed (``CopyOnWrite``): an
    /// endpoint is handed around whole several times while a feature is resolved and its context is built.
    struct Parts: Hashable, Sendable {
        var name: String
        var capitalizedName: String
        var summary: String
        var method: String
        var pathTemplate: String
        var payload: [ResolvedPayloadField]
        var parameters: [ResolvedParameter]
        var responseType: String?
        var sampleResponse: ResolvedSampleValue?
        var requestCaseDeclaration: ResolvedCaseDeclaration
        var requestCasePattern: ResolvedCasePattern
        var requestCaseConstruction: ResolvedCaseConstruction
        var startCall: ResolvedCall
        var middlewareSendCall: ResolvedCall = ResolvedCall(function: "", arguments: [])
        var succeededCaseDeclaration: ResolvedCaseDeclaration
        var succeededCasePattern: ResolvedCasePattern
        var failedCaseDeclaration: ResolvedCaseDeclaration
        var failedCasePattern: ResolvedCasePattern
        var statusProperty: String
        var pageProperty: String
        var cancellationPolicy: ResolvedCancellationPolicy
        var dropsWhileInFlight: Bool
        var isQueued: Bool
        var debounceMilliseconds: Int
        var start: ResolvedRequestStart
        var request: ResolvedRequest
        var expectedRequest: ResolvedExpectedRequest
        var sendsBody: Bool
        var bodyType: ResolvedBodyType?
        var startArguments: [ResolvedStartArgument]
        var storeTargets: [ResolvedStoreTarget]
        var expectedSuccessChanges: [ExpectedChange]
        var pagination: ResolvedPagination?
        var triggers: [String]
        var outcomes: ResolvedOutcomes = ResolvedOutcomes()
        var takesDebounce: Bool = false
        var waitsForQuiet: Bool = false
        var optimism: ResolvedOptimism = ResolvedOptimism()
        var middlewareRequestCasePattern: ResolvedCasePattern = ResolvedCasePattern(name: "", bindings: [])
        var requestStartsParameters: [ResolvedParameterDeclaration] = []
    }

    /// The parts, shared by copies until one of them is changed.
    private var storage: CopyOnWrite<Parts>

    /// An endpoint holding `parts`.
    init(_ parts: Parts) {
        storage = CopyOnWrite(parts)
    }

    /// The escaped Swift name of the request action, the repository method and the effect function.
    public var name: String {
        get { storage.value.name }
        set { storage.value.name = newValue }
    }

    /// The name with its first letter capitalised, for derived names (`MockFeedRepository.loadArticlesResults`).
    public var capitalizedName: String {
        get { storage.value.capitalizedName }
        set { storage.value.capitalizedName = newValue }
    }

    /// `GET /articles`
    public var summary: String {
        get { storage.value.summary }
        set { storage.value.summary = newValue }
    }

    /// The HTTP method's name as `HTTPMethod` spells its case: `get`.
    public var method: String {
        get { storage.value.method }
        set { storage.value.method = newValue }
    }

    /// The path as written in the spec, with its `{name}` placeholders (unquoted).
    public var pathTemplate: String {
        get { storage.value.pathTemplate }
        set { storage.value.pathTemplate = newValue }
    }

    /// The request action's payload, in spec order.
    public var payload: [ResolvedPayloadField] {
        get { storage.value.payload }
        set { storage.value.payload = newValue }
    }

    /// The values the repository method takes, in order: path, query, headers, body, then page or cursor.
    public var parameters: [ResolvedParameter] {
        get { storage.value.parameters }
        set { storage.value.parameters = newValue }
    }

    /// The Swift response type, or `nil` when no body is decoded.
    public var responseType: String? {
        get { storage.value.responseType }
        set { storage.value.responseType = newValue }
    }

    /// A sample response for tests.
    public var sampleResponse: ResolvedSampleValue? {
        get { storage.value.sampleResponse }
        set { storage.value.sampleResponse = newValue }
    }

    /// The request action's case, pattern and construction (see `ResolvedAction`).
    public var requestCaseDeclaration: ResolvedCaseDeclaration {
        get { storage.value.requestCaseDeclaration }
        set { storage.value.requestCaseDeclaration = newValue }
    }

    /// The request action's pattern, binding its payload: `.load(let id)`.
    public var requestCasePattern: ResolvedCasePattern {
        get { storage.value.requestCasePattern }
        set { storage.value.requestCasePattern = newValue }
    }

    /// The request action built from locals named like its payload: `.load(id: id)`.
    public var requestCaseConstruction: ResolvedCaseConstruction {
        get { storage.value.requestCaseConstruction }
        set { storage.value.requestCaseConstruction = newValue }
    }

    /// The reducer's call that starts the request from the request action's payload, e.g.
    /// `FeedEffects.load(state: &state, environment: environment)`.
    public var startCall: ResolvedCall {
        get { storage.value.startCall }
        set { storage.value.startCall = newValue }
    }

    /// The middleware flavor's call sending this request if its request action started it, at an
    /// indentation of 12 after `return `.
    public var middlewareSendCall: ResolvedCall {
        get { storage.value.middlewareSendCall }
        set { storage.value.middlewareSendCall = newValue }
    }

    /// `loadArticlesSucceeded(RequestID, [Feed.Article])`
    public var succeededCaseDeclaration: ResolvedCaseDeclaration {
        get { storage.value.succeededCaseDeclaration }
        set { storage.value.succeededCaseDeclaration = newValue }
    }

    /// `.loadSucceeded(let requestID, let response)`; the response is `_` when nothing stores it.
    public var succeededCasePattern: ResolvedCasePattern {
        get { storage.value.succeededCasePattern }
        set { storage.value.succeededCasePattern = newValue }
    }

    /// `loadFailed(RequestID, APIError)`
    public var failedCaseDeclaration: ResolvedCaseDeclaration {
        get { storage.value.failedCaseDeclaration }
        set { storage.value.failedCaseDeclaration = newValue }
    }

    /// `.loadFailed(let requestID, let error)`
    public var failedCasePattern: ResolvedCasePattern {
        get { storage.value.failedCasePattern }
        set { storage.value.failedCasePattern = newValue }
    }

    /// The State property of the request status, e.g. `loadArticlesStatus`.
    public var statusProperty: String {
        get { storage.value.statusProperty }
        set { storage.value.statusProperty = newValue }
    }

    /// The State property of the paging position, e.g. `loadArticlesPage`.
    public var pageProperty: String {
        get { storage.value.pageProperty }
        set { storage.value.pageProperty = newValue }
    }

    /// What a new request does to one in flight (the effect's cancellation policy).
    public var cancellationPolicy: ResolvedCancellationPolicy {
        get { storage.value.cancellationPolicy }
        set { storage.value.cancellationPolicy = newValue }
    }

    /// Whether a request is ignored while another is loading (`concurrency: dropWhileInFlight`).
    public var dropsWhileInFlight: Bool {
        get { storage.value.dropsWhileInFlight }
        set { storage.value.dropsWhileInFlight = newValue }
    }

    /// Whether every request's answer counts, so none of them is stale: queued requests, and requests under
    /// a policy keyed by payload (requests for different keys are all current). Such an endpoint also keeps
    /// a failure list.
    public var isQueued: Bool {
        get { storage.value.isQueued }
        set { storage.value.isQueued = newValue }
    }

    /// How long a first-page request waits for quiet, in milliseconds (0: not debounced).
    public var debounceMilliseconds: Int {
        get { storage.value.debounceMilliseconds }
        set { storage.value.debounceMilliseconds = newValue }
    }

    /// How the request effect is started from the first page: waited for, debounced, made cancellable.
    public var start: ResolvedRequestStart {
        get { storage.value.start }
        set { storage.value.start = newValue }
    }

    /// How the live repository builds the request: path, query items, headers and body.
    public var request: ResolvedRequest {
        get { storage.value.request }
        set { storage.value.request = newValue }
    }

    /// The request the live-request test expects: path, query items, headers and JSON body.
    public var expectedRequest: ResolvedExpectedRequest {
        get { storage.value.expectedRequest }
        set { storage.value.expectedRequest = newValue }
    }

    /// Whether the request has a body.
    public var sendsBody: Bool {
        get { storage.value.sendsBody }
        set { storage.value.sendsBody = newValue }
    }

    /// The struct a `body: { fields: ... }` is encoded from, nested in the live repository.
    public var bodyType: ResolvedBodyType? {
        get { storage.value.bodyType }
        set { storage.value.bodyType = newValue }
    }

    /// The arguments the effect passes to the repository method, from `state` and the payload.
    public var startArguments: [ResolvedStartArgument] {
        get { storage.value.startArguments }
        set { storage.value.startArguments = newValue }
    }

    /// How a current `…Succeeded` stores the response, after the status is set to `.loaded`, for an
    /// endpoint without pagination (a paginated one stores its page as `pagination` says).
    public var storeTargets: [ResolvedStoreTarget] {
        get { storage.value.storeTargets }
        set { storage.value.storeTargets = newValue }
    }

    /// The state changes tests expect on success with `response`, after the status change: what is
    /// stored, the `onSuccess:` steps' changes and the optimistic records dropped.
    public var expectedSuccessChanges: [ExpectedChange] {
        get { storage.value.expectedSuccessChanges }
        set { storage.value.expectedSuccessChanges = newValue }
    }

    /// The paging, if the endpoint pages.
    public var pagination: ResolvedPagination? {
        get { storage.value.pagination }
        set { storage.value.pagination = newValue }
    }

    /// The declared actions that start this endpoint.
    public var triggers: [String] {
        get { storage.value.triggers }
        set { storage.value.triggers = newValue }
    }

    /// What its outcome actions do besides updating the status: `onSuccess:`/`onFailure:` and chains.
    public var outcomes: ResolvedOutcomes {
        get { storage.value.outcomes }
        set { storage.value.outcomes = newValue }
    }

    /// Whether some trigger writes its own `debounce:`, so the start and send functions take `debounce:`
    /// and each call passes the wait of what started the request.
    public var takesDebounce: Bool {
        get { storage.value.takesDebounce }
        set { storage.value.takesDebounce = newValue }
    }

    /// Whether some request waits for quiet (the endpoint's `debounce:` or a trigger's), which needs a clock.
    public var waitsForQuiet: Bool {
        get { storage.value.waitsForQuiet }
        set { storage.value.waitsForQuiet = newValue }
    }

    /// The endpoint's optimistic steps, their records and their undo.
    public var optimism: ResolvedOptimism {
        get { storage.value.optimism }
        set { storage.value.optimism = newValue }
    }

    /// The middleware flavor's pattern of the request action in the reducer: `.name`, or binding the payload
    /// the optimistic steps read.
    public var middlewareRequestCasePattern: ResolvedCasePattern {
        get { storage.value.middlewareRequestCasePattern }
        set { storage.value.middlewareRequestCasePattern = newValue }
    }

    /// The payload parameters of the middleware flavor's `RequestStarts` function (what optimistic steps read).
    public var requestStartsParameters: [ResolvedParameterDeclaration] {
        get { storage.value.requestStartsParameters }
        set { storage.value.requestStartsParameters = newValue }
    }
}

/// One parameter of a repository method.
public struct ResolvedParameter: Hashable, Sendable {
    /// The argument label as a call site writes it, never in backticks.
    public var label: String
    /// The name used inside the method; see `ResolvedPayloadField.localName`.
    public var localName: String
    /// The Swift type.
    public var type: String
    /// The parameter as a declaration: `label: Type`, or `label local: Type` where they differ.
    public var declaration: ResolvedParameterDeclaration
    /// The argument tests expect when the request starts from the initial state: the first page, no
    /// cursor, a state field's default, the payload's local or another feature's sample.
    public var expectedValue: ResolvedSampleValue
}

/// One argument of a repository call made by the effect.
public struct ResolvedArgument: Hashable, Sendable {
    /// The argument label as a call site writes it, never in backticks.
    public var label: String
    /// The value passed: `&state`, a payload local, `.milliseconds(300)`.
    public var value: ResolvedArgumentValue
}

/// How an endpoint pages.
public struct ResolvedPagination: Hashable, Sendable {
    /// The escaped case name of the next-page action.
    public var nextPageAction: String
    /// Whether pages are numbered (`style: page`) rather than cursors.
    public var isPageStyle: Bool
    /// The number of the first page (page style).
    public var firstPage: Int
    /// How many items a full page has.
    public var pageSize: Int
    /// The state field the items go into.
    public var itemsField: String
    /// Whether that field is an optional array (a next page then appends to `[]` while it is `nil`).
    public var itemsFieldIsOptional: Bool
    /// The Swift type of one item.
    public var itemType: String
    /// A sample item for tests.
    public var firstSampleItem: ResolvedSampleValue
    /// A second sample response, different from the endpoint's `sampleResponse`, for next-page tests.
    public var secondSampleResponse: ResolvedSampleValue
    /// The page's items in the response, as a non-optional array.
    public var itemsPath: ResolvedResponsePath
    /// Whether the items are read from inside the response, so a success binds them to `items` first,
    /// rather than being the response itself.
    public var bindsItems: Bool { !itemsPath.isWholeResponse }
    /// The name a success reads the page's items by: `items`, or `response` itself.
    public var itemsLocal: String { bindsItems ? "items" : "response" }
    /// The next cursor in the response, as a `String?` (cursor style).
    public var cursorPath: ResolvedResponsePath?
}
