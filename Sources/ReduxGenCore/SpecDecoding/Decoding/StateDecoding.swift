extension SpecDecoder {
    static let stateFieldKeys = ["type", "default", "persist"]

    /// `state: { name: Type | { type, default, persist } }`
    mutating func decodeState(_ node: YAMLNode) -> [StateFieldSpec] {
        var fields: [StateFieldSpec] = []
        forEachNamedEntry(of: node, section: "'state'") { decoder, name, entry in
            if let field = decoder.decodeStateField(name: name, entry: entry) { fields.append(field) }
        }
        return fields
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
        field.extensions = reader.extensions(in: entries)
        return field
    }

    /// `payload: { name: Type }`, shared by actions and endpoints.
    mutating func decodePayload(_ node: YAMLNode, context: String) -> [PayloadFieldSpec] {
        var fields: [PayloadFieldSpec] = []
        forEachNamedEntry(of: node, section: "the payload of \(context)") { decoder, name, entry in
            if let type = decoder.reader.type(entry.value, for: "payload field \(quoted(name)) of \(context)") {
                fields.append(PayloadFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: entry.value.location))
            }
        }
        return fields
    }
}
