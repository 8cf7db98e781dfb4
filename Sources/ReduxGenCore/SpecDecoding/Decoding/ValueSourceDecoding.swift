extension SpecDecoder {
    /// A request value: `state.field`, `payload.field`, `{ from: state.field }`, `{ value: literal }` or
    /// `{ template: "text {state.field}" }`.
    mutating func decodeValueSource(_ node: YAMLNode, for what: String) -> ValueSource? {
        if let entries = node.mapping {
            let keys = reader.entries(entries, allowed: ["from", "value", "template"], in: what)
            if let template = keys["template"] {
                return decodeTemplate(template.value, for: what)
            }
            if let value = keys["value"] {
                guard let text = reader.string(value.value, for: "'value' of \(what)") else { return nil }
                warnAboutPlaceholders(in: text, at: value.value.location, for: what)
                return .literal(text, at: value.value.location)
            }
            guard let from = reader.required("from", in: keys, of: node, context: what) else { return nil }
            return decodeReference(from.value, for: what)
        }
        return decodeReference(node, for: what)
    }

    /// `state.field` or `payload.field`.
    private mutating func decodeReference(_ node: YAMLNode, for what: String) -> ValueSource? {
        guard let text = reader.string(node, for: what) else { return nil }
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, !parts[1].isEmpty {
            let reference = NameReference(String(parts[1]), at: reader.location(in: node, offset: parts[0].count + 1))
            if parts[0] == "state" { return .state(reference) }
            if parts[0] == "payload" { return .payload(reference) }
            if parts[0] == "app", let app = appReference(String(parts[1]), in: node, offset: parts[0].count + 1) { return .app(app) }
        }
        let shown = text.count > 40 ? "..." : text
        // Text with placeholders is a template: `{ value: ... }` would send the braces as they are written.
        if text.contains("{") && text.contains("}") {
            reader.diagnostics.error(
                "invalid source \(quoted(text)) for \(what); to fill in placeholders write { template: \(quotedForYAML(shown)) }",
                at: node.location
            )
            return nil
        }
        reader.diagnostics.error(
            "invalid source \(quoted(text)) for \(what); expected state.<field> or payload.<field>, or { value: \(shown) } for a literal",
            at: node.location
        )
        return nil
    }

    /// Text as a double-quoted YAML scalar, so a suggestion with braces can be pasted into a flow mapping.
    private func quotedForYAML(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A dotted path such as `items` or `data.items`: field names from the response inward.
    mutating func decodeFieldPath(_ node: YAMLNode, for what: String) -> [NameReference]? {
        guard let text = reader.string(node, for: what) else { return nil }
        var references: [NameReference] = []
        var offset = 0
        for part in text.split(separator: ".", omittingEmptySubsequences: false) {
            if part.isEmpty {
                reader.diagnostics.error("invalid path \(quoted(text)) for \(what): empty field name", at: reader.location(in: node, offset: offset))
                return nil
            }
            references.append(NameReference(String(part), at: reader.location(in: node, offset: offset)))
            offset += part.count + 1
        }
        return references
    }

    /// `300ms`, `0.3s` or `2s`, in milliseconds; at most a minute.
    mutating func decodeDuration(_ node: YAMLNode, for what: String) -> Int? {
        guard let text = reader.string(node, for: what) else { return nil }
        var milliseconds: Double?
        if text.hasSuffix("ms") {
            milliseconds = LiteralParser.double(String(text.dropLast(2)))
        } else if text.hasSuffix("s") {
            milliseconds = LiteralParser.double(String(text.dropLast())).map { $0 * 1000 }
        }
        guard let milliseconds, milliseconds >= 0, milliseconds <= 60_000, milliseconds == milliseconds.rounded() else {
            reader.diagnostics.error("invalid duration \(quoted(text)) for \(what); expected milliseconds or seconds up to one minute, like 300ms or 0.3s", at: node.location)
            return nil
        }
        return Int(milliseconds)
    }
}
