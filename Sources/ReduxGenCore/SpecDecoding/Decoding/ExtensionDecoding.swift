/// Extension keys (`x-analytics: ...`): data a team writes into a spec for its own templates, as OpenAPI has
/// vendor extensions. reduxgen does not read them; it hands each value to the templates as it is written,
/// under `extensions` in the context of the construct that holds it (docs/templates.md, "Team data").
///
/// Values become plain template values: `true` and `false` (unquoted) are booleans, a whole number
/// (unquoted) is an integer, every other scalar is its text (`1.5` stays the string `1.5`: the context has
/// no fractions), sequences are arrays and mappings dictionaries. `null` is left out, so a key written
/// without a value renders as missing.
enum SpecExtensions {
    /// What every extension key starts with.
    static let prefix = "x-"

    /// Whether a mapping key is an extension key (whether or not it is well-formed).
    static func isExtensionKey(_ key: String) -> Bool {
        key.hasPrefix(prefix)
    }

    /// Whether `key` can be named in a Mustache tag as it is (`{{extensions.x-screen-title}}`): ASCII
    /// letters, digits, `-` and `_`. A `.` would split the name, and other characters end the tag.
    static func isTemplateName(_ key: String) -> Bool {
        !key.isEmpty && key.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_")
        }
    }
}

extension NodeReader {
    /// The extension entries of a mapping (keys starting with `x-`), as template values by key, reporting
    /// keys that templates could not name.
    mutating func extensions(in entries: [YAMLMappingEntry]) -> TemplateDictionary {
        var extensions: TemplateDictionary = [:]
        for entry in entries {
            guard let key = entry.key.scalar?.value, SpecExtensions.isExtensionKey(key) else { continue }
            let name = key.dropFirst(SpecExtensions.prefix.count)
            guard SpecExtensions.isTemplateName(String(name)) else {
                diagnostics.error(
                    "the extension key \(quoted(key)) needs ASCII letters, digits, '-' or '_' after 'x-', so templates can name it",
                    at: entry.key.location
                )
                continue
            }
            if let value = templateValue(entry.value) { extensions[key] = value }
        }
        return extensions
    }

    /// A YAML value as a template value, by the rules of ``SpecExtensions``; `nil` for `null`.
    mutating func templateValue(_ node: YAMLNode) -> TemplateValue? {
        switch node.content {
        case .scalar(let scalar):
            // An explicit `!!str` keeps `true` or `1` a string, as YAML says.
            if node.tag == "tag:yaml.org,2002:str" || scalar.style != .plain { return .string(scalar.value) }
            if scalar.isNull { return nil }
            if scalar.value == "true" { return .bool(true) }
            if scalar.value == "false" { return .bool(false) }
            if let number = LiteralParser.int(scalar.value) { return .int(number) }
            return .string(scalar.value)
        case .sequence(let items):
            return .array(items.compactMap { templateValue($0) })
        case .mapping(let entries):
            var dictionary: TemplateDictionary = [:]
            for entry in entries {
                guard let key = name(ofKey: entry.key, for: "a key of a value passed to templates") else { continue }
                if let value = templateValue(entry.value) { dictionary[key] = value }
            }
            return .dictionary(dictionary)
        }
    }
}
