/// Turns a spec file's YAML tree into a `FeatureSpec`, reporting every structural problem (unknown
/// keys, wrong node kinds, malformed types and sources). References and names are checked afterwards
/// by `SpecValidator`.
public struct SpecDecoder {
    /// The top-level keys of a spec.
    static let topLevelKeys = ["feature", "api", "models", "state", "actions", "endpoints", "sideEffects"]

    var reader = NodeReader()
    let file: String

    /// A decoder for the spec file `file` (the path diagnostics print).
    public init(file: String) {
        self.file = file
    }

    /// Decodes a document. Returns `nil` only when the document is not a mapping; every problem found
    /// is in `diagnostics`.
    public mutating func decode(_ root: YAMLNode) -> FeatureSpec? {
        if root.scalar?.isNull == true {
            reader.diagnostics.error("the spec is empty; it needs at least a 'feature:' name", at: .startOfFile(file))
            return nil
        }
        guard let entries = reader.mapping(root, for: "the spec") else { return nil }
        let keys = reader.entries(entries, allowed: Self.topLevelKeys, allowingExtensions: true, in: "the spec")
        var spec = FeatureSpec(name: "", file: file, location: root.location)
        spec.extensions = reader.extensions(in: entries)
        spec.hasFeatureName = false
        if let entry = reader.required("feature", in: keys, of: root, context: "the spec"),
           let name = reader.string(entry.value, for: "'feature'") {
            spec.name = name
            spec.location = entry.value.location
            spec.hasFeatureName = true
        }
        if let entry = keys["api"] { spec.api = decodeAPI(entry.value) }
        if let entry = keys["models"] { spec.models = decodeModels(entry.value) }
        if let entry = keys["state"] { (spec.state, spec.unreadStateFieldNames) = decodeState(entry.value) }
        if let entry = keys["actions"] { spec.actions = decodeActions(entry.value) }
        if let entry = keys["endpoints"] { spec.endpoints = decodeEndpoints(entry.value) }
        if let entry = keys["sideEffects"] { spec.sideEffects = decodeSideEffects(entry.value) }
        spec.typeNameLocations = reader.typeNameLocations
        return spec
    }

    /// `sideEffects: effects | middleware`.
    mutating func decodeSideEffects(_ node: YAMLNode) -> SideEffectsStyle? {
        guard let text = reader.string(node, for: "'sideEffects'") else { return nil }
        guard let style = SideEffectsStyle(rawValue: text) else {
            let expected = SideEffectsStyle.allCases.map(\.rawValue).joined(separator: ", ")
            reader.diagnostics.error("unknown side-effects style '\(text)'; expected one of: \(expected)", at: node.location)
            return nil
        }
        return style
    }

    /// Every diagnostic found so far.
    public var diagnostics: [Diagnostic] { reader.diagnostics.diagnostics }

    /// Calls `body` for each `name: value` entry of a mapping section, with the key's name. `section` is
    /// only written out for a message.
    ///
    /// With `entryKeys`, the keys an entry of the section has (`payload`, `reduce` for actions), an entry
    /// named like one of them that does not look like an entry itself was indented one level too little:
    /// it is reported once as belonging to the entry before it, rather than decoded as an entry of its own
    /// (which would report what follows from the misindent instead of its cause).
    mutating func forEachNamedEntry(
        of node: YAMLNode, section: @autoclosure () -> String, entryKeys: (kind: String, keys: [String])? = nil,
        _ body: (inout SpecDecoder, String, YAMLMappingEntry) -> Void
    ) {
        guard let entries = reader.mapping(node, for: section()) else { return }
        var previous: (name: String, entries: [YAMLMappingEntry])?
        // The misindented keys that follow one entry, reported together at the first.
        var misindented: (owner: String, first: YAMLMappingEntry, names: [String])?
        func reportMisindented(_ decoder: inout SpecDecoder) {
            guard let run = misindented, let kind = entryKeys?.kind else { return }
            let names = run.names.map { "'\($0)'" }
            let written = names.count == 1 ? "\(names[0]) is" : "\(names.dropLast().joined(separator: ", ")) and \(names[names.count - 1]) are"
            let keys = names.count == 1 ? "a key" : "keys"
            decoder.reader.diagnostics.error(
                "\(written) indented like a new \(kind), but \(names.count == 1 ? "it is" : "they are") \(keys) of \(kind) \(quoted(run.owner)); "
                    + "indent \(names.count == 1 ? "it" : "them") one level further, under \(quoted(run.owner))",
                at: run.first.key.location
            )
            misindented = nil
        }
        for entry in entries {
            guard let name = reader.name(ofKey: entry.key, for: "a key in \(section())") else { continue }
            if let entryKeys, let owner = previous,
               Self.isMisindented(entry, named: name, keys: entryKeys.keys, after: owner.entries) {
                if misindented == nil { misindented = (owner.name, entry, []) }
                misindented?.names.append(name)
                previous?.entries.append(entry)
                continue
            }
            reportMisindented(&self)
            previous = entry.value.mapping.map { (name, $0) }
            body(&self, name, entry)
        }
        reportMisindented(&self)
    }

    /// Whether `entry` is a key of the entry before it (`owner`), written one level too far left: it is
    /// named like one of `keys`, `owner` does not have that key, and its value does not look like an entry
    /// (a mapping with any of `keys`, or an empty mapping).
    private static func isMisindented(_ entry: YAMLMappingEntry, named name: String, keys: [String], after owner: [YAMLMappingEntry]) -> Bool {
        guard keys.contains(name), !owner.contains(where: { $0.key.scalar?.value == name }) else { return false }
        guard let value = entry.value.mapping else { return true }
        return !value.isEmpty && !value.contains { keys.contains($0.key.scalar?.value ?? "") }
    }
}
