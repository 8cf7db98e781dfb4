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

    init(context: ResolutionContext, endpoint: EndpointSpec) throws(UnresolvedReference) {
        self.context = context
        self.endpoint = endpoint
        var sources = endpoint.pathParameters.map(\.source) + endpoint.query.map(\.source) + endpoint.headers.map(\.source)
        switch endpoint.body {
        case .value(let source): sources.append(source)
        case .object(let fields): sources += fields.map(\.source)
        case nil: break
        }
        for source in sources.flatMap(\.readSources) { try add(source) }
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

    private mutating func add(_ source: ValueSource) throws(UnresolvedReference) {
        switch source {
        case .literal, .template:
            return
        case .state(let reference):
            let key = "state:" + reference.name
            guard localBySource[key] == nil else { return }
            let field = try context.stateField(reference.name)
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
            guard localBySource[key] == nil else { return }
            let field = try context.payloadField(reference.name, of: endpoint)
            let local = LocalNames.local(for: field.swiftName)
            localBySource[key] = addParameter(label: uniqueLabel(field.swiftName), type: field.type, start: local, expected: local)
            typeBySource[key] = field.type
        case .app(let app):
            let key = "app:" + app.environmentName
            guard localBySource[key] == nil else { return }
            guard let type = app.type else { throw UnresolvedReference(kind: "value of another feature", name: app.written) }
            localBySource[key] = addParameter(
                label: uniqueLabel(app.environmentName),
                type: type,
                start: "environment." + app.environmentName + "()",
                expected: context.samples.source(for: type, variant: 2)
            )
            typeBySource[key] = type
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
        case .app(let app): "app:" + app.environmentName
        case .literal, .template: nil
        }
    }

    /// The value of `source` inside the repository method, and its type (`nil` for a literal, a `String`).
    /// Every state and payload source got its parameter in `init`; validation keeps templates out of bodies.
    func value(of source: ValueSource) -> (expression: String, type: TypeReference?) {
        switch source {
        case .literal(let text, _):
            return (SwiftLiteralSource.stringLiteral(text), nil)
        case .template:
            preconditionFailure("validation allows templates only in paths, query items and headers")
        case .state, .payload, .app:
            let key = key(of: source) ?? ""
            guard let local = localBySource[key], let type = typeBySource[key] else {
                preconditionFailure("every request value gets its parameter when RequestValues is made: \(key)")
            }
            return (local, type)
        }
    }

    /// The statements that build `path`, `queryItems`, `headers`, `body` and `request`.
    func requestLines() throws(UnresolvedReference) -> [String] {
        var lines: [String] = []
        lines += try pathLines()
        // A request without query items, headers of its own or body leaves out what it does not send; the API's
        // headers are the client's default headers.
        var labelled = ["method: .\(endpoint.method.rawValue.lowercased())", "path: path"]
        let query = try queryLines()
        if !query.isEmpty {
            lines += ["var queryItems: [HTTPQueryItem] = []"] + query
            labelled.append("queryItems: queryItems")
        }
        let headers = try headerLines()
        if !headers.isEmpty {
            lines += ["var headers = HTTPHeaders()"] + headers
            labelled.append("headers: headers")
        }
        if let body = bodyLine() {
            lines.append(body)
            labelled.append("body: body")
        }
        lines.append("let request = " + SwiftCall.text("HTTPRequest", arguments: labelled))
        return lines
    }

    private func pathLines() throws(UnresolvedReference) -> [String] {
        let template = SwiftLiteralSource.stringLiteral(endpoint.path)
        guard !endpoint.pathParameters.isEmpty else { return ["let path = " + template] }
        var entries: [String] = []
        // A template too long for its line in the parameters is bound to a local first.
        var bindings: [String] = []
        for parameter in endpoint.pathParameters {
            let name = SwiftLiteralSource.stringLiteral(parameter.name) + ": "
            var text = try pathText(of: parameter.source)
            if case .template = parameter.source, 16 + name.count + text.count + 1 > SwiftLineWrapper.lineWidth {
                let (lines, local) = try binding(of: parameter.source, name: parameter.name)
                bindings += lines
                text = local
            }
            entries.append(name + text)
        }
        // One line: the line wrapper breaks it at its brackets when it is too long.
        let parameters = "parameters: [" + entries.joined(separator: ", ") + "]"
        return bindings + ["let path = try HTTPPath.expand(\(template), \(parameters))"]
    }

    /// The statements that fill `queryItems`, item by item as `RequestQueryItem` decides them.
    private func queryLines() throws(UnresolvedReference) -> [String] {
        var lines: [String] = []
        for item in RequestQueryItem.items(of: endpoint) {
            switch item {
            case .value(let name, let source):
                lines += try append(name: name, source: source, to: "queryItems")
            case .page(let name, _):
                lines.append("queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(name)), value: String(\(pageLocal ?? "1"))))")
            case .cursor(let name):
                lines.append("if let value = \(cursorLocal ?? "nil") {")
                lines.append("    queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(name)), value: value))")
                lines.append("}")
            case .pageSize(let name, let size):
                lines.append("queryItems.append(HTTPQueryItem(name: \(SwiftLiteralSource.stringLiteral(name)), value: \"\(size)\"))")
            }
        }
        return lines
    }

    /// The endpoint's own headers; the API's are the client's default headers.
    private func headerLines() throws(UnresolvedReference) -> [String] {
        var lines: [String] = []
        for header in endpoint.headers {
            let (expression, type) = try textValue(of: header.source)
            let name = SwiftLiteralSource.stringLiteral(header.name)
            if let type, type.isOptional {
                lines.append("if let value = \(expression) {")
                lines.append("    headers.add(name: \(name), value: \(try TextValueSource.text(of: "value", type: type, feature: context.spec)))")
                lines.append("}")
            } else {
                let text = try type.map { type throws(UnresolvedReference) in
                    try TextValueSource.text(of: expression, type: type, feature: context.spec)
                } ?? expression
                lines += try statement("headers.add(name: \(name), value: ", text, ")", source: header.source, name: header.name)
            }
        }
        return lines
    }

    /// `collection.append(HTTPQueryItem(...))`: inside `if let` for an optional value, which is left out while
    /// `nil`, and once per element for an array, so an empty array sends no item.
    private func append(name: String, source: ValueSource, to collection: String) throws(UnresolvedReference) -> [String] {
        let (expression, type) = try textValue(of: source)
        let literalName = SwiftLiteralSource.stringLiteral(name)
        guard let type else {
            return try statement("\(collection).append(HTTPQueryItem(name: \(literalName), value: ", expression, "))", source: source, name: name)
        }
        func item(_ value: String, _ valueType: TypeReference) throws(UnresolvedReference) -> String {
            let text = try TextValueSource.text(of: value, type: valueType, feature: context.spec)
            return "\(collection).append(HTTPQueryItem(name: \(literalName), value: \(text)))"
        }
        func items(_ value: String, _ valueType: TypeReference) throws(UnresolvedReference) -> [String] {
            guard let element = valueType.arrayElement else { return [try item(value, valueType)] }
            return ["for element in \(value) {", "    " + (try item("element", element)), "}"]
        }
        guard type.isOptional else { return try items(expression, type) }
        return ["if let value = \(expression) {"] + (try items("value", type.nonOptional)).map { "    " + $0 } + ["}"]
    }

    /// The text of a path value, which validation keeps from being optional.
    private func pathText(of source: ValueSource) throws(UnresolvedReference) -> String {
        let (expression, type) = try textValue(of: source)
        guard let type else { return expression }
        guard !type.isOptional else { throw UnresolvedReference(kind: "non-optional path value", name: expression) }
        return try TextValueSource.text(of: expression, type: type, feature: context.spec)
    }
}
