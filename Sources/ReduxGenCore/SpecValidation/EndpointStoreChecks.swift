extension ValidationRun {
    /// Checks pagination and returns the type of the value stored in state (`nil`: the whole response).
    mutating func checkPagination(_ endpoint: EndpointSpec, context: String) -> TypeReference? {
        guard let pagination = endpoint.pagination else { return nil }
        guard endpoint.method == .get || !endpoint.methodIsKnown else {
            diagnostics.error("\(context) is paginated, so it must use GET", at: pagination.location)
            return nil
        }
        guard let response = endpoint.response.type else {
            diagnostics.error("\(context) is paginated, so it needs a 'response' type", at: pagination.location)
            return nil
        }
        if endpoint.concurrency == .queue {
            diagnostics.error(
                "\(context) is paginated, so it cannot use 'concurrency: queue': its pages share one page state; use 'latest' or 'dropWhileInFlight'",
                at: pagination.location
            )
        }
        for item in RequestQueryItem.items(of: endpoint) {
            let name: String
            switch item {
            case .page(let pageName, _): name = pageName
            case .cursor(let cursorName): name = cursorName
            case .pageSize(let sizeName, _): name = sizeName
            case .value: continue
            }
            if let written = endpoint.query.first(where: { $0.name == name }) {
                diagnostics.error(
                    "query item \(quoted(name)) of \(context) is also the one its pagination sends; remove it, or name the pagination's item otherwise",
                    at: written.location
                )
            }
        }
        var itemsPath = pagination.items
        if let storePath = endpoint.store?.path, !storePath.isEmpty {
            if itemsPath.isEmpty {
                itemsPath = storePath
            } else if itemsPath.map(\.name) != storePath.map(\.name) {
                diagnostics.error("'store.path' and 'pagination.items' of \(context) differ; the stored value is the page's items", at: storePath[0].location)
            }
        }
        if case .cursor(_, let next, _, _) = pagination.style,
           let cursorType = typeAt(path: next, in: response, for: "the cursor of \(context)"),
           ![.string, .int].contains(cursorType.nonOptional) {
            diagnostics.error("the cursor of \(context) is '\(cursorType)'; it must be a String or Int", at: next.last?.location ?? pagination.location)
        }
        guard let items = typeAt(path: itemsPath, in: response, for: "the items of \(context)") else { return nil }
        guard items.nonOptional.arrayElement != nil else {
            diagnostics.error("the items of \(context) are '\(items)'; a paginated response needs an array of items (see 'pagination.items')", at: pagination.location)
            return nil
        }
        if endpoint.store == nil {
            diagnostics.error("\(context) is paginated, so it needs 'store: { into: <array state field> }'", at: pagination.location)
        }
        return items.nonOptional
    }

    mutating func checkStore(_ endpoint: EndpointSpec, storedType: TypeReference?, context: String) {
        guard let store = endpoint.store else { return }
        guard let response = endpoint.response.type else {
            diagnostics.error("\(context) has no response to store; give it a 'response' type", at: store.location)
            return
        }
        if endpoint.pagination != nil {
            checkPaginatedStore(endpoint, storedType: storedType, context: context)
            return
        }
        var written: [String: StateFieldSpec] = [:]
        for target in endpoint.stores {
            guard let field = stateField(target.into, for: "'store' of \(context)") else { continue }
            if let earlier = written[field.name] {
                diagnostics.error(
                    "'store' of \(context) writes state field \(quoted(field.name)) twice; give each field one target",
                    at: target.into.location,
                    notes: [.note("state field \(quoted(earlier.name)) is declared here", at: earlier.location)]
                )
                continue
            }
            written[field.name] = field
            guard let value = typeAt(path: target.path, in: response, for: "'store.path' of \(context)") else { continue }
            checkStoreTarget(target, value: value, field: field, context: context)
        }
    }

    /// A paginated endpoint stores its pages into one array field, with `into:`.
    private mutating func checkPaginatedStore(_ endpoint: EndpointSpec, storedType: TypeReference?, context: String) {
        guard let store = endpoint.store else { return }
        if endpoint.stores.count > 1 || store.operation != .replace {
            diagnostics.error(
                "\(context) is paginated, so it stores its pages with one 'store: { into: <array state field> }'",
                at: endpoint.stores.count > 1 ? endpoint.stores[1].location : store.location
            )
            return
        }
        guard let field = stateField(store.into, for: "'store' of \(context)") else { return }
        // A paginated endpoint whose items did not check out has already been reported.
        guard let value = storedType else { return }
        checkStoreTarget(store, value: value, field: field, context: context)
    }
}
