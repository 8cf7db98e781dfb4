/// A live repository's request: `method`, the `path` (with `{name}` placeholders) and its `pathParameters`,
/// the `query`, `headers`, its `body` (absent without one), the `credentialLocal` it is authenticated
/// with, and for a linked page the `nextLinkLocal` it follows.
struct RequestContext: Encodable {
    var method: String
    var path: String
    var pathParameters: [RequestItemContext]
    var query: RequestItemsContext
    var headers: RequestItemsContext
    var body: RequestBodyContext?
    var credentialLocal: String?
    var nextLinkLocal: String?

    init(_ request: ResolvedRequest) {
        method = request.method
        path = request.pathTemplate
        pathParameters = request.pathParameters.map(RequestItemContext.init)
        query = RequestItemsContext(request.queryItems)
        headers = RequestItemsContext(request.headers)
        if let fields = request.formFields, !fields.isEmpty {
            body = RequestBodyContext(form: fields)
        } else {
            body = request.body.map(RequestBodyContext.init)
        }
        credentialLocal = request.credentialLocal
        nextLinkLocal = request.nextLinkLocal
    }
}

/// A request's query items, headers or form fields, `items`, by the `kind` of code that builds them: a
/// `literal` (an array or a dictionary literal) when every item is sent on every request, else `built`
/// item by item, an optional one only when it has a value and an array one once per element.
struct RequestItemsContext: Encodable {
    enum Kind: String, Encodable { case literal, built }

    var kind: Kind
    var items: [RequestItemContext]

    init(_ items: [ResolvedRequestItem]) {
        kind = items.allSatisfy { $0.encoding == .single } ? .literal : .built
        self.items = items.map(RequestItemContext.init)
    }
}

/// A path parameter, query item, header or form field: its `name`, for a `template:` value the `local` it
/// is bound to first from its `interpolation` (`let <local> = <interpolation>`, before the statement that
/// sends the item), the `value` read, its `text` (the text sent) and its `kind` of encoding.
struct RequestItemContext: Encodable {
    var name: String
    var local: String?
    var interpolation: InterpolationContext?
    var value: String?
    var text: TextValueContext
    var kind: ResolvedRequestItem.Encoding

    init(_ item: ResolvedRequestItem) {
        name = item.name
        local = item.binding?.local
        interpolation = item.binding.map { InterpolationContext($0.interpolation) }
        value = item.value
        text = TextValueContext(item.text, marksTry: item.text.conversion.isThrowing)
        kind = item.encoding
    }
}

/// A request's body, by its `kind`: JSON of one `value`, JSON of a body struct (`struct`: its `type`, built
/// from `arguments`), or a `form` of `fields`.
struct RequestBodyContext: Encodable {
    enum Kind: String, Encodable { case value, `struct`, form }

    struct Argument: Encodable {
        var label: String
        var value: TextValueContext
    }

    var kind: Kind
    var value: TextValueContext?
    var type: String?
    var arguments: [Argument]?
    var fields: RequestItemsContext?

    init(form fields: [ResolvedRequestItem]) {
        kind = .form
        self.fields = RequestItemsContext(fields)
    }

    init(_ body: ResolvedRequestBody) {
        func text(_ value: ResolvedRunTimeValue) -> TextValueContext {
            TextValueContext(ResolvedValueText(value: value, conversion: .asIs), marksTry: false)
        }
        switch body {
        case .value(let sent): (kind, value) = (.value, text(sent))
        case .fields(let type, let fields):
            (kind, self.type, arguments) = (.struct, type, fields.map { Argument(label: $0.label, value: text($0.value)) })
        }
    }
}

/// The text a value is sent as: `marksTry` (the expression is marked `try` itself), the value (`kind`: a
/// `local` by `name`, a `literal` or a `sample` (`sampleValue`), then the `steps` that read into it, in
/// order) and its `conversion`.
struct TextValueContext: Encodable {
    enum Kind: String, Encodable { case local, literal, sample }

    /// A read into the value: force-unwrapping it (`unwrap`: `!`) or its element at `index` (`element`:
    /// `[0]`).
    struct Step: Encodable {
        enum Kind: String, Encodable { case unwrap, element }

        var kind: Kind
        var index: Int?
    }

    var marksTry: Bool
    var kind: Kind
    var name: String?
    var literal: PartsContext<LiteralPart>?
    var sampleValue: PartsContext<SampleValuePart>?
    var steps: [Step]
    var conversion: ResolvedTextConversion

    init(_ text: ResolvedValueText, marksTry: Bool) {
        self.marksTry = marksTry
        switch text.value.base {
        case .local(let local): (kind, name) = (.local, local)
        case .literal(let literal): (kind, self.literal) = (.literal, LiteralPart.parts(of: literal))
        case .sample(let sample): (kind, sampleValue) = (.sample, SampleValuePart.parts(of: sample))
        }
        let value = text.value
        steps = (value.unwrapsBase ? [Step(kind: .unwrap)] : [])
            + (value.element.map { [Step(kind: .element, index: $0)] } ?? [])
            + (value.unwrapsElement ? [Step(kind: .unwrap)] : [])
        conversion = text.conversion
    }
}

/// A `template:` value as a string interpolation: `marksTry` (the literal is marked `try`) and `parts`,
/// each `text` written between the quotes or a `value`'s text, never marked `try` itself.
struct InterpolationContext: Encodable {
    struct Part: Encodable {
        enum Kind: String, Encodable { case text, value }

        var kind: Kind
        var text: String?
        var value: TextValueContext?
    }

    var marksTry: Bool
    var parts: [Part]

    init(_ interpolation: ResolvedInterpolation) {
        marksTry = interpolation.isThrowing
        parts = interpolation.parts.map { part in
            switch part {
            case .text(let text): Part(kind: .text, text: text)
            case .value(let text): Part(kind: .value, value: TextValueContext(text, marksTry: false))
            }
        }
    }
}

/// A text known only at run time, which `_runTimeText` writes: a `value`'s text, marked `try` when its
/// conversion throws, or an `interpolation`.
struct RunTimeTextContext: Encodable {
    enum Kind: String, Encodable { case value, interpolation }

    var kind: Kind
    var value: TextValueContext?
    var interpolation: InterpolationContext?

    init(_ text: ResolvedRunTimeText) {
        switch text {
        case .value(let text): (kind, value) = (.value, TextValueContext(text, marksTry: text.conversion.isThrowing))
        case .interpolation(let interpolation): (kind, self.interpolation) = (.interpolation, InterpolationContext(interpolation))
        }
    }
}
