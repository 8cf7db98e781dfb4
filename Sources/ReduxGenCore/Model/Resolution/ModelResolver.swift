/// Resolves models: property names, types, coding keys, enum raw values.
struct ModelResolver: Sendable {
    var context: ResolutionContext

    func resolve(_ model: ModelSpec) -> ResolvedModel {
        let keyStrategy = context.spec.api?.keyStrategy ?? .useDefaultKeys
        let fields = model.fields.map { field in
            let type = context.types.source(for: field.type)
            let valueType: String
            if case .optional(let wrapped) = field.type {
                valueType = context.types.source(for: wrapped)
            } else {
                valueType = type
            }
            return ResolvedModelField(
                name: SwiftName.escaped(field.swiftName),
                type: type,
                initParameter: LocalNames.declaration(label: field.swiftName, type: type),
                localName: LocalNames.local(for: field.swiftName),
                jsonKey: Self.jsonKey(of: field, strategy: keyStrategy),
                valueType: valueType,
                isOptional: valueType != type,
                extensions: field.extensions
            )
        }
        var cases: [ResolvedEnumCase] = []
        if let enumeration = model.enumeration {
            cases = enumeration.cases.map { Self.resolveCase($0, rawType: enumeration.rawType) }
        }
        var resolved = ResolvedModel(
            name: model.swiftName,
            qualifiedName: context.types.qualifiedName(ofModel: model.name),
            fields: fields,
            rawType: model.enumeration?.rawType.rawValue,
            cases: cases,
            jsonKeys: fields.map(\.jsonKey),
            sampleValue: context.samples.value(for: .named(model.name), variant: 1),
            extensions: model.extensions
        )
        if let enumeration = model.enumeration, enumeration.hasUnknownCase {
            resolved.unknownRawSample = UnknownEnumSample.rawValue(notIn: enumeration)
        }
        if let sum = model.sum {
            resolved.sum = resolveSum(sum, model: model)
        }
        return resolved
    }

    private func resolveSum(_ sum: SumSpec, model: ModelSpec) -> ResolvedSum {
        let qualifiedName = context.types.qualifiedName(ofModel: model.name)
        let cases = sum.cases.map { sumCase in
            let name = SwiftName.escaped(sumCase.swiftName)
            return ResolvedSumCase(
                name: name,
                type: context.types.source(for: sumCase.type),
                tag: sumCase.tag,
                sampleValue: .sumCase(type: qualifiedName, name: name, value: context.samples.value(for: sumCase.type, variant: 1))
            )
        }
        var unknownTagSample: String?
        if sum.discriminator != nil, sum.hasUnknownCase {
            let tags = Set(sum.cases.map(\.tag))
            unknownTagSample = SwiftName.unique("unlisted") { tags.contains($0) }
        }
        return ResolvedSum(cases: cases, discriminator: sum.discriminator, unknownTagSample: unknownTagSample)
    }

    /// The key a field has in the API's JSON.
    static func jsonKey(of field: ModelFieldSpec, strategy: JSONKeyStrategy) -> String {
        switch strategy {
        case .useDefaultKeys: field.codingKey(keyStrategy: strategy) ?? field.swiftName
        case .snakeCase: field.explicitKey ?? SwiftName.snakeCase(field.swiftName)
        }
    }

    private static func resolveCase(_ enumCase: EnumCaseSpec, rawType: EnumSpec.RawType) -> ResolvedEnumCase {
        let name = SwiftName.escaped(enumCase.swiftName)
        switch enumCase.rawValue {
        case .string(let text):
            return ResolvedEnumCase(name: name, rawValue: .string(text), writesRawValue: text != enumCase.swiftName)
        case .int(let number):
            return ResolvedEnumCase(name: name, rawValue: .int(number), writesRawValue: true)
        default:
            return ResolvedEnumCase(name: name, rawValue: .string(enumCase.swiftName), writesRawValue: false)
        }
    }
}
