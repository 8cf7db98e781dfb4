import ReduxGenCore

/// Endpoints of a random feature: request values, bodies, responses, pagination and policies.
extension FeatureBuilder {
    mutating func makeEndpoint(_ number: Int) {
        var name = ""
        for attempt in 0..<20 {
            let longName = attempt == 0 && usesLongNames && !actionNames.contains(SwiftName.lowerCamelCase(Self.longEndpointWord))
            let candidate = longName ? Self.longEndpointWord : self.name(from: Self.endpointWords, into: \.actionNames)
            if longName { actionNames.insert(SwiftName.lowerCamelCase(candidate)) }
            let swift = SwiftName.lowerCamelCase(candidate)
            let generated = [swift + "Succeeded", swift + "Failed"]
            let properties = [swift + "Status", swift + "Page"]
            if generated.allSatisfy({ !actionNames.contains($0) }) && properties.allSatisfy({ !stateNames.contains($0) }) {
                actionNames.formUnion(generated)
                stateNames.formUnion(properties)
                name = candidate
                break
            }
        }
        guard !name.isEmpty else { return }
        let method = pick(["GET", "GET", "POST", "PUT", "PATCH", "DELETE"])
        let paginated = method == "GET" && chance(0.35)
        var payload: [RandomField] = []
        var used: Set<String> = []
        if !paginated {
            for _ in 0..<int(0...2) { payload.append(RandomField(name: self.name(from: Self.fieldWords, in: &used), type: randomType(depth: 0))) }
        }
        var entries: [(String, SpecTree)] = [("method", .plain(method))]
        var path = "/r\(number)"
        var params: [(String, SpecTree)] = []
        for position in 0..<int(0...2) {
            guard let source = source(payload: payload, where: { !$0.isOptional && $0.isPathValue }) else { break }
            let placeholder = "p\(position)"
            path += "/{\(placeholder)}/x"
            params.append((placeholder, .plain(source)))
        }
        entries.append(("path", .quoted(path)))
        let payloadPosition = entries.count
        if !params.isEmpty { entries.append(("params", .map(params))) }
        var query: [(String, SpecTree)] = []
        for item in ["q", "sort order", "page-size", "x_y"].prefix(int(0...3)) {
            if chance(0.25) {
                query.append((item, .map([("value", .quoted(pick(["a b", "1", "ü/?&="])))])))
            } else if let source = source(payload: payload, where: { $0.nonOptional.isTextual || ($0.nonOptional.arrayElement?.isTextual ?? false) }) {
                query.append((item, .plain(source)))
            }
        }
        if !query.isEmpty { entries.append(("query", .map(query))) }
        var headers: [(String, SpecTree)] = []
        for header in ["X-Trace", "X_Kind"].prefix(int(0...2)) {
            if chance(0.3) {
                headers.append((header, .map([("value", .quoted("v 1"))])))
            } else if let source = source(payload: payload, where: { $0.nonOptional.isTextual }) {
                headers.append((header, .plain(source)))
            }
        }
        if !headers.isEmpty { entries.append(("headers", .map(headers))) }
        if ["POST", "PUT", "PATCH"].contains(method), chance(0.7) {
            if let field = payload.first, chance(0.5) {
                entries.append(("body", .map([("from", .plain("payload." + field.name))])))
            } else {
                var fields: [(String, SpecTree)] = []
                var bodyNames: Set<String> = []
                for _ in 0..<int(1...3) {
                    let fieldName = self.name(from: Self.fieldWords, in: &bodyNames)
                    if let source = source(payload: payload, where: { _ in true }), chance(0.7) {
                        fields.append((fieldName, .plain(source)))
                    } else {
                        fields.append((fieldName, .map([("value", .quoted("text"))])))
                    }
                }
                entries.append(("body", .map([("fields", .map(fields))])))
            }
        }
        // Only payload fields the request sends are declared (docs/spec.md: an unsent one is an error).
        payload = payload.filter { field in
            entries.contains { $0.1.yaml.contains("payload." + field.name + "\n") }
        }
        if !payload.isEmpty { entries.insert(("payload", .map(payload.map { ($0.name, .quoted($0.type.spec)) })), at: payloadPosition) }
        if paginated {
            entries += pagination(number)
        } else if name == Self.longEndpointWord || chance(0.6), let field = responseField(forLongEndpoint: name == Self.longEndpointWord) {
            entries.append(("response", .quoted(field.type.nonOptional.spec)))
            if chance(0.7) { entries.append(("store", .plain(field.name))) }
        }
        // A trigger must carry every payload field of the endpoint; actions whose own fields would clash are
        // not made triggers.
        let triggers = actions.indices.filter { _ in chance(0.4) }.filter { index in
            payload.allSatisfy { needed in
                !actions[index].payload.contains {
                    SwiftName.lowerCamelCase($0.name) == SwiftName.lowerCamelCase(needed.name) && ($0.name != needed.name || $0.type != needed.type)
                }
            }
        }
        for index in triggers {
            for needed in payload where !actions[index].payload.contains(where: { $0.name == needed.name }) {
                actions[index].payload.append(needed)
            }
        }
        if !triggers.isEmpty { entries.append(("triggers", .sequence(triggers.map { .plain(actions[$0].name) }))) }
        // A paginated endpoint's pages share one page state, so they are never queued (docs/spec.md).
        if let policy = pick([nil, "latest", "dropWhileInFlight", "queue"]) {
            entries.append(("concurrency", .plain(paginated && policy == "queue" ? "latest" : policy)))
        }
        if chance(0.3) { entries.append(("debounce", .plain(pick(["100ms", "0.2s", "1s"])))) }
        endpoints.append((name, .map(entries)))
    }

    /// The state field whose type an endpoint's response has: for the endpoint of the long name, the field of
    /// the long model; else half the time (always in a feature of long names) one holding a model, when there
    /// is one, so that long model names reach the mock's results (`[Result<Feature.Model, APIError>]`).
    mutating func responseField(forLongEndpoint: Bool) -> RandomField? {
        if forLongEndpoint, let field = state.first(where: { $0.type.nonOptional.spec == Self.longModelWord }) { return field }
        let models = state.filter { field in
            switch field.type.nonOptional {
            case .structure, .enumeration: return true
            default: return false
            }
        }
        if !models.isEmpty, usesLongNames || chance(0.5) { return models.randomElement(using: &random) }
        return state.randomElement(using: &random)
    }

    /// `state.x` or `payload.x` for a value whose type satisfies `accepts`, or `nil` when there is none.
    mutating func source(payload: [RandomField], where accepts: (RandomType) -> Bool) -> String? {
        var candidates = state.filter { accepts($0.type) }.map { "state." + $0.name }
        candidates += payload.filter { accepts($0.type) }.map { "payload." + $0.name }
        return candidates.isEmpty ? nil : pick(candidates)
    }

    /// The response, store and pagination of a paginated endpoint, page, cursor or link style.
    mutating func pagination(_ number: Int) -> [(String, SpecTree)] {
        let element = randomType(depth: 1).nonOptional
        let field = makeStateField(type: .array(element))
        let next = name(from: ["loadMore", "next_page", "more-items"], into: \.actionNames)
        if chance(0.5) {
            var settings: [(String, SpecTree)] = [
                ("style", .plain("page")),
                ("pageParam", .quoted(pick(["page", "page no", "p-num", "default"]))),
            ]
            if chance(0.5) { settings.append(("sizeParam", .quoted(pick(["per_page", "size"])))) }
            settings.append(("pageSize", .plain(String(int(1...50)))))
            if chance(0.5) { settings.append(("firstPage", .plain(String(int(0...2))))) }
            settings.append(("nextPageAction", .plain(next)))
            return [("response", .quoted(field.type.spec)), ("store", .plain(field.name)), ("pagination", .map(settings))]
        }
        let pageModel = modelName()
        let cursorType: RandomType = chance(0.5) ? .optional(.string) : .optional(.int)
        modelOrder.append(pageModel)
        modelTrees[pageModel] = .map([("fields", .map([("items", .quoted(field.type.spec)), ("next", .quoted(cursorType.spec))]))])
        let param = pick(["cursor", "after id"])
        // A quarter of these page with Link headers (the page model's `next` is then a field like any other),
        // decided by the draws above so that every seed's later choices stay what they were.
        let pagesByLink = param == "after id" && cursorType == .optional(.int)
        var settings: [(String, SpecTree)] = pagesByLink
            ? [("style", .plain("link"))]
            : [("style", .plain("cursor")), ("cursor", .map([("param", .quoted(param)), ("next", .plain("next"))]))]
        if chance(0.5) { settings.append(("sizeParam", .quoted("limit"))) }
        settings.append(("pageSize", .plain(String(int(1...50)))))
        settings.append(("nextPageAction", .plain(next)))
        return [
            ("response", .plain(SwiftName.upperCamelCase(pageModel))),
            ("store", .map([("into", .plain(field.name)), ("path", .plain("items"))])),
            ("pagination", .map(settings)),
        ]
    }
}
