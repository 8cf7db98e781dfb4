/// Resolves models: property names, types, coding keys, enum raw values.
struct ModelResolver: Sendable {
    var context: ResolutionContext

    func resolve(_ model: ModelSpec) -> ResolvedModel {
        let keyStrategy = context.spec.api?.keyStrategy ?? .useDefaultKeys
        let fields = model.fields.map { field in
            ResolvedModelField(
                name: SwiftName.escaped(field.swiftName),
                type: context.types.source(for: field.type),
                initParameter: LocalNames.declaration(label: field.swiftName, type: context.types.source(for: field.type)),
                localName: LocalNames.local(for: field.swiftName),
                codingKey: Self.codingKey(of: field, strategy: keyStrategy)
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
            needsCodingKeys: fields.contains { $0.codingKey != nil },
            rawType: model.enumeration?.rawType.rawValue,
            cases: cases,
            jsonKeys: model.fields.map { Self.jsonKey(of: $0, strategy: keyStrategy) },
            sampleValue: context.samples.source(for: .named(model.name), variant: 1)
        )
        if let enumeration = model.enumeration, enumeration.hasUnknownCase {
            resolved.unknownRawSample = UnknownEnumSample.rawLiteral(notIn: enumeration)
        }
        return resolved
    }

    /// The `CodingKeys` raw value of a field, or `nil` when it is the property's name. The coder uses the
    /// keys as they are, so this is the field's JSON key (see `jsonKey(of:strategy:)`).
    static func codingKey(of field: ModelFieldSpec, strategy: JSONKeyStrategy) -> String? {
        let key = jsonKey(of: field, strategy: strategy)
        return key == field.swiftName ? nil : key
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
            let literal = SwiftLiteralSource.stringLiteral(text)
            return ResolvedEnumCase(name: name, rawValue: text == enumCase.swiftName ? nil : literal, rawLiteral: literal)
        case .int(let number):
            return ResolvedEnumCase(name: name, rawValue: String(number), rawLiteral: String(number))
        default:
            return ResolvedEnumCase(name: name, rawValue: nil, rawLiteral: SwiftLiteralSource.stringLiteral(enumCase.swiftName))
        }
    }
}
