extension SpecDecoder {
    /// `session.token` of `app.session.token`, starting at `offset` in `node`'s text: a feature and one of its
    /// state fields. `nil` when it is not two non-empty names.
    func appReference(_ text: String, in node: YAMLNode, offset: Int) -> AppValueReference? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty, !text.contains(" ") else { return nil }
        return AppValueReference(
            feature: NameReference(String(parts[0]), at: reader.location(in: node, offset: offset)),
            field: NameReference(String(parts[1]), at: reader.location(in: node, offset: offset + parts[0].count + 1))
        )
    }
}
