/// The request a live-request test expects: the `path`'s pieces, the `query` items, `headers` and its `body`.
struct ExpectedRequestContext: Encodable {
    /// A query item, header or form field: `name` and `value`.
    struct Field: Encodable {
        var name: String
        var value: ExpectedTextContext
    }

    /// The body the test expects, by its `kind`: `json`, whose text it knows (`lines`), `form` (its
    /// `fields`, none when the test sends every field `nil`), `present`, a body whose text it does not
    /// check, or `absent`.
    struct Body: Encodable {
        enum Kind: String, Encodable { case json, form, present, absent }

        var kind: Kind
        var lines: [String]?
        var fields: [Field]?
    }

    var path: [ExpectedTextContext]
    var query: [Field]
    var headers: [Field]
    var body: Body

    init(_ request: ResolvedExpectedRequest, sendsBody: Bool) {
        func field(_ field: ResolvedExpectedRequest.Field) -> Field {
            Field(name: field.name, value: ExpectedTextContext(field.value))
        }
        path = request.pathPieces.map(ExpectedTextContext.init)
        query = request.queryItems.map(field)
        headers = request.headers.map(field)
        if let lines = request.bodyJSON, !lines.isEmpty {
            body = Body(kind: .json, lines: lines)
        } else if let fields = request.formFields {
            body = Body(kind: .form, fields: fields.map(field))
        } else {
            body = Body(kind: sendsBody ? .present : .absent)
        }
    }
}

/// A text a live-request test expects, by its `kind`: `text`, as sent, or `runTime`, a `value` known only at
/// run time (a path segment the test percent-encodes).
struct ExpectedTextContext: Encodable {
    enum Kind: String, Encodable { case text, runTime }

    var kind: Kind
    var text: String?
    var value: RunTimeTextContext?

    init(_ piece: ResolvedExpectedRequest.PathPiece) {
        switch piece {
        case .text(let text): (kind, self.text) = (.text, text)
        case .segment(let runTime): (kind, value) = (.runTime, RunTimeTextContext(runTime))
        }
    }

    init(_ expected: ResolvedExpectedRequest.Value) {
        switch expected {
        case .text(let text): (kind, self.text) = (.text, text)
        case .runTime(let runTime): (kind, value) = (.runTime, RunTimeTextContext(runTime))
        }
    }
}
