/// The values one endpoint's request needs, as repository method parameters, and the statements the
/// live repository builds the request from them with.
struct RequestValues: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec
    /// The repository method's parameters, in order of first use: path, query, headers, body, paging.
    private(set) var parameters: [ResolvedParameter] = []
    /// The arguments the effect passes, parallel to `parameters`.
    private(set) var startArguments: [ResolvedStartArgument] = []
    /// The parameter's local name per source (`state:name` or `payload:name`).
    private var localBySource: [String: String] = [:]
    private var typeBySource: [String: TypeReference] = [:]
    private var pageLocal: String?
    private var cursorLocal: String?
    /// The local of the credential `api.auth` reads, for an endpoint that does not opt out.
    private(set) var credentialLocal: String?
    /// The state field each parameter read from the feature's state reads, by the parameter's position
    /// (the credential's included).
    private var stateFieldByParameter: [Int: StateFieldSpec] = [:]
    private var nextLinkLocal: String?

    init(context: ResolutionContext, endpoint: EndpointSpec) throws(UnresolvedReference) {
        self.context = context
        self.endpoint = endpoint
        for source in endpoint.requestSources.flatMap(\.readSources) { try add(source) }
        if let source = context.spec.credentialSource(of: endpoint) { try addCredential(source) }
        switch endpoint.pagination?.style {
        case .page(let pageParam, _, let pageSize, let firstPage):
            _ = pageSize
            pageLocal = addParameter(
                label: uniqueLabel(Self.label(forQueryName: pageParam, otherwise: "page")),
                type: .int,
                start: .nextPage(pageProperty: endpoint.pagePath),
                expected: .literal(.int(firstPage))
            )
        case .cursor(let param, _, _, _):
            cursorLocal = addParameter(
                label: uniqueLabel(Self.label(forQueryName: param, otherwise: "cursor")),
                type: .optional(.string),
                start: .nextCursor(pageProperty: endpoint.pagePath),
                expected: .literal(.null)
            )
        case .link:
            nextLinkLocal = addParameter(
                label: uniqueLabel("next"),
                type: .optional(.url),
                start: .nextURL(pageProperty: endpoint.pagePath),
                expected: .literal(.null)
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
            stateFieldByParameter[parameters.count] = field
            localBySource[key] = addParameter(
                label: label,
                type: field.type,
                start: .state(field: SwiftName.escaped(field.swiftName)),
                expected: LiveTestInputs.passesDefault(of: field)
                    ? .literal(LiteralResolver(types: context.types).defaultValue(of: field))
                    : context.samples.value(for: field.type, variant: 2)
            )
            typeBySource[key] = field.type
        case .payload(let reference):
            let key = "payload:" + reference.name
            guard localBySource[key] == nil else { return }
            let field = try context.payloadField(reference.name, of: endpoint)
            let local = LocalNames.local(for: field.swiftName)
            localBySource[key] = addParameter(
                label: uniqueLabel(field.swiftName, isPayload: true), type: field.type, start: .payload(local: local), expected: .local(local)
            )
            typeBySource[key] = field.type
        case .app(let app):
            let key = "app:" + app.environmentName
            guard localBySource[key] == nil else { return }
            guard let type = app.type else { throw UnresolvedReference(kind: "value of another feature", name: app.written) }
            localBySource[key] = addParameter(
                label: uniqueLabel(app.environmentName),
                type: type,
                start: .app(environmentName: app.environmentName),
                expected: context.samples.value(for: type, variant: 2)
            )
            typeBySource[key] = type
        }
    }

    /// The credential of `api.auth`: a `String` parameter (`credential`), which the effect passes only once
    /// `APIAuth.required` has found a value in the state value it reads. The page or cursor stays last.
    private mutating func addCredential(_ source: ValueSource) throws(UnresolvedReference) {
        // The tests read it as the type's second sample: another feature's provider returns that, and the
        // tests of a `state.` credential set the field to it before the request starts (`RequestTestState`).
        let sample = context.samples.value(for: .string, variant: 2)
        let start: ResolvedStartArgument.Source
        switch source {
        case .state(let reference):
            let field = try context.stateField(reference.name)
            start = .state(field: SwiftName.escaped(field.swiftName))
            stateFieldByParameter[parameters.count] = field
        case .app(let app):
            start = .app(environmentName: app.environmentName)
        case .payload, .literal, .template:
            throw UnresolvedReference(kind: "credential source (state. or app.)", name: "\(source)")
        }
        credentialLocal = addParameter(label: uniqueLabel("credential"), type: .string, start: start, expected: sample)
        startArguments[startArguments.count - 1].requiresCredential = true
    }

    /// The arguments the repository method is called with when a test's request reads `state` (the tests'
    /// state as the optimistic steps leave it): each value read from the feature's state as it is there,
    /// the others as `parameters` expect them.
    func sentValues(reading state: TestStateValues, evaluator: ReduceEvaluator) -> [ResolvedSampleValue] {
        parameters.enumerated().map { position, parameter in
            guard let field = stateFieldByParameter[position] else { return parameter.expectedValue }
            // The credential is passed unwrapped, once `APIAuth.required` found one.
            return evaluator.writtenWhole(state(field), as: startArguments[position].requiresCredential ? .string : field.type)
        }
    }

    /// The next-page test's start (docs/generated-code.md, "Tests"): each state field the request reads
    /// whose default the live-request test does not pass (`nil`, empty) set to its second sample, so the
    /// expected call shows that a next page reads it; and the arguments of that call, the others as
    /// `parameters` send them (the page still the first). The credential and the items field (`itemsField`,
    /// which the test sets itself) keep their values.
    func nextPageTestStart(
        of parameters: [ResolvedParameter], itemsField: String
    ) -> (setup: [ExpectedChange], arguments: [ResolvedSampleValue]) {
        var setup: [ExpectedChange] = []
        let arguments = parameters.enumerated().map { position, parameter in
            guard let field = stateFieldByParameter[position], !startArguments[position].requiresCredential,
                  SwiftName.escaped(field.swiftName) != itemsField, !LiveTestInputs.passesDefault(of: field)
            else { return parameter.sentValue }
            let change = ExpectedChange(.property(SwiftName.escaped(field.swiftName)), .sampleValue(parameter.expectedValue))
            // A field several parameters read (a query item and a header) is set once.
            if !setup.contains(change) { setup.append(change) }
            return parameter.expectedValue
        }
        return (setup, arguments)
    }

    /// The state field of the credential, for a `state.` credential the request sends.
    var credentialField: StateFieldSpec? {
        guard let position = startArguments.firstIndex(where: \.requiresCredential) else { return nil }
        return stateFieldByParameter[position]
    }

    /// Adds a parameter and returns its local name.
    private mutating func addParameter(
        label: String, type: TypeReference, start: ResolvedStartArgument.Source, expected: ResolvedSampleValue
    ) -> String {
        let swiftType = context.types.source(for: type)
        let local = LocalNames.local(for: label)
        parameters.append(ResolvedParameter(
            label: LocalNames.label(label),
            localName: local,
            type: swiftType,
            declaration: LocalNames.declaration(label: label, type: swiftType),
            expectedValue: expected,
            sentValue: expected
        ))
        startArguments.append(ResolvedStartArgument(label: LocalNames.label(label), source: start, local: local))
        return local
    }

    /// `base`, numbered from 2 when a parameter has it already. A value that is not the payload's also
    /// avoids the payload's names: the start function takes the payload as parameters of those names, so
    /// a local of the same name would be declared twice.
    private func uniqueLabel(_ base: String, isPayload: Bool = false) -> String {
        let payloadLabels = isPayload ? [] : Set(endpoint.payload.map { LocalNames.label($0.swiftName) })
        var label = base
        var number = 2
        while parameters.contains(where: { $0.label == LocalNames.label(label) }) || payloadLabels.contains(LocalNames.label(label)) {
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

    /// The value of `source` inside the repository method (a local, or a literal string), and its type
    /// (`nil` for a literal, a `String`). Every state and payload source got its parameter in `init`;
    /// validation keeps templates out of bodies, and a path, query or header template is bound to a local
    /// first (`binding(of:name:)`).
    func value(of source: ValueSource) -> (base: ResolvedRunTimeValue.Base, type: TypeReference?) {
        switch source {
        case .literal(let text, _):
            return (.literal(.string(text)), nil)
        case .template:
            preconditionFailure("validation allows templates only in paths, query items and headers")
        case .state, .payload, .app:
            let key = key(of: source) ?? ""
            guard let local = localBySource[key], let type = typeBySource[key] else {
                preconditionFailure("every request value gets its parameter when RequestValues is made: \(key)")
            }
            return (.local(local), type)
        }
    }

    /// The parts the live repository builds `request` from: path, query items, headers and body.
    func request() throws(UnresolvedReference) -> ResolvedRequest {
        // The locals templates are bound to, unique in the method: two templates may share a name (a query
        // item `auth` and a header `Auth`), and names that are not identifiers all become `valueTemplate`.
        var templateLocals: Set<String> = []
        var request = ResolvedRequest(
            method: endpoint.method.rawValue.lowercased(),
            pathTemplate: endpoint.path,
            pathParameters: try pathParameters(templateLocals: &templateLocals),
            queryItems: try queryItems(templateLocals: &templateLocals),
            headers: try headers(templateLocals: &templateLocals),
            body: body(),
            formFields: try formFields(),
            credentialLocal: credentialLocal
        )
        request.nextLinkLocal = nextLinkLocal
        return request
    }

    /// The fields of a form body, in spec order, each encoded as a query item is (left out while `nil`,
    /// one field per element of an array); `nil` without a form body.
    private func formFields() throws(UnresolvedReference) -> [ResolvedRequestItem]? {
        guard let fields = endpoint.body?.formFields else { return nil }
        var noTemplates: Set<String> = []
        return try fields.map { field throws(UnresolvedReference) in
            let item = try item(name: field.name, source: field.source, templateLocals: &noTemplates)
            // Validation keeps templates out of bodies.
            guard item.binding == nil else { throw UnresolvedReference(kind: "form field without a template", name: field.name) }
            return item
        }
    }

    private func pathParameters(templateLocals: inout Set<String>) throws(UnresolvedReference) -> [ResolvedRequestItem] {
        var items: [ResolvedRequestItem] = []
        for parameter in endpoint.pathParameters {
            let name = parameter.name
            let binding = try self.binding(of: parameter.source, name: parameter.name, taken: &templateLocals)
            let text = if let binding { Self.sentAsIs(.local(binding.local)) } else { try pathText(of: parameter.source) }
            items.append(ResolvedRequestItem(name: name, binding: binding, text: text, encoding: .single))
        }
        return items
    }

    /// The query items, item by item as `RequestQueryItem` decides them.
    private func queryItems(templateLocals: inout Set<String>) throws(UnresolvedReference) -> [ResolvedRequestItem] {
        var items: [ResolvedRequestItem] = []
        for item in RequestQueryItem.items(of: endpoint) {
            switch item {
            case .value(let name, let source):
                items.append(try self.item(name: name, source: source, templateLocals: &templateLocals))
            case .page(let name, _):
                let page = ResolvedRunTimeValue(base: pageLocal.map { .local($0) } ?? .literal(.int(1)))
                let text = ResolvedValueText(value: page, conversion: .described)
                items.append(ResolvedRequestItem(name: name, text: text, encoding: .single))
            case .cursor(let name):
                items.append(ResolvedRequestItem(
                    name: name, value: cursorLocal, text: Self.sentAsIs(.local("value")), encoding: .optional
                ))
            case .pageSize(let name, let size):
                items.append(ResolvedRequestItem(name: name, text: pageSizeText(size), encoding: .single))
            }
        }
        return items
    }

    /// The page size a request sends: with page-style pagination the state's named constant, which also
    /// tells a short page (the last) from a full one, so the value stands in one place; else the spec's
    /// number, which the code uses only here.
    private func pageSizeText(_ size: Int) -> ResolvedValueText {
        guard case .page? = endpoint.pagination?.style else { return Self.sentAsIs(.literal(.string(String(size)))) }
        let constant = "\(context.spec.swiftName)State.\(endpoint.swiftName)PageSize"
        return ResolvedValueText(value: ResolvedRunTimeValue(base: .local(constant)), conversion: .described)
    }

    /// The endpoint's own headers; the API's are the client's default headers.
    private func headers(templateLocals: inout Set<String>) throws(UnresolvedReference) -> [ResolvedRequestItem] {
        var items: [ResolvedRequestItem] = []
        for header in endpoint.headers {
            let item = try item(name: header.name, source: header.source, templateLocals: &templateLocals)
            // Validation allows only text-like header values, optional or not.
            guard item.encoding == .single || item.encoding == .optional else {
                throw UnresolvedReference(kind: "text form (a header's type)", name: header.name)
            }
            items.append(item)
        }
        return items
    }

    /// A query item or header named `name` with the value of `source`: left out while an optional value is
    /// `nil`, and once per element of an array, so an empty array sends none. A template is bound to a
    /// local first, which the item sends.
    private func item(
        name: String, source: ValueSource, templateLocals: inout Set<String>
    ) throws(UnresolvedReference) -> ResolvedRequestItem {
        if let binding = try binding(of: source, name: name, taken: &templateLocals) {
            return ResolvedRequestItem(
                name: name, binding: binding, text: Self.sentAsIs(.local(binding.local)), encoding: .single
            )
        }
        guard case (.local(let local), let type?) = value(of: source) else {
            return ResolvedRequestItem(name: name, text: try literalText(of: source), encoding: .single)
        }
        func text(_ local: String, _ valueType: TypeReference) throws(UnresolvedReference) -> ResolvedValueText {
            try TextValueSource.text(of: ResolvedRunTimeValue(base: .local(local)), type: valueType, feature: context.spec)
        }
        let unwrapped = type.nonOptional
        switch (type.isOptional, unwrapped.arrayElement) {
        case (false, nil):
            return ResolvedRequestItem(name: name, text: try text(local, type), encoding: .single)
        case (true, nil):
            return ResolvedRequestItem(name: name, value: local, text: try text("value", unwrapped), encoding: .optional)
        case (false, let element?):
            return ResolvedRequestItem(name: name, value: local, text: try text("element", element), encoding: .eachElement)
        case (true, let element?):
            return ResolvedRequestItem(
                name: name, value: local, text: try text("element", element), encoding: .optionalEachElement
            )
        }
    }

    /// The text of a path value, which validation keeps from being optional.
    private func pathText(of source: ValueSource) throws(UnresolvedReference) -> ResolvedValueText {
        guard case (.local(let local), let type?) = value(of: source) else { return try literalText(of: source) }
        guard !type.isOptional else { throw UnresolvedReference(kind: "non-optional path value", name: local) }
        return try TextValueSource.text(of: ResolvedRunTimeValue(base: .local(local)), type: type, feature: context.spec)
    }

    /// The text of a `literal` source: its string, sent as it is.
    private func literalText(of source: ValueSource) throws(UnresolvedReference) -> ResolvedValueText {
        guard case .literal(let text, _) = source else { throw UnresolvedReference(kind: "literal request value", name: "\(source)") }
        return Self.sentAsIs(.literal(.string(text)))
    }

    /// `base`, a `String`, sent as it is.
    private static func sentAsIs(_ base: ResolvedRunTimeValue.Base) -> ResolvedValueText {
        ResolvedValueText(value: ResolvedRunTimeValue(base: base), conversion: .asIs)
    }
}
