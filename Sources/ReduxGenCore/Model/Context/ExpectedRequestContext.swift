/// The request a live-request test expects: the `path`'s pieces, `queryItems`, `headers`, the JSON
/// `body`'s lines (empty without one) and the form body's `formFields` when `hasFormBody`
/// (none when the test sends every field `nil`).
struct ExpectedRequestContext: Encodable {
    /// A query item, header or form field: `name` and `value`.
    struct Field: Encodable {
        var name: String
        var value: ExpectedTextContext
    }

    var path: [ExpectedTextContext]
    var queryItems: [Field]
    var headers: [Field]
    var body: [String]
    var hasFormBody: Bool
    var formFields: [Field]

    init(_ request: ResolvedExpectedRequest) {
        func field(_ field: ResolvedExpectedRequest.Field) -> Field {
            Field(name: field.name, value: ExpectedTextContext(field.value))
        }
        path = request.pathPieces.map(ExpectedTextContext.init)
        queryItems = request.queryItems.map(field)
        headers = request.headers.map(field)
        body = request.bodyJSON ?? []
        hasFormBody = request.formFields != nil
        formFields = (request.formFields ?? []).map(field)
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
