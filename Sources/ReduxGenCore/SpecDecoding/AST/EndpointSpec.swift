/// An HTTP endpoint of `endpoints:`: how a request is built, what starts it, and where its response goes.
public struct EndpointSpec: Hashable, Sendable {
    /// The name as written, e.g. `searchRepositories`. It is also the name of the generated request action.
    public var name: String {
        didSet { swiftName = SwiftName.lowerCamelCase(name) }
    }
    public var method: HTTPMethod

    /// The path appended to `api.baseURL`, with `{name}` placeholders, e.g. `/articles/{id}`.
    public var path: String

    /// Where the path was written.
    public var pathLocation: SourceLocation

    /// Values of the generated request action, referenced by sources as `payload.name`.
    public var payload: [PayloadFieldSpec]

    /// Bindings of the path's `{name}` placeholders.
    public var pathParameters: [ParameterSpec]

    /// Query items, in the order they were written. A source whose value is `nil` is left out.
    public var query: [ParameterSpec]

    /// Headers of this endpoint, in addition to `api.headers`.
    public var headers: [ParameterSpec]

    /// The body: JSON or a form (POST, PUT, PATCH only).
    public var body: BodySpec?

    /// What the response decodes as.
    public var response: ResponseSpec

    /// Where the decoded response goes in state: every target of `store:`, in the order written.
    public var stores: [StoreSpec] = []

    /// Declared actions that start a request, besides the generated request action.
    public var triggers: [NameReference]

    /// Triggers that name an action of another feature (`app.session.loginSucceeded`), which the app
    /// reducer follows with the request action.
    public var appTriggers: [AppTriggerSpec] = []

    /// The conditions of triggers written as `{ action: name, when: ... }`; a trigger without one always
    /// starts the request.
    public var triggerConditions: [ConditionalTrigger] = []

    /// The debounces of triggers written as `{ action: name, debounce: 300ms }`, which replace the endpoint's
    /// `debounce:` for the requests those triggers start.
    public var triggerDebounces: [TriggerDebounce] = []

    /// `onSuccess:`: reduce steps applied after a response is stored; `from: response` reads the response.
    public var onSuccess: [ReduceStep] = []

    /// `onFailure:`: reduce steps applied when the current request fails; `from: message` reads the error's
    /// description.
    public var onFailure: [ReduceStep] = []

    /// `hooks:`: the outcomes whose generated case calls a hand-written hook (`<endpoint>Succeeded(...)`).
    public var hooks: [EndpointOutcome] = []

    /// `optimistic:`: reduce steps applied when a request starts (reading the endpoint's payload) and undone
    /// when it fails or is cancelled.
    public var optimistic: [ReduceStep] = []

    /// `sensitiveResponse: true`: DevTools and action logs redact the response in the outcome action;
    /// the place the key was written, for diagnostics.
    public var sensitiveResponse: SourceLocation? = nil
    /// Extension keys (`x-...`) written on it, for a team's templates (see `SpecExtensions`).
    public var extensions: TemplateDictionary = [:]
    public var concurrency: ConcurrencyPolicy

    /// The payload field the policy applies per value of (`concurrency: { policy: latest, key: payload.id }`);
    /// `nil` applies it to every request of the endpoint.
    public var concurrencyKey: ValueSource? = nil

    /// Whether the spec wrote `concurrency:`; otherwise `concurrency` is the default for the method, which an
    /// endpoint taken from an OpenAPI operation learns only when the operation is resolved.
    public var concurrencyIsWritten = false

    /// Whether `method` is what the spec says. `false` when the written method was not one reduxgen knows
    /// (already reported): `method` is then a stand-in, and checks that depend on it stay silent.
    public var methodIsKnown = true

    /// How long to wait for quiet before sending, in milliseconds (0: no debounce).
    public var debounceMilliseconds: Int
    public var pagination: PaginationSpec?
    public var location: SourceLocation

    /// `auth: none`: where it was written; the endpoint's requests carry no credential of `api.auth`.
    /// `nil` for an endpoint the API's `auth` applies to.
    public var optsOutOfAuth: SourceLocation? = nil

    /// `operation:`: the operationId of the OpenAPI document's operation that supplies the method, path,
    /// parameters, body and response. Set only until the reference is resolved.
    public var operation: NameReference? = nil

    /// The Swift name of the request action and repository method (unescaped), converted from `name` when
    /// the endpoint is made and whenever `name` is set, since every stage reads it several times per
    /// endpoint.
    public private(set) var swiftName: String

    /// The generated State property that keeps this endpoint's requests (a `RequestState`, or a
    /// `PagedRequestState` with pagination), escaped: `load`.
    public var requestStateProperty: String { SwiftName.escaped(swiftName) }

    /// The name of the struct a `body: { fields: ... }` is encoded from: `AddFavoriteBody`.
    public var bodyTypeName: String { swiftName.prefix(1).uppercased() + swiftName.dropFirst() + "Body" }

    /// The request status in the generated State: `load.status`.
    public var statusPath: String { requestStateProperty + ".status" }

    /// The page position of a paginated endpoint in the generated State: `load.page`.
    public var pagePath: String { requestStateProperty + ".page" }

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
        self.name = name
        self.swiftName = SwiftName.lowerCamelCase(name)
        self.method = method
        self.path = path
        self.pathLocation = pathLocation
        self.payload = payload
        self.pathParameters = pathParameters
        self.query = query
        self.headers = headers
        self.body = body
        self.response = response
        self.stores = store.map { [$0] } ?? []
        self.triggers = triggers
        self.concurrency = concurrency ?? .defaultPolicy(for: method)
        self.debounceMilliseconds = debounceMilliseconds
        self.pagination = pagination
        self.location = location
    }

    /// The names of the actions generated for this endpoint, which share the Action enum with
    /// declared actions: the request action (`name`), the outcome case `nameResponse`, the names triggers
    /// give its outcomes (`nameSucceeded`, `nameFailed`, `nameCancelled`), and the pagination's
    /// `nextPageAction`, if any.
    public var generatedActionNames: [String] {
        var names = [swiftName, swiftName + "Response", swiftName + "Succeeded", swiftName + "Failed", swiftName + "Cancelled"]
        if let next = pagination?.nextPageAction.name { names.append(SwiftName.lowerCamelCase(next)) }
        return names
    }

    /// The sources of what the request sends, in order: its path parameters, query items and headers, then
    /// its body's value or fields. A template is one source here; its placeholders are its `readSources`.
    var requestSources: [ValueSource] {
        var sources = pathParameters.map(\.source) + query.map(\.source) + headers.map(\.source)
        switch body {
        case .value(let source): sources.append(source)
        case .object(let fields), .form(let fields): sources += fields.map(\.source)
        case nil: break
        }
        return sources
    }

    /// Whether every request's answer counts, not only the latest one's: with `queue`, and with a policy
    /// keyed by payload, where requests for different keys are all current.
    public var keepsEveryResponse: Bool { concurrency == .queue || concurrencyKey != nil }

    /// The generated State properties of this endpoint: its request state (`name`), and per optimistic
    /// step its records (`undoPropertyNames`).
    public var generatedStatePropertyNames: [String] {
        [swiftName] + undoPropertyNames
    }

    /// Per optimistic step, the State property that keeps what the step changed until its request
    /// answers: `<endpoint>Undo<Field>`, after the field it changes (`markReadUndoReadIDs`); a second step
    /// on the same field gets `2`, and so on.
    public var undoPropertyNames: [String] {
        var stepsPerField: [String: Int] = [:]
        return optimistic.map { step in
            let field = SwiftName.lowerCamelCase(step.field.name)
            let base = swiftName + "Undo" + field.prefix(1).uppercased() + field.dropFirst()
            stepsPerField[base, default: 0] += 1
            let count = stepsPerField[base, default: 1]
            return count == 1 ? base : base + String(count)
        }
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

/// The body of a request.
public enum BodySpec: Hashable, Sendable {
    /// `body: { from: payload.item }`: one value, encoded as JSON.
    case value(ValueSource)
    /// `body: { fields: { name: source, ... } }`: a JSON object built from several values.
    case object([ParameterSpec])
    /// `body: { form: { name: source, ... } }`: form fields, sent as `application/x-www-form-urlencoded`
    /// under their names as written, each value as a query item's is (optional: left out while `nil`;
    /// array: one field per element).
    case form([ParameterSpec])

    /// The fields of a form body, or `nil` for a JSON body.
    public var formFields: [ParameterSpec]? {
        if case .form(let fields) = self { return fields }
        return nil
    }
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
public enum ConcurrencyPolicy: String, Hashable, Sendable, CaseIterable, Encodable {
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
        /// `style: link`: the first request is the endpoint's own (with `sizeParam` carrying `pageSize`);
        /// each next page is requested from the URL of the previous response's `Link` header `rel="next"`,
        /// as it is; a response without one is the last page.
        case link(sizeParam: String?, pageSize: Int)
    }

    /// Whether the next page's URL comes from the response's `Link` header (`style: link`).
    public var isLinkStyle: Bool {
        if case .link = style { return true }
        return false
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
