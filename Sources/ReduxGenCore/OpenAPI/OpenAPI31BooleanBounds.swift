/// Reads OpenAPI 3.0's boolean `exclusiveMinimum`/`exclusiveMaximum` in a 3.1 document, where JSON Schema
/// makes them numbers, as the 3.1 form they stand for, with a warning at each (the document mixes versions).
///
/// `minimum: 0, exclusiveMinimum: true` becomes `exclusiveMinimum: 0`; `exclusiveMinimum: false` and a
/// `true` without its bound are left out. Other tools read such documents; OpenAPIKit's 3.1 model refuses
/// them.
enum OpenAPI31BooleanBounds {
    /// `root` with every boolean exclusive bound rewritten, and a warning for each.
    static func rewrite(_ root: YAMLNode) -> (root: YAMLNode, warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        let rewritten = rewrite(root, warnings: &warnings)
        return (rewritten, warnings)
    }

    /// The pairs of a boolean exclusive bound and the bound it makes exclusive.
    private static let bounds = [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")]

    private static func rewrite(_ node: YAMLNode, warnings: inout [Diagnostic]) -> YAMLNode {
        var node = node
        switch node.content {
        case .scalar:
            return node
        case .sequence(let items):
            node.content = .sequence(items.map { rewrite($0, warnings: &warnings) })
        case .mapping(var entries):
            for (exclusive, bound) in bounds {
                rewriteBound(exclusive, bound, in: &entries, warnings: &warnings)
            }
            node.content = .mapping(entries.map { YAMLMappingEntry(key: $0.key, value: rewrite($0.value, warnings: &warnings)) })
        }
        return node
    }

    private static func rewriteBound(_ exclusive: String, _ bound: String, in entries: inout [YAMLMappingEntry], warnings: inout [Diagnostic]) {
        guard let position = entries.firstIndex(where: { $0.key.scalar?.value == exclusive }),
              let flag = entries[position].value.scalar, flag.style == .plain, ["true", "false"].contains(flag.value)
        else { return }
        let location = entries[position].key.location
        let boundPosition = entries.firstIndex { $0.key.scalar?.value == bound }
        let written = "'\(exclusive): \(flag.value)' is OpenAPI 3.0's form"
        if flag.value == "true", let boundPosition {
            let value = entries[boundPosition].value
            entries[position].value = value
            entries.remove(at: boundPosition)
            let text = value.scalar?.value ?? "…"
            warnings.append(.warning("\(written); an OpenAPI 3.1 document writes '\(exclusive): \(text)' instead of '\(bound)', and it is read so", at: location))
        } else {
            entries.remove(at: position)
            let reason = flag.value == "true" ? "with no '\(bound)' to make exclusive, it is ignored" : "an OpenAPI 3.1 document leaves it out, and it is ignored"
            warnings.append(.warning("\(written); \(reason)", at: location))
        }
    }
}
