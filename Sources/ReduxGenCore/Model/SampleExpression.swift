/// A sample value's expression, kept as a tree so that long ones can be broken over lines.
indirect enum SampleExpression: Sendable {
    case atom(String)
    /// A reference to a model's shared sample, e.g. `RepoSearchSamples.owner`.
    case sample(model: String, variant: Int, reference: String)
    /// `prefix` + element + `suffix`, e.g. a one-element array.
    case wrapped(prefix: String, SampleExpression, suffix: String)
    /// `callee(label: value, ...)`
    case call(String, [(label: String, value: SampleExpression)])

    /// The widest line generated tests aim for.
    static let lineWidth = 120
    /// Room left for what a statement puts before a sample (`let response = `, `state.field = `).
    static let statementPrefixWidth = 32

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

    /// The expression, broken after each call argument where the line would grow too long; continuation
    /// lines are indented from `indentation`. `prefixWidth` is the room the statement takes before it.
    func formatted(indentation: Int, prefixWidth: Int = Self.statementPrefixWidth) -> String {
        let line = singleLine
        if indentation + prefixWidth + line.count <= Self.lineWidth { return line }
        switch self {
        case .atom(let text):
            return text
        case .sample(_, _, let reference):
            return reference
        case .wrapped(let prefix, let element, let suffix):
            return prefix + element.formatted(indentation: indentation) + suffix
        case .call(let callee, let arguments):
            let inner = String(repeating: " ", count: indentation + 4)
            let lines = arguments.map { inner + $0.label + ": " + $0.value.formatted(indentation: indentation + 4) }
            return callee + "(\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indentation) + ")"
        }
    }
}
