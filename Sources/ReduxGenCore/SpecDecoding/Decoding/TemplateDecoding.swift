import Foundation

extension SpecDecoder {
    /// `{ template: "Bearer {state.token}" }`: literal text with `{state.field}` and `{payload.field}`
    /// placeholders; `{{` and `}}` stand for `{` and `}`.
    mutating func decodeTemplate(_ node: YAMLNode, for what: String) -> ValueSource? {
        if node.mapping != nil {
            reader.diagnostics.error(
                "expected a string for 'template' of \(what), found a mapping; quote the template, like template: \"Bearer {state.token}\"",
                at: node.location
            )
            return nil
        }
        guard let text = reader.string(node, for: "'template' of \(what)") else { return nil }
        let characters = Array(text)
        var segments: [StringTemplate.Segment] = []
        var literal = ""
        var index = 0
        var isValid = true
        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if (character == "{" && next == "{") || (character == "}" && next == "}") {
                literal.append(character)
                index += 2
                continue
            }
            if character == "}" {
                reader.diagnostics.error(
                    "unmatched '}' in the template of \(what); write '}}' for a literal '}'",
                    at: reader.location(in: node, offset: index)
                )
                isValid = false
                index += 1
                continue
            }
            guard character == "{" else {
                literal.append(character)
                index += 1
                continue
            }
            guard let close = characters[(index + 1)...].firstIndex(of: "}") else {
                reader.diagnostics.error(
                    "unclosed placeholder in the template of \(what); close it with '}', or write '{{' for a literal '{'",
                    at: reader.location(in: node, offset: index)
                )
                return nil
            }
            let name = String(characters[(index + 1)..<close])
            if let source = placeholder(name, in: node, offset: index + 1, for: what) {
                if !literal.isEmpty { segments.append(.text(literal)) }
                literal = ""
                segments.append(.placeholder(source))
            } else {
                isValid = false
            }
            index = close + 1
        }
        if !literal.isEmpty { segments.append(.text(literal)) }
        guard isValid else { return nil }
        guard segments.contains(where: { if case .placeholder = $0 { true } else { false } }) else {
            reader.diagnostics.error(
                "the template of \(what) has no placeholder; write { value: \(quoted(text)) } for fixed text, or a placeholder like {state.token}",
                at: node.location
            )
            return nil
        }
        return .template(StringTemplate(segments: segments, location: node.location))
    }

    /// The source a placeholder's text names: `state.field` or `payload.field`.
    private mutating func placeholder(_ name: String, in node: YAMLNode, offset: Int, for what: String) -> ValueSource? {
        let location = reader.location(in: node, offset: offset)
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            reader.diagnostics.error(
                "empty placeholder '{}' in the template of \(what); name a value, like {state.token} or {payload.id}, or write '{{}}' for literal braces",
                at: reader.location(in: node, offset: offset - 1)
            )
            return nil
        }
        let parts = trimmed.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        if parts.count == 2, !parts[1].isEmpty, !parts[1].contains(" ") {
            let leading = name.prefix { $0 == " " }.count
            let reference = NameReference(String(parts[1]), at: reader.location(in: node, offset: offset + leading + parts[0].count + 1))
            if parts[0] == "state" { return .state(reference) }
            if parts[0] == "payload" { return .payload(reference) }
            if parts[0] == "app", let app = appReference(String(parts[1]), in: node, offset: offset + leading + parts[0].count + 1) {
                return .app(app)
            }
        }
        let hint: String
        if parts.count == 2, let prefix = Suggestion.closest(to: String(parts[0]), among: ["state", "payload", "app"]) {
            hint = "; did you mean '{\(prefix).\(parts[1])}'?"
        } else if parts.count == 1, SwiftIdentifier.memberNameProblem(trimmed) == nil {
            hint = "; did you mean '{state.\(trimmed)}' or '{payload.\(trimmed)}'?"
        } else {
            hint = ""
        }
        reader.diagnostics.error(
            "invalid placeholder \(quoted("{" + name + "}")) in the template of \(what); expected {state.<field>}, {payload.<field>} or {app.<feature>.<field>}\(hint)",
            at: location
        )
        return nil
    }
}

extension SpecDecoder {
    /// A `value:` literal is sent exactly as written; one that looks like it holds a placeholder
    /// (`"Bearer ${state.token}"`) is most likely meant as a template, or, in a body or form, where
    /// templates are errors, as the field itself (`{state.n}` for `state.n`).
    mutating func warnAboutPlaceholders(in text: String, at location: SourceLocation, for what: String) {
        guard ["{state.", "{payload.", "{app."].contains(where: text.contains) else { return }
        let template = text.replacingOccurrences(of: "${", with: "{")
        let instead: String
        if what.hasPrefix("body field") || what.hasPrefix("form field") {
            let inner = template.dropFirst().dropLast()
            let isOnePlaceholder = template.hasPrefix("{") && template.hasSuffix("}") && !inner.contains("{") && !inner.contains("}")
            instead = isOnePlaceholder ? "; for the value of a field write \(inner)" : ""
        } else {
            instead = "; for the value of a field write { template: \(quoted(template)) }"
        }
        reader.diagnostics.warning(
            "the literal \(quoted(text)) of \(what) is sent as written, braces included\(instead)", at: location)
    }
}
