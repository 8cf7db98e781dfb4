import Foundation
import OpenAPIKit

/// Schemas → spec types. What maps where is the table in docs/openapi.md.
extension OpenAPIMapper {
    /// The spec type of `schema`, written at `path`; objects and enums become models named by `naming`.
    mutating func mapSchema(_ schema: JSONSchema, at path: [String], naming: SchemaNaming) throws(MappingProblem) -> SchemaType {
        let nullable = schema.nullable
        if let types = loaded.typeLists[path] { return SchemaType(type: try Self.typeOfList(types, at: path), nullable: nullable) }
        switch schema.value {
        case .reference(let reference, _):
            guard case .internal(.component(let name)) = reference else {
                throw .unsupported("the reference '\(reference.absoluteString)' does not name a schema of this document's components", at: path + ["$ref"])
            }
            var target = try componentType(name, referencedAt: path + ["$ref"])
            target.nullable = target.nullable || nullable
            return target
        case .boolean:
            return SchemaType(type: .bool, nullable: nullable)
        case .integer:
            if let values = schema.allowedValues { return try enumeration(Self.listed(values, at: path), rawType: .int, at: path, naming: naming, nullable: nullable) }
            return SchemaType(type: .int, nullable: nullable)
        case .number:
            return SchemaType(type: .double, nullable: nullable)
        case .string:
            if let values = schema.allowedValues { return try enumeration(Self.listed(values, at: path), rawType: .string, at: path, naming: naming, nullable: nullable) }
            return SchemaType(type: Self.stringType(format: schema.formatString), nullable: nullable)
        case .array(_, let context):
            // Without `items`, the elements can be any JSON value.
            guard let items = context.items else { return SchemaType(type: .array(.json), nullable: nullable) }
            let element = try mapSchema(items, at: path + ["items"], naming: .inline(hintName(naming) + "Item"))
            return SchemaType(type: .array(element.declared(required: true)), nullable: nullable)
        case .object(_, let context):
            if schema.discriminator != nil { warnPolymorphismByAllOf(at: path) }
            if !context.properties.isEmpty {
                if case .b = context.additionalProperties {
                    warn("the 'additionalProperties' of \(describe(naming)) are not mapped; only its properties are", at: path + ["additionalProperties"])
                }
                let required = Set(context.requiredProperties)
                let properties = context.properties.map { SchemaProperty(name: $0.key, schema: $0.value, path: path + ["properties", $0.key]) }
                let name = try structure(properties, required: required, at: path, naming: naming)
                return SchemaType(type: .named(name), nullable: nullable)
            }
            if case .b(let valueSchema) = context.additionalProperties {
                let value = try mapSchema(valueSchema, at: path + ["additionalProperties"], naming: .inline(hintName(naming) + "Value"))
                return SchemaType(type: .dictionary(value.declared(required: true)), nullable: nullable)
            }
            // An object the document says has no properties (`properties: {}`, or `additionalProperties: false`)
            // is a struct without fields; an object that says nothing about its members (or allows any with
            // `additionalProperties: true`) is free-form: members of any JSON value.
            let closed = if case .a(false)? = context.additionalProperties { true } else { false }
            let propertiesWritten = DocumentPathLocator.node(at: path + ["properties"], in: loaded.root) != nil
            guard closed || propertiesWritten else { return SchemaType(type: .dictionary(.json), nullable: nullable) }
            if !closed {
                warn(
                    "\(describe(naming)) is an object without fields: it has 'properties: {}' but not 'additionalProperties: false', and members the server sends in it are not read",
                    atKeyOf: path + ["properties"]
                )
            }
            let name = try structure([], required: [], at: path, naming: naming)
            return SchemaType(type: .named(name), nullable: nullable)
        case .all(of: let parts, _):
            // Parts that only annotate (`description`, `nullable`) add no type: `allOf: [{ $ref: X }]` with
            // them is X itself, reused rather than copied.
            let typed = parts.enumerated().filter { !Self.onlyAnnotates($0.element) }
            let annotatedNullable = nullable || parts.contains { Self.onlyAnnotates($0) && $0.nullable }
            if typed.count == 1, let only = typed.first {
                var mapped = try mapSchema(only.element, at: path + ["allOf", String(only.offset)], naming: naming)
                mapped.nullable = mapped.nullable || annotatedNullable
                return mapped
            }
            let (properties, required) = try mergedProperties(typed, at: path)
            let name = try structure(properties, required: required, at: path, naming: naming)
            return SchemaType(type: .named(name), nullable: annotatedNullable)
        case .one(of: let parts, _), .any(of: let parts, _):
            let keyword = if case .one = schema.value { "oneOf" } else { "anyOf" }
            if let values = enumPartValues(parts, keyword: keyword, at: path) {
                // `type: string` with `oneOf: [{ enum: [a, b] }, { enum: [null] }]`: the parts only list values,
                // so the schema is one enum of them all.
                let rawType: EnumSpec.RawType = values.allSatisfy { $0.value.value is Int || isNullValue($0.value, at: $0.path) } ? .int : .string
                return try enumeration(values, rawType: rawType, at: path, naming: naming, nullable: nullable)
            }
            let nonNull = parts.enumerated().filter { !Self.isNullOnly($0.element) }
            if nonNull.count == 1, parts.count > 1, let only = nonNull.first {
                var mapped = try mapSchema(only.element, at: path + [keyword, String(only.offset)], naming: naming)
                mapped.nullable = true
                return mapped
            }
            guard let first = nonNull.first else {
                throw .unsupported("'\(keyword)' that only allows null has no spec type", at: path + [keyword])
            }
            if nonNull.count == 1 {
                // A `oneOf` of one schema is that schema.
                var mapped = try mapSchema(first.element, at: path + [keyword, String(first.offset)], naming: naming)
                mapped.nullable = mapped.nullable || nullable
                return mapped
            }
            if nonNull.contains(where: { Self.onlyAnnotates($0.element) }) {
                // A part without a type allows any value, so the whole schema does: a `JSON` case would decode
                // every value and leave the cases after it unused.
                return SchemaType(type: .json, nullable: nullable || nonNull.count < parts.count)
            }
            let name = try sum(nonNull, keyword: keyword, discriminator: schema.discriminator, at: path, naming: naming)
            return SchemaType(type: .named(name), nullable: nullable || nonNull.count < parts.count)
        case .not:
            if DocumentPathLocator.node(at: path, in: loaded.root)?.scalar?.value == "false" {
                throw .unsupported("the schema 'false' allows no value, so it has no spec type", at: path)
            }
            throw .unsupported("'not' has no spec type", at: path)
        case .null:
            throw .unsupported("a schema that only allows null has no spec type", at: path)
        case .fragment:
            // A `$ref` OpenAPIKit does not read as one (a pointer into a schema's inside) is no fragment.
            if let target = DocumentPathLocator.node(at: path, in: loaded.root)?["$ref"]?.scalar?.value {
                throw .unsupported("the reference '\(target)' does not name a schema of this document's components", at: path + ["$ref"])
            }
            // `enum: [open, closed]` without a `type`: an enum of the strings or integers it lists, as with one.
            if let listed = schema.allowedValues {
                let values = Self.listed(listed, at: path)
                let nulls = values.map { isNullValue($0.value, at: $0.path) }
                let kinds = zip(values, nulls).map { value, isNull in (isString: value.value.value is String, isInt: value.value.value is Int, isNull: isNull) }
                if kinds.contains(where: { !$0.isNull }), kinds.allSatisfy({ $0.isString || $0.isInt || $0.isNull }) {
                    let rawType: EnumSpec.RawType = kinds.allSatisfy { $0.isInt || $0.isNull } ? .int : .string
                    return try enumeration(values, rawType: rawType, at: path, naming: naming, nullable: nullable)
                }
            }
            return SchemaType(type: .json, nullable: nullable)
        }
    }

    /// `date-time` → Date, `uuid` → UUID, `uri`/`url` → URL, anything else (including `date`) → String.
    static func stringType(format: String?) -> TypeReference {
        switch format {
        case "date-time": return .date
        case "uuid": return .uuid
        case "uri", "url": return .url
        default: return .string
        }
    }

    /// The type of a schema whose `type` lists several (besides `null`): `Double` for integer and number, as
    /// every integer is a number; anything else has no spec type.
    private static func typeOfList(_ types: [String], at path: [String]) throws(MappingProblem) -> TypeReference {
        if Set(types) == ["integer", "number"] { return .double }
        let list = types.joined(separator: ", ")
        throw .unsupported("'type: [\(list)]' allows values of several types, which no spec type holds", at: path + ["type"])
    }

    /// Whether `schema` has no type and nothing but annotations (`description`, `nullable`, `title`, ...).
    private static func onlyAnnotates(_ schema: JSONSchema) -> Bool {
        if case .fragment = schema.value { return true }
        return false
    }

    private static func isNullOnly(_ schema: JSONSchema) -> Bool {
        if case .null = schema.value { return true }
        return false
    }

    func hintName(_ naming: SchemaNaming) -> String {
        switch naming {
        case .component(let name): return componentModelName(name)
        case .inline(let hint): return hint
        }
    }

    func describe(_ naming: SchemaNaming) -> String {
        switch naming {
        case .component(let name): return "schema \(quoted(name))"
        case .inline(let hint): return "the inline schema \(quoted(OpenAPINaming.typeName(hint)))"
        }
    }

    private mutating func modelName(for naming: SchemaNaming) -> (name: String, schemaName: String) {
        switch naming {
        case .component(let name): return (componentModelName(name), name)
        case .inline(let hint):
            let name = inlineModelName(hint)
            return (name, name)
        }
    }

    /// The values of an `enum`, each with where it is written.
    private static func listed(_ values: [AnyCodable], at path: [String]) -> [(value: AnyCodable, path: [String])] {
        values.enumerated().map { ($0.element, path + ["enum", String($0.offset)]) }
    }

    /// The values of the parts of a `oneOf`/`anyOf` when every part is an `enum` without a type of its own,
    /// else `nil`.
    private func enumPartValues(_ parts: [JSONSchema], keyword: String, at path: [String]) -> [(value: AnyCodable, path: [String])]? {
        var values: [(value: AnyCodable, path: [String])] = []
        for (offset, part) in parts.enumerated() {
            guard case .fragment = part.value, let listed = part.allowedValues else { return nil }
            values += Self.listed(listed, at: path + [keyword, String(offset)])
        }
        return values.isEmpty ? nil : values
    }

    private func isNullValue(_ value: AnyCodable, at path: [String]) -> Bool {
        value.value is NSNull || value.value is Void || isWrittenNull(value, at: path)
    }

    /// An enum model of string or integer values (`null` among them makes the type optional).
    private mutating func enumeration(
        _ values: [(value: AnyCodable, path: [String])], rawType: EnumSpec.RawType, at path: [String], naming: SchemaNaming, nullable: Bool
    ) throws(MappingProblem) -> SchemaType {
        var cases: [MappedCase] = []
        var swiftNames: Set<String> = []
        var rawValues: Set<LiteralValue> = []
        var allowsNull = nullable
        for (value, valuePath) in values {
            if isNullValue(value, at: valuePath) {
                if !nullable {
                    warn("the enum lists null, which its type does not allow; the enum is made optional", at: valuePath)
                }
                allowsNull = true
                continue
            }
            let raw: LiteralValue
            let base: String
            switch (rawType, value.value) {
            case (.string, let text as String):
                raw = .string(text)
                base = OpenAPINaming.caseName(text)
            case (.int, let number as Int):
                raw = .int(number)
                base = number < 0 ? "valueMinus\(number.magnitude)" : "value\(number)"
            default:
                throw .unsupported("the enum value '\(value.description)' is not \(rawType == .string ? "a string" : "an integer")", at: valuePath)
            }
            // A value listed twice (`enum: [a, a]`, or `0` and `-0`) is one case.
            guard rawValues.insert(raw).inserted else { continue }
            let name = SwiftName.unique(base) { swiftNames.contains(SwiftName.lowerCamelCase($0)) }
            swiftNames.insert(SwiftName.lowerCamelCase(name))
            cases.append(MappedCase(name: name, rawValue: raw))
        }
        guard !cases.isEmpty else { throw .unsupported("an enum without values has no spec type", at: path + ["enum"]) }
        let (name, schemaName) = modelName(for: naming)
        register(MappedModel(name: name, kind: .enumeration(rawType, cases), schemaName: schemaName, documentPath: path))
        return SchemaType(type: .named(name), nullable: allowsNull)
    }

    /// Whether `value`, written at `path`, is YAML's or JSON's null (`null`, `~`) rather than the text
    /// `"null"`, which a string enum's values are decoded as alike.
    private func isWrittenNull(_ value: AnyCodable, at path: [String]) -> Bool {
        guard let text = value.value as? String, ["", "~", "null", "Null", "NULL"].contains(text) else { return false }
        return DocumentPathLocator.node(at: path, in: loaded.root)?.scalar?.isNull == true
    }

    /// A struct model of `properties`; returns its name.
    private mutating func structure(
        _ properties: [SchemaProperty], required: Set<String>, at path: [String], naming: SchemaNaming
    ) throws(MappingProblem) -> String {
        let (name, schemaName) = modelName(for: naming)
        let owner = describe(naming)
        // Registered before the properties are mapped, so a property that refers back finds it.
        register(MappedModel(name: name, kind: .structure([]), schemaName: schemaName, documentPath: path))
        var fields: [MappedField] = []
        var swiftNames: Set<String> = []
        for item in properties {
            let (property, propertySchema, propertyPath) = (item.name, item.schema, item.path)
            let isRequired = required.contains(property)
            let mapped: SchemaType
            do throws(MappingProblem) {
                guard !property.isEmpty else {
                    throw MappingProblem.unsupported("a property with an empty name cannot be a field: the spec language needs a JSON key", at: propertyPath)
                }
                mapped = try mapSchema(propertySchema, at: propertyPath, naming: .inline(name + SwiftName.upperCamelCase(OpenAPINaming.memberName(property, fallback: "field"))))
            } catch {
                if error.isError || isRequired {
                    markFailed(name)
                    let kind = isRequired ? "required property" : "property"
                    throw MappingProblem(message: "\(kind) \(quoted(property)) of \(owner): \(error.message)", documentPath: error.documentPath, isError: error.isError)
                }
                warn("property \(quoted(property)) of \(owner) is skipped: \(error.message)", at: error.documentPath)
                continue
            }
            let fieldName = SwiftName.unique(OpenAPINaming.memberName(property, fallback: "field")) {
                let swiftName = SwiftName.lowerCamelCase($0)
                return swiftName == SwiftKeywords.hashableMember || OpenAPINaming.clashes(swiftName, with: swiftNames)
            }
            swiftNames.insert(SwiftName.lowerCamelCase(fieldName))
            let field = MappedField(name: fieldName, type: mapped.declared(required: isRequired), explicitKey: explicitKey(for: fieldName, jsonKey: property))
            fields.append(field)
        }
        register(MappedModel(name: name, kind: .structure(fields), schemaName: schemaName, documentPath: path))
        return name
    }

    /// A sum model of the non-null `parts` of a `oneOf`/`anyOf`; returns its name. With a discriminator each
    /// part is a `$ref` to an object schema, a case per tag the mapping gives it (else the schema's name, as
    /// OpenAPI says), and the discriminator property is left out of the case models: the sum type writes it.
    /// Without one, each part is a case, tried in the document's order. A part that cannot be mapped makes
    /// the whole schema unsupported: a value of that part would fail to decode.
    private mutating func sum(
        _ parts: [(offset: Int, element: JSONSchema)], keyword: String, discriminator: OpenAPI.Discriminator?, at path: [String],
        naming: SchemaNaming
    ) throws(MappingProblem) -> String {
        let (name, schemaName) = modelName(for: naming)
        // Registered before the parts are mapped, so a part that refers back finds it.
        register(MappedModel(name: name, kind: .sum([], discriminator: nil), schemaName: schemaName, documentPath: path))
        var cases: [MappedSumCase] = []
        var caseNames: Set<String> = []
        func add(_ base: String, _ type: TypeReference, tag: String?) {
            let caseName = SwiftName.unique(base) { caseNames.contains(SwiftName.lowerCamelCase($0)) }
            caseNames.insert(SwiftName.lowerCamelCase(caseName))
            cases.append(MappedSumCase(name: caseName, type: type, tag: tag))
        }
        do throws(MappingProblem) {
            if let discriminator {
                var tagsBySchema: [String: [String]] = [:]
                for (tag, target) in discriminator.mapping ?? [:] {
                    let schema = target.hasPrefix("#/components/schemas/") ? String(target.dropFirst("#/components/schemas/".count)) : target
                    tagsBySchema[schema, default: []].append(tag)
                }
                var listed: Set<String> = []
                for (offset, part) in parts {
                    let partPath = path + [keyword, String(offset)]
                    guard case .reference(let reference, _) = part.value, case .internal(.component(let component)) = reference else {
                        throw .unsupported("with a discriminator, each part of '\(keyword)' must be a '$ref' to a component schema", at: partPath)
                    }
                    guard listed.insert(component).inserted else {
                        warnRepeatedPart(quoted(component), keyword: keyword, at: partPath)
                        continue
                    }
                    let mapped = try componentType(component, referencedAt: partPath + ["$ref"])
                    guard case .named(let caseModel) = mapped.type, model(named: caseModel)?.kind.isStructure == true else {
                        throw .unsupported(
                            "with a discriminator, each part of '\(keyword)' must be an object schema, and \(quoted(component)) is '\(mapped.type)'",
                            at: partPath
                        )
                    }
                    if let tagType = fieldType(withJSONKey: discriminator.propertyName, in: caseModel), !isTextTag(tagType) {
                        throw .unsupported(
                            "the discriminator property '\(discriminator.propertyName)' of \(quoted(component)) is '\(tagType)', and a sum type's tag is a string",
                            at: path + ["discriminator", "propertyName"]
                        )
                    }
                    removeField(withJSONKey: discriminator.propertyName, from: caseModel)
                    for tag in tagsBySchema[component] ?? [component] {
                        add(OpenAPINaming.caseName(tag), .named(caseModel), tag: tag)
                    }
                }
            } else {
                for (offset, part) in parts {
                    let partPath = path + [keyword, String(offset)]
                    let mapped = try mapSchema(part, at: partPath, naming: .inline(hintName(naming) + "Option\(offset + 1)"))
                    // A second case of the same type would never decode: the first is tried before it.
                    guard !cases.contains(where: { $0.type == mapped.type }) else {
                        warnRepeatedPart("'\(mapped.type)'", keyword: keyword, at: partPath)
                        continue
                    }
                    add(Self.caseBase(of: mapped.type), mapped.type, tag: nil)
                }
            }
        } catch {
            markFailed(name)
            throw error
        }
        register(MappedModel(name: name, kind: .sum(cases, discriminator: discriminator?.propertyName), schemaName: schemaName, documentPath: path))
        return name
    }

    /// The name a case of a sum without a discriminator is given after the type it holds: the model's name,
    /// `string`, `int`, ..., `stringList` for an array, `intMap` for a dictionary.
    private static func caseBase(of type: TypeReference) -> String {
        switch type {
        case .named(let name): name
        case .optional(let wrapped): caseBase(of: wrapped)
        case .array(let element): caseBase(of: element) + "List"
        case .dictionary(let value): caseBase(of: value) + "Map"
        case .string, .int, .double, .bool, .date, .url, .uuid, .json: type.description.lowercased()
        }
    }

    /// Warns that the part of a `oneOf`/`anyOf` at `path` repeats `type`, an earlier part's, and is left out.
    private mutating func warnRepeatedPart(_ type: String, keyword: String, at path: [String]) {
        warn("this part of '\(keyword)' repeats \(type) of an earlier part and is left out", at: path)
    }

    /// The type of the field of struct model `name` read from `jsonKey`, if it has one.
    private func fieldType(withJSONKey jsonKey: String, in name: String) -> TypeReference? {
        guard let mapped = model(named: name), case .structure(let fields) = mapped.kind else { return nil }
        return fields.first { ($0.explicitKey ?? derivedKey(of: $0.name)) == jsonKey }?.type
    }

    /// Whether a discriminator property of `type` holds text: a string, or an enumeration of strings.
    private func isTextTag(_ type: TypeReference) -> Bool {
        switch type {
        case .string: true
        case .optional(let wrapped): isTextTag(wrapped)
        case .named(let name):
            if case .enumeration(.string, _) = model(named: name)?.kind { true } else { false }
        default: false
        }
    }

    /// Leaves out of struct model `name` the field read from `jsonKey`: the discriminator of a sum type that
    /// holds the model, which the sum type reads and writes.
    private mutating func removeField(withJSONKey jsonKey: String, from name: String) {
        guard var mapped = model(named: name), case .structure(let fields) = mapped.kind else { return }
        let kept = fields.filter { (field: MappedField) in (field.explicitKey ?? derivedKey(of: field.name)) != jsonKey }
        guard kept.count != fields.count else { return }
        mapped.kind = .structure(kept)
        register(mapped)
    }

    /// The JSON key a field named `fieldName` reads under the spec's key strategy, without `key:`.
    private func derivedKey(of fieldName: String) -> String {
        ModelFieldSpec(name: fieldName, type: .string, location: .startOfFile(""), typeLocation: .startOfFile(""))
            .jsonKey(keyStrategy: keyStrategy)
    }

    /// The `key:` a field needs so it reads `jsonKey` under the spec's key strategy, or `nil`.
    private func explicitKey(for fieldName: String, jsonKey: String) -> String? {
        let derived = ModelFieldSpec(name: fieldName, type: .string, location: .startOfFile(""), typeLocation: .startOfFile(""))
            .jsonKey(keyStrategy: keyStrategy)
        return derived == jsonKey ? nil : jsonKey
    }

    /// Warns, once, at the `discriminator` of the object schema at `path`: without a `oneOf` it names no
    /// cases, so the schema and the children that extend it with `allOf` are plain structs.
    private mutating func warnPolymorphismByAllOf(at path: [String]) {
        warn(
            "the discriminator of the schema at '\(path.joined(separator: "/"))' has no 'oneOf': the 'allOf' form of polymorphism is not supported, so the schema and its children are read as plain objects; list the children in a 'oneOf' with the discriminator to get a sum type",
            atKeyOf: path + ["discriminator"]
        )
    }

    /// The properties of an `allOf` whose parts (with their positions) are all objects (directly or through
    /// `$ref`), each with the place it is written: in its part, or in the schema a part refers to.
    private mutating func mergedProperties(_ parts: [(offset: Int, element: JSONSchema)], at path: [String]) throws(MappingProblem) -> ([SchemaProperty], Set<String>) {
        var properties: [SchemaProperty] = []
        // Properties a part only names under `required` (OpenAPIKit lists them with an empty schema): the
        // schema another part gives them is theirs; with none, they are kept as that empty schema.
        var onlyRequired: [SchemaProperty] = []
        var required: Set<String> = []
        for (index, part) in parts {
            var resolved = part
            var resolvedPath = path + ["allOf", String(index)]
            var depth = 0
            while case .reference(let reference, _) = resolved.value {
                depth += 1
                guard depth <= Self.maximumReferenceDepth, case .internal(.component(let name)) = reference,
                      let key = OpenAPI.ComponentKey(rawValue: name), let target = components.schemas[key]
                else {
                    let name = reference.name ?? reference.absoluteString
                    if depth > Self.maximumReferenceDepth {
                        throw .invalid("schema references nest more than \(Self.maximumReferenceDepth) levels deep", at: path + ["allOf", String(index)])
                    }
                    let suggestion = Suggestion.didYouMean(name, among: schemaNames)
                    throw .invalid("'$ref' names the schema \(quoted(name)), which the document's components do not have\(suggestion)", at: path + ["allOf", String(index), "$ref"])
                }
                resolved = target
                resolvedPath = ["components", "schemas", name]
            }
            guard case .object(_, let context) = resolved.value else {
                throw .unsupported("'allOf' is mapped only when every part is an object", at: path + ["allOf", String(index)])
            }
            if resolved.discriminator != nil { warnPolymorphismByAllOf(at: resolvedPath) }
            for (name, schema) in context.properties {
                let propertyPath = resolvedPath + ["properties", name]
                if DocumentPathLocator.node(at: propertyPath, in: loaded.root) == nil {
                    onlyRequired.append(SchemaProperty(name: name, schema: schema, path: propertyPath))
                    continue
                }
                guard let earlier = properties.first(where: { $0.name == name }) else {
                    properties.append(SchemaProperty(name: name, schema: schema, path: resolvedPath + ["properties", name]))
                    continue
                }
                if earlier.schema.jsonType != schema.jsonType {
                    warn(
                        "property \(quoted(name)) has another type here than in an earlier part of the 'allOf'; the earlier "
                            + "part's type is used, so a value of this one's fails to decode",
                        at: resolvedPath + ["properties", name])
                }
            }
            required.formUnion(context.requiredProperties)
        }
        for property in onlyRequired where !properties.contains(where: { $0.name == property.name }) {
            properties.append(property)
        }
        guard !properties.isEmpty else { throw .unsupported("an 'allOf' without properties has no spec type", at: path + ["allOf"]) }
        return (properties, required)
    }
}

/// A property of an object schema and the place it is written, which for a property an `allOf` part brings
/// along is in that part (or in the schema the part refers to), not in the `allOf` itself.
struct SchemaProperty {
    var name: String
    var schema: JSONSchema
    var path: [String]
}
