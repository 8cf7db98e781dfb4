/// What the reducer does with an endpoint's decoded response: where it is stored and how pages advance.
struct ResponseHandling: Sendable {
    var context: ResolutionContext
    var endpoint: EndpointSpec

    /// The state field the response (or its items) goes into; `nil` without `store:`.
    private func storeField() throws(UnresolvedReference) -> StateFieldSpec? {
        guard let store = endpoint.store else { return nil }
        return try context.stateField(store.into.name)
    }

    /// The value reached from `response` along `path`, read with `?.` after optionals, and its type.
    /// Validation checks that every step of a path names a field of the model before it.
    func walk(_ path: [NameReference]) throws(UnresolvedReference) -> (path: ResolvedResponsePath, type: TypeReference) {
        guard var type = endpoint.response.type else {
            throw UnresolvedReference(kind: "response of endpoint '\(endpoint.name)' for the path", name: path.map(\.name).joined(separator: "."))
        }
        var steps: [ResolvedResponsePath.Step] = []
        for step in path {
            guard case .named(let name) = type.nonOptional,
                  let field = try context.model(name).fields.first(where: { $0.name == step.name || $0.swiftName == step.name })
            else { throw UnresolvedReference(kind: "field of the response of endpoint '\(endpoint.name)'", name: step.name) }
            steps.append(ResolvedResponsePath.Step(member: SwiftName.escaped(field.swiftName), isAfterOptional: type.isOptional))
            type = type.isOptional && !field.type.isOptional ? .optional(field.type) : field.type
        }
        return (ResolvedResponsePath(steps: steps), type)
    }

    /// The path to the page's items: `pagination.items`, else `store.path`.
    private var itemsPath: [NameReference] {
        guard let pagination = endpoint.pagination else { return [] }
        return pagination.items.isEmpty ? (endpoint.store?.path ?? []) : pagination.items
    }

    /// The items of a page, as a non-optional array: read from a linked page's `body`.
    private func itemsValue() throws(UnresolvedReference) -> ResolvedResponsePath {
        var (path, type) = try walk(itemsPath)
        if type.isOptional { path.conversion = .emptyArrayWhenNil }
        if endpoint.pagination?.isLinkStyle == true {
            path.steps.insert(ResolvedResponsePath.Step(member: "body", isAfterOptional: false), at: 0)
        }
        return path
    }

    /// The sample `LinkedPage` of a linked endpoint's tests: `body` and the URL of the next page, if any.
    static func linkedPageSample(body: ResolvedSampleValue, next: String?) -> ResolvedSampleValue {
        .model(type: "LinkedPage", arguments: [
            ResolvedSampleArgument(label: "body", value: body),
            ResolvedSampleArgument(label: "next", value: .literal(next.map(ResolvedLiteral.url) ?? .null)),
        ])
    }

    /// How a current success stores the response, target by target, after setting the status to `.loaded`;
    /// none without `store:`, and none with pagination, whose page the `pagination` context stores.
    func storeTargets() throws(UnresolvedReference) -> [ResolvedStoreTarget] {
        guard endpoint.pagination == nil else { return [] }
        var targets: [ResolvedStoreTarget] = []
        for target in endpoint.stores {
            targets.append(try StoreTargetResolver(context: context, target: target, value: try walk(target.path)).resolve())
        }
        return targets
    }

    /// The changes tests expect of every `store:` target, in the order written.
    private func expectedTargetChanges(
        from requestState: TestStateValues, evaluator: ReduceEvaluator, responseKey: ResolvedSampleValue?
    ) throws(UnresolvedReference) -> [ExpectedChange] {
        var changes: [ExpectedChange] = []
        for target in endpoint.stores {
            changes += try StoreTargetResolver(context: context, target: target, value: try walk(target.path))
                .expectedChanges(from: requestState, evaluator: evaluator, responseKey: responseKey)
        }
        return changes
    }

    /// The cursor at `next`, as a `String?`.
    private func cursorValue(_ next: [NameReference]) throws(UnresolvedReference) -> ResolvedResponsePath {
        var (path, type) = try walk(next)
        if type.nonOptional == .int { path.conversion = type.isOptional ? .optionalText : .text }
        return path
    }

    /// The state changes tests expect after a first-page success with the sample `response`, from the
    /// tests' state once the request started (`requestState`): the stored value of each target, or a
    /// page's items and where the next page starts.
    /// `responseKey` is the key the test gives the response, if any (`ResolvedEndpoint.responseKeyInSuccessTest`).
    func expectedSuccessChanges(
        from requestState: TestStateValues, evaluator: ReduceEvaluator, responseKey: ResolvedSampleValue?
    ) throws(UnresolvedReference) -> [ExpectedChange] {
        guard let field = try storeField() else { return [] }
        guard let pagination = endpoint.pagination else {
            return try expectedTargetChanges(from: requestState, evaluator: evaluator, responseKey: responseKey)
        }
        let page = endpoint.pagePath
        var changes = [ExpectedChange(.property(SwiftName.escaped(field.swiftName)), .responsePath(try itemsValue()))]
        switch pagination.style {
        case .page(_, _, let pageSize, let firstPage):
            changes.append(ExpectedChange(.member(property: page, member: "nextPage"), .literal(.int(firstPage + 1))))
            if pageSize > 1 { changes.append(ExpectedChange(.member(property: page, member: "reachedEnd"), .literal(.bool(true)))) }
        case .cursor(_, let next, _, _):
            // The sample response's cursor: the first sample of its type, as text.
            let sample = try walk(next).type.nonOptional == .int
                ? String(SampleScalars.number(variant: 1)) : SampleScalars.text(variant: 1)
            changes.append(ExpectedChange(.member(property: page, member: "nextCursor"), .literal(.string(sample))))
        case .link:
            // The sample first page links to the next.
            changes.append(ExpectedChange(.member(property: page, member: "nextURL"), .literal(.url(SampleScalars.nextPageURL))))
        }
        return changes
    }

    /// The path to the next cursor, for cursor pagination.
    private var cursorPath: [NameReference]? {
        guard case .cursor(_, let next, _, _) = endpoint.pagination?.style else { return nil }
        return next
    }

    /// The paging of the endpoint, if it pages.
    func pagination() throws(UnresolvedReference) -> ResolvedPagination? {
        guard let pagination = endpoint.pagination else { return nil }
        guard let field = try storeField() else {
            throw UnresolvedReference(kind: "store field of paginated endpoint '\(endpoint.name)'", name: "")
        }
        guard let itemType = try walk(itemsPath).type.nonOptional.arrayElement else {
            throw UnresolvedReference(kind: "array of items of endpoint '\(endpoint.name)'", name: itemsPath.map(\.name).joined(separator: "."))
        }
        var isPageStyle = false
        var firstPage = 1
        var pageSize = 1
        switch pagination.style {
        case .page(_, _, let size, let first):
            isPageStyle = true
            firstPage = first
            pageSize = size
        case .cursor(_, _, _, let size), .link(_, let size):
            pageSize = size
        }
        return ResolvedPagination(
            nextPageAction: SwiftName.escaped(SwiftName.lowerCamelCase(pagination.nextPageAction.name)),
            isPageStyle: isPageStyle,
            firstPage: firstPage,
            pageSize: pageSize,
            itemsField: SwiftName.escaped(field.swiftName),
            itemsFieldIsOptional: field.type.isOptional,
            itemType: context.types.source(for: itemType),
            firstSampleItem: context.samples.value(for: itemType, variant: 1),
            secondSampleItem: context.samples.value(for: itemType, variant: 2),
            // Validation gives every paginated endpoint a response.
            secondSampleResponse: endpoint.response.type.map { type in
                let body = context.samples.value(for: type, variant: 2)
                // The sample second page is the last: it links to no next page.
                return pagination.isLinkStyle ? Self.linkedPageSample(body: body, next: nil) : body
            } ?? .literal(.null),
            itemsPath: try itemsValue(),
            cursorPath: try cursorPath.map { path throws(UnresolvedReference) in try cursorValue(path) },
            isLinkStyle: pagination.isLinkStyle
        )
    }
}
