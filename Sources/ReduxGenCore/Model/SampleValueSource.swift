/// Derives sample values from types, deterministically, for generated tests.
///
/// Two variants give two different values of most types (`1` and `2`, `"a"` and `"b"`), so a test can
/// start from one and change to the other. Models get every field sampled; arrays and dictionaries hold
/// one element. A model that contains itself gets `nil` or an empty collection there.
///
/// A struct model's sample is written once per test file, in a file-private namespace (see
/// `declarations(variant2Roots:)`); every other sample refers to it there, e.g. `RepoSearchSamples.owner`
/// or `RepoSearchSamples.Other.owner` for the second variant.
struct SampleValueSource: Sendable {
    var feature: FeatureSpec
    var types: SwiftTypeSource

    /// The name of the namespace of the second variant's samples, inside `namespace`.
    static let otherNamespace = "Other"

    /// The file-private enum of a feature's test file that holds the shared samples, e.g. `RepoSearchSamples`.
    var namespace: String { feature.swiftName + "Samples" }

    /// The Swift expression for sample `variant` (1 or 2) of `type`, on one line (the line wrapper breaks it
    /// where the statement holding it is too long). Struct models are references into `namespace`.
    func source(for type: TypeReference, variant: Int) -> String {
        expression(for: type, variant: variant, enclosingModels: [], sharesModels: true).singleLine
    }

    /// Like `source(for:variant:)`, but with every model written out, for files without the namespace.
    func inlineSource(for type: TypeReference, variant: Int) -> String {
        expression(for: type, variant: variant, enclosingModels: [], sharesModels: false).singleLine
    }

    /// The shared samples a test file needs: the first variant of every struct model (each has a coding
    /// test) and the second variant of the models `variant2Roots` reach, with the models they refer to.
    /// First variants come first, each in spec order.
    func declarations(variant2Roots: [TypeReference]) -> [ResolvedSample] {
        var needed: Set<SampleKey> = []
        var pending = feature.models.filter { $0.enumeration == nil }.map { SampleKey(model: $0.name, variant: 1) }
        for root in variant2Roots {
            let sample = expression(for: root, variant: 2, enclosingModels: [], sharesModels: true)
            pending += Self.keys(referencedBy: sample)
        }
        while let key = pending.popLast() {
            guard needed.insert(key).inserted else { continue }
            pending += Self.keys(referencedBy: sharedExpression(of: key))
        }
        return [1, 2].flatMap { variant in
            feature.models.filter { needed.contains(SampleKey(model: $0.name, variant: variant)) }.map { model in
                let key = SampleKey(model: model.name, variant: variant)
                let name = memberName(of: model.name)
                return ResolvedSample(
                    name: name,
                    value: sharedExpression(of: key).singleLine,
                    isOther: variant == 2
                )
            }
        }
    }

    private struct SampleKey: Hashable {
        var model: String
        var variant: Int
    }

    private static func keys(referencedBy expression: SampleExpression) -> [SampleKey] {
        expression.referencedSamples.map { SampleKey(model: $0.model, variant: $0.variant) }
    }

    private func sharedExpression(of key: SampleKey) -> SampleExpression {
        modelExpression(key.model, variant: key.variant, enclosingModels: [], sharesModels: true)
    }

    /// The name of a model's sample in the namespace, e.g. `owner`.
    private func memberName(of model: String) -> String {
        let swiftName = feature.model(named: model)?.swiftName ?? model
        return SwiftName.escaped(SwiftName.lowerCamelCase(swiftName))
    }

    private func reference(to model: String, variant: Int) -> SampleExpression {
        let member = memberName(of: model)
        let path = variant == 1 ? namespace + "." + member : namespace + "." + Self.otherNamespace + "." + member
        return .sample(model: model, variant: variant, reference: path)
    }

    private func expression(
        for type: TypeReference, variant: Int, enclosingModels: [String], sharesModels: Bool
    ) -> SampleExpression {
        let letters = ["a", "b"]
        let index = variant == 1 ? 0 : 1
        let inner = { (type: TypeReference) in
            expression(for: type, variant: variant, enclosingModels: enclosingModels, sharesModels: sharesModels)
        }
        // Scalars, URLs, UUIDs and enum cases: the literal `SampleScalars` chooses, as a spec literal is written.
        if let literal = SampleScalars.literal(of: type, variant: variant, in: feature) {
            return .atom(SwiftLiteralSource(types: types).source(for: literal, as: type))
        }
        switch type {
        case .string, .int, .double, .bool, .url, .uuid:
            preconditionFailure("SampleScalars has a sample of every \(type)")
        case .date: return .atom("Date(timeIntervalSince1970: \(SampleScalars.dateSeconds(variant: variant)))")
        case .optional(let wrapped):
            if case .named(let name) = wrapped, enclosingModels.contains(name) { return .atom("nil") }
            return inner(wrapped)
        case .array(let element):
            if case .named(let name) = element, enclosingModels.contains(name) { return .atom("[]") }
            return .wrapped(prefix: "[", inner(element), suffix: "]")
        case .dictionary(let value):
            if case .named(let name) = value, enclosingModels.contains(name) { return .atom("[:]") }
            return .wrapped(prefix: "[\"" + letters[index] + "\": ", inner(value), suffix: "]")
        case .named(let name):
            // A shared sample is the model's sample outside any other model, so it can stand in only
            // where the enclosing models make no difference: where the model cannot contain them.
            if sharesModels, isStruct(name), !reaches(name, anyOf: enclosingModels) {
                return reference(to: name, variant: variant)
            }
            return modelExpression(name, variant: variant, enclosingModels: enclosingModels, sharesModels: sharesModels)
        }
    }

    private func modelExpression(
        _ name: String, variant: Int, enclosingModels: [String], sharesModels: Bool
    ) -> SampleExpression {
        let typeName = types.qualifiedName(ofModel: name)
        guard let model = feature.model(named: name) else { return .atom(typeName + "()") }
        if let enumeration = model.enumeration {
            let chosen = variant == 1 ? enumeration.cases.first : enumeration.cases.last
            return .atom(typeName + "." + (chosen.map { SwiftName.escaped($0.swiftName) } ?? "allCases[0]"))
        }
        let inner = enclosingModels + [model.name]
        let arguments = model.fields.map { field in
            (
                label: LocalNames.label(field.swiftName),
                value: expression(for: field.type, variant: variant, enclosingModels: inner, sharesModels: sharesModels)
            )
        }
        return .call(typeName, arguments)
    }

    private func isStruct(_ name: String) -> Bool {
        guard let model = feature.model(named: name) else { return false }
        return model.enumeration == nil
    }

    /// Whether model `start` is, or contains through its fields at any depth, one of `targets`.
    private func reaches(_ start: String, anyOf targets: [String]) -> Bool {
        guard !targets.isEmpty else { return false }
        var visited: Set<String> = []
        var pending = [start]
        while let name = pending.popLast() {
            if targets.contains(name) { return true }
            guard visited.insert(name).inserted, let model = feature.model(named: name) else { continue }
            pending += model.fields.compactMap { Self.modelName(in: $0.type) }
        }
        return false
    }

    private static func modelName(in type: TypeReference) -> String? {
        switch type {
        case .named(let name): name
        case .optional(let inner), .array(let inner), .dictionary(let inner): modelName(in: inner)
        default: nil
        }
    }
}
