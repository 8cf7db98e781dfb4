extension SpecDecoder {
    /// `store: field`, `store: { into: field, path: items }`, `store: { append: list }`,
    /// `store: { upsert: list, by: id }`, `store: { removeFrom: list, by: id }`, or a list of these.
    mutating func decodeStores(_ node: YAMLNode, context: String) -> [StoreSpec] {
        guard let items = node.sequence else {
            return decodeStore(node, what: "'store' of \(context)").map { [$0] } ?? []
        }
        if items.isEmpty {
            reader.diagnostics.error("'store' of \(context) is an empty list; name at least one target or leave 'store' out", at: node.location)
        }
        return items.enumerated().compactMap { index, item in
            decodeStore(item, what: "target \(index + 1) of 'store' of \(context)")
        }
    }

    /// The entry of the one key of `operations` a mapping has; reports a missing one, and every one after
    /// the first.
    mutating func singleOperation(
        among operations: [String],
        in keys: [String: YAMLMappingEntry],
        of node: YAMLNode,
        missing: String,
        extra: String
    ) -> YAMLMappingEntry? {
        let present = operations.compactMap { keys[$0] }
        guard let first = present.first else {
            reader.diagnostics.error("\(missing); expected one of \(operations.joined(separator: ", "))", at: node.location)
            return nil
        }
        let name = first.key.scalar?.value ?? ""
        for other in present.dropFirst() {
            reader.diagnostics.error("\(extra); \(quoted(other.key.scalar?.value ?? "")) follows '\(name)'", at: other.key.location)
        }
        return first
    }

    private mutating func decodeStore(_ node: YAMLNode, what: String) -> StoreSpec? {
        if node.scalar != nil {
            guard let into = reader.string(node, for: what) else { return nil }
            return StoreSpec(into: NameReference(into, at: node.location), location: node.location)
        }
        guard let entries = reader.mapping(node, for: what) else { return nil }
        let keys = reader.entries(entries, allowed: Self.storeKeys, in: what)
        guard let operationEntry = singleOperation(
            among: Self.storeOperationKeys, in: keys, of: node,
            missing: "\(what) names no state field",
            extra: "a store target has one of \(Self.storeOperationKeys.joined(separator: ", "))"
        ) else { return nil }
        let keyword = operationEntry.key.scalar?.value ?? ""
        guard let field = reader.string(operationEntry.value, for: "'\(keyword)' of \(what)") else { return nil }
        var by: NameReference?
        if let byEntry = keys["by"], let name = reader.string(byEntry.value, for: "'by' of \(what)") {
            by = NameReference(name, at: byEntry.value.location)
        }
        let operation: StoreSpec.Operation
        switch keyword {
        case "upsert", "removeFrom":
            guard let by else {
                if keys["by"] == nil {
                    reader.diagnostics.error(
                        "'\(keyword)' of \(what) needs 'by: <field>', the model field that identifies an element (such as 'by: id')",
                        at: operationEntry.key.location
                    )
                }
                return nil
            }
            operation = keyword == "upsert" ? .upsert(by: by) : .removeFrom(by: by)
        default:
            if let byEntry = keys["by"] {
                reader.diagnostics.error("'\(keyword)' does not take 'by'; only 'upsert' and 'removeFrom' match elements", at: byEntry.key.location)
            }
            operation = keyword == "append" ? .append : .replace
        }
        var store = StoreSpec(into: NameReference(field, at: operationEntry.value.location), operation: operation, location: node.location)
        if let path = keys["path"] { store.path = decodeFieldPath(path.value, for: "'path' of \(what)") ?? [] }
        return store
    }
}
