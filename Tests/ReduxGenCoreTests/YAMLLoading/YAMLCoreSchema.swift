import ReduxGenCore

/// Types a loaded document the way the YAML 1.2 core schema does, to compare it with the
/// yaml-test-suite's JSON. The loader itself never types scalars; this exists only for that comparison.
enum YAMLCoreSchema {
    private static let tagPrefix = "tag:yaml.org,2002:"

    static func json(of node: YAMLNode) -> JSONTestValue {
        switch node.content {
        case .scalar(let scalar):
            return json(of: scalar, tag: node.tag)
        case .sequence(let items):
            return .array(items.map(json(of:)))
        case .mapping(let entries):
            var members: [String: JSONTestValue] = [:]
            for entry in entries {
                members[entry.key.scalar?.value ?? compactDescription(entry.key)] = json(of: entry.value)
            }
            return .object(members)
        }
    }

    private static func json(of scalar: YAMLScalar, tag: String?) -> JSONTestValue {
        switch tag {
        case nil where scalar.style == .plain:
            return resolvePlain(scalar.value)
        case tagPrefix + "null":
            return .null
        case tagPrefix + "bool", tagPrefix + "int", tagPrefix + "float":
            return resolvePlain(scalar.value)
        default:
            return .string(scalar.value)
        }
    }

    /// The core schema's reading of a plain scalar: null, bool, int, float, or else a string.
    private static func resolvePlain(_ text: String) -> JSONTestValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .number(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .number(-.infinity)
        case ".nan", ".NaN", ".NAN": return .number(.nan)
        default: break
        }
        if text.wholeMatch(of: /[-+]?[0-9]+/) != nil, let value = Double(text) { return .number(value) }
        if let match = text.wholeMatch(of: /0o([0-7]+)/), let value = Int(match.1, radix: 8) { return .number(Double(value)) }
        if let match = text.wholeMatch(of: /0x([0-9a-fA-F]+)/), let value = Int(match.1, radix: 16) { return .number(Double(value)) }
        if text.wholeMatch(of: /[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?/) != nil, let value = Double(text) {
            return .number(value)
        }
        return .string(text)
    }
}

/// A compact rendering of a node for test messages: `{"a": ["b"]}`.
func compactDescription(_ node: YAMLNode) -> String {
    switch node.content {
    case .scalar(let scalar): return "\"\(scalar.value)\""
    case .sequence(let items): return "[" + items.map(compactDescription).joined(separator: ", ") + "]"
    case .mapping(let entries):
        return "{" + entries.map { compactDescription($0.key) + ": " + compactDescription($0.value) }.joined(separator: ", ") + "}"
    }
}
