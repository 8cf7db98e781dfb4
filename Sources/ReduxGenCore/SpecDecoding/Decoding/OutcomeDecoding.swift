extension SpecDecoder {
    /// `onSuccess:` and `onFailure:`: lists of reduce steps, written like an action's `reduce:`.
    mutating func decodeOutcomeSteps(_ keys: [String: YAMLMappingEntry], into endpoint: inout EndpointSpec, context: String) {
        if let steps = keys["onSuccess"], let items = reader.sequence(steps.value, for: "'onSuccess' of \(context)") {
            endpoint.onSuccess = items.compactMap { decodeReduceStep($0, context: "'onSuccess' of \(context)") }
        }
        if let steps = keys["onFailure"], let items = reader.sequence(steps.value, for: "'onFailure' of \(context)") {
            endpoint.onFailure = items.compactMap { decodeReduceStep($0, context: "'onFailure' of \(context)") }
        }
        if let hooks = keys["hooks"] {
            let what = "'hooks' of \(context)"
            for name in decodeNameList(hooks.value, for: what) {
                guard let outcome = EndpointOutcome.allCases.first(where: { $0.hookName == name.name }) else {
                    let names = EndpointOutcome.allCases.map(\.hookName)
                    let list = names.map { "'\($0)'" }.joined(separator: ", ")
                    let suggestion = Suggestion.didYouMean(name.name, among: names)
                    reader.diagnostics.error("invalid value \(quoted(name.name)) for \(what); expected one of \(list)\(suggestion)", at: name.location)
                    continue
                }
                if endpoint.hooks.contains(outcome) {
                    reader.diagnostics.error("\(quoted(name.name)) is listed twice in \(what)", at: name.location)
                } else {
                    endpoint.hooks.append(outcome)
                }
            }
        }
    }
}
