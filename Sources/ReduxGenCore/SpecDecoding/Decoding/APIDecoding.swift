extension SpecDecoder {
    static let apiKeys = ["baseURL", "headers", "json", "openapi"]
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
