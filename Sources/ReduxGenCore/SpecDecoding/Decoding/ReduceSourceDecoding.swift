extension SpecDecoder {
    /// A reduce step's `from:`: `state.field` reads a state field, any other name a payload field of the action.
    static func reduceSource(_ text: String, at location: SourceLocation) -> ReduceInput {
        let prefix = "state."
        guard text.hasPrefix(prefix), text.count > prefix.count else {
            return .payload(NameReference(text, at: location))
        }
        var fieldLocation = location
        fieldLocation.column += prefix.count
        return .state(NameReference(String(text.dropFirst(prefix.count)), at: fieldLocation))
    }
}
