/// Derives sample values from types, deterministically, for generated tests.
///
/// Two variants give two different values of most types (`1` and `2`, `"a"` and `"b"`), so a test can
/// start from one and change to the other. Models get every field sampled; arrays and dictionaries hold
/// one element. A model that contains itself gets `nil` or an empty collection there.
struct SampleValueSource: Sendable {
    var feature: FeatureSpec
    var types: SwiftTypeSource

    /// The Swift expression for sample `variant` (1 or 2) of `type`.
    func source(for type: TypeReference, variant: Int) -> String {
        source(for: type, variant: variant, enclosingModels: [])
    }

    private func source(for type: TypeReference, variant: Int, enclosingModels: [String]) -> String {
        let letters = ["a", "b"]
        let index = variant == 1 ? 0 : 1
        switch type {
        case .string: return "\"" + letters[index] + "\""
        case .int: return String(variant)
        case .double: return variant == 1 ? "1.5" : "2.5"
        case .bool: return variant == 1 ? "true" : "false"
        case .date: return "Date(timeIntervalSince1970: \(variant))"
        case .url: return "URL(string: \"https://example.com/\(variant)\")!"
        case .uuid: return "UUID(uuidString: \"00000000-0000-0000-0000-00000000000\(variant)\")!"
        case .optional(let wrapped):
            if case .named(let name) = wrapped, enclosingModels.contains(name) { return "nil" }
            return source(for: wrapped, variant: variant, enclosingModels: enclosingModels)
        case .array(let element):
            if case .named(let name) = element, enclosingModels.contains(name) { return "[]" }
            return "[" + source(for: element, variant: variant, enclosingModels: enclosingModels) + "]"
        case .dictionary(let value):
            if case .named(let name) = value, enclosingModels.contains(name) { return "[:]" }
            return "[\"" + letters[index] + "\": " + source(for: value, variant: variant, enclosingModels: enclosingModels) + "]"
        case .named(let name):
            return modelSource(name, variant: variant, enclosingModels: enclosingModels)
        }
    }

    private func modelSource(_ name: String, variant: Int, enclosingModels: [String]) -> String {
        let typeName = types.qualifiedName(ofModel: name)
        guard let model = feature.model(named: name) else { return typeName + "()" }
        if let enumeration = model.enumeration {
            let chosen = variant == 1 ? enumeration.cases.first : enumeration.cases.last
            let caseName = chosen.map { SwiftName.escaped($0.swiftName) } ?? "allCases[0]"
            return typeName + "." + caseName
        }
        let inner = enclosingModels + [model.name]
        let arguments = model.fields.map { field in
            field.swiftName + ": " + source(for: field.type, variant: variant, enclosingModels: inner)
        }
        return typeName + "(" + arguments.joined(separator: ", ") + ")"
    }
}
