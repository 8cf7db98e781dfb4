extension SpecDecoder {
    /// `where: { id: id }` with `field: isLiked`; both or neither.
    mutating func decodeElementSelector(where whereEntry: YAMLMappingEntry?, field fieldEntry: YAMLMappingEntry?, stepContext: String)
        -> ElementSelector?
    {
        guard let whereEntry else {
            if let fieldEntry {
                reader.diagnostics.error(
                    "'field' changes a field of matching elements, so it needs 'where: { <key field>: <payload field> }'",
                    at: fieldEntry.key.location
                )
            }
            return nil
        }
        guard let entries = reader.mapping(whereEntry.value, for: "'where' of \(stepContext)") else { return nil }
        guard entries.count == 1, let match = entries.first else {
            reader.diagnostics.error(
                "'where' of \(stepContext) takes one key field and its value, like 'where: { id: id }'",
                at: whereEntry.value.location
            )
            return nil
        }
        guard let fieldEntry else {
            reader.diagnostics.error("'where' needs 'field: <model field>', the field of the matching elements to change", at: whereEntry.key.location)
            return nil
        }
        guard let key = reader.string(match.key, for: "the key of 'where' of \(stepContext)"),
              let value = reader.string(match.value, for: "'where' of \(stepContext)"),
              let member = reader.string(fieldEntry.value, for: "'field' of \(stepContext)")
        else { return nil }
        return ElementSelector(
            key: NameReference(key, at: match.key.location),
            value: Self.reduceSource(value, at: match.value.location),
            member: NameReference(member, at: fieldEntry.value.location)
        )
    }
}
