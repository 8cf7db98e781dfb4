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
        return resolved
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
