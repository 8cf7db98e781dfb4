/// Reads the shapes a spec expects out of YAML nodes and reports, rather than throws, what does not fit,
/// so one run finds every problem.
struct NodeReader {
    var diagnostics = DiagnosticCollector()
    /// For each type string read (by its location), where each model name inside it was written.
    var typeNameLocations: [SourceLocation: [String: SourceLocation]] = [:]
    /// Each type string read so far, parsed, with the offsets of its model names: a spec writes the same few
    /// type strings (`String`, `[Item]`) many times.
    private var parsedTypes: [String: (type: Result<TypeReference, TypeParser.Failure>, namedTypeOffsets: [String: Int])] = [:]

    /// The entries of a mapping, or `nil` (with an error) when `node` is something else.
    mutating func mapping(_ node: YAMLNode, for what: @autoclosure () -> String) -> [YAMLMappingEntry]? {
        if let entries = node.mapping { return entries }
        if node.scalar?.isNull == true { return [] }
        diagnostics.error("expected a mapping for \(what()), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// The items of a sequence, or `nil` (with an error).
    mutating func sequence(_ node: YAMLNode, for what: @autoclosure () -> String) -> [YAMLNode]? {
        if let items = node.sequence { return items }
        diagnostics.error("expected a sequence for \(what()), found \(node.kindDescription)", at: node.location)
        return nil
    }

    /// A scalar's text, or `nil` (with an error) for a mapping, a sequence or, unless allowed, `null`.
    mutating func string(_ node: YAMLNode, for what: @autoclosure () -> String) -> String? {
        guard let scalar = node.scalar else {
            diagnostics.error("expected a string for \(what()), found \(node.kindDescription)", at: node.location)
            return nil
        }
        if scalar.isNull {
            diagnostics.error("expected a string for \(what()), found null", at: node.location)
            return nil
        }
        return scalar.value
    }

    /// A mapping key's name: a non-empty scalar.
    mutating func name(ofKey key: YAMLNode, for what: @autoclosure () -> String) -> String? {
        guard let scalar = key.scalar else {
            diagnostics.error("expected a name for \(what()), found \(key.kindDescription)", at: key.location)
            return nil
        }
        return scalar.value
    }

    /// `true` or `false`, written plain. YAML 1.1 spellings (`yes`, `on`, `True`) are errors with a hint.
    mutating func bool(_ node: YAMLNode, for what: @autoclosure () -> String) -> Bool? {
        if let scalar = node.scalar, scalar.style == .plain {
            if scalar.value == "true" { return true }
            if scalar.value == "false" { return false }
        }
        let found = node.scalar.map { $0.style == .plain ? "\(quoted($0.value))" : "the quoted string \(quoted($0.value))" } ?? node.kindDescription
        var notes: [Diagnostic] = []
        if let text = node.scalar?.value,
           ["yes", "no", "on", "off", "y", "n", "true", "false", "1", "0"].contains(text.lowercased()) {
            notes.append(.note("reduxgen reads Bool values as exactly 'true' or 'false' (unquoted)", at: node.location))
        }
        diagnostics.error("expected true or false for \(what()), found \(found)", at: node.location, notes: notes)
        return nil
    }

    /// A plain integer such as `30` or `-1`.
    mutating func int(_ node: YAMLNode, for what: @autoclosure () -> String) -> Int? {
        if let scalar = node.scalar, scalar.style == .plain, let value = LiteralParser.int(scalar.value) { return value }
        let found = node.scalar.map { "\(quoted($0.value))" } ?? node.kindDescription
        diagnostics.error("expected an integer for \(what()), found \(found)", at: node.location)
        return nil
    }

    /// Checks a mapping's keys against the keys a construct allows; every other key is an error with a
    /// suggestion. Returns the entries whose keys are scalars, by key. With `allowingExtensions`, keys
    /// starting with `x-` are left to ``extensions(in:)`` (and not returned).
    mutating func entries(
        _ entries: [YAMLMappingEntry],
        allowed: [String],
        allowingExtensions: Bool = false,
        in context: @autoclosure () -> String
    ) -> [String: YAMLMappingEntry] {
        var byKey: [String: YAMLMappingEntry] = [:]
        byKey.reserveCapacity(entries.count)
        for entry in entries {
            guard let key = name(ofKey: entry.key, for: "a key in \(context())") else { continue }
            if allowingExtensions && SpecExtensions.isExtensionKey(key) { continue }
            if allowed.contains(key) {
                byKey[key] = entry
            } else {
                diagnostics.error(
                    "unknown key \(quoted(key)) in \(context())\(Suggestion.didYouMean(key, among: allowed))",
                    at: entry.key.location
                )
            }
        }
        return byKey
    }

    /// A required key's entry, or `nil` with an error at the mapping.
    mutating func required(_ key: String, in entries: [String: YAMLMappingEntry], of node: YAMLNode, context: @autoclosure () -> String) -> YAMLMappingEntry? {
        if let entry = entries[key] { return entry }
        diagnostics.error("missing key \(quoted(key)) in \(context())", at: node.location)
        return nil
    }

    /// Parses a type string such as `"[String: Double]?"`; errors point at the column inside the string.
    mutating func type(_ node: YAMLNode, for what: @autoclosure () -> String) -> TypeReference? {
        if let items = node.sequence {
            let hint = items.count == 1 && items[0].scalar != nil ? "; write array types in quotes, like \"[\(items[0].scalar!.value)]\"" : ""
            diagnostics.error("expected a type for \(what()), found a sequence\(hint)", at: node.location)
            return nil
        }
        guard let text = string(node, for: what()) else { return nil }
        let parsed = parsedType(text)
        switch parsed.type {
        case .success(let type):
            let offsets = parsed.namedTypeOffsets
            if !offsets.isEmpty {
                typeNameLocations[node.location] = offsets.mapValues { location(in: node, offset: $0) }
            }
            return type
        case .failure(let failure):
            diagnostics.error("invalid type \(quoted(text)) for \(what()): \(failure.message)", at: location(in: node, offset: failure.offset))
            return nil
        }
    }

    /// `text` parsed, once per distinct type string.
    private mutating func parsedType(_ text: String) -> (type: Result<TypeReference, TypeParser.Failure>, namedTypeOffsets: [String: Int]) {
        if let parsed = parsedTypes[text] { return parsed }
        let parsed = (type: TypeParser.parse(text), namedTypeOffsets: TypeParser.namedTypeOffsets(in: text))
        parsedTypes[text] = parsed
        return parsed
    }

    /// The location of the character at `offset` inside a single-line scalar, counting the opening quote.
    func location(in node: YAMLNode, offset: Int) -> SourceLocation {
        var location = node.location
        switch node.scalar?.style {
        case .plain?: location.column += offset
        case .singleQuoted?, .doubleQuoted?: location.column += offset + 1
        default: break
        }
        return location
    }
}
