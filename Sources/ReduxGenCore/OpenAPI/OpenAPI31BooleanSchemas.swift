/// Reads JSON Schema's boolean schemas in a 3.1 document (`properties: { extra: true }`, `items: true`),
/// which OpenAPIKit's 3.1 model refuses, so that one of them no longer stops the whole import.
///
/// `true` allows any value: it is read as the empty schema `{}` (a spec `JSON`). `false` allows none: as a
/// property it is left out with a warning (no value can be sent or received under it); anywhere else it
/// is read as `not: {}`, which the import reports as unsupported where the schema is used. Examples,
/// defaults, enums, constants and extension keys hold data, not schemas, and are left as written.
enum OpenAPI31BooleanSchemas {
    /// `root` with every boolean schema rewritten, and a warning for each property left out.
    static func rewrite(_ root: YAMLNode) -> (root: YAMLNode, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        let rewritten = rewrite(root, warnings: &warnings)
        return (rewritten, warnings)
    }

    /// The keys whose value is one schema.
    private static let schemaKeys: Set = [
        "schema", "items", "not", "contains", "additionalItems", "unevaluatedItems", "unevaluatedProperties",
        "propertyNames", "if", "then", "else",
    ]
    /// The keys whose value is a list of schemas.
    private static let schemaListKeys: Set = ["allOf", "anyOf", "oneOf", "prefixItems"]
    /// The keys whose value maps names to schemas.
    private static let schemaMapKeys: Set = ["properties", "patternProperties", "$defs", "definitions", "schemas"]
    /// The keys whose value is data, never a schema.
    private static let dataKeys: Set = ["example", "examples", "default", "enum", "const"]

    private static func rewrite(_ node: YAMLNode, warnings: inout [Diagnostic]) -> YAMLNode {
        var node = node
        switch node.content {
        case .scalar:
            return node
        case .sequence(let items):
            node.content = .sequence(items.map { rewrite($0, warnings: &warnings) })
        case .mapping(let entries):
            var kept: [YAMLMappingEntry] = []
            for entry in entries {
                let key = entry.key.scalar?.value ?? ""
                if dataKeys.contains(key) || key.hasPrefix("x-") {
                    kept.append(entry)
                    continue
                }
                var value = entry.value
                if schemaKeys.contains(key) {
                    value = rewrite(schema(value), warnings: &warnings)
                } else if schemaListKeys.contains(key), let items = value.sequence {
                    value.content = .sequence(items.map { rewrite(schema($0), warnings: &warnings) })
                } else if schemaMapKeys.contains(key), let named = value.mapping {
                    // The names are the user's (a property may be called `items`): only their schemas are read.
                    value.content = .mapping(named.compactMap { schemaEntry($0, in: key, warnings: &warnings) })
                } else {
                    value = rewrite(value, warnings: &warnings)
                }
                kept.append(YAMLMappingEntry(key: entry.key, value: value))
            }
            node.content = .mapping(kept)
        }
        return node
    }

    /// A named schema of `properties` (and the like): `false` under `properties` is left out.
    private static func schemaEntry(_ entry: YAMLMappingEntry, in key: String, warnings: inout [Diagnostic]) -> YAMLMappingEntry? {
        if key == "properties", boolean(entry.value) == false {
            let name = entry.key.scalar?.value ?? ""
            warnings.append(.warning("the property '\(name)' is the schema 'false', which allows no value: it is left out", at: entry.key.location))
            return nil
        }
        return YAMLMappingEntry(key: entry.key, value: rewrite(schema(entry.value), warnings: &warnings))
    }

    /// `node` as a schema object: `true` is `{}`, `false` is `{not: {}}`, anything else is left as it is.
    private static func schema(_ node: YAMLNode) -> YAMLNode {
        switch boolean(node) {
        case true?:
            return YAMLNode(.mapping([]), at: node.location)
        case false?:
            let empty = YAMLNode(.mapping([]), at: node.location)
            return YAMLNode(.mapping([YAMLMappingEntry(key: YAMLNode(.scalar(YAMLScalar("not")), at: node.location), value: empty)]), at: node.location)
        case nil:
            return node
        }
    }

    /// The boolean a plain scalar `true` or `false` writes (JSON's spelling, which YAML 1.2 shares).
    private static func boolean(_ node: YAMLNode) -> Bool? {
        guard let scalar = node.scalar, scalar.style == .plain else { return nil }
        return ["true": true, "false": false][scalar.value]
    }
}
