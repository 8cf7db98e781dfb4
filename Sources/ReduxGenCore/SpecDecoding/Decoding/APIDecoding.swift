extension SpecDecoder {
    static let apiKeys = ["baseURL", "headers", "json", "openapi", "auth"]
    static let authKeys = ["bearer", "apiKey", "onUnauthorized"]
    static let unauthorizedKeys = ["refresh", "signOut"]
    static let apiKeyKeys = ["header", "query", "from"]
    static let jsonKeys = ["keys", "dates"]

    /// `api: { baseURL, headers, json: { keys, dates } }`
    mutating func decodeAPI(_ node: YAMLNode) -> APISpec? {
        guard let entries = reader.mapping(node, for: "'api'") else { return nil }
        let keys = reader.entries(entries, allowed: Self.apiKeys, in: "'api'")
        var api = APISpec(location: node.location)
        if let entry = keys["baseURL"] {
            api.baseURL = reader.string(entry.value, for: "'baseURL'")
            api.baseURLLocation = entry.value.location
        }
        if let entry = keys["openapi"], let path = reader.string(entry.value, for: "'openapi'") {
            api.openAPIDocument = NameReference(path, at: entry.value.location)
        }
        if let entry = keys["headers"] {
            forEachNamedEntry(of: entry.value, section: "'headers'") { decoder, name, header in
                if let value = decoder.reader.string(header.value, for: "header \(quoted(name))") {
                    api.headers.append(HeaderSpec(name: name, value: value, location: header.key.location))
                }
            }
        }
        if let entry = keys["auth"] { api.auth = decodeAuth(entry) }
        if let entry = keys["json"], let jsonEntries = reader.mapping(entry.value, for: "'json'") {
            let json = reader.entries(jsonEntries, allowed: Self.jsonKeys, in: "'json'")
            if let keysEntry = json["keys"], let strategy = choice(keysEntry.value, of: JSONKeyStrategy.self, for: "'keys'") {
                api.keyStrategy = strategy
            }
            if let datesEntry = json["dates"], let strategy = choice(datesEntry.value, of: JSONDateStrategy.self, for: "'dates'") {
                api.dateStrategy = strategy
            }
        }
        return api
    }

    /// `auth: { bearer: state.token }` or `auth: { apiKey: { header: X-API-Key, from: state.key } }` (or
    /// `query:` instead of `header:`): exactly one of the two.
    private mutating func decodeAuth(_ entry: YAMLMappingEntry) -> AuthSpec? {
        let what = "'api.auth'"
        guard let entries = reader.mapping(entry.value, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.authKeys, in: what)
        var auth = decodeCredential(keys, entries: entries, entry: entry, what: what)
        if let onUnauthorized = keys["onUnauthorized"] { auth?.onUnauthorized = decodeUnauthorized(onUnauthorized) }
        return auth
    }

    /// `onUnauthorized: { refresh: <endpoint>, signOut: <action> }`, each a name of this feature or
    /// `app.<feature>.<name>`; at least one of the two.
    private mutating func decodeUnauthorized(_ entry: YAMLMappingEntry) -> UnauthorizedSpec? {
        let what = "'onUnauthorized' of 'api.auth'"
        guard let entries = reader.mapping(entry.value, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.unauthorizedKeys, in: what)
        func reference(_ key: String) -> FeatureMemberReference? {
            guard let entry = keys[key], let text = reader.string(entry.value, for: "'\(key)' of \(what)") else { return nil }
            let location = entry.value.location
            guard text.hasPrefix("app.") else { return FeatureMemberReference(feature: nil, name: NameReference(text, at: location)) }
            guard let (feature, member) = AppReferenceText.split(text, at: location), let member else {
                reader.diagnostics.error("'\(key)' of \(what) is \(quoted(text)); write a name of this feature or app.<feature>.<name>", at: location)
                return nil
            }
            return FeatureMemberReference(feature: feature, name: member)
        }
        let unauthorized = UnauthorizedSpec(refresh: reference("refresh"), signOut: reference("signOut"), location: entry.key.location)
        if keys["refresh"] == nil, keys["signOut"] == nil, entries.allSatisfy({ Self.unauthorizedKeys.contains($0.key.scalar?.value ?? "") }) {
            reader.diagnostics.error("\(what) needs 'refresh: <endpoint>', 'signOut: <action>' or both", at: entry.key.location)
            return nil
        }
        return unauthorized
    }

    /// The credential of `api.auth`: `bearer:` or `apiKey:`, exactly one of the two.
    private mutating func decodeCredential(
        _ keys: [String: YAMLMappingEntry], entries: [YAMLMappingEntry], entry: YAMLMappingEntry, what: String
    ) -> AuthSpec? {
        switch (keys["bearer"], keys["apiKey"]) {
        case (let bearer?, nil):
            let context = "'bearer' of \(what)"
            guard let source = decodeCredentialSource(bearer.value, for: context) else { return nil }
            return AuthSpec(placement: .bearer, source: source, location: entry.key.location, sourceContext: context)
        case (nil, let apiKey?):
            let context = "'apiKey' of \(what)"
            guard let apiKeyEntries = reader.mapping(apiKey.value, for: context) else { return nil }
            let apiKeyKeys = reader.entries(apiKeyEntries, allowed: Self.apiKeyKeys, in: context)
            let from = reader.required("from", in: apiKeyKeys, of: apiKey.value, context: context)
            let placement: AuthSpec.Placement?
            var placementLocation = apiKey.key.location
            switch (apiKeyKeys["header"], apiKeyKeys["query"]) {
            case (let header?, nil):
                placement = reader.string(header.value, for: "'header' of \(context)").map { .header($0) }
                placementLocation = header.value.location
            case (nil, let query?):
                placement = reader.string(query.value, for: "'query' of \(context)").map { .query($0) }
                placementLocation = query.value.location
                if case .query(let name)? = placement, name.isEmpty {
                    reader.diagnostics.error("empty query item name for 'query' of \(context)", at: query.value.location)
                }
            case (_?, _?):
                reader.diagnostics.error("\(context) takes 'header' or 'query', not both", at: apiKey.key.location)
                placement = nil
            case (nil, nil):
                reader.diagnostics.error("\(context) needs 'header: <name>' or 'query: <name>', where the key is sent", at: apiKey.key.location)
                placement = nil
            }
            let sourceContext = "'from' of \(context)"
            guard let from, let source = decodeCredentialSource(from.value, for: sourceContext), let placement else { return nil }
            var auth = AuthSpec(placement: placement, source: source, location: entry.key.location, sourceContext: sourceContext)
            auth.placementLocation = placementLocation
            return auth
        case (_?, _?):
            reader.diagnostics.error("\(what) takes 'bearer' or 'apiKey', not both", at: entry.key.location)
            return nil
        case (nil, nil):
            // A misspelt key is reported as such, with its suggestion.
            guard entries.allSatisfy({ Self.authKeys.contains($0.key.scalar?.value ?? "") }) else { return nil }
            reader.diagnostics.error(
                "\(what) needs 'bearer: <state value>' or 'apiKey: { header: <name>, from: <state value> }'", at: entry.key.location
            )
            return nil
        }
    }

    /// The credential's source: `state.<field>` or `app.<feature>.<field>`, a state value read when the request
    /// starts.
    private mutating func decodeCredentialSource(_ node: YAMLNode, for what: String) -> ValueSource? {
        guard let text = reader.string(node, for: what) else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, !parts[1].isEmpty {
            if parts[0] == "state", !parts[1].contains(".") {
                return .state(NameReference(String(parts[1]), at: reader.location(in: node, offset: parts[0].count + 1)))
            }
            if parts[0] == "app", let app = appReference(String(parts[1]), in: node, offset: parts[0].count + 1) { return .app(app) }
        }
        reader.diagnostics.error(
            "invalid source \(quoted(text)) for \(what); a credential is a state value: state.<field> or app.<feature>.<field>",
            at: node.location
        )
        return nil
    }

    /// One of an enum's raw values; anything else is an error listing the choices (and the nearest one).
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ node: YAMLNode, of: Choice.Type, for what: String) -> Choice?
    where Choice.RawValue == String {
        guard let text = reader.string(node, for: what) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        let choices = Choice.allCases.map(\.rawValue)
        let suggestion = Suggestion.didYouMean(text, among: choices)
        let list = choices.map { "'\($0)'" }.joined(separator: ", ")
        reader.diagnostics.error("invalid value \(quoted(text)) for \(what); expected one of \(list)\(suggestion)", at: node.location)
        return nil
    }
}
