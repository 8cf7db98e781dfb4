/// Derives sample values from types, deterministically, for generated tests.
///
/// Two variants give two different values of most types (`1` and `2`, `"a"` and `"b"`), so a test can
/// start from one and change to the other. Models get every field sampled, a sum type its first case (and
/// with a discriminator, for the second variant, its last); arrays and dictionaries hold one element. A model that contains itself gets `nil` or an empty collection there.
///
/// A struct model's sample is written once per test file, in a file-private namespace (see
/// `declarations(variant2Roots:)`); every other sample refers to it there, e.g. `RepoSearchSamples.owner`
/// or `RepoSearchSamples.Other.owner` for the second variant.
struct SampleValueSource: Sendable {
    var feature: FeatureSpec
    var types: SwiftTypeSource
    /// The list fields of the sample state that hold both samples (see `sampleStateValue(of:)`).
    let listsHoldingBothSamples: Set<String>
    /// The `Int` fields of the sample state at their second sample (see `sampleStateValue(of:)`).
    let numbersStartingAtTheSecondSample: Set<String>

    init(feature: FeatureSpec, types: SwiftTypeSource) {
        self.feature = feature
        self.types = types
        listsHoldingBothSamples = feature.listsHoldingBothSamples
        numbersStartingAtTheSecondSample = feature.numbersStartingAtTheSecondSample
    }

    /// The file-private enum of a feature's test file that holds the shared samples, e.g. `RepoSearchSamples`.
    var namespace: String { feature.swiftName + "Samples" }

    /// Sample `variant` (1 or 2) of `type`. Struct models are references into `namespace`.
    func value(for type: TypeReference, variant: Int) -> ResolvedSampleValue {
        value(for: type, variant: variant, enclosingModels: [], sharesModels: true)
    }

    /// Like `value(for:variant:)`, but with every model written out, for files without the namespace.
    func inlineValue(for type: TypeReference, variant: Int) -> ResolvedSampleValue {
        value(for: type, variant: variant, enclosingModels: [], sharesModels: false)
    }

    /// The shared samples a test file needs: the first variant of every struct model (each has a coding
    /// test) and the second variant of the models `variant2Roots` reach, with the models they refer to.
    /// First variants come first, each in spec order.
    func declarations(variant2Roots: [TypeReference]) -> [ResolvedSample] {
        var modelsByMember: [String: String]? = nil
        var pending = feature.models.filter(\.isStruct).map { SampleKey(model: $0.name, variant: 1) }
        for root in variant2Roots {
            pending += keys(referencedBy: value(for: root, variant: 2), modelsByMember: &modelsByMember)
        }
        // The samples needed, each made once: searched for the samples it refers to, then kept.
        var values: [SampleKey: ResolvedSampleValue] = [:]
        while let key = pending.popLast() {
            guard values[key] == nil else { continue }
            let value = sharedValue(of: key)
            values[key] = value
            pending += keys(referencedBy: value, modelsByMember: &modelsByMember)
        }
        return [1, 2].flatMap { variant in
            feature.models.compactMap { model in
                values[SampleKey(model: model.name, variant: variant)].map { value in
                    ResolvedSample(name: memberName(of: model.name), value: value, isOther: variant == 2)
                }
            }
        }
    }

    private struct SampleKey: Hashable {
        var model: String
        var variant: Int
    }

    /// The shared samples `value` refers to, in order of appearance. `modelsByMember` gives the struct model
    /// of each sample's member name, made at the first reference met: a table, not a search of the models at
    /// each reference, since a feature's requests can refer to every model, which made the search quadratic
    /// in the number of models.
    private func keys(referencedBy value: ResolvedSampleValue, modelsByMember: inout [String: String]?) -> [SampleKey] {
        switch value {
        case .literal, .date, .local:
            return []
        case .sharedSample(_, let isOther, let member):
            if modelsByMember == nil {
                // Members are unique per model (they are the models' Swift names); the first model keeps one.
                let structModels = feature.models.filter(\.isStruct)
                modelsByMember = Dictionary(structModels.map { (memberName(of: $0.name), $0.name) }) { first, _ in first }
            }
            guard let model = modelsByMember?[member] else { return [] }
            return [SampleKey(model: model, variant: isOther ? 2 : 1)]
        case .elements(let elements):
            return elements.flatMap { keys(referencedBy: $0, modelsByMember: &modelsByMember) }
        case .entry(_, let inner), .member(let inner, _), .sumCase(_, _, let inner):
            return keys(referencedBy: inner, modelsByMember: &modelsByMember)
        case .model(_, let arguments):
            return arguments.flatMap { keys(referencedBy: $0.value, modelsByMember: &modelsByMember) }
        }
    }

    private func sharedValue(of key: SampleKey) -> ResolvedSampleValue {
        modelValue(key.model, variant: key.variant, enclosingModels: [], sharesModels: true)
    }

    /// The name of a model's sample in the namespace, e.g. `owner`.
    private func memberName(of model: String) -> String {
        let swiftName = feature.model(named: model)?.swiftName ?? model
        return SwiftName.escaped(SwiftName.lowerCamelCase(swiftName))
    }

    private func reference(to model: String, variant: Int) -> ResolvedSampleValue {
        .sharedSample(namespace: namespace, isOther: variant == 2, member: memberName(of: model))
    }

    private func value(
        for type: TypeReference, variant: Int, enclosingModels: [String], sharesModels: Bool
    ) -> ResolvedSampleValue {
        let inner = { (type: TypeReference) in
            value(for: type, variant: variant, enclosingModels: enclosingModels, sharesModels: sharesModels)
        }
        // Scalars, URLs, UUIDs and enum cases: the literal `SampleScalars` chooses, as a spec literal is written.
        if let literal = SampleScalars.literal(of: type, variant: variant, in: feature) {
            return .literal(LiteralResolver(types: types).resolve(literal, as: type))
        }
        switch type {
        case .string, .int, .double, .bool, .url, .uuid, .json:
            preconditionFailure("SampleScalars has a sample of every \(type)")
        case .date: return .date(seconds: SampleScalars.dateSeconds(variant: variant))
        case .optional(let wrapped):
            if case .named(let name) = wrapped, enclosingModels.contains(name) { return .literal(.null) }
            return inner(wrapped)
        case .array(let element):
            if case .named(let name) = element, enclosingModels.contains(name) { return .literal(.array([])) }
            return .array([inner(element)])
        case .dictionary(let value):
            if case .named(let name) = value, enclosingModels.contains(name) { return .literal(.dictionary([])) }
            return .dictionary(key: SampleScalars.text(variant: variant), value: inner(value))
        case .named(let name):
            // A shared sample is the model's sample outside any other model, so it can stand in only
            // where the enclosing models make no difference: where the model cannot contain them.
            if sharesModels, isStruct(name), !reaches(name, anyOf: enclosingModels) {
                return reference(to: name, variant: variant)
            }
            return modelValue(name, variant: variant, enclosingModels: enclosingModels, sharesModels: sharesModels)
        }
    }

    /// A model's sample written out: an enum's first or last case, a struct built from its fields' samples.
    /// (Decoding rejects enums without cases and validation references to unknown models; either would
    /// get an initializer without arguments.)
    private func modelValue(
        _ name: String, variant: Int, enclosingModels: [String], sharesModels: Bool
    ) -> ResolvedSampleValue {
        let typeName = types.qualifiedName(ofModel: name)
        guard let model = feature.model(named: name) else { return .model(type: typeName, arguments: []) }
        if let enumeration = model.enumeration {
            let chosen = variant == 1 ? enumeration.cases.first : enumeration.cases.last
            guard let chosen else { return .model(type: typeName, arguments: []) }
            return .literal(.enumCase(type: typeName, name: SwiftName.escaped(chosen.swiftName)))
        }
        if let sum = model.sum {
            // The first case, and for the second variant the last one where a discriminator tells the cases
            // apart; without one the first case again (its second sample), as a later case's JSON may decode
            // as an earlier case.
            let chosen = variant == 1 || sum.discriminator == nil ? sum.cases.first : sum.cases.last
            guard let chosen else { return .model(type: typeName, arguments: []) }
            let held = value(for: chosen.type, variant: variant, enclosingModels: enclosingModels + [model.name], sharesModels: sharesModels)
            return .sumCase(type: typeName, name: SwiftName.escaped(chosen.swiftName), value: held)
        }
        let inner = enclosingModels + [model.name]
        let arguments = model.fields.map { field in
            ResolvedSampleArgument(
                label: LocalNames.label(field.swiftName),
                value: value(for: field.type, variant: variant, enclosingModels: inner, sharesModels: sharesModels)
            )
        }
        return .model(type: typeName, arguments: arguments)
    }

    private func isStruct(_ name: String) -> Bool {
        feature.model(named: name)?.isStruct == true
    }

    /// Whether model `start` is, or contains through its fields at any depth, one of `targets`.
    private func reaches(_ start: String, anyOf targets: [String]) -> Bool {
        guard !targets.isEmpty else { return false }
        var visited: Set<String> = []
        var pending = [start]
        while let name = pending.popLast() {
            if targets.contains(name) { return true }
            guard visited.insert(name).inserted, let model = feature.model(named: name) else { continue }
            pending += model.memberTypes.compactMap(\.modelName)
        }
        return false
    }
}
