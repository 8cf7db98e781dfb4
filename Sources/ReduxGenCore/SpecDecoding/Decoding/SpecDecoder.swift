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
        if let entry = keys["state"] { spec.state = decodeState(entry.value) }
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
    mutating func forEachNamedEntry(
        of node: YAMLNode, section: @autoclosure () -> String, _ body: (inout SpecDecoder, String, YAMLMappingEntry) -> Void
    ) {
        guard let entries = reader.mapping(node, for: section()) else { return }
        for entry in entries {
            guard let name = reader.name(ofKey: entry.key, for: "a name in \(section())") else { continue }
            body(&self, name, entry)
        }
    }
}
