/// The schemas of a document whose `type` is a list of several types (`type: [string, integer]`, OpenAPI
/// 3.1), found in its YAML tree: OpenAPIKit's model keeps only the first of them, which would map such a
/// schema to the wrong type without a word.
enum OpenAPITypeLists {
    /// The document path of every mapping whose `type` lists more than one type besides `null`, with those
    /// types in the order written.
    static func find(in root: YAMLNode) -> [[String]: [String]] {
        var found: [[String]: [String]] = [:]
        var path: [String] = []
        visit(root, path: &path, found: &found)
        return found
    }

    private static func visit(_ node: YAMLNode, path: inout [String], found: inout [[String]: [String]]) {
        switch node.content {
        case .scalar:
            return
        case .sequence(let items):
            for (index, item) in items.enumerated() {
                path.append(String(index))
                visit(item, path: &path, found: &found)
                path.removeLast()
            }
        case .mapping(let entries):
            if let types = node["type"]?.sequence {
                let named = types.compactMap(\.scalar).filter { !$0.isNull && $0.value != "null" }.map(\.value)
                if named.count > 1 { found[path] = named }
            }
            for entry in entries {
                guard let key = entry.key.scalar?.value else { continue }
                path.append(key)
                visit(entry.value, path: &path, found: &found)
                path.removeLast()
            }
        }
    }
}
