import ReduxGenCore

/// Endpoints of a random feature: request values, bodies, responses, pagination, policies, triggers and
/// the steps around a request.
extension FeatureBuilder {
    /// What later features of the module may name of a feature made before them.
    struct OtherFeature {
        var name: String
        var state: [RandomField]
        var endpoints: [EndpointInfo]
        /// Declared actions (never generated ones), which an endpoint of a later feature may be triggered by.
        var actions: [String]
    }

    /// What later endpoints and actions need to know of an endpoint.
    struct EndpointInfo {
        var name: String
        var paginated: Bool
        var hasPayload: Bool
        var isOptimistic: Bool
        var optsOutOfAuth: Bool
    }

    /// A part of a request, for the sources it accepts (docs/spec.md, "Sources").
    enum RequestPart {
        case path, query, header, body, form
    }

    var summary: OtherFeature {
        OtherFeature(name: featureName, state: state, endpoints: endpointInfos, actions: actions.map(\.name))
    }

    // MARK: Authentication

    /// `api.auth` reading a `String` or `String?` credential of this feature's state (made when there is
    /// none, often named `credential`, the name of the repository's credential parameter) or of another
    /// feature, sent as a bearer token or an API key in a header or a query item.
    mutating func makeAuth() -> SpecTree {
        let isCredential: (RandomField) -> Bool = { $0.type == .string || $0.type == .optional(.string) }
        let appCredentials = others.flatMap { other in other.state.filter(isCredential).map { "app.\(other.name).\($0.name)" } }
        let source: String
        if !appCredentials.isEmpty && chance(0.4) {
            source = pick(appCredentials)
        } else if let field = state.filter(isCredential).randomElement(using: &random), chance(0.4) {
            source = "state." + field.name
        } else {
            let name = name(from: ["credential", "credential", "token", "access_token"], into: \.stateNames)
            source = "state." + makeStateField(type: chance(0.5) ? .string : .optional(.string), named: name).name
        }
        switch int(0...2) {
        case 0: return .map([("bearer", .plain(source))])
        case 1: return .map([("apiKey", .map([("header", .quoted("X-API-Key")), ("from", .plain(source))]))])
        default: return .map([("apiKey", .map([("query", .quoted("api_key")), ("from", .plain(source))]))])
        }
    }

    /// `api.auth` with, sometimes, `onUnauthorized:` for a credential of this feature: a refresh endpoint of
    /// this feature that takes no payload and opts out of the authentication, and a sign-out action without
    /// payload.
    mutating func finishAuth(_ auth: SpecTree) -> SpecTree {
        guard case .mapping(var entries) = auth, auth.yaml.contains("state."), chance(0.8) else { return auth }
        var unauthorized: [(String, SpecTree)] = []
        if let refresh = endpointInfos.filter({ $0.optsOutOfAuth && !$0.hasPayload && !$0.paginated }).randomElement(using: &random) {
            unauthorized.append(("refresh", .plain(refresh.name)))
        }
        if let signOut = actions.filter({ $0.payload.isEmpty }).randomElement(using: &random), unauthorized.isEmpty || chance(0.6) {
            unauthorized.append(("signOut", .plain(signOut.name)))
        }
        if !unauthorized.isEmpty { entries.append(SpecTree.Entry("onUnauthorized", .map(unauthorized))) }
        return .mapping(entries)
    }

    // MARK: Endpoint

    mutating func makeEndpoint(_ number: Int) {
        var name = ""
        for attempt in 0..<20 {
            let longName = attempt == 0 && usesLongNames && !actionNames.contains(SwiftName.lowerCamelCase(Self.longEndpointWord))
            let candidate = longName ? Self.longEndpointWord : self.name(from: Self.endpointWords, into: \.actionNames)
            if longName { actionNames.insert(SwiftName.lowerCamelCase(candidate)) }
            let swift = SwiftName.lowerCamelCase(candidate)
            let generated = [swift + "Succeeded", swift + "Failed", swift + "Cancelled", swift + "Response"]
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
        let paginated = method == "GET" && chance(0.4)
        var payload: [RandomField] = []
        var sensitive: Set<String> = []
        var used: Set<String> = []
        if !paginated {
            // Often named like a state field or another feature's, so that one request reads values of one name
            // from several places, and like the names generated code gives its own locals.
            let twins = state.map(\.name) + others.flatMap { $0.state.map(\.name) }
            for _ in 0..<int(0...3) {
                let fieldName = !twins.isEmpty && chance(0.5) ? pick(twins) : self.name(from: Self.fieldWords, in: &used)
                let swiftName = SwiftName.lowerCamelCase(fieldName)
                guard !payload.contains(where: { SwiftName.lowerCamelCase($0.name) == swiftName }) else { continue }
                used.insert(swiftName)
                let twin = state.first { $0.name == fieldName }
                let type = twin.map { chance(0.5) ? $0.type : randomType(depth: 0) } ?? randomType(depth: 0)
                payload.append(RandomField(name: fieldName, type: type))
                if chance(0.3) { sensitive.insert(fieldName) }
            }
        }
        // Values of one name (state, payload, other features) go first, in a random order, where they fit.
        pendingSources = []
        for field in payload {
            let sameName = state.filter { $0.name == field.name }.map { "state." + $0.name }
                + others.flatMap { other in other.state.filter { $0.name == field.name && $0.type.isAppValue }.map { "app.\(other.name).\($0.name)" } }
            if !sameName.isEmpty && chance(0.8) { pendingSources += (sameName + ["payload." + field.name]).shuffled(using: &random) }
        }
        var entries: [(String, SpecTree)] = [("method", .plain(method))]
        var path = "/r\(number)"
        var params: [(String, SpecTree)] = []
        for position in 0..<int(0...2) {
            let placeholder = pick(["p\(position)", "id\(position)", "state\(position)"])
            if chance(0.15), let template = template(payload: payload) {
                path += "/{\(placeholder)}/x"
                params.append((placeholder, template))
                continue
            }
            guard let source = source(payload: payload, part: .path, where: { !$0.isOptional && $0.isPathValue }) else { break }
            path += "/{\(placeholder)}/x"
            params.append((placeholder, .plain(source)))
        }
        entries.append(("path", .quoted(path)))
        let payloadPosition = entries.count
        if !params.isEmpty { entries.append(("params", .map(params))) }
        var query: [(String, SpecTree)] = []
        for item in ["q", "sort order", "page-size", "x_y", "id"].prefix(int(0...4)) {
            if chance(0.2) {
                query.append((item, .map([("value", .quoted(pick(["a b", "1", "ü/?&="])))])))
            } else if chance(0.15), let template = template(payload: payload) {
                query.append((item, template))
            } else if let source = source(payload: payload, part: .query, where: { $0.nonOptional.isTextual || ($0.nonOptional.arrayElement?.isTextual ?? false) }) {
                query.append((item, .plain(source)))
            }
        }
        if !query.isEmpty { entries.append(("query", .map(query))) }
        var headers: [(String, SpecTree)] = []
        for header in ["X-Trace", "X_Kind", "X-Request-ID"].prefix(int(0...3)) {
            if chance(0.25) {
                headers.append((header, .map([("value", .quoted("v 1"))])))
            } else if chance(0.2), let template = template(payload: payload) {
                headers.append((header, template))
            } else if let source = source(payload: payload, part: .header, where: { $0.nonOptional.isTextual }) {
                headers.append((header, .plain(source)))
            }
        }
        if !headers.isEmpty { entries.append(("headers", .map(headers))) }
        if ["POST", "PUT", "PATCH"].contains(method), chance(0.7) {
            entries.append(("body", body(payload: payload)))
        }
        // Only payload fields the request sends are declared (docs/spec.md: an unsent one is an error).
        payload = payload.filter { field in
            entries.contains { $0.1.yaml.contains("payload." + field.name + "\n") || $0.1.yaml.contains("{payload." + field.name + "}") }
        }
        if !payload.isEmpty { entries.insert(("payload", Self.payloadTree(payload, sensitive: sensitive)), at: payloadPosition) }
        var responseType: RandomType?
        if paginated {
            let (pageEntries, type) = pagination(number)
            entries += pageEntries
            responseType = type
        } else if name == Self.longEndpointWord || chance(0.6) {
            let (responseEntries, type) = responseAndStore(forLongEndpoint: name == Self.longEndpointWord)
            entries += responseEntries
            responseType = type
        }
        if responseType != nil, chance(0.3) { entries.append(("sensitiveResponse", .plain("true"))) }
        let isWrite = method != "GET"
        let optimistic = isWrite && !payload.isEmpty && chance(0.35) ? optimisticSteps(payload: payload) : []
        if !optimistic.isEmpty { entries.append(("optimistic", .sequence(optimistic))) }
        entries += outcomeSteps(response: responseType, stored: Self.storedFields(entries))
        let debounce = chance(0.3) ? pick(["100ms", "0.2s", "1s"]) : nil
        let optsOut = auth != nil && chance(0.3)
        let triggers = optimistic.isEmpty ? makeTriggers(payload: payload) : []
        if !triggers.isEmpty { entries.append(("triggers", .sequence(triggers))) }
        if let concurrency = concurrency(payload: payload, paginated: paginated, optimistic: !optimistic.isEmpty) {
            entries.append(("concurrency", concurrency))
        }
        if let debounce { entries.append(("debounce", .plain(debounce))) }
        if optsOut { entries.append(("auth", .plain("none"))) }
        endpoints.append((name, .map(entries)))
        endpointInfos.append(EndpointInfo(
            name: name, paginated: paginated, hasPayload: !payload.isEmpty, isOptimistic: !optimistic.isEmpty, optsOutOfAuth: optsOut
        ))
    }

    // MARK: Request values

    /// The type of `state.x`, `payload.x` or `app.f.x`.
    func sourceType(_ source: String, payload: [RandomField]) -> RandomType? {
        let parts = source.split(separator: ".").map(String.init)
        switch parts.first {
        case "state": return state.first { $0.name == parts[1] }?.type
        case "payload": return payload.first { $0.name == parts[1] }?.type
        case "app": return others.first { $0.name == parts[1] }?.state.first { $0.name == parts[2] }?.type
        default: return nil
        }
    }

    /// `state.x`, `payload.x` or (in paths, query items and headers) `app.f.x` for a value whose type
    /// satisfies `accepts`, or `nil` when there is none; a value of a name read from several places first.
    mutating func source(payload: [RandomField], part: RequestPart, where accepts: (RandomType) -> Bool) -> String? {
        let takesApp = [.path, .query, .header].contains(part)
        func fits(_ source: String) -> Bool {
            guard let type = sourceType(source, payload: payload), accepts(type) else { return false }
            return !source.hasPrefix("app.") || (takesApp && type.isAppValue)
        }
        if let index = pendingSources.firstIndex(where: fits), chance(0.85) {
            return pendingSources.remove(at: index)
        }
        var candidates = state.filter { accepts($0.type) }.map { "state." + $0.name }
        candidates += payload.filter { accepts($0.type) }.map { "payload." + $0.name }
        if takesApp && chance(0.3) {
            candidates += others.flatMap { other in other.state.filter { $0.type.isAppValue && accepts($0.type) }.map { "app.\(other.name).\($0.name)" } }
        }
        return candidates.isEmpty ? nil : pick(candidates)
    }

    /// `{ template: "..." }` with one to three placeholders of state, payload and other features' values
    /// (non-optional texts, numbers, Bools, UUIDs, URLs, dates or enums), a value of a name read from
    /// several places first, and text around them (`{{` and `}}` stand for braces).
    mutating func template(payload: [RandomField]) -> SpecTree? {
        var text = pick(["", "Bearer ", "v1:", "{{x}} "])
        var placeholders = 0
        for _ in 0..<int(1...3) {
            guard let source = source(payload: payload, part: .header, where: { $0.isTemplateValue }) else { break }
            if source.hasPrefix("app."), sourceType(source, payload: payload)?.isOptional ?? true { continue }
            text += "{" + source + "}" + pick(["", "-", " ", "/", ".json"])
            placeholders += 1
        }
        return placeholders == 0 ? nil : .map([("template", .quoted(text))])
    }

    /// A body of one payload value, of fields, or of form fields.
    mutating func body(payload: [RandomField]) -> SpecTree {
        if let field = payload.randomElement(using: &random), chance(0.3) {
            return .map([("from", .plain("payload." + field.name))])
        }
        let isForm = chance(0.35)
        var fields: [(String, SpecTree)] = []
        var names: Set<String> = []
        for _ in 0..<int(1...4) {
            let fieldName = isForm
                ? self.name(from: ["amount", "metadata[tag]", "tags[]", "a b", "currency", "state"], in: &names, convert: { $0 })
                : self.name(from: Self.fieldWords, in: &names)
            let source = isForm
                ? source(payload: payload, part: .form, where: \.isFormValue)
                : source(payload: payload, part: .body, where: { _ in true })
            if let source, chance(0.75) {
                fields.append((fieldName, .plain(source)))
            } else {
                fields.append((fieldName, .map([("value", .quoted(pick(["text", "a b", "1"])))])))
            }
        }
        return .map([(isForm ? "form" : "fields", .map(fields))])
    }

    // MARK: Responses

    /// The response and `store:` of an endpoint that does not page: the type of a state field (for the
    /// endpoint of the long name, the long model), stored whole into fields of that type, appended to
    /// arrays of it, upserted into or removed from arrays of a struct model by a field, or a struct whose
    /// field is stored with a `path:`; one target, several, or none.
    mutating func responseAndStore(forLongEndpoint: Bool) -> ([(String, SpecTree)], RandomType?) {
        if !forLongEndpoint, chance(0.2), let (model, field, target) = pathStore() {
            let store: SpecTree = .map([("into", .plain(target.name)), ("path", .plain(field.name))])
            return ([("response", .quoted(model.spec)), ("store", store)], model)
        }
        guard let field = responseField(forLongEndpoint: forLongEndpoint) else { return ([], nil) }
        var response = field.type.nonOptional
        if case .structure = response, chance(0.3) { response = .array(response) }
        var targets: [SpecTree] = []
        var written: Set<String> = []
        for _ in 0..<(chance(0.2) ? 0 : (chance(0.7) ? 1 : 2)) {
            let options = storeTargets(for: response).filter { !written.contains($0.field) }
            guard let chosen = options.randomElement(using: &random) else { break }
            written.insert(chosen.field)
            targets.append(chosen.tree)
        }
        var entries: [(String, SpecTree)] = [("response", .quoted(response.spec))]
        if targets.count == 1, case .mapping(let parts) = targets[0], parts.count == 1, parts[0].key == "into", chance(0.5) {
            entries.append(("store", parts[0].value))
        } else if targets.count == 1 {
            entries.append(("store", targets[0]))
        } else if !targets.isEmpty {
            entries.append(("store", .sequence(targets)))
        }
        return (entries, response)
    }

    /// The targets that can store a response of `type` whole (docs/spec.md, "Response and store").
    func storeTargets(for type: RandomType) -> [(field: String, tree: SpecTree)] {
        var targets: [(field: String, tree: SpecTree)] = []
        for field in state {
            if field.type == type || field.type == .optional(type) {
                targets.append((field.name, .map([("into", .plain(field.name))])))
            }
            if field.type == .array(type) || (type.arrayElement != nil && field.type == type) {
                targets.append((field.name, .map([("append", .plain(field.name))])))
            }
            // Any field but a JSON one identifies an element (docs/spec.md, "Any JSON value").
            if case .array(let element) = field.type, case .structure(_, let fields) = element,
               let by = fields.filter({ $0.type.nonOptional != .json }).first {
                if type == element || type == .array(element) {
                    let last = fields.last { $0.type.nonOptional != .json } ?? by
                    targets.append((field.name, .map([("upsert", .plain(field.name)), ("by", .plain(last.name))])))
                }
                if type == element {
                    targets.append((field.name, .map([("removeFrom", .plain(field.name)), ("by", .plain(by.name))])))
                }
            }
        }
        return targets
    }

    /// A struct model with a non-optional field that a state field of its type (or its optional) can hold.
    mutating func pathStore() -> (RandomType, RandomField, RandomField)? {
        var options: [(RandomType, RandomField, RandomField)] = []
        for model in structs {
            for field in model.structFields where !field.type.isOptional {
                for target in state where target.type == field.type || target.type == .optional(field.type) {
                    options.append((model, field, target))
                }
            }
        }
        return options.randomElement(using: &random)
    }

    /// The state field whose type an endpoint's response has: for the endpoint of the long name, the field of
    /// the long model; else half the time (always in a feature of long names) one holding a model, when there
    /// is one, so that long model names reach the mock's results (`[Result<Feature.Model, APIError>]`).
    mutating func responseField(forLongEndpoint: Bool) -> RandomField? {
        if forLongEndpoint, let field = state.first(where: { $0.type.nonOptional.spec == Self.longModelWord }) { return field }
        let models = state.filter { field in
            switch field.type.nonOptional {
            case .structure, .enumeration, .sum: return true
            default: return false
            }
        }
        if !models.isEmpty, usesLongNames || chance(0.5) { return models.randomElement(using: &random) }
        return state.randomElement(using: &random)
    }

    /// The response, store and pagination of a paginated endpoint, page, cursor or link style.
    mutating func pagination(_ number: Int) -> ([(String, SpecTree)], RandomType) {
        let element = randomType(depth: 1).nonOptional
        let field = makeStateField(type: .array(element))
        let next = name(from: ["loadMore", "next_page", "more-items"], into: \.actionNames)
        if chance(0.5) {
            var settings: [(String, SpecTree)] = [
                ("style", .plain("page")),
                ("pageParam", .quoted(pick(["page", "page no", "p-num", "default", "state", "requestID", "credential"]))),
            ]
            if chance(0.5) { settings.append(("sizeParam", .quoted(pick(["per_page", "size"])))) }
            settings.append(("pageSize", .plain(String(int(1...50)))))
            if chance(0.5) { settings.append(("firstPage", .plain(String(int(0...2))))) }
            settings.append(("nextPageAction", .plain(next)))
            return ([("response", .quoted(field.type.spec)), ("store", .plain(field.name)), ("pagination", .map(settings))], field.type)
        }
        let pageModel = modelName()
        let cursorType: RandomType = chance(0.5) ? .optional(.string) : .optional(.int)
        modelOrder.append(pageModel)
        modelTrees[pageModel] = .map([("fields", .map([("items", .quoted(field.type.spec)), ("next", .quoted(cursorType.spec))]))])
        let page = RandomType.structure(name: pageModel, fields: [RandomField(name: "items", type: field.type), RandomField(name: "next", type: cursorType)])
        structs.append(page)
        let param = pick(["cursor", "after id", "next", "page"])
        // A third of these page with Link headers (the page model's `next` is then a field like any other).
        let pagesByLink = chance(0.3)
        var settings: [(String, SpecTree)] = pagesByLink
            ? [("style", .plain("link"))]
            : [("style", .plain("cursor")), ("cursor", .map([("param", .quoted(param)), ("next", .plain("next"))]))]
        if chance(0.5) { settings.append(("sizeParam", .quoted("limit"))) }
        settings.append(("pageSize", .plain(String(int(1...50)))))
        settings.append(("nextPageAction", .plain(next)))
        return ([
            ("response", .plain(SwiftName.upperCamelCase(pageModel))),
            ("store", .map([("into", .plain(field.name)), ("path", .plain("items"))])),
            ("pagination", .map(settings)),
        ], page)
    }

    // MARK: Steps, triggers and policies

    /// Optimistic steps reading the payload the request sends, state or literals, on any state field: the
    /// credential and the fields the request sends too, which it reads as the steps leave them.
    mutating func optimisticSteps(payload: [RandomField]) -> [SpecTree] {
        var draft = ActionDraft(name: "", payload: payload)
        var used = Set(payload.map { SwiftName.lowerCamelCase($0.name) })
        guard !state.isEmpty else { return [] }
        return (0..<int(1...2)).compactMap { _ in makeStep(&draft, usedPayloadNames: &used, fixedPayload: true, targets: state) }
    }

    /// `onSuccess:` (reset, a literal, or `from: response` into a field of the response's type) and
    /// `onFailure:` (reset, or `from: message` into a `String` field) steps, and outcome `hooks:`.
    /// `onSuccess:` also takes any step an action's `reduce:` does (from literals and other state fields) on
    /// the fields `store:` leaves alone (`stored` are those it writes), which it neither changes by what
    /// they hold nor reads (docs/spec.md, "Outcome steps").
    mutating func outcomeSteps(response: RandomType?, stored: Set<String>) -> [(String, SpecTree)] {
        var entries: [(String, SpecTree)] = []
        let targets = state
        if chance(0.3) {
            var steps: [SpecTree] = []
            if let response, let field = targets.first(where: { $0.type == response || $0.type == .optional(response) }), chance(0.6) {
                steps.append(.map([("set", .plain(field.name)), ("from", .plain("response"))]))
            }
            let field = pick(targets)
            steps.append(field.type.isWritable && chance(0.5)
                ? .map([("set", .plain(field.name)), ("value", literal(field.type))])
                : .map([("reset", .plain(field.name))]))
            let free = targets.filter { !stored.contains($0.name) }
            if !free.isEmpty, chance(0.6) {
                var draft = ActionDraft(name: "")
                var used: Set<String> = []
                for _ in 0..<int(1...2) {
                    guard let step = makeStep(&draft, usedPayloadNames: &used, fixedPayload: true, targets: free),
                          !stored.contains(where: { step.mentions("state." + $0) })
                    else { continue }
                    steps.append(step)
                }
            }
            entries.append(("onSuccess", .sequence(steps)))
        }
        if chance(0.3) {
            if let field = targets.first(where: { $0.type == .string || $0.type == .optional(.string) }), chance(0.7) {
                entries.append(("onFailure", .sequence([.map([("set", .plain(field.name)), ("from", .plain("message"))])])))
            } else {
                entries.append(("onFailure", .sequence([.map([("reset", .plain(pick(targets).name))])])))
            }
        }
        if chance(0.2) {
            let hooks = ["succeeded", "failed", "cancelled"].filter { _ in chance(0.6) }
            if !hooks.isEmpty { entries.append(("hooks", .sequence(hooks.map { .plain($0) }))) }
        }
        return entries
    }

    /// The state fields the `store:` entry among `entries` writes: `store: f`, or targets keyed `into`,
    /// `append`, `upsert` or `removeFrom`, alone or in a list.
    static func storedFields(_ entries: [(String, SpecTree)]) -> Set<String> {
        func fields(_ tree: SpecTree) -> [String] {
            switch tree {
            case .plain(let name): [name]
            case .sequence(let targets): targets.flatMap(fields)
            case .mapping(let parts):
                parts.filter { ["into", "append", "upsert", "removeFrom"].contains($0.key) }.flatMap { fields($0.value) }
            case .quoted: []
            }
        }
        return Set(entries.filter { $0.0 == "store" }.flatMap { fields($0.1) })
    }

    /// Declared actions (each given the endpoint's payload), some with a `when:` test or their own debounce;
    /// for an endpoint without payload also outcomes of this feature's earlier endpoints (a chain always
    /// ends) and, across features, declared actions and outcomes of earlier features.
    mutating func makeTriggers(payload: [RandomField]) -> [SpecTree] {
        // A trigger must carry every payload field of the endpoint; actions whose own fields would clash are
        // not made triggers.
        let chosen = actions.indices.filter { _ in chance(0.4) }.filter { index in
            payload.allSatisfy { needed in
                !actions[index].payload.contains {
                    SwiftName.lowerCamelCase($0.name) == SwiftName.lowerCamelCase(needed.name) && ($0.name != needed.name || $0.type != needed.type)
                }
            }
        }
        var triggers: [SpecTree] = []
        for index in chosen {
            for needed in payload where !actions[index].payload.contains(where: { $0.name == needed.name }) {
                actions[index].payload.append(needed)
            }
            let name = actions[index].name
            if chance(0.25), let condition = condition() {
                triggers.append(.map([("action", .plain(name)), ("when", condition)]))
            } else if chance(0.15) {
                let wait = pick(["0ms", "50ms"])
                triggers.append(.map([("action", .plain(name)), ("debounce", .plain(wait))]))
            } else {
                triggers.append(.plain(name))
            }
        }
        guard payload.isEmpty else { return triggers }
        for earlier in endpointInfos where !earlier.paginated && chance(0.3) {
            triggers.append(.plain(SwiftName.lowerCamelCase(earlier.name) + pick(["Succeeded", "Failed", "Cancelled"])))
        }
        if let other = others.randomElement(using: &random), chance(0.3) {
            let outcomes = other.endpoints.filter { !$0.paginated }.map { SwiftName.lowerCamelCase($0.name) + pick(["Succeeded", "Failed", "Cancelled"]) }
            let names = other.actions + outcomes
            if let name = names.randomElement(using: &random) {
                let trigger = "app.\(pick([other.name, SwiftName.lowerCamelCase(other.name)])).\(name)"
                if chance(0.3), let condition = condition() {
                    triggers.append(.map([("action", .plain(trigger)), ("when", condition)]))
                } else {
                    triggers.append(.plain(trigger))
                }
            }
        }
        return triggers
    }

    /// A `when:` test of a state field of this feature or of another feature, of a type the test takes.
    mutating func condition() -> SpecTree? {
        var tests: [(String, String)] = []
        for field in state {
            switch field.type {
            case .string, .array: tests += [("notEmpty", "state." + field.name), ("isEmpty", "state." + field.name)]
            case .bool: tests += [("isTrue", "state." + field.name), ("isFalse", "state." + field.name)]
            case .optional: tests += [("notNil", "state." + field.name), ("isNil", "state." + field.name)]
            default: break
            }
        }
        for other in others {
            for field in other.state where field.type.isAppValue {
                let app = "app.\(other.name).\(field.name)"
                switch field.type {
                case .string: tests.append(("notEmpty", app))
                case .bool: tests.append(("isFalse", app))
                case .optional: tests.append(("isNil", app))
                default: break
                }
            }
        }
        guard let (test, operand) = tests.randomElement(using: &random) else { return nil }
        return .map([(test, .plain(operand))])
    }

    /// A policy, or per payload value (`{ policy: latest, key: payload.id }`) when a payload field can be a
    /// key; `nil` for the method's default. Optimistic endpoints queue; paginated ones never do.
    mutating func concurrency(payload: [RandomField], paginated: Bool, optimistic: Bool) -> SpecTree? {
        let keys = payload.filter { $0.type.isKey || $0.type == .date }
        if !paginated, let key = keys.randomElement(using: &random), chance(0.25) {
            let policy = optimistic ? "queue" : pick(["latest", "queue"])
            return .map([("policy", .plain(policy)), ("key", .plain("payload." + key.name))])
        }
        if optimistic { return chance(0.5) ? .plain("queue") : nil }
        guard let policy = pick([nil, "latest", "dropWhileInFlight", "queue"]) else { return nil }
        // A paginated endpoint's pages share one page state, so they are never queued (docs/spec.md).
        return .plain(paginated && policy == "queue" ? "latest" : policy)
    }
}
