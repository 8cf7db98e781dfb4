extension SpecDecoder {
    /// A reduce step's `from:` (and `where:` value): `state.field` reads a state field; `payload.field` or a
    /// bare name, a payload field of the action.
    static func reduceSource(_ text: String, at location: SourceLocation) -> ReduceInput {
        for prefix in ["state.", "payload."] where text.hasPrefix(prefix) && text.count > prefix.count {
            var fieldLocation = location
            fieldLocation.column += prefix.count
            let name = NameReference(String(text.dropFirst(prefix.count)), at: fieldLocation)
            return prefix == "state." ? .state(name) : .payload(name)
        }
        return .payload(NameReference(text, at: location))
    }
}
