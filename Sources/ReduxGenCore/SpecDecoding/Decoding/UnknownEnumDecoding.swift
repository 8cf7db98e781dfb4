extension SpecDecoder {
    /// `unknown: true` of an enum model: whether raw values it does not list decode as `unknown(raw)`.
    mutating func decodeUnknownCase(_ keys: [String: YAMLMappingEntry], context: String) -> Bool {
        guard let entry = keys["unknown"] else { return false }
        return reader.bool(entry.value, for: "'unknown' of \(context)") ?? false
    }
}
