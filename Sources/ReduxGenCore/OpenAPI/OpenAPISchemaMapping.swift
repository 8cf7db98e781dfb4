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
            if let values = schema.allowedValues { return try enumeration(values, rawType: .int, at: path, naming: naming, nullable: nullable) }
            return SchemaType(type: .int, nullable: nullable)
        case .number:
            return SchemaType(type: .double, nullable: nullable)
        case .string:
            if let values = schema.allowedValues { return try enumeration(values, rawType: .string, at: path, naming: naming, nullable: nullable) }
            return SchemaType(type: Self.stringType(format: schema.formatString), nullable: nullable)
        case .array(_, let context):
            guard let items = context.items else {
                throw .unsupported("an array without 'items' has no element type", at: path)
            }
            let element = try mapSchema(items, at: path + ["items"], naming: .inline(hintName(naming) + "Item"))
            return SchemaType(type: .array(element.declared(required: true)), nullable: nullable)
        case .object(_, let context):
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
            throw .unsupported("a free-form object (no 'properties', no 'additionalProperties' schema) has no spec type", at: path)
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
            let nonNull = parts.enumerated().filter { !Self.isNullOnly($0.element) }
            if nonNull.count == 1, parts.count > 1, let only = nonNull.first {
                var mapped = try mapSchema(only.element, at: path + [keyword, String(only.offset)], naming: naming)
                mapped.nullable = true
                return mapped
            }
            let reason = schema.discriminator == nil
                ? "'\(keyword)' without a usable discriminator has no spec type"
                : "'\(keyword)' with a discriminator would need a sum type, which the spec language does not have"
            throw .unsupported(reason, at: path + [keyword])
        case .not:
            throw .unsupported("'not' has no spec type", at: path)
        case .null:
            throw .unsupported("a schema that only allows null has no spec type", at: path)
        case .fragment:
            throw .unsupported("a schema without a type (any JSON value) has no spec type", at: path)
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

    /// An enum model of string or integer values (`null` among them makes the type optional).
    private mutating func enumeration(
        _ values: [AnyCodable], rawType: EnumSpec.RawType, at path: [String], naming: SchemaNaming, nullable: Bool
    ) throws(MappingProblem) -> SchemaType {
        var cases: [MappedCase] = []
        var swiftNames: Set<String> = []
        var allowsNull = nullable
        for (index, value) in values.enumerated() {
            if value.value is NSNull || value.value is Void || isWrittenNull(value, at: path + ["enum", String(index)]) {
                if !nullable {
                    warn("the enum lists null, which its type does not allow; the enum is made optional", at: path + ["enum", String(index)])
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
                base = number < 0 ? "valueMinus\(-number)" : "value\(number)"
            default:
                throw .unsupported("the enum value '\(value.description)' is not a \(rawType == .string ? "string" : "integer")", at: path + ["enum"])
            }
            let name = OpenAPINaming.unique(base) { swiftNames.contains(SwiftName.lowerCamelCase($0)) }
            swiftNames.insert(SwiftName.lowerCamelCase(name))
            cases.append(MappedCase(name: name, rawValue: raw))
        }
        guard !cases.isEmpty else { throw .unsupported("an enum without values has no spec type", at: path + ["enum"]) }
        let (name, schemaName) = modelName(for: naming)
        register(MappedModel(name: name, kind: .enumeration(rawType, cases), schemaName: schemaName, documentPath: path))
        return SchemaType(type: .named(name), nullable: allowsNull)
    }

    /// Whether `value`, written at `path`, is YAML's or JSON's null rather than the text `"null"`, which a
    /// string enum's values are decoded as alike.
    private func isWrittenNull(_ value: AnyCodable, at path: [String]) -> Bool {
        guard value.value as? String == "null" else { return false }
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
                    throw MappingProblem(message: "required property \(quoted(property)) of \(owner): \(error.message)", documentPath: error.documentPath, isError: error.isError)
                }
                warn("property \(quoted(property)) of \(owner) is skipped: \(error.message)", at: error.documentPath)
                continue
            }
            let fieldName = OpenAPINaming.unique(OpenAPINaming.memberName(property, fallback: "field")) {
                swiftNames.contains(SwiftName.lowerCamelCase($0))
            }
            swiftNames.insert(SwiftName.lowerCamelCase(fieldName))
            let field = MappedField(name: fieldName, type: mapped.declared(required: isRequired), explicitKey: explicitKey(for: fieldName, jsonKey: property))
            fields.append(field)
        }
        register(MappedModel(name: name, kind: .structure(fields), schemaName: schemaName, documentPath: path))
        return name
    }

    /// The `key:` a field needs so it reads `jsonKey` under the spec's key strategy, or `nil`.
    private func explicitKey(for fieldName: String, jsonKey: String) -> String? {
        let derived = ModelFieldSpec(name: fieldName, type: .string, location: .startOfFile(""), typeLocation: .startOfFile(""))
            .jsonKey(keyStrategy: keyStrategy)
        return derived == jsonKey ? nil : jsonKey
    }

    /// The properties of an `allOf` whose parts (with their positions) are all objects (directly or through
    /// `$ref`), each with the place it is written: in its part, or in the schema a part refers to.
    private mutating func mergedProperties(_ parts: [(offset: Int, element: JSONSchema)], at path: [String]) throws(MappingProblem) -> ([SchemaProperty], Set<String>) {
        var properties: [SchemaProperty] = []
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
            for (name, schema) in context.properties where !properties.contains(where: { $0.name == name }) {
                properties.append(SchemaProperty(name: name, schema: schema, path: resolvedPath + ["properties", name]))
            }
            required.formUnion(context.requiredProperties)
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
