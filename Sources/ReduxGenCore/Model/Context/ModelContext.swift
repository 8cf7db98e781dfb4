/// A model of the feature: what it is (`kind`: a `struct` with `fields`, an `enum` of `rawType` with
/// `cases`, or a `sum` type with `cases`), its names, sample and extension keys.
struct ModelContext: Encodable {
    enum Kind: String, Encodable { case `struct`, `enum`, sum }

    /// A stored property of a struct: its `declaration` as an initializer parameter, and its JSON `key`
    /// only where it differs from the Swift name.
    struct Field: Encodable {
        var name: String
        var type: String
        var declaration: ResolvedParameterDeclaration
        var local: String
        var key: String?
        var extensions: TemplateDictionary
    }

    /// A case: `name`; of an enum, its `rawValue`, which the declaration writes when `hasRawValue`; of a
    /// sum type, the `type` it holds, its `tag` and a `sampleValue`.
    struct Case: Encodable {
        var name: String
        var rawValue: PartsContext<LiteralPart>?
        var hasRawValue: Bool?
        var type: String?
        var tag: String?
        var sampleValue: TemplateValue?
    }

    var kind: Kind
    var name: String
    var isIdentifiable: Bool
    /// Some field's JSON key differs from its name: the struct declares `CodingKeys`.
    var needsCodingKeys: Bool
    var fields: [Field]
    var rawType: String?
    var cases: [Case]
    /// For an enum or a sum type with `unknown: true`: a raw value or a tag no case has, a literal.
    var unknownSample: PartsContext<LiteralPart>?
    /// The JSON key that names a sum type's case.
    var discriminator: String?
    var sampleValue: TemplateValue
    var extensions: TemplateDictionary

    init(_ model: ResolvedModel, sampleValues: SampleValueContexts) {
        kind = model.rawType != nil ? .enum : model.sum != nil ? .sum : .struct
        name = model.name
        isIdentifiable = model.fields.contains { $0.name == "id" }
        needsCodingKeys = model.fields.contains(where: \.hasCustomJSONKey)
        fields = model.fields.map { field in
            Field(
                name: field.name, type: field.type, declaration: field.initParameter, local: field.localName,
                key: field.hasCustomJSONKey ? field.jsonKey : nil, extensions: field.extensions)
        }
        rawType = model.rawType
        cases = model.cases.map { Case(name: $0.name, rawValue: LiteralPart.parts(of: $0.rawValue), hasRawValue: $0.writesRawValue) }
            + (model.sum?.cases ?? []).map { sumCase in
                Case(name: sumCase.name, type: sumCase.type, tag: sumCase.tag, sampleValue: sampleValues.context(of: sumCase.sampleValue))
            }
        unknownSample = model.unknownRawSample.map(LiteralPart.parts) ?? model.sum?.unknownTagSample.map { LiteralPart.parts(of: .string($0)) }
        discriminator = model.sum?.discriminator
        sampleValue = sampleValues.context(of: model.sampleValue)
        extensions = model.extensions
    }
}
