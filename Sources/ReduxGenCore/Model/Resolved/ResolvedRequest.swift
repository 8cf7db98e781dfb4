/// How the live repository builds one endpoint's request: the parts the `_request` partial writes, each
/// with the rule that turns its value into what is sent. Which query items there are, and in which order,
/// is decided by `RequestQueryItem`; how a value becomes text by `TextValueSource`, as data `_textValue`
/// writes.
public struct ResolvedRequest: Hashable, Sendable {
    /// The HTTP method as `HTTPMethod` names its case: `get`, `post`, ...
    public var method: String
    /// The path as written in the spec, with its `{name}` placeholders (unquoted).
    public var pathTemplate: String
    /// The values of the path's placeholders, in spec order; `name` is the placeholder's name.
    public var pathParameters: [ResolvedRequestItem]
    /// The query items, in the order they are sent.
    public var queryItems: [ResolvedRequestItem]
    /// The endpoint's own headers, in spec order (the API's headers are the client's default headers).
    public var headers: [ResolvedRequestItem]
    /// The value the JSON body is encoded from, or `nil` without a JSON body.
    public var body: ResolvedRequestBody?
    /// The fields of a form body (`application/x-www-form-urlencoded`), in the order they are sent, each
    /// encoded as a query item is; `nil` without a form body.
    public var formFields: [ResolvedRequestItem]?
    /// The parameter holding the credential of `api.auth`, which `specAuth` puts in the request; `nil` for an
    /// endpoint without (`auth: none`, or no `api.auth`).
    public var credentialLocal: String?
    /// The local of the next page's URL (`style: link` pagination), which the request is sent to when it is
    /// not nil (`request.following(next)`); `nil` for every other endpoint.
    public var nextLinkLocal: String? = nil
}

/// The value a request's JSON body is encoded from.
public enum ResolvedRequestBody: Hashable, Sendable {
    /// One value: a local (a payload or state value's parameter, another feature's value) or a literal string.
    case value(ResolvedRunTimeValue)
    /// The body struct made from `body: { fields: ... }`: its type's name (`AddBody`) and one argument per
    /// field, in spec order.
    case fields(type: String, arguments: [ResolvedBodyArgument])
}

/// An argument of the body struct's initializer: `articleId: id`.
public struct ResolvedBodyArgument: Hashable, Sendable {
    /// The argument label as a call site writes it.
    public var label: String
    /// The value passed: a local or a literal string.
    public var value: ResolvedRunTimeValue
}

/// One path parameter, query item, header or form field of a request.
public struct ResolvedRequestItem: Hashable, Sendable {
    /// How a value becomes what is sent (docs/spec.md, "`endpoints`").
    public enum Encoding: String, Hashable, Sendable, Encodable {
        /// One item or header: the value's text.
        case single
        /// Left out while the value is `nil`; otherwise the unwrapped value's text.
        case optional
        /// One item per element of an array, in order: an empty array sends none.
        case eachElement
        /// An optional array: nothing while `nil`, else one item per element.
        case optionalEachElement
    }

    /// The item's or header's name, as sent (unquoted).
    public var name: String
    /// A template, bound to a local first; `text` then reads the local.
    public var binding: ResolvedTemplateBinding?
    /// The local read for the `optional`, `eachElement` and `optionalEachElement` encodings, by its name:
    /// what an optional is unwrapped from and an array iterated; `nil` for `single`, whose `text` reads its
    /// value itself.
    public var value: String? = nil
    /// The text sent, which `_textValue.mustache` writes (marked `try` when its conversion throws): of
    /// `value` for `single` (a literal string and the page size as they are, the page in Swift's notation),
    /// of the unwrapped `value`, read as the local `value`, for `optional`, and of each `element` for the
    /// others.
    public var text: ResolvedValueText
    /// How `value` becomes what is sent.
    public var encoding: Encoding
}

/// A `template:` value bound to a local before the statement that sends it: `let <local> = <value>`. The
/// line wrapper splits a binding too long for its line into the template's pieces, one a line.
public struct ResolvedTemplateBinding: Hashable, Sendable {
    /// The local the statement reads: `authorizationTemplate`.
    public var local: String
    /// The template as a string interpolation of its placeholders' texts (`"Bearer \(token)"`).
    public var interpolation: ResolvedInterpolation
}

/// How a request effect that loads from the first page is started: by its cancel id under its concurrency
/// policy, after a wait for quiet when the endpoint or its trigger debounces.
public struct ResolvedRequestStart: Hashable, Sendable {
    /// The id the effect is cancelled by.
    public var cancelID: ResolvedCancelID
    /// What happens to a request still in flight when a new one starts.
    public var policy: ResolvedCancellationPolicy
    /// Whether the request waits before it is sent (`debounce:` on the endpoint or its trigger).
    public var waits: Bool
    /// How long it waits: a number of milliseconds, or the local `debounce`, the wait each trigger passes.
    public var waitDuration: ResolvedArgumentValue
    /// Whether a new request restarts the wait of the one waiting (a debounced `latest` request): the
    /// effect is `.debounce(id:...)`, which is cancellable itself; otherwise it is delayed, then made
    /// cancellable under `policy`.
    public var restartsWait: Bool
}

/// A value a request reads when it starts: the local the repository call passes, and where its value comes
/// from, which `_startValue.mustache` writes.
public struct ResolvedStartArgument: Hashable, Sendable {
    /// Where a request's value is read when the request starts.
    public enum Source: Hashable, Sendable {
        /// A state field, escaped: `state.query`.
        case state(field: String)
        /// A payload value of the request action, by its local: `id`.
        case payload(local: String)
        /// The next page of a paginated endpoint, by its page property: `state.loadPage.nextPage`.
        case nextPage(pageProperty: String)
        /// The next cursor of a paginated endpoint: `state.loadPage.nextCursor`.
        case nextCursor(pageProperty: String)
        /// The next page's URL of an endpoint paged by `Link` headers: `state.load.page.nextURL`.
        case nextURL(pageProperty: String)
        /// Another feature's value, read through the environment: `environment.sessionToken()`.
        case app(environmentName: String)
    }

    /// The argument label as a call site writes it, never in backticks.
    public var label: String
    /// Where the value comes from.
    public var source: Source
    /// The local the repository call passes: the payload's own local, or one the start function binds.
    public var local: String
    /// Whether the value is the credential of `api.auth`, which the call passes through `APIAuth.required`
    /// (a `nil` or empty one fails the request with `APIError.missingCredential` before the repository).
    public var requiresCredential = false
}

/// The id a request effect is cancelled by, which `_cancelID.mustache` writes: a member of the feature's
/// cancel-id namespace (`FeedCancelID.load`), keyed by a payload value where the endpoint's concurrency has a
/// `key:` (`KeyedEffectID(FeedCancelID.like, key: id)`).
public struct ResolvedCancelID: Hashable, Sendable, Encodable {
    /// The feature's cancel-id enum: `FeedCancelID`.
    public var namespace: String
    /// The endpoint's member of it, escaped: `load`.
    public var member: String
    /// The local holding the key, for a keyed policy.
    public var key: String?

    public init(namespace: String, member: String, key: String? = nil) {
        self.namespace = namespace
        self.member = member
        self.key = key
    }
}

/// What a new request does to one of the same endpoint still in flight, by the name of ReduxRuntime's
/// `CancellationPolicy` case, which templates write after a dot.
public enum ResolvedCancellationPolicy: String, Hashable, Sendable {
    /// The new request cancels the one in flight.
    case cancelInFlight
    /// The new request waits for the one in flight to end.
    case queue
}
