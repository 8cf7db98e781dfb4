import PercentEncoding

/// The request the generated live-request test expects: path, query items, headers and JSON body for the
/// inputs it passes (see `LiveTestInputs`), each a Swift expression the test compares with `==`.
extension RequestValues {
    private var inputs: LiveTestInputs { LiveTestInputs(context: context, endpoint: endpoint) }

    /// The exact path, with path parameters filled in and percent-encoded: a string literal, or an
    /// interpolation where a value has no text known in advance.
    func expectedPath() throws(UnresolvedReference) -> String {
        var literal = ""
        var interpolated = ""
        var needsInterpolation = false
        var remaining = endpoint.path[...]
        while let open = remaining.firstIndex(of: "{"), let close = remaining[open...].firstIndex(of: "}") {
            let fixed = String(remaining[..<open])
            literal += fixed
            interpolated += Self.interpolationSafe(fixed)
            let name = String(remaining[remaining.index(after: open)..<close])
            guard let source = endpoint.pathParameters.first(where: { $0.name == name })?.source else {
                throw UnresolvedReference(kind: "binding of a path parameter of endpoint '\(endpoint.name)'", name: name)
            }
            switch try inputs.text(of: source) {
            case .absent:
                break
            case .text(let text):
                literal += Self.percentEncoded(text)
                interpolated += Self.interpolationSafe(Self.percentEncoded(text))
            case .expression(let expression):
                needsInterpolation = true
                interpolated += "\\(HTTPPath.segment(" + expression + "))"
            }
            remaining = remaining[remaining.index(after: close)...]
        }
        literal += remaining
        interpolated += Self.interpolationSafe(String(remaining))
        return needsInterpolation ? "\"" + interpolated + "\"" : SwiftLiteralSource.stringLiteral(literal)
    }

    /// The query items, in the order `RequestQueryItem` decides, as `HTTPQueryItem(name:value:)` expressions,
    /// for the test's inputs: a fresh state asks for the first page, without a cursor.
    func expectedQueryItems() throws(UnresolvedReference) -> [String] {
        var items: [String] = []
        for item in RequestQueryItem.items(of: endpoint) {
            switch item {
            case .value(let name, let source):
                for text in try inputs.queryTexts(of: source) {
                    if let pair = Self.pair(SwiftLiteralSource.stringLiteral(name), text) {
                        items.append("HTTPQueryItem(name: \(pair.name), value: \(pair.value))")
                    }
                }
            case .page(let name, let firstPage):
                items.append(Self.queryItem(name, String(firstPage)))
            case .cursor:
                break
            case .pageSize(let name, let size):
                items.append(Self.queryItem(name, String(size)))
            }
        }
        return items
    }

    /// The headers, in order, as `"Name": value` entries of an `HTTPHeaders` literal: the endpoint's, then
    /// the API's (the client's default headers, added when the endpoint does not set them), then the
    /// `Content-Type` that `APIClient` adds to a body.
    func expectedHeaders() throws(UnresolvedReference) -> [String] {
        var entries: [String] = []
        var sentNames: [String] = []
        for header in endpoint.headers {
            if let pair = Self.pair(SwiftLiteralSource.stringLiteral(header.name), try inputs.text(of: header.source)) {
                entries.append(pair.name + ": " + pair.value)
                sentNames.append(header.name.lowercased())
            }
        }
        for header in context.spec.api?.headers ?? [] where !sentNames.contains(header.name.lowercased()) {
            entries.append(SwiftLiteralSource.stringLiteral(header.name) + ": " + SwiftLiteralSource.stringLiteral(header.value))
            sentNames.append(header.name.lowercased())
        }
        if endpoint.body != nil, !sentNames.contains("content-type") {
            entries.append("\"Content-Type\": \"application/json\"")
        }
        return entries
    }

    /// The JSON body, over lines, or `nil` without a body or where a value's JSON is not known in advance.
    func expectedBodyJSON() throws(UnresolvedReference) -> [String]? {
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
        case nil:
            return nil
        }
    }

    private static func queryItem(_ name: String, _ value: String) -> String {
        let (name, value) = (SwiftLiteralSource.stringLiteral(name), SwiftLiteralSource.stringLiteral(value))
        return "HTTPQueryItem(name: \(name), value: \(value))"
    }

    private static func pair(_ name: String, _ text: LiveTestInputs.Text) -> (name: String, value: String)? {
        switch text {
        case .absent: nil
        case .text(let text): (name, SwiftLiteralSource.stringLiteral(text))
        case .expression(let expression): (name, expression)
        }
    }

    /// `text` inside a string literal that also holds interpolations.
    private static func interpolationSafe(_ text: String) -> String {
        String(SwiftLiteralSource.stringLiteral(text).dropFirst().dropLast())
    }

    /// `text` as `HTTPPath.segment` writes it, by the same definition (`PercentEncoding`).
    static func percentEncoded(_ text: String) -> String {
        PercentEncoding.encode(text)
    }
}
