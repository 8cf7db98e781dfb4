/// An endpoint, resolved: its actions, its repository method, how the live repository builds the
/// request, and what the reducer does with the answer.
public struct ResolvedEndpoint: Hashable, Sendable {
    /// The escaped Swift name of the request action, the repository method and the effect function.
    public var name: String

    /// The name with its first letter capitalised, for derived names (`MockFeedRepository.loadArticlesResults`).
    public var capitalizedName: String

    /// The HTTP method's name as `HTTPMethod` spells its case: `get`.
    public var method: String

    /// The path as written in the spec, with its `{name}` placeholders (unquoted).
    public var pathTemplate: String

    /// The request action's payload, in spec order.
    public var payload: [ResolvedPayloadField]

    /// The values the repository method takes, in order: path, query, headers, body, then page or cursor.
    public var parameters: [ResolvedParameter]

    /// The Swift response type, or `nil` when no body is decoded: what the repository method returns and the
    /// outcome carries, `LinkedPage<Body>` for an endpoint paged by `Link` headers.
    public var responseType: String?

    /// The Swift type the response body decodes as: the response type, or a linked page's `Body`.
    public var responseBodyType: String?

    /// A sample response for tests.
    public var sampleResponse: ResolvedSampleValue?

    /// The same sample with every model written out, for the app tests (which have no samples of their own).
    public var inlineSampleResponse: ResolvedSampleValue? = nil

    /// The request action's case, pattern and construction (see `ResolvedAction`).
    public var requestCaseDeclaration: ResolvedCaseDeclaration

    /// The request action's pattern, binding its payload: `.load(let id)`.
    public var requestCasePattern: ResolvedCasePattern

    /// The request action built from locals named like its payload: `.load(id: id)`.
    public var requestCaseConstruction: ResolvedCaseConstruction

    /// The reducer's call that starts the request from the request action's payload, e.g.
    /// `FeedEffects.load(state: &state, environment: environment)`.
    public var startCall: ResolvedCall

    /// The middleware flavor's call sending this request if its request action started it, at an
    /// indentation of 12 after `return `.
    public var middlewareSendCall: ResolvedCall = ResolvedCall(function: "", arguments: [])

    /// The type of the outcome case's response: the response type, or `NoResponse` when the endpoint
    /// decodes none (`loadArticlesResponse(RequestOutcome<[Feed.Article]>)`).
    public var outcomeType: String { responseType ?? "NoResponse" }

    /// The success among the reducer's outcome cases: `.succeeded(_, let response)`, or `.succeeded` when
    /// nothing stores or reads the response.
    public var succeededCasePattern: ResolvedCasePattern

    /// The failure among the reducer's outcome cases: `.failed(_, let error)`, or `.failed` when nothing
    /// reads the error.
    public var failedCasePattern: ResolvedCasePattern

    /// The State property of the request status, e.g. `loadArticlesStatus`.
    public var statusProperty: String

    /// The State property of the paging position, e.g. `loadArticlesPage`.
    public var pageProperty: String

    /// What a new request does to one in flight (the effect's cancellation policy).
    public var cancellationPolicy: ResolvedCancellationPolicy

    /// What a new request does while another is loading (`concurrency:`): it replaces it (`latest`), is
    /// ignored (`dropWhileInFlight`), or waits for its turn (`queue`).
    public var concurrency: ConcurrencyPolicy

    /// Whether every request's answer counts, so none of them is stale: queued requests, and requests under
    /// a policy keyed by payload (requests for different keys are all current). Such an endpoint also keeps
    /// a failure list.
    public var isQueued: Bool

    /// How long a first-page request waits for quiet, in milliseconds (0: not debounced).
    public var debounceMilliseconds: Int

    /// How the request effect is started from the first page: waited for, debounced, made cancellable.
    public var start: ResolvedRequestStart

    /// How the live repository builds the request: path, query items, headers and body.
    public var request: ResolvedRequest

    /// The request the live-request test expects: path, query items, headers and JSON body.
    public var expectedRequest: ResolvedExpectedRequest

    /// Whether the request has a body.
    public var sendsBody: Bool

    /// The struct a `body: { fields: ... }` is encoded from, nested in the live repository.
    public var bodyType: ResolvedBodyType?

    /// The arguments the effect passes to the repository method, from `state` and the payload.
    public var startArguments: [ResolvedStartArgument]
    /// What the generated request tests set before the request starts: the `state.` field `api.auth` reads,
    /// at its sample, when the request or one its outcome starts (a chain) sends it; and each field an
    /// `onSuccess:` or `onFailure:` step resets, at its sample, so that the reset shows.
    public var requestTestSetup: [ExpectedChange] = []

    /// Whether the request the success and failure tests start finds no credential, because its optimistic
    /// steps cleared it: it is never sent, and fails with `APIError.missingCredential`, which one test
    /// expects instead.
    public var lacksCredentialInTests = false

    /// How a current `…Succeeded` stores the response, after the status is set to `.loaded`, for an
    /// endpoint without pagination (a paginated one stores its page as `pagination` says).
    public var storeTargets: [ResolvedStoreTarget]

    /// The state changes tests expect on success with `response`, after the status change: what is
    /// stored, the `onSuccess:` steps' changes and the optimistic records dropped.
    public var expectedSuccessChanges: [ExpectedChange]

    /// The paging, if the endpoint pages.
    public var pagination: ResolvedPagination?

    /// The declared actions that start this endpoint.
    public var triggers: [String]

    /// The actions of other features that start this endpoint (`app.session.loginSucceeded`), for the app
    /// reducer.
    public var appTriggers: [AppTriggerSpec] = []

    /// Whether a request answered 401 is sent once more with a renewed credential (`onUnauthorized` of
    /// `api.auth`, for an endpoint that sends the credential), through the environment's `credentialRenewal`.
    public var renewsCredential = false

    /// For the success test of an endpoint whose optimistic step changes the element a payload or state value selects,
    /// and whose response is stored by the same key (`upsert`, `removeFrom`): the response's key member and
    /// the payload's sample, so that the answer is about the element the test starts with. `nil` otherwise.
    public var responseKeyInSuccessTest: ResolvedResponseKey? = nil

    /// What its outcome actions do besides updating the status: `onSuccess:`/`onFailure:` and chains.
    public var outcomes: ResolvedOutcomes = ResolvedOutcomes()

    /// Whether some trigger writes its own `debounce:`, so the start and send functions take `debounce:`
    /// and each call passes the wait of what started the request.
    public var takesDebounce: Bool = false

    /// Whether some request waits for quiet (the endpoint's `debounce:` or a trigger's), which needs a clock.
    public var waitsForQuiet: Bool = false

    /// The endpoint's optimistic steps, their records and their undo.
    public var optimism: ResolvedOptimism = ResolvedOptimism()

    /// The middleware flavor's pattern of the request action in the reducer: `.name`, or binding the payload
    /// the optimistic steps read.
    public var middlewareRequestCasePattern: ResolvedCasePattern = ResolvedCasePattern(name: "", bindings: [])

    /// The payload parameters of the middleware flavor's `RequestStarts` function (what optimistic steps read).
    public var requestStartsParameters: [ResolvedParameterDeclaration] = []
    /// The extension keys (`x-...`) the spec writes on it, for a team's templates.
    public var extensions: TemplateDictionary = [:]
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
    /// The argument the live-request test passes: the first page, no cursor, the payload's local, a state
    /// field's default (its second sample where the default is `nil` or empty) or the second sample of
    /// another feature's value.
    public var expectedValue: ResolvedSampleValue
    /// The argument the request tests expect: as `expectedValue`, but a state field's value read from the
    /// tests' state when the request starts (the credential they set, after the optimistic steps).
    public var sentValue: ResolvedSampleValue
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
    /// Another sample item, the one the next-page test fills a full page with.
    public var secondSampleItem: ResolvedSampleValue
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
    /// Whether the next page's URL comes from a `Link` header (`style: link`); neither this nor
    /// `isPageStyle`: cursors.
    public var isLinkStyle: Bool = false
    /// The state changes tests expect from the `onSuccess:` steps, which run after every page is stored, the
    /// first and the next ones alike.
    public var expectedStepChanges: [ExpectedChange] = []
    /// What the next-page test sets in its state first: the fields the request reads that are `nil` or
    /// empty by default, at their second sample (none with optimistic or `onSuccess:` steps, whose
    /// expectations read the request tests' state).
    public var testStart: [ExpectedChange] = []
    /// The arguments the next-page test expects the request with, in parameter order, the page's own
    /// (still the first page's) last.
    public var testArguments: [ResolvedSampleValue] = []
}

/// A key member of a response and the value a test gives it (`ResolvedEndpoint.responseKeyInSuccessTest`).
public struct ResolvedResponseKey: Hashable, Sendable {
    /// The Swift text after `response` that reaches the key, its member escaped: `.number`, or `[0].number`
    /// in an array response (whose sample holds one element).
    public var path: String
    /// Its value in the test.
    public var value: ResolvedSampleValue
}
