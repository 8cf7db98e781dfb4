/// A sample value's expression, kept as a tree so that the shared samples it refers to can be listed.
indirect enum SampleExpression: Sendable {
    case atom(String)
    /// A reference to a model's shared sample, e.g. `RepoSearchSamples.owner`.
    case sample(model: String, variant: Int, reference: String)
    /// `prefix` + element + `suffix`, e.g. a one-element array.
    case wrapped(prefix: String, SampleExpression, suffix: String)
    /// `callee(label: value, ...)`
    case call(String, [(label: String, value: SampleExpression)])

    /// The expression on one line.
    var singleLine: String {
        switch self {
        case .atom(let text): text
        case .sample(_, _, let reference): reference
        case .wrapped(let prefix, let element, let suffix): prefix + element.singleLine + suffix
        case .call(let callee, let arguments):
            callee + "(" + arguments.map { $0.label + ": " + $0.value.singleLine }.joined(separator: ", ") + ")"
        }
    }

    /// The shared samples the expression refers to, as (model, variant), in order of appearance.
    var referencedSamples: [(model: String, variant: Int)] {
        switch self {
        case .atom: []
        case .sample(let model, let variant, _): [(model, variant)]
        case .wrapped(_, let element, _): element.referencedSamples
        case .call(_, let arguments): arguments.flatMap(\.value.referencedSamples)
        }
    }
}
