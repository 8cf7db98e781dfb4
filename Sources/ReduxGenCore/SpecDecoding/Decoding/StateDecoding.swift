extension SpecDecoder {
    static let stateFieldKeys = ["type", "default", "persist", "sensitive"]
    static let payloadFieldKeys = ["type", "sensitive"]

    /// `state: { name: Type | { type, default, persist, sensitive } }`, and the names of the fields that
    /// could not be read (each reported here).
    mutating func decodeState(_ node: YAMLNode) -> (fields: [StateFieldSpec], unread: Set<String>) {
        var fields: [StateFieldSpec] = []
        var unread: Set<String> = []
        forEachNamedEntry(of: node, section: "'state'") { decoder, name, entry in
            if let field = decoder.decodeStateField(name: name, entry: entry) {
                fields.append(field)
            } else {
                unread.insert(name)
            }
        }
        return (fields, unread)
    }

    private mutating func decodeStateField(name: String, entry: YAMLMappingEntry) -> StateFieldSpec? {
        let context = "state field \(quoted(name))"
        guard let entries = entry.value.mapping else {
            guard let type = reader.type(entry.value, for: context) else { return nil }
            return StateFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: entry.value.location)
        }
        let keys = reader.entries(entries, allowed: Self.stateFieldKeys, allowingExtensions: true, in: context)
        let persist = keys["persist"].flatMap { reader.bool($0.value, for: "'persist' of \(context)") } ?? false
        guard let typeEntry = reader.required("type", in: keys, of: entry.value, context: context),
              let type = reader.type(typeEntry.value, for: context)
        else { return nil }
        var field = StateFieldSpec(
            name: name, type: type, persist: persist,
            location: entry.key.location, typeLocation: typeEntry.value.location,
            defaultNode: keys["default"]?.value
        )
        field.isSensitive = keys["sensitive"].flatMap { reader.bool($0.value, for: "'sensitive' of \(context)") } ?? false
        field.extensions = reader.extensions(in: entries)
        return field
    }

    /// `payload: { name: Type | { type, sensitive } }`, shared by actions and endpoints.
    mutating func decodePayload(_ node: YAMLNode, context: String) -> [PayloadFieldSpec] {
        var fields: [PayloadFieldSpec] = []
        forEachNamedEntry(of: node, section: "the payload of \(context)") { decoder, name, entry in
            if let field = decoder.decodePayloadField(name: name, entry: entry, context: "payload field \(quoted(name)) of \(context)") {
                fields.append(field)
            }
        }
        return fields
    }

    private mutating func decodePayloadField(name: String, entry: YAMLMappingEntry, context: String) -> PayloadFieldSpec? {
        guard let entries = entry.value.mapping else {
            guard let type = reader.type(entry.value, for: context) else { return nil }
            return PayloadFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: entry.value.location)
        }
        let keys = reader.entries(entries, allowed: Self.payloadFieldKeys, in: context)
        guard let typeEntry = reader.required("type", in: keys, of: entry.value, context: context),
              let type = reader.type(typeEntry.value, for: context)
        else { return nil }
        var field = PayloadFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: typeEntry.value.location)
        field.isSensitive = keys["sensitive"].flatMap { reader.bool($0.value, for: "'sensitive' of \(context)") } ?? false
        return field
    }
}
