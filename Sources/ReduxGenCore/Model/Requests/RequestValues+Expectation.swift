import PercentEncoding

/// The request the generated live-request test expects: path, query items, headers and JSON body for the
/// inputs it passes (see `LiveTestInputs`), as data the templates write as Swift.
extension RequestValues {
    private var inputs: LiveTestInputs { LiveTestInputs(context: context, endpoint: endpoint) }

    /// The whole expected request.
    func expectedRequest() throws(UnresolvedReference) -> ResolvedExpectedRequest {
        ResolvedExpectedRequest(
            pathPieces: try expectedPathPieces(),
            queryItems: try expectedQueryItems(),
            headers: try expectedHeaders(),
            bodyJSON: try expectedBodyJSON(),
            formFields: try expectedFormFields()
        )
    }

    /// The exact path, with path parameters filled in: their texts percent-encoded where known in advance,
    /// else the inputs they are read from. An optional parameter that is `nil` leaves its placeholder empty.
    private func expectedPathPieces() throws(UnresolvedReference) -> [ResolvedExpectedRequest.PathPiece] {
        var pieces: [ResolvedExpectedRequest.PathPiece] = []
        var remaining = endpoint.path[...]
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            pieces.append(.text(String(remaining[..<open])))
            let name = String(remaining[remaining.index(after: open)..<close])
            guard let source = endpoint.pathParameters.first(where: { $0.name == name })?.source else {
                throw UnresolvedReference(kind: "binding of a path parameter of endpoint '\(endpoint.name)'", name: name)
            }
            switch try inputs.text(of: source) {
            case .absent:
                break
            case .text(let text):
                pieces.append(.text(Self.percentEncoded(text)))
            case .runTime(let text):
                pieces.append(.segment(text))
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        pieces.append(.text(String(remaining)))
        return Self.joiningTexts(pieces)
    }

    /// The query items, in the order `RequestQueryItem` decides, for the test's inputs: a fresh state asks for
    /// the first page, without a cursor.
    private func expectedQueryItems() throws(UnresolvedReference) -> [ResolvedExpectedRequest.Field] {
        var items: [ResolvedExpectedRequest.Field] = []
        for item in RequestQueryItem.items(of: endpoint) {
            switch item {
            case .value(let name, let source):
                for text in try inputs.queryTexts(of: source) {
                    if let value = Self.value(text) { items.append(.init(name: name, value: value)) }
                }
            case .page(let name, let firstPage):
                items.append(.init(name: name, value: .text(String(firstPage))))
            case .cursor:
                break
            case .pageSize(let name, let size):
                items.append(.init(name: name, value: .text(String(size))))
            }
        }
        // An API key in the query comes after the request's own items.
        if credentialLocal != nil, case .query(let name)? = context.spec.api?.auth?.placement {
            items.removeAll { $0.name == name }
            items.append(.init(name: name, value: .text(Self.credentialSample)))
        }
        return items
    }

    /// The credential the tests' requests carry: the second sample of a `String`, which another feature's
    /// provider returns and the tests of a `state.` credential set.
    static let credentialSample = SampleScalars.text(variant: 2)

    /// The header the credential goes in, for the tests' credential; `nil` for an API key in the query.
    private func credentialHeader(_ placement: AuthSpec.Placement?) -> ResolvedExpectedRequest.Field? {
        switch placement {
        case .bearer: .init(name: "Authorization", value: .text("Bearer " + Self.credentialSample))
        case .header(let name): .init(name: name, value: .text(Self.credentialSample))
        case .query, nil: nil
        }
    }

    /// The headers, in order: the endpoint's, then the API's (the client's default headers, added when the
    /// endpoint does not set them), then the `Content-Type` that `APIClient` adds to a body. Names are
    /// compared without regard to case, as HTTP does.
    private func expectedHeaders() throws(UnresolvedReference) -> [ResolvedExpectedRequest.Field] {
        var headers: [ResolvedExpectedRequest.Field] = []
        var sentNames: [String] = []
        for header in endpoint.headers {
            if let value = Self.value(try inputs.text(of: header.source)) {
                headers.append(.init(name: header.name, value: value))
                sentNames.append(header.name.lowercased())
            }
        }
        // A form body's request sets its `Content-Type` itself (`HTTPRequest(..., form:)`), before the client
        // adds the API's headers.
        if endpoint.body?.formFields != nil, !sentNames.contains("content-type") {
            headers.append(.init(name: "Content-Type", value: .text(Self.formContentType)))
            sentNames.append("content-type")
        }
        // The live repository authenticates the request it built, before the client adds the API's headers.
        if credentialLocal != nil, let header = credentialHeader(context.spec.api?.auth?.placement) {
            headers.removeAll { $0.name.lowercased() == header.name.lowercased() }
            headers.append(header)
            sentNames.append(header.name.lowercased())
        }
        for header in context.spec.api?.headers ?? [] where !sentNames.contains(header.name.lowercased()) {
            headers.append(.init(name: header.name, value: .text(header.value)))
            sentNames.append(header.name.lowercased())
        }
        if endpoint.body != nil, !sentNames.contains("content-type") {
            headers.append(.init(name: "Content-Type", value: .text("application/json")))
        }
        return headers
    }

    /// The media type a form body is sent as.
    static let formContentType = "application/x-www-form-urlencoded"

    /// The fields of a form body, in order, for the test's inputs: as the query items of the same values
    /// (none for a `nil` value, one per element of an array); `nil` without a form body.
    private func expectedFormFields() throws(UnresolvedReference) -> [ResolvedExpectedRequest.Field]? {
        guard let fields = endpoint.body?.formFields else { return nil }
        var expected: [ResolvedExpectedRequest.Field] = []
        for field in fields {
            for text in try inputs.queryTexts(of: field.source) {
                if let value = Self.value(text) { expected.append(.init(name: field.name, value: value)) }
            }
        }
        return expected
    }

    /// The JSON body, over lines, or `nil` without a body or where a value's JSON is not known in advance.
    private func expectedBodyJSON() throws(UnresolvedReference) -> [String]? {
        // The test writes the lines in a `#"""` raw string, which `\#` and `"""#` would break.
        try bodyJSON().flatMap { lines in lines.contains { $0.contains("\\#") || $0.contains("\"\"\"#") } ? nil : lines }
    }

    private func bodyJSON() throws(UnresolvedReference) -> [String]? {
        switch endpoint.body {
        case .value(let source):
            return try inputs.json(of: source)?.lines
        case .object(let fields):
            var members: [(key: String, value: JSONTree)] = []
            for field in fields {
                guard let value = try inputs.json(of: field.source) else { return nil }
                members.append((key: bodyKey(of: field.name), value: value))
            }
            return JSONTree.object(members).lines
        case .form, nil:
            return nil
        }
    }

    /// The value a query item or header is sent with, or `nil` where it is not sent.
    private static func value(_ text: LiveTestInputs.Text) -> ResolvedExpectedRequest.Value? {
        switch text {
        case .absent: nil
        case .text(let text): .text(text)
        case .runTime(let text): .runTime(text)
        }
    }

    /// `pieces` with each run of adjacent texts joined into one text, and empty texts left out.
    private static func joiningTexts(_ pieces: [ResolvedExpectedRequest.PathPiece]) -> [ResolvedExpectedRequest.PathPiece] {
        var joined: [ResolvedExpectedRequest.PathPiece] = []
        for piece in pieces {
            switch (joined.last, piece) {
            case (_, .text("")):
                continue
            case (.text(let previous)?, .text(let text)):
                joined[joined.count - 1] = .text(previous + text)
            default:
                joined.append(piece)
            }
        }
        return joined
    }

    /// `text` as `HTTPPath.segment` writes it, by the same definition (`PercentEncoding`).
    static func percentEncoded(_ text: String) -> String {
        PercentEncoding.encodeSegment(text)
    }
}
