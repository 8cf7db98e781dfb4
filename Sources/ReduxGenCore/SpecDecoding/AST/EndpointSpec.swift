/// An HTTP endpoint of `endpoints:`: how a request is built, what starts it, and where its response goes.
public struct EndpointSpec: Hashable, Sendable {
    /// What an endpoint holds, shared by its copies until one of them is changed (``CopyOnWrite``): a spec's
    /// endpoint is handed around whole many times while it is read, checked and resolved.
    struct Parts: Hashable, Sendable {
        var name: String {
            didSet { convertName() }
        }
        /// The Swift name, converted from `name` by ``convertName()`` when an endpoint is made of the parts,
        /// and when the name is set: every stage reads it several times per endpoint.
        var swiftName = ""
        var method: HTTPMethod
        var path: String
        var pathLocation: SourceLocation
        var payload: [PayloadFieldSpec]
        var pathParameters: [ParameterSpec]
        var query: [ParameterSpec]
        var headers: [ParameterSpec]
        var body: BodySpec?
        var response: ResponseSpec
        var stores: [StoreSpec] = []
        var triggers: [NameReference]
        var triggerConditions: [ConditionalTrigger] = []
        var triggerDebounces: [TriggerDebounce] = []
        var onSuccess: [ReduceStep] = []
        var onFailure: [ReduceStep] = []
        var hooks: [EndpointOutcome] = []
        var optimistic: [ReduceStep] = []
        var concurrency: ConcurrencyPolicy
        var concurrencyKey: ValueSource? = nil
        var concurrencyIsWritten: Bool = false
        var debounceMilliseconds: Int
        var pagination: PaginationSpec?
        var location: SourceLocation
        var operation: NameReference?

        /// Sets ``swiftName`` from ``name``.
        mutating func convertName() {
            swiftName = SwiftName.lowerCamelCase(name)
        }
    }

    /// The parts, shared by copies until one of them is changed.
    private var storage: CopyOnWrite<Parts>

    /// An endpoint holding `parts`.
    init(_ parts: Parts) {
        var parts = parts
        parts.convertName()
        storage = CopyOnWrite(parts)
    }

    /// The name as written, e.g. `searchRepositories`. It is also the name of the generated request action.
    public var name: String {
        get { storage.value.name }
        set { storage.value.name = newValue }
    }
    public var method: HTTPMethod {
        get { storage.value.method }
        set { storage.value.method = newValue }
    }

    /// The path appended to `api.baseURL`, with `{name}` placeholders, e.g. `/articles/{id}`.
    public var path: String {
        get { storage.value.path }
        set { storage.value.path = newValue }
    }

    /// Where the path was written.
    public var pathLocation: SourceLocation {
        get { storage.value.pathLocation }
        set { storage.value.pathLocation = newValue }
    }

    /// Values of the generated request action, referenced by sources as `payload.name`.
    public var payload: [PayloadFieldSpec] {
        get { storage.value.payload }
        set { storage.value.payload = newValue }
    }

    /// Bindings of the path's `{name}` placeholders.
    public var pathParameters: [ParameterSpec] {
        get { storage.value.pathParameters }
        set { storage.value.pathParameters = newValue }
    }

    /// Query items, in the order they were written. A source whose value is `nil` is left out.
    public var query: [ParameterSpec] {
        get { storage.value.query }
        set { storage.value.query = newValue }
    }

    /// Headers of this endpoint, in addition to `api.headers`.
    public var headers: [ParameterSpec] {
        get { storage.value.headers }
        set { storage.value.headers = newValue }
    }

    /// The JSON body (POST, PUT, PATCH only).
    public var body: BodySpec? {
        get { storage.value.body }
        set { storage.value.body = newValue }
    }

    /// What the response decodes as.
    public var response: ResponseSpec {
        get { storage.value.response }
        set { storage.value.response = newValue }
    }

    /// Where the decoded response goes in state: every target of `store:`, in the order written.
    public var stores: [StoreSpec] {
        get { storage.value.stores }
        set { storage.value.stores = newValue }
    }

    /// Declared actions that start a request, besides the generated request action.
    public var triggers: [NameReference] {
        get { storage.value.triggers }
        set { storage.value.triggers = newValue }
    }

    /// The conditions of triggers written as `{ action: name, when: ... }`; a trigger without one always
    /// starts the request.
    public var triggerConditions: [ConditionalTrigger] {
        get { storage.value.triggerConditions }
        set { storage.value.triggerConditions = newValue }
    }

    /// The debounces of triggers written as `{ action: name, debounce: 300ms }`, which replace the endpoint's
    /// `debounce:` for the requests those triggers start.
    public var triggerDebounces: [TriggerDebounce] {
        get { storage.value.triggerDebounces }
        set { storage.value.triggerDebounces = newValue }
    }

    /// `onSuccess:`: reduce steps applied after a response is stored; `from: response` reads the response.
    public var onSuccess: [ReduceStep] {
        get { storage.value.onSuccess }
        set { storage.value.onSuccess = newValue }
    }

    /// `onFailure:`: reduce steps applied when the current request fails; `from: message` reads the error's
    /// description.
    public var onFailure: [ReduceStep] {
        get { storage.value.onFailure }
        set { storage.value.onFailure = newValue }
    }

    /// `hooks:`: the outcomes whose generated case calls a hand-written hook (`<endpoint>Succeeded(...)`).
    public var hooks: [EndpointOutcome] {
        get { storage.value.hooks }
        set { storage.value.hooks = newValue }
    }

    /// `optimistic:`: reduce steps applied when a request starts (reading the endpoint's payload) and undone
    /// when it fails or is cancelled.
    public var optimistic: [ReduceStep] {
        get { storage.value.optimistic }
        set { storage.value.optimistic = newValue }
    }
    public var concurrency: ConcurrencyPolicy {
        get { storage.value.concurrency }
        set { storage.value.concurrency = newValue }
    }

    /// The payload field the policy applies per value of (`concurrency: { policy: latest, key: payload.id }`);
    /// `nil` applies it to every request of the endpoint.
    public var concurrencyKey: ValueSource? {
        get { storage.value.concurrencyKey }
        set { storage.value.concurrencyKey = newValue }
    }

    /// Whether the spec wrote `concurrency:`; otherwise `concurrency` is the default for the method, which an
    /// endpoint taken from an OpenAPI operation learns only when the operation is resolved.
    public var concurrencyIsWritten: Bool {
        get { storage.value.concurrencyIsWritten }
        set { storage.value.concurrencyIsWritten = newValue }
    }

    /// How long to wait for quiet before sending, in milliseconds (0: no debounce).
    public var debounceMilliseconds: Int {
        get { storage.value.debounceMilliseconds }
        set { storage.value.debounceMilliseconds = newValue }
    }
    public var pagination: PaginationSpec? {
        get { storage.value.pagination }
        set { storage.value.pagination = newValue }
    }
    public var location: SourceLocation {
        get { storage.value.location }
        set { storage.value.location = newValue }
    }

    /// `operation:`: the operationId of the OpenAPI document's operation that supplies the method, path,
    /// parameters, body and response. Set only until the reference is resolved.
    public var operation: NameReference? {
        get { storage.value.operation }
        set { storage.value.operation = newValue }
    }

    /// The Swift name of the request action and repository method (unescaped).
    public var swiftName: String { storage.value.swiftName }

    /// The generated State property that tracks this endpoint's request (idle, loading, failed).
    public var generatedStatusPropertyName: String { swiftName + "Status" }

    /// The first target of `store:` (pagination and the simple `store: field` form have exactly one).
    public var store: StoreSpec? {
        get { stores.first }
        set { stores = newValue.map { [$0] } ?? [] }
    }

    public init(
        name: String,
        method: HTTPMethod,
        path: String,
        pathLocation: SourceLocation,
        payload: [PayloadFieldSpec] = [],
        pathParameters: [ParameterSpec] = [],
        query: [ParameterSpec] = [],
        headers: [ParameterSpec] = [],
        body: BodySpec? = nil,
        response: ResponseSpec = .none,
        store: StoreSpec? = nil,
        triggers: [NameReference] = [],
        concurrency: ConcurrencyPolicy? = nil,
        debounceMilliseconds: Int = 0,
        pagination: PaginationSpec? = nil,
        location: SourceLocation
    ) {
        self.init(Parts(
            name: name,
            method: method,
            path: path,
            pathLocation: pathLocation,
            payload: payload,
            pathParameters: pathParameters,
            query: query,
            headers: headers,
            body: body,
            response: response,
            stores: store.map { [$0] } ?? [],
            triggers: triggers,
            concurrency: concurrency ?? .defaultPolicy(for: method),
            debounceMilliseconds: debounceMilliseconds,
            pagination: pagination,
            location: location
        ))
    }

    /// The names of the actions generated for this endpoint, which share the Action enum with
    /// declared actions: the request action (`name`), `nameSucceeded`, `nameFailed`, `nameCancelled`,
    /// and the pagination's `nextPageAction`, if any.
    public var generatedActionNames: [String] {
        var names = [swiftName, swiftName + "Succeeded", swiftName + "Failed", swiftName + "Cancelled"]
        if let next = pagination?.nextPageAction.name { names.append(SwiftName.lowerCamelCase(next)) }
        return names
    }

    /// The sources of what the request sends, in order: its path parameters, query items and headers, then
    /// its body's value or fields. A template is one source here; its placeholders are its `readSources`.
    var requestSources: [ValueSource] {
        var sources = pathParameters.map(\.source) + query.map(\.source) + headers.map(\.source)
        switch body {
        case .value(let source): sources.append(source)
        case .object(let fields): sources += fields.map(\.source)
        case nil: break
        }
        return sources
    }

    /// Whether every request's answer counts, not only the latest one's: with `queue`, and with a policy
    /// keyed by payload, where requests for different keys are all current.
    public var keepsEveryResponse: Bool { concurrency == .queue || concurrencyKey != nil }

    /// The generated State properties of this endpoint: its status, when it keeps every response the
    /// list of failed requests (`nameFailures`), and per optimistic step its records (`nameUndo1`, ...).
    public var generatedStatePropertyNames: [String] {
        let requests = keepsEveryResponse ? [generatedStatusPropertyName, swiftName + "Failures"] : [generatedStatusPropertyName]
        return requests + optimistic.indices.map { swiftName + "Undo\($0 + 1)" }
    }

    /// The payload field whose spec name or Swift name is `name`.
    public func payloadField(named name: String) -> PayloadFieldSpec? {
        payload.first { $0.name == name } ?? payload.first { $0.swiftName == name }
    }
}

/// The HTTP methods an endpoint can use.
public enum HTTPMethod: String, Hashable, Sendable, CaseIterable {
    case get = "GET"
    case post = "POST"
    case put = "PUT"
    case patch = "PATCH"
    case delete = "DELETE"

    /// Whether a request of this method may carry a body.
    public var allowsBody: Bool { self == .post || self == .put || self == .patch }
}

/// A named request parameter (path placeholder, query item or header) and where its value comes from.
public struct ParameterSpec: Hashable, Sendable {
    public var name: String
    public var source: ValueSource
    public var location: SourceLocation

    public init(name: String, source: ValueSource, location: SourceLocation) {
        self.name = name
        self.source = source
        self.location = location
    }
}

/// Where a request value comes from.
public enum ValueSource: Hashable, Sendable {
    /// `state.field`
    case state(NameReference)
    /// `payload.field`: a payload field of the endpoint's request action.
    case payload(NameReference)
    /// `{ value: text }`: a literal, sent as written.
    case literal(String, at: SourceLocation)
    /// `{ template: "Bearer {state.token}" }`: text with state and payload values in it.
    case template(StringTemplate)
    /// `app.session.token`: a state field of another feature generated together with this one.
    case app(AppValueReference)
}

/// The JSON body of a request.
public enum BodySpec: Hashable, Sendable {
    /// `body: { from: payload.item }`: one value, encoded as JSON.
    case value(ValueSource)
    /// `body: { fields: { name: source, ... } }`: a JSON object built from several values.
    case object([ParameterSpec])
}

/// What a response decodes as.
public enum ResponseSpec: Hashable, Sendable {
    /// No body is decoded (`response: none`, e.g. DELETE answered with 204).
    case none
    /// A type, usually a model or `[Model]`.
    case type(TypeReference, at: SourceLocation)

    /// The decoded type, if any.
    public var type: TypeReference? {
        if case .type(let type, _) = self { return type }
        return nil
    }
}

/// One target of `store:`: which state field receives the response, from where inside it, and how.
public struct StoreSpec: Hashable, Sendable {
    /// How the value reaches the field.
    public enum Operation: Hashable, Sendable {
        /// `into: field`: the value replaces the field.
        case replace
        /// `append: field` (an array): the value (an element, or an array of elements) is appended.
        case append
        /// `upsert: field, by: id` (an array of a model): each stored element replaces the element with the
        /// same `by` field, or is appended when there is none.
        case upsert(by: NameReference)
        /// `removeFrom: field, by: id` (an array of a model): removes the elements whose `by` field equals
        /// the stored value's (a model), or the stored value itself (a value of the `by` field's type).
        case removeFrom(by: NameReference)

        /// The key the operation is written with.
        public var keyword: String {
            switch self {
            case .replace: "into"
            case .append: "append"
            case .upsert: "upsert"
            case .removeFrom: "removeFrom"
            }
        }

        /// The model field elements are matched by, for `upsert` and `removeFrom`.
        public var matchField: NameReference? {
            switch self {
            case .replace, .append: nil
            case .upsert(let by), .removeFrom(let by): by
            }
        }
    }

    /// The state field that receives the value.
    public var into: NameReference
    /// Field names leading from the response to the stored value (empty: the whole response).
    public var path: [NameReference]
    public var operation: Operation
    public var location: SourceLocation

    public init(into: NameReference, path: [NameReference] = [], operation: Operation = .replace, location: SourceLocation) {
        self.into = into
        self.path = path
        self.operation = operation
        self.location = location
    }
}

/// What happens when a request starts while another one of the same endpoint is in flight.
public enum ConcurrencyPolicy: String, Hashable, Sendable, CaseIterable {
    /// Cancel the in-flight request; the newest wins.
    case latest
    /// Ignore the new request while one is in flight.
    case dropWhileInFlight
    /// Run requests one after another, in order.
    case queue

    /// The policy of an endpoint whose spec names none: `latest` for reads (`GET`), where a newer read
    /// makes the answer to an older one stale; `queue` for writes (`POST`, `PUT`, `PATCH`, `DELETE`), which
    /// must each reach the server, in the order the user made them, and must never cancel one another.
    public static func defaultPolicy(for method: HTTPMethod) -> ConcurrencyPolicy {
        method == .get ? .latest : .queue
    }
}

/// How a list endpoint pages.
public struct PaginationSpec: Hashable, Sendable {
    /// The paging scheme.
    public enum Style: Hashable, Sendable {
        /// `style: page`: `pageParam` counts pages from `firstPage`, `sizeParam` carries `pageSize`;
        /// the last page is the first with fewer than `pageSize` items.
        case page(pageParam: String, sizeParam: String?, pageSize: Int, firstPage: Int)
        /// `style: cursor`: the request sends `param` with the cursor the previous response gave at
        /// `next` (a field path); a `null` or missing cursor means the last page.
        case cursor(param: String, next: [NameReference], sizeParam: String?, pageSize: Int)
    }

    public var style: Style
    /// Field names leading from the response to the page's items (empty: the response is the array).
    public var items: [NameReference]
    /// The generated action that loads the next page; it does nothing while a page is loading or after
    /// the last page.
    public var nextPageAction: NameReference
    public var location: SourceLocation

    public init(style: Style, items: [NameReference] = [], nextPageAction: NameReference, location: SourceLocation) {
        self.style = style
        self.items = items
        self.nextPageAction = nextPageAction
        self.location = location
    }
}
