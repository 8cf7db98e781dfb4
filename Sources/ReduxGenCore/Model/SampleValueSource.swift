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
