/// Derives sample values from types, deterministically, for generated tests.
///
/// Two variants give two different values of most types (`1` and `2`, `"a"` and `"b"`), so a test can
/// start from one and change to the other. Models get every field sampled; arrays and dictionaries hold
/// one element. A model that contains itself gets `nil` or an empty collection there.
struct SampleValueSource: Sendable {
    var feature: FeatureSpec
    var types: SwiftTypeSource

    /// The indentation of the statements generated tests write samples in.
    static let testIndentation = 8

    /// The Swift expression for sample `variant` (1 or 2) of `type`, on one line when it fits and else
    /// broken after each argument, for a statement indented by `testIndentation`.
    func source(for type: TypeReference, variant: Int) -> String {
        expression(for: type, variant: variant, enclosingModels: []).formatted(indentation: Self.testIndentation)
    }

    private func expression(for type: TypeReference, variant: Int, enclosingModels: [String]) -> SampleExpression {
        let letters = ["a", "b"]
        let index = variant == 1 ? 0 : 1
        switch type {
        case .string: return .atom("\"" + letters[index] + "\"")
        case .int: return .atom(String(variant))
        case .double: return .atom(variant == 1 ? "1.5" : "2.5")
        case .bool: return .atom(variant == 1 ? "true" : "false")
        case .date: return .atom("Date(timeIntervalSince1970: \(variant))")
        case .url: return .atom("URL(string: \"https://example.com/\(variant)\")!")
        case .uuid: return .atom("UUID(uuidString: \"00000000-0000-0000-0000-00000000000\(variant)\")!")
        case .optional(let wrapped):
            if case .named(let name) = wrapped, enclosingModels.contains(name) { return .atom("nil") }
            return expression(for: wrapped, variant: variant, enclosingModels: enclosingModels)
        case .array(let element):
            if case .named(let name) = element, enclosingModels.contains(name) { return .atom("[]") }
            return .wrapped(prefix: "[", expression(for: element, variant: variant, enclosingModels: enclosingModels), suffix: "]")
        case .dictionary(let value):
            if case .named(let name) = value, enclosingModels.contains(name) { return .atom("[:]") }
            let element = expression(for: value, variant: variant, enclosingModels: enclosingModels)
            return .wrapped(prefix: "[\"" + letters[index] + "\": ", element, suffix: "]")
        case .named(let name):
            return modelExpression(name, variant: variant, enclosingModels: enclosingModels)
        }
    }

    private func modelExpression(_ name: String, variant: Int, enclosingModels: [String]) -> SampleExpression {
        let typeName = types.qualifiedName(ofModel: name)
        guard let model = feature.model(named: name) else { return .atom(typeName + "()") }
        if let enumeration = model.enumeration {
            let chosen = variant == 1 ? enumeration.cases.first : enumeration.cases.last
            return .atom(typeName + "." + (chosen.map { SwiftName.escaped($0.swiftName) } ?? "allCases[0]"))
        }
        let inner = enclosingModels + [model.name]
        let arguments = model.fields.map { field in
            (label: LocalNames.label(field.swiftName), value: expression(for: field.type, variant: variant, enclosingModels: inner))
        }
        return .call(typeName, arguments)
    }
}

/// A sample value's expression, kept as a tree so that long ones can be broken over lines.
indirect enum SampleExpression: Sendable {
    case atom(String)
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
        case .wrapped(let prefix, let element, let suffix): prefix + element.singleLine + suffix
        case .call(let callee, let arguments):
            callee + "(" + arguments.map { $0.label + ": " + $0.value.singleLine }.joined(separator: ", ") + ")"
        }
    }

    /// The expression, broken after each call argument where the line would grow too long; continuation
    /// lines are indented from `indentation`.
    func formatted(indentation: Int) -> String {
        let line = singleLine
        if indentation + Self.statementPrefixWidth + line.count <= Self.lineWidth { return line }
        switch self {
        case .atom(let text):
            return text
        case .wrapped(let prefix, let element, let suffix):
            return prefix + element.formatted(indentation: indentation) + suffix
        case .call(let callee, let arguments):
            let inner = String(repeating: " ", count: indentation + 4)
            let lines = arguments.map { inner + $0.label + ": " + $0.value.formatted(indentation: indentation + 4) }
            return callee + "(\n" + lines.joined(separator: ",\n") + "\n" + String(repeating: " ", count: indentation) + ")"
        }
    }
}
