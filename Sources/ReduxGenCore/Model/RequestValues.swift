/// The values one endpoint's request needs, as repository method parameters, and the statements the
/// live repository builds the request from them with.
struct RequestValues: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec
    /// The repository method's parameters, in order of first use: path, query, headers, body, paging.
    private(set) var parameters: [ResolvedParameter] = []
    /// The arguments the effect passes, parallel to `parameters`.
    private(set) var startArguments: [ResolvedArgument] = []
    /// The parameter's local name per source (`state:name` or `payload:name`).
    private var localBySource: [String: String] = [:]
    private var typeBySource: [String: TypeReference] = [:]
    private var pageLocal: String?
    private var cursorLocal: String?

    init(context: ResolutionContext, endpoint: EndpointSpec) {
        self.context = context
        self.endpoint = endpoint
        var sources = endpoint.pathParameters.map(\.source) + endpoint.query.map(\.source) + endpoint.headers.map(\.source)
        switch endpoint.body {
        case .value(let source): sources.append(source)
        case .object(let fields): sources += fields.map(\.source)
        case nil: break
        }
        for source in sources { add(source) }
        switch endpoint.pagination?.style {
        case .page(let pageParam, _, let pageSize, let firstPage):
            _ = pageSize
            pageLocal = addParameter(
                label: uniqueLabel(Self.label(forQueryName: pageParam, otherwise: "page")),
                type: .int,
                start: "state.\(endpoint.swiftName)Page.nextPage",
                expected: String(firstPage)
            )
        case .cursor(let param, _, _, _):
            cursorLocal = addParameter(
                label: uniqueLabel(Self.label(forQueryName: param, otherwise: "cursor")),
                type: .optional(.string),
                start: "state.\(endpoint.swiftName)Page.nextCursor",
                expected: "nil"
            )
        case nil:
            break
        }
    }

    /// The parameter label of a paging query item: its name in lowerCamelCase, or `fallback` when that is
    /// no Swift identifier (a query name may be any text, such as `page no`).
    private static func label(forQueryName name: String, otherwise fallback: String) -> String {
        let converted = SwiftName.lowerCamelCase(name)
        return SwiftIdentifier.memberNameProblem(name) == nil ? converted : fallback
    }

    private mutating func add(_ source: ValueSource) {
        switch source {
        case .literal:
            return
        case .state(let reference):
            let key = "state:" + reference.name
            guard localBySource[key] == nil, let field = context.stateField(reference.name) else { return }
            let label = uniqueLabel(field.swiftName)
            localBySource[key] = addParameter(
                label: label,
                type: field.type,
                start: "state." + SwiftName.escaped(field.swiftName),
                expected: context.defaultValue(of: field)
            )
            typeBySource[key] = field.type
        case .payload(let reference):
            let key = "payload:" + reference.name
            guard localBySource[key] == nil, let field = endpoint.payloadField(named: reference.name) else { return }
            let local = LocalNames.local(for: field.swiftName)
            localBySource[key] = addParameter(label: uniqueLabel(field.swiftName), type: field.type, start: local, expected: local)
            typeBySource[key] = field.type
        }
    }

    /// Adds a parameter and returns its local name.
    private mutating func addParameter(label: String, type: TypeReference, start: String, expected: String) -> String {
        let swiftType = context.types.source(for: type)
        let local = LocalNames.local(for: label)
        parameters.append(ResolvedParameter(
            label: LocalNames.label(label),
            localName: local,
            type: swiftType,
            declaration: LocalNames.declaration(label: label, type: swiftType),
            expectedValue: expected
        ))
        startArguments.append(ResolvedArgument(label: LocalNames.label(label), value: start))
        return local
    }

    private func uniqueLabel(_ base: String) -> String {
        var label = base
        var number = 2
        while parameters.contains(where: { $0.label == LocalNames.label(label) }) {
            label = base + String(number)
            number += 1
        }
        return label
    }

    private func key(of source: ValueSource) -> String? {
        switch source {
        case .state(let reference): "state:" + reference.name
        case .payload(let reference): "payload:" + reference.name
        case .literal: nil
        }
    }

    /// The value of `source` inside the repository method, and its type (`nil` for a literal, a `String`).
    func value(of source: ValueSource) -> (expression: String, type: TypeReference?) {
        if case .literal(let text, _) = source { return (SwiftLiteralSource.stringLiteral(text), nil) }
        guard let key = key(of: source), let local = localBySource[key] else { return ("\"\"", nil) }
        return (local, typeBySource[key])
    }

    /// Whether a request from the initial state sends `source`: literals and non-optional values always,
    /// optional ones unless they are `nil` (state fields at a `nil` default; payloads are sampled).
    private func isSentFromInitialState(_ source: ValueSource) -> Bool {
        guard let key = key(of: source), let local = localBySource[key],
              let parameter = parameters.first(where: { $0.localName == local }) else { return true }
        return parameter.expectedValue != "nil"
    }

    /// The query item names a request from the initial state sends, in order.
    func expectedQueryNames() -> [String] {
        var names = endpoint.query.filter { isSentFromInitialState($0.source) }.map(\.name)
        switch endpoint.pagination?.style {
        case .page(let pageParam, let sizeParam, _, _):
            names.append(pageParam)
            if let sizeParam { names.append(sizeParam) }
        case .cursor(_, _, let sizeParam, _):
            if let sizeParam { names.append(sizeParam) }
        case nil:
            break
        }
        return names
    }

    /// The header names a request from the initial state sends, in order; `APIClient` adds
    /// `Content-Type` to a request with a body that has none.
    func expectedHeaderNames() -> [String] {
        var names = (context.spec.api?.headers ?? []).map(\.name)
            + endpoint.headers.filter { isSentFromInitialState($0.source) }.map(\.name)
        if endpoint.body != nil, !names.contains(where: { $0.lowercased() == "content-type" }) {
            names.append("Content-Type")
        }
        return names
    }

    /// The statements that build `path`, `queryItems`, `headers`, `body` and `request`.
    func requestLines() -> [String] {
        var lines: [String] = []
        lines += pathLines()
        let query = queryLines()
        lines += query.isEmpty ? ["let queryItems: [HTTPQueryItem] = []"] : ["var queryItems: [HTTPQueryItem] = []"] + query
        let headers = headerLines()
        lines += headers.isEmpty ? ["let headers = HTTPHeaders()"] : ["var headers = HTTPHeaders()"] + headers
        let body = bodyLine()
        if let body { lines.append(body) }
        lines.append("let request = HTTPRequest(")
        lines.append("    method: .\(endpoint.method.rawValue.lowercased()),")
        lines.append("    path: path,")
        lines.append("    queryItems: queryItems,")
        lines.append(body == nil ? "    headers: headers" : "    headers: headers,")
        if body != nil { lines.append("    body: body") }
        lines.append(")")
        return lines
    }

    private func pathLines() -> [String] {
        let template = SwiftLiteralSource.stringLiteral(endpoint.path)
        guard !endpoint.pathParameters.isEmpty else { return ["let path = " + template] }
        let entries = endpoint.pathParameters.map { parameter in
            SwiftLiteralSource.stringLiteral(parameter.name) + ": " + text(of: parameter.source, orEmpty: true)
        }
        let parameters = "parameters: [" + entries.joined(separator: ", ") + "]"
        let singleLine = "let path = try HTTPPath.expand(\(template), \(parameters))"
        // Repository methods indent their statements by 8.
        guard 8 + singleLine.count > WrappedCall.lineWidth else { return [singleLine] }
        return ["let path = try HTTPPath.expand(", "    \(template),", "    \(parameters)", ")"]
    }

    private func queryLines() -> [String] {
        var lines = endpoint.query.flatMap { append(name: $0.name, source: $0.source, to: "queryItems") }
        switch endpoint.pagination?.style {
        case .page(let pageParam, let sizeParam, let pageSize, _):
            lines.append("queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(pageParam)), value: String(\(pageLocal ?? "1"))))")
            if let sizeParam { lines.append(sizeLine(sizeParam, pageSize)) }
        case .cursor(let param, _, let sizeParam, let pageSize):
            let cursor = cursorLocal ?? "nil"
            lines.append("if let value = \(cursor) {")
            lines.append("    queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(param)), value: value))")
            lines.append("}")
            if let sizeParam { lines.append(sizeLine(sizeParam, pageSize)) }
        case nil:
            break
        }
        return lines
    }

    private func sizeLine(_ sizeParam: String, _ pageSize: Int) -> String {
        "queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(sizeParam)), value: \"\(pageSize)\"))"
    }

    private func headerLines() -> [String] {
        var lines = (context.spec.api?.headers ?? []).map { header in
            "headers.add(name: \(SwiftLiteralSource.stringLiteral(header.name)), value: \(SwiftLiteralSource.stringLiteral(header.value)))"
        }
        for header in endpoint.headers {
            let (expression, type) = value(of: header.source)
            let name = SwiftLiteralSource.stringLiteral(header.name)
            if let type, type.isOptional {
                lines.append("if let value = \(expression) {")
                lines.append("    headers.add(name: \(name), value: \(TextValueSource.text(of: "value", type: type, feature: context.spec)))")
                lines.append("}")
            } else {
                let text = type.map { TextValueSource.text(of: expression, type: $0, feature: context.spec) } ?? expression
                lines.append("headers.add(name: \(name), value: \(text))")
            }
        }
        return lines
    }

    /// `collection.append(HTTPQueryItem(...))`, inside `if let` for an optional value.
    private func append(name: String, source: ValueSource, to collection: String) -> [String] {
        let (expression, type) = value(of: source)
        let literalName = SwiftLiteralSource.stringLiteral(name)
        if let type, type.isOptional {
            return [
                "if let value = \(expression) {",
                "    \(collection).append(HTTPQueryItem(name: \(literalName), value: \(TextValueSource.text(of: "value", type: type, feature: context.spec))))",
                "}",
            ]
        }
        let text = type.map { TextValueSource.text(of: expression, type: $0, feature: context.spec) } ?? expression
        return ["\(collection).append(HTTPQueryItem(name: \(literalName), value: \(text)))"]
    }

    /// The text of a path value; an optional one that is `nil` gives an empty segment.
    private func text(of source: ValueSource, orEmpty: Bool) -> String {
        let (expression, type) = value(of: source)
        guard let type else { return expression }
        if type.isOptional {
            return "\(expression).map { value in \(TextValueSource.text(of: "value", type: type, feature: context.spec)) } ?? \"\""
        }
        return TextValueSource.text(of: expression, type: type, feature: context.spec)
    }
}
