extension SpecDecoder {
    static let structKeys = ["fields"]
    static let schemaModelKeys = ["schema"]
    static let enumKeys = ["enum", "cases", "unknown"]
    static let fieldKeys = ["type", "key"]
    static let sumKeys = ["oneOf", "discriminator", "unknown"]
    static let sumCaseKeys = ["type", "tag"]

    /// `models: { Name: { fields: ... } | { enum: String|Int, cases: ... } }`
    mutating func decodeModels(_ node: YAMLNode) -> [ModelSpec] {
        var models: [ModelSpec] = []
        forEachNamedEntry(of: node, section: "'models'") { decoder, name, entry in
            if let model = decoder.decodeModel(name: name, entry: entry) { models.append(model) }
        }
        return models
    }

    private mutating func decodeModel(name: String, entry: YAMLMappingEntry) -> ModelSpec? {
        let context = "model \(quoted(name))"
        guard let entries = reader.mapping(entry.value, for: context) else { return nil }
        if entries.contains(where: { $0.key.scalar?.value == "schema" }) {
            return decodeSchemaModel(name: name, entry: entry, entries: entries, context: context)
        }
        if entries.contains(where: { $0.key.scalar?.value == "oneOf" }) {
            let keys = reader.entries(entries, allowed: Self.sumKeys, allowingExtensions: true, in: context)
            guard let sum = decodeSum(keys, node: entry.value, context: context) else { return nil }
            var model = ModelSpec(name: name, kind: .sum(sum), location: entry.key.location)
            model.extensions = reader.extensions(in: entries)
            return model
        }
        let isEnum = entries.contains { $0.key.scalar?.value == "enum" || $0.key.scalar?.value == "cases" }
        let keys = reader.entries(entries, allowed: isEnum ? Self.enumKeys : Self.structKeys, allowingExtensions: true, in: context)
        let extensions = reader.extensions(in: entries)
        if isEnum {
            guard let enumSpec = decodeEnum(keys, node: entry.value, context: context) else { return nil }
            var model = ModelSpec(name: name, kind: .enumeration(enumSpec), location: entry.key.location)
            model.extensions = extensions
            return model
        }
        guard let fieldsEntry = reader.required("fields", in: keys, of: entry.value, context: context) else { return nil }
        var fields: [ModelFieldSpec] = []
        forEachNamedEntry(of: fieldsEntry.value, section: "the fields of \(context)") { decoder, fieldName, field in
            if let decoded = decoder.decodeField(name: fieldName, entry: field, context: "field \(quoted(fieldName)) of \(context)") {
                fields.append(decoded)
            }
        }
        var model = ModelSpec(name: name, kind: .structure(fields), location: entry.key.location)
        model.extensions = extensions
        return model
    }

    /// `Name: { schema: SchemaName }`: a model taken from the OpenAPI document of `api.openapi`; the
    /// fields are filled in when the reference is resolved.
    private mutating func decodeSchemaModel(name: String, entry: YAMLMappingEntry, entries: [YAMLMappingEntry], context: String) -> ModelSpec? {
        let keys = reader.entries(
            entries, allowed: Self.schemaModelKeys, allowingExtensions: true, in: "\(context) (taken from the OpenAPI document)")
        guard let schemaEntry = keys["schema"], let schema = reader.string(schemaEntry.value, for: "'schema' of \(context)") else { return nil }
        var model = ModelSpec(name: name, kind: .structure([]), location: entry.key.location)
        model.schema = NameReference(schema, at: schemaEntry.value.location)
        model.extensions = reader.extensions(in: entries)
        return model
    }

    /// `name: Type` or `name: { type: Type, key: json_key }`
    private mutating func decodeField(name: String, entry: YAMLMappingEntry, context: @autoclosure () -> String) -> ModelFieldSpec? {
        if entry.value.mapping == nil {
            guard let type = reader.type(entry.value, for: context()) else { return nil }
            return ModelFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: entry.value.location)
        }
        let entries = entry.value.mapping ?? []
        let keys = reader.entries(entries, allowed: Self.fieldKeys, allowingExtensions: true, in: context())
        guard let typeEntry = reader.required("type", in: keys, of: entry.value, context: context()),
              let type = reader.type(typeEntry.value, for: context())
        else { return nil }
        var field = ModelFieldSpec(name: name, type: type, location: entry.key.location, typeLocation: typeEntry.value.location)
        if let keyEntry = keys["key"] { field.explicitKey = reader.string(keyEntry.value, for: "'key' of \(context())") }
        field.extensions = reader.extensions(in: entries)
        return field
    }

    /// `enum: String|Int` with `cases: [a, b]` or `cases: { a: raw, b: raw }`.
    private mutating func decodeEnum(_ keys: [String: YAMLMappingEntry], node: YAMLNode, context: String) -> EnumSpec? {
        guard let rawEntry = reader.required("enum", in: keys, of: node, context: context),
              let casesEntry = reader.required("cases", in: keys, of: node, context: context),
              let rawText = reader.string(rawEntry.value, for: "'enum' of \(context)")
        else { return nil }
        guard let rawType = EnumSpec.RawType(rawValue: rawText) else {
            reader.diagnostics.error("invalid raw type \(quoted(rawText)) for \(context); expected 'String' or 'Int'", at: rawEntry.value.location)
            return nil
        }
        var cases: [EnumCaseSpec] = []
        if let items = casesEntry.value.sequence {
            for (index, item) in items.enumerated() {
                guard let caseName = reader.string(item, for: "a case of \(context)") else { continue }
                let raw: LiteralValue = rawType == .string ? .string(caseName) : .int(index)
                cases.append(EnumCaseSpec(name: caseName, rawValue: raw, location: item.location))
            }
        } else if let entries = casesEntry.value.mapping {
            for entry in entries {
                guard let caseName = reader.name(ofKey: entry.key, for: "a case of \(context)") else { continue }
                let what = "the raw value of case \(quoted(caseName))"
                let raw: LiteralValue?
                switch rawType {
                case .string: raw = reader.string(entry.value, for: what).map(LiteralValue.string)
                case .int: raw = reader.int(entry.value, for: what).map(LiteralValue.int)
                }
                if let raw { cases.append(EnumCaseSpec(name: caseName, rawValue: raw, location: entry.key.location)) }
            }
        } else {
            reader.diagnostics.error("expected a sequence or a mapping for the cases of \(context), found \(casesEntry.value.kindDescription)", at: casesEntry.value.location)
            return nil
        }
        if cases.isEmpty, casesEntry.value.sequence?.isEmpty == true || casesEntry.value.mapping?.isEmpty == true {
            reader.diagnostics.error("\(context) has no cases", at: casesEntry.value.location)
        }
        return EnumSpec(rawType: rawType, cases: cases, hasUnknownCase: decodeUnknownCase(keys, context: context))
    }

    /// `oneOf: { case: Type, case: { type: Type, tag: value } }`, with `discriminator:` and `unknown:`.
    private mutating func decodeSum(_ keys: [String: YAMLMappingEntry], node: YAMLNode, context: String) -> SumSpec? {
        guard let casesEntry = reader.required("oneOf", in: keys, of: node, context: context) else { return nil }
        guard casesEntry.value.mapping != nil else {
            reader.diagnostics.error(
                "expected a mapping of case names to types for 'oneOf' of \(context), found \(casesEntry.value.kindDescription)",
                at: casesEntry.value.location
            )
            return nil
        }
        var cases: [SumCaseSpec] = []
        forEachNamedEntry(of: casesEntry.value, section: "the cases of \(context)") { decoder, caseName, entry in
            if let decoded = decoder.decodeSumCase(name: caseName, entry: entry, context: "case \(quoted(caseName)) of \(context)") {
                cases.append(decoded)
            }
        }
        if casesEntry.value.mapping?.isEmpty == true {
            reader.diagnostics.error("\(context) has no cases", at: casesEntry.value.location)
        }
        var sum = SumSpec(cases: cases)
        if let entry = keys["discriminator"] {
            sum.discriminator = reader.string(entry.value, for: "'discriminator' of \(context)")
            sum.discriminatorLocation = entry.value.location
        }
        if let entry = keys["unknown"] {
            sum.hasUnknownCase = decodeUnknownCase(keys, context: context)
            sum.unknownLocation = entry.key.location
        }
        return sum
    }

    /// `name: Type` or `name: { type: Type, tag: value }`
    private mutating func decodeSumCase(name: String, entry: YAMLMappingEntry, context: @autoclosure () -> String) -> SumCaseSpec? {
        guard let entries = entry.value.mapping else {
            guard let type = reader.type(entry.value, for: context()) else { return nil }
            return SumCaseSpec(name: name, type: type, location: entry.key.location, typeLocation: entry.value.location)
        }
        let keys = reader.entries(entries, allowed: Self.sumCaseKeys, allowingExtensions: false, in: context())
        guard let typeEntry = reader.required("type", in: keys, of: entry.value, context: context()),
              let type = reader.type(typeEntry.value, for: context())
        else { return nil }
        var sumCase = SumCaseSpec(name: name, type: type, location: entry.key.location, typeLocation: typeEntry.value.location)
        if let tagEntry = keys["tag"] {
            sumCase.explicitTag = reader.string(tagEntry.value, for: "'tag' of \(context())")
            sumCase.tagLocation = tagEntry.value.location
        }
        return sumCase
    }
}
